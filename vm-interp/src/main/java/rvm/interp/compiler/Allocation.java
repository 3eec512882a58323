package rvm.interp.compiler;

import java.lang.management.ManagementFactory;

/** The bytes a thread has allocated, where the host JVM counts them (HotSpot does). */
final class Allocation {

    private static final com.sun.management.ThreadMXBean THREADS = threads();

    private Allocation() {
    }

    /** The bytes the current thread has allocated so far; 0 where the host does not count them. */
    static long currentThread() {
        return THREADS == null ? 0 : THREADS.getCurrentThreadAllocatedBytes();
    }

    private static com.sun.management.ThreadMXBean threads() {
        try {
            if (ManagementFactory.getThreadMXBean() instanceof com.sun.management.ThreadMXBean t
                    && t.isThreadAllocatedMemorySupported() && t.isThreadAllocatedMemoryEnabled()) {
                return t;
            }
        } catch (RuntimeException | LinkageError e) {
            // not HotSpot: no counts
        }
        return null;
    }
}
