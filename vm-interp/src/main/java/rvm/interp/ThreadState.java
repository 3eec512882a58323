package rvm.interp;

import rvm.interp.stack.InterpretedFrame;
import rvm.interp.stack.InterpreterThread;

/**
 * What the interpreter keeps per guest thread: the chain of interpreted frames (for guest stack
 * traces) and per-thread opcode counts.
 */
final class ThreadState implements InterpreterThread {
    /** The innermost interpreted frame, or {@code null}. */
    Frame top;
    /** Executions per raw opcode, or {@code null} when opcodes are not counted. */
    final long[] opcodeCounts;
    /**
     * The throwable whose stack trace this thread rewrote last (see {@code StackTraces.rewrite}), held
     * weakly: the guest may drop it, and then nothing may keep it, or what it refers to, alive.
     */
    private java.lang.ref.WeakReference<Throwable> lastRewritten = new java.lang.ref.WeakReference<>(null);
    /** Frames for guest-to-guest calls, one per call depth, reused (frames are strictly LIFO per thread). */
    private Frame[] pool = new Frame[64];
    /** The number of pooled frames in use. */
    private int pooled;

    /** @param countOpcodes whether the thread counts executions per opcode */
    ThreadState(boolean countOpcodes) {
        this.opcodeCounts = countOpcodes ? new long[256] : null;
    }

    /** Whether {@code t} is the throwable this thread rewrote last. */
    @Override
    public boolean rewroteLast(Throwable t) {
        return lastRewritten.get() == t;
    }

    /** Records {@code t} as the throwable this thread rewrote last; {@code null} forgets it. */
    @Override
    public void rewrote(Throwable t) {
        lastRewritten = new java.lang.ref.WeakReference<>(t);
    }

    /** A frame for a call from an interpreted frame; release it with {@link #releaseFrame} when the call ends. */
    Frame frameFor(Code code) {
        int d = pooled;
        if (d == pool.length) {
            pool = java.util.Arrays.copyOf(pool, d * 2);
        }
        Frame f = pool[d];
        if (f == null || f.p.length < code.frameSize) {
            f = new Frame(Math.max(code.frameSize, 16));
            pool[d] = f;
        }
        f.reuse(code);
        pooled = d + 1; // claimed only once nothing can fail, so the pool never loses a slot
        return f;
    }

    /** Returns the innermost pooled frame to the pool, keeping nothing of its activation alive. */
    void releaseFrame(Frame f) {
        f.release();
        pooled--;
    }

    @Override
    public InterpretedFrame top() {
        return top;
    }
}
