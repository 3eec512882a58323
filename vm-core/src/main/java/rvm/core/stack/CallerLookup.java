package rvm.core.stack;

/**
 * Where the current call came from: the call site in the caller of the innermost guest frame,
 * the one question a call-edge profiler asks at a prologue or epilogue yieldpoint. Cheaper than
 * {@link GuestStack#walk}: it reads no line numbers and stops at the caller.
 *
 * <p>The answer is packed into a {@code long} so that a listener can record it without allocating:
 * a <em>method key</em> in the high half (a guest method id, at least 0, or a negative key for a
 * JDK method that called back into guest code, see {@link #name}) and the call site's bytecode
 * index in the low half (the guest class file's index, for guest constructors and static
 * initialisers too, though they run as host bytecode; the JDK method's own for a JDK caller; -1
 * when unknown: a native JDK caller, a constructor or initialiser of a class file older than
 * version 51, or one that is not at an invoke instruction, as when its {@code new} triggers a
 * static initialiser).
 *
 * <p>Constraints: only the current thread's stack, from that thread. Implementations may allocate
 * inside the host's stack walk, and when they meet a JDK caller for the first time.
 */
public interface CallerLookup {

    /** The answer when there is no caller to name (see {@link #callerOf}). */
    long NO_CALLER = Long.MIN_VALUE;

    /**
     * The call site that called the innermost guest frame of the current thread, packed (see the
     * class comment), or {@link #NO_CALLER} when that frame is not the method {@code calleeId}
     * expects, or it has no caller: the guest's {@code main}, or code the VM itself called.
     *
     * @param calleeId the guest method id of the innermost guest frame (the method whose yieldpoint
     *                 was taken)
     */
    long callerOf(int calleeId);

    /**
     * As {@link #callerOf}, when the innermost guest frame is known to be interpreted (a yieldpoint
     * of the interpreter): an interpreted caller that called it directly is then known without a
     * stack walk. By default the same as {@link #callerOf}.
     */
    default long callerOfInterpreted(int calleeId) {
        return callerOf(calleeId);
    }

    /**
     * The call site a caller announced ({@code rvm.core.runtime.ExactCalls#register}'s key,
     * {@code siteKey}), packed, when it could have called the guest method {@code calleeId}; else
     * {@link #NO_CALLER} (no announcement, 0, or a stale one: a JDK method in between called the
     * callee back). Any thread may ask. By default no announcement fits.
     */
    default long announcedCaller(int siteKey, int calleeId) {
        return NO_CALLER;
    }

    /**
     * The JVM name, {@code pkg/Cls.name(Desc)Ret}, of a method key: a guest method, or a JDK method
     * met as a caller.
     *
     * @throws IllegalArgumentException for a key this lookup never gave out
     */
    String name(int methodKey);

    /** The method key of a packed call site. */
    static int methodKey(long site) {
        return (int) (site >> 32);
    }

    /** The bytecode index of a packed call site. */
    static int bci(long site) {
        return (int) site;
    }

    /** A call site packed as {@link #callerOf} returns it. */
    static long pack(int methodKey, int bci) {
        return ((long) methodKey << 32) | (bci & 0xffffffffL);
    }
}
