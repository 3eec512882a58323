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
}
