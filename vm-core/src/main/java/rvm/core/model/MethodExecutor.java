package rvm.core.model;

import java.lang.invoke.MethodHandle;

/**
 * Supplies the code that runs a guest method: the initial target of its entry slot.
 *
 * <p>The execution module (the interpreter and, later, the compiled tiers) installs one into the
 * {@link ClassModel}; the core never depends on it.
 */
@FunctionalInterface
public interface MethodExecutor {

    /**
     * A handle that runs {@code method} at its current tier, of exactly
     * {@link GuestMethod#hostType()}.
     */
    MethodHandle entry(GuestMethod method);

    /**
     * Called when guest bytecode kept as host bytecode (a constructor or static initialiser) has
     * just constructed a throwable, so the executor can make its stack trace show guest frames while
     * those frames are still live. The default does nothing.
     */
    default void throwableConstructed(Throwable t) {
    }

    /**
     * Called when a handler in compiled guest code has just caught {@code t}: returns what the guest
     * code should see, {@code t} with a stack trace that shows guest frames, or a copy of the same
     * class with the message the host would give. The default returns {@code t}.
     */
    default Throwable exceptionCaught(Throwable t) {
        return t;
    }

    /**
     * Called when compiled guest code has just refilled {@code t}'s stack trace
     * ({@code fillInStackTrace()}), so the executor can make the new trace show guest frames. The
     * default does nothing.
     */
    default void stackTraceRefilled(Throwable t) {
    }

    /**
     * Called on each call of compiled code of guest method {@code methodId} that was compiled to
     * count its calls, so that the executor's tier policy can recompile it at a higher level. The
     * default does nothing.
     */
    default void compiledCall(int methodId) {
    }
}
