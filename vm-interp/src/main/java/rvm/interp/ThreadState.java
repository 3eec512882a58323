package rvm.interp;

/**
 * What the interpreter keeps per guest thread: the chain of interpreted frames (for guest stack
 * traces) and per-thread opcode counts.
 */
final class ThreadState {
    /** The innermost interpreted frame, or {@code null}. */
    Frame top;
    /** Executions per raw opcode; only written when opcode counting is on. */
    final long[] opcodeCounts = new long[256];
    /** The throwable whose stack trace this thread rewrote last (see {@code StackTraces.rewrite}). */
    Throwable lastRewritten;
    /** Whether this is the thread running the guest's {@code main}. */
    boolean guestMain;

    /** The number of interpreted frames on this thread. */
    int depth() {
        int n = 0;
        for (Frame f = top; f != null; f = f.prev) {
            n++;
        }
        return n;
    }
}
