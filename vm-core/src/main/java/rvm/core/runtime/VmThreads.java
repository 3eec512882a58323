package rvm.core.runtime;

import java.io.PrintStream;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.ThreadFactory;

/**
 * The VM's own threads (the compiler, the level-2 controller, the profiler's organizer and timers)
 * and what happens when one of them fails: the throwable that ends a VM thread, or escapes a task
 * it runs, is reported once on stderr as {@code rvm: error: ...} with the thread and what it was
 * doing, never as a raw stack trace, and recorded. A run whose VM thread failed does not end with
 * the guest's exit code: the launcher asks {@link #failures()} when the guest has ended and exits
 * with an error of its own, since the VM stopped doing part of its job.
 *
 * <p>Work a VM thread can abandon and record without stopping (one compilation) is not a failure
 * of the thread: the compiler reports it itself ({@link #reportAbandoned}).
 *
 * <p>Constraints: one VM runs in a process, so the record is the process's; safe to call from any
 * thread.
 */
public final class VmThreads {

    private static final PrintStream ERR = System.err;
    /** One line per failed VM thread, in the order they failed. */
    private static final List<String> FAILURES = new ArrayList<>();
    /** The kinds of abandoned work already reported. */
    private static final List<String> ABANDONED = new ArrayList<>();

    private VmThreads() {
    }

    /**
     * A daemon thread named {@code name} that runs {@code body}; a throwable that ends it is reported
     * and recorded ({@link #failed}).
     *
     * @param doing what the thread does, in words that follow "while" ({@code "draining sample buffers"})
     */
    public static Thread daemon(String name, String doing, Runnable body) {
        Thread t = new Thread(guarded(name, doing, body), name);
        t.setDaemon(true);
        return t;
    }

    /** A factory of daemon threads named {@code name}, for a scheduled executor (see {@link #guarded}). */
    public static ThreadFactory daemons(String name) {
        return r -> {
            Thread t = new Thread(r, name);
            t.setDaemon(true);
            return t;
        };
    }

    /**
     * {@code body}, run so that a throwable escaping it is reported and recorded as a failure of the
     * VM thread {@code thread}, then thrown again (a scheduled executor stops the task, a thread ends).
     * Wrap every task of a scheduled executor in it: the executor itself keeps a task's exception to
     * itself.
     */
    public static Runnable guarded(String thread, String doing, Runnable body) {
        return () -> {
            try {
                body.run();
            } catch (Throwable t) {
                failed(thread, doing, t);
                throw t;
            }
        };
    }

    /**
     * Records that VM thread {@code thread} stopped because of {@code t} while {@code doing}, and reports
     * it on stderr: the first time for that thread only.
     */
    public static void failed(String thread, String doing, Throwable t) {
        String line = "VM thread " + thread + " stopped while " + doing + ": " + describe(t);
        synchronized (FAILURES) {
            if (FAILURES.stream().anyMatch(f -> f.startsWith("VM thread " + thread + " "))) {
                return;
            }
            FAILURES.add(line);
        }
        ERR.println("rvm: error: " + line);
    }

    /**
     * Reports work that a VM thread abandoned and went on without (a compilation that ran out of
     * memory), once per {@code kind}: later ones of the same kind are only counted where the caller
     * counts them ({@code --print-compilation}, {@code --vm-stats}).
     *
     * @param kind    what groups repeats ({@code "OutOfMemoryError while compiling"})
     * @param message the whole report, without the {@code rvm: error: } prefix
     */
    public static void reportAbandoned(String kind, String message) {
        synchronized (ABANDONED) {
            if (ABANDONED.contains(kind)) {
                return;
            }
            ABANDONED.add(kind);
        }
        ERR.println("rvm: error: " + message);
    }

    /** The failures of VM threads so far, one line each, in order; empty when none failed. */
    public static List<String> failures() {
        synchronized (FAILURES) {
            return List.copyOf(FAILURES);
        }
    }

    /**
     * A throwable in one line: its class's simple name, its message's first line, and the frame it
     * was thrown at (where a VM bug is to be looked for).
     */
    public static String describe(Throwable t) {
        String m = t.getMessage();
        StackTraceElement[] trace = t.getStackTrace();
        return t.getClass().getSimpleName() + (m == null ? "" : ": " + m.lines().findFirst().orElse(""))
                + (trace.length == 0 ? "" : " (at " + trace[0] + ")");
    }
}
