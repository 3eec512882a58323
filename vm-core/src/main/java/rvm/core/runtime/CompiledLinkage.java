package rvm.core.runtime;

import java.lang.invoke.CallSite;
import java.lang.invoke.ConstantCallSite;
import java.lang.invoke.MethodHandle;
import java.lang.invoke.MethodHandles;
import java.lang.invoke.MethodType;
import rvm.core.loader.GuestClassLoader;
import rvm.core.model.ClassModel;
import rvm.core.model.GuestMethod;

/**
 * The bootstrap methods of compiled guest code: each links one instruction that a hidden class of
 * compiled code may not make itself, through the model's {@link rvm.core.model.CompiledCodeLinker}.
 *
 * <p>Every bootstrap takes the guest method's id and the index of the original instruction as
 * static arguments. A member that cannot be linked gives a call site that throws the linkage error
 * each time it runs: the error reaches the guest at the instruction, as in the interpreter,
 * instead of as a {@link BootstrapMethodError}.
 */
public final class CompiledLinkage {

    private CompiledLinkage() {
    }

    /** Bootstrap of a compiled invoke or field instruction: a constant call site of its direct handle. */
    public static CallSite member(MethodHandles.Lookup caller, String name, MethodType type, int methodId,
                                  int insnIndex) {
        ClassModel model = model(caller);
        GuestMethod m = model.method(methodId);
        MethodHandle target;
        try {
            target = model.compiledCodeLinker().member(m, insnIndex).asType(type);
        } catch (LinkageError e) {
            target = throwing(type, e);
        }
        return new ConstantCallSite(target);
    }

    /** Bootstrap of a compiled guest {@code invokedynamic}: the call site the guest's bootstrap made. */
    public static CallSite invokeDynamic(MethodHandles.Lookup caller, String name, MethodType type, int methodId,
                                        int insnIndex) {
        ClassModel model = model(caller);
        try {
            return model.compiledCodeLinker().invokeDynamic(model.method(methodId), insnIndex);
        } catch (LinkageError e) {
            return new ConstantCallSite(throwing(type, e));
        }
    }

    /** Bootstrap of a compiled {@code ldc} of a method handle, method type or dynamic constant. */
    public static Object constant(MethodHandles.Lookup caller, String name, Class<?> type, int methodId,
                                  int insnIndex) {
        ClassModel model = model(caller);
        return model.compiledCodeLinker().constant(model.method(methodId), insnIndex);
    }

    private static ClassModel model(MethodHandles.Lookup caller) {
        ClassLoader loader = caller.lookupClass().getClassLoader();
        if (!(loader instanceof GuestClassLoader)) {
            throw new IllegalStateException("compiled guest code outside a guest loader: " + caller.lookupClass());
        }
        return ((GuestClassLoader) loader).model();
    }

    /**
     * A handle of {@code type} that throws {@code e} the first time, and each later time the error a
     * later resolution of the same reference throws ({@link ResolutionErrors#again}).
     */
    private static MethodHandle throwing(MethodType type, LinkageError e) {
        java.util.concurrent.atomic.AtomicBoolean thrown = new java.util.concurrent.atomic.AtomicBoolean();
        MethodHandle next = MethodHandles.insertArguments(NEXT, 0, e, thrown);
        MethodHandle thrower = MethodHandles.filterReturnValue(next,
                MethodHandles.throwException(type.returnType(), LinkageError.class));
        return MethodHandles.dropArguments(thrower, 0, type.parameterList());
    }

    private static final MethodHandle NEXT;

    static {
        try {
            NEXT = MethodHandles.lookup().findStatic(CompiledLinkage.class, "next",
                    MethodType.methodType(LinkageError.class, LinkageError.class,
                            java.util.concurrent.atomic.AtomicBoolean.class));
        } catch (ReflectiveOperationException e) {
            throw new ExceptionInInitializerError(e);
        }
    }

    private static LinkageError next(LinkageError first, java.util.concurrent.atomic.AtomicBoolean thrown) {
        return thrown.getAndSet(true) ? ResolutionErrors.again(first) : first;
    }
}
