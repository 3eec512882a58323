package rvm.core.model;

import java.lang.invoke.CallSite;
import java.lang.invoke.MethodHandle;

/**
 * Links the instructions that compiled code cannot make itself from its hidden class, on the
 * guest class's behalf: calls to super methods, protected members of a superclass in another
 * package, caller-sensitive JDK methods, the VM's intrinsics, the guest's own
 * {@code invokedynamic} and its dynamic constants.
 *
 * <p>Each such instruction is compiled into an {@code invokedynamic} or dynamic constant whose
 * bootstrap ({@link rvm.core.runtime.CompiledLinkage}) asks this linker for the instruction at
 * {@code insnIndex} (the index of a real instruction in {@link GuestMethod#node()}, as for
 * {@link GuestMethod#bciOf}). Resolution happens at the instruction's first execution, as in the
 * interpreter, with the guest class's full-privilege lookup.
 */
public interface CompiledCodeLinker {

    /**
     * A direct handle for an invoke or field instruction, of the instruction's natural type (the
     * receiver, if any, first; a field store returns void).
     *
     * @throws LinkageError the error the JVM would raise at that instruction
     */
    MethodHandle member(GuestMethod method, int insnIndex);

    /** The call site of a guest {@code invokedynamic}, made by the guest's own bootstrap method. */
    CallSite invokeDynamic(GuestMethod method, int insnIndex);

    /** The value of an {@code ldc} of a method handle, method type or dynamic constant. */
    Object constant(GuestMethod method, int insnIndex);
}
