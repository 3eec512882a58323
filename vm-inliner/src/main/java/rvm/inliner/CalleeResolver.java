package rvm.inliner;

import java.util.List;
import java.util.Objects;
import java.util.Optional;

/**
 * The class-hierarchy facts the inline oracle needs, answered by the VM from its class model: which
 * method an invoke instruction resolves to, which methods a virtual call selects in the loaded
 * classes (class hierarchy analysis), and the facts of a method named by the profile.
 *
 * <p>Every answer is about the classes loaded when it is given. rvm cannot deoptimise compiled code
 * when a class is loaded later, so the oracle guards every target it found by class hierarchy
 * analysis or profile, and the guard's fallback, the original call, handles a receiver of a class
 * loaded since. For the same reason an answer may miss receivers the class model does not hold
 * (classes the guest or the JDK defines at run time: its own class loaders, lambdas, proxies): a
 * missed receiver takes the fallback.
 *
 * <p>Constraints: the oracle may call it from any compiler thread while classes load; answers need not
 * be the same from one call to the next, but each must be true of some state of the class model.
 */
public interface CalleeResolver {

    /**
     * The method the invoke instruction names, as the JVM resolves it (JVMS 5.4.3.3 and 5.4.3.4: the
     * named class, then its superclasses, then its superinterfaces): the method an {@code
     * invokestatic} or {@code invokespecial} runs, and the method whose flags decide whether an
     * {@code invokevirtual} or {@code invokeinterface} needs a guard.
     *
     * @param opcode     the invoke's opcode: {@code INVOKEVIRTUAL}, {@code INVOKESPECIAL}, {@code
     *                   INVOKESTATIC} or {@code INVOKEINTERFACE}
     * @param owner      the internal name of the class or interface the instruction names
     * @param name       the method's name
     * @param descriptor the method's descriptor
     * @return the resolved method, guest or JDK; empty when it cannot be resolved among the loaded
     *         classes (the call would fail to link, or its class is not loaded yet)
     */
    Optional<Callee> resolve(int opcode, String owner, String name, String descriptor);

    /**
     * Class hierarchy analysis of a virtual or interface call: for each loaded guest class that is
     * {@code owner} or a subtype of it and can have instances (neither abstract nor an interface), the
     * method a call of {@code name} and {@code descriptor} on an instance of exactly that class runs
     * (JVMS 5.4.6, method selection), in any order.
     *
     * @param owner      the internal name of a class or interface
     * @param name       the method's name
     * @param descriptor the method's descriptor
     * @return the dispatch of each such class (an empty list when none is loaded); empty when the
     *         receivers cannot be enumerated: {@code owner} is not a guest class or interface (JDK
     *         classes can be receivers, and the class model does not hold them), or the answer is too
     *         large for the implementation to compute
     */
    Optional<List<Dispatch>> dispatch(String owner, String name, String descriptor);

    /**
     * The method the profile names.
     *
     * @param method a method in JVM form, {@code pkg/Cls.name(Desc)Ret}
     * @return its facts; empty when no loaded class declares it
     */
    Optional<Callee> method(String method);

    /**
     * One row of a class hierarchy analysis: a virtual call on an instance of exactly {@code
     * receiverClass} runs {@code target}. An exact-class guard for {@code target} tests the receiver's
     * class against every such {@code receiverClass}.
     *
     * @param receiverClass the internal name of a loaded class that can have instances
     * @param target        the method selected in it, {@code pkg/Cls.name(Desc)Ret}, declared in
     *                      {@code receiverClass} or inherited from a supertype
     */
    record Dispatch(String receiverClass, String target) {

        /** Checks that neither is null. */
        public Dispatch {
            Objects.requireNonNull(receiverClass, "receiverClass");
            Objects.requireNonNull(target, "target");
        }
    }
}
