package rvm.inliner;

import java.util.Objects;
import org.objectweb.asm.Opcodes;
import org.objectweb.asm.tree.MethodNode;

/**
 * What the inline oracle knows of a method a call can reach: its name, its flags, whether rvm has its
 * bytecode, and its code.
 *
 * <p>Guest code is a method of a guest class in the VM's class model: rvm has its bytecode and may
 * copy it into a caller. A JDK (host) method is never guest code and never inlined by rvm: HotSpot
 * inlines the JDK into compiled guest code itself. Caller-sensitive JDK methods
 * ({@code Method.invoke}, {@code MethodHandles.lookup()}, ...) are JDK methods, so they are never
 * inlined; the guest methods that call them are kept as their class's own bytecode (see
 * {@code rvm.core.model.KeptMethods}) and are not inlined either ({@link #keptReason}).
 *
 * @param method     the method in JVM form, {@code pkg/Cls.name(Desc)Ret}; never null
 * @param access     the method's access flags from its class file ({@code ACC_STATIC},
 *                   {@code ACC_PRIVATE}, {@code ACC_FINAL}, {@code ACC_SYNCHRONIZED}, {@code
 *                   ACC_NATIVE}, {@code ACC_ABSTRACT}, ...)
 * @param classFinal whether the declaring class is {@code final}
 * @param guest      whether the method is guest code (see above)
 * @param code       the method's bytecode as the guest's class file has it, never modified; null
 *                   when the method is not guest code or has no body (abstract, native)
 * @param keptReason why the method must stay its class's own bytecode ({@code
 *                   GuestMethod.keptReason()}: "a constructor", "calls java.lang.reflect.Method.invoke,
 *                   which checks access against its caller's class", ...), so that copying it into
 *                   another method would change what it does; null when it may be copied
 */
public record Callee(String method, int access, boolean classFinal, boolean guest, MethodNode code,
                     String keptReason) {

    /**
     * Checks that a guest method with a body comes with its code.
     *
     * @throws IllegalArgumentException when {@code guest} and the flags say the method has a body but
     *                                  {@code code} is null
     */
    public Callee {
        Objects.requireNonNull(method, "method");
        if (method.indexOf('(') < 0 || method.lastIndexOf('.', method.indexOf('(')) < 0) {
            throw new IllegalArgumentException("not a method in JVM form pkg/Cls.name(Desc)Ret: " + method);
        }
        if (guest && hasBody(access) && code == null) {
            throw new IllegalArgumentException("guest method " + method + " has a body but no code");
        }
    }

    /** A JDK method: not guest code, so no code and no kept reason. */
    public static Callee host(String method, int access, boolean classFinal) {
        return new Callee(method, access, classFinal, false, null, null);
    }

    private static boolean hasBody(int access) {
        return (access & (Opcodes.ACC_ABSTRACT | Opcodes.ACC_NATIVE)) == 0;
    }

    /** The internal name of the declaring class, {@code pkg/Cls}. */
    public String owner() {
        return method.substring(0, method.lastIndexOf('.', method.indexOf('(')));
    }

    /** The method's simple name, e.g. {@code run}. */
    public String name() {
        int paren = method.indexOf('(');
        return method.substring(method.lastIndexOf('.', paren) + 1, paren);
    }

    /** The method descriptor, e.g. {@code (I)V}. */
    public String descriptor() {
        return method.substring(method.indexOf('('));
    }

    /** Whether the method is {@code static}. */
    public boolean isStatic() {
        return (access & Opcodes.ACC_STATIC) != 0;
    }

    /** Whether the method is {@code private}. */
    public boolean isPrivate() {
        return (access & Opcodes.ACC_PRIVATE) != 0;
    }

    /** Whether the method is {@code final}. */
    public boolean isFinal() {
        return (access & Opcodes.ACC_FINAL) != 0;
    }

    /**
     * Whether the method is {@code synchronized}. Such a callee may be inlined, but the inlined code
     * must enter and exit the monitor the call would have (the receiver, or the class for a static
     * method), on every exit, exceptional ones included.
     */
    public boolean isSynchronized() {
        return (access & Opcodes.ACC_SYNCHRONIZED) != 0;
    }

    /** Whether the method is {@code native}. */
    public boolean isNative() {
        return (access & Opcodes.ACC_NATIVE) != 0;
    }

    /** Whether the method is {@code abstract}. */
    public boolean isAbstract() {
        return (access & Opcodes.ACC_ABSTRACT) != 0;
    }
}
