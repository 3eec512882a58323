package rvm.interp.compiler;

import static org.objectweb.asm.Opcodes.ACC_PRIVATE;
import static org.objectweb.asm.Opcodes.ACC_PROTECTED;
import static org.objectweb.asm.Opcodes.ACC_PUBLIC;
import static org.objectweb.asm.Opcodes.ACC_STATIC;
import static org.objectweb.asm.Opcodes.INVOKESPECIAL;
import static org.objectweb.asm.Opcodes.INVOKESTATIC;
import static org.objectweb.asm.Opcodes.PUTFIELD;
import static org.objectweb.asm.Opcodes.PUTSTATIC;

import java.util.function.Predicate;
import org.objectweb.asm.tree.FieldInsnNode;
import org.objectweb.asm.tree.MethodInsnNode;
import rvm.core.loader.ClassHierarchy;
import rvm.core.model.GuestClass;
import rvm.core.model.GuestMethod;

/**
 * Decides which member instructions of a guest method compiled code may make itself from its
 * hidden class, and which it must route through the VM (an {@code invokedynamic} that links the
 * instruction with the guest class's own lookup).
 *
 * <p>A hidden nestmate of guest class {@code C} shares {@code C}'s package, loader and nest, so
 * public, package and private members are as accessible to it as to {@code C}. It is not a
 * subclass of anything {@code C} extends, so it must route: {@code invokespecial} of methods
 * (super and private calls), protected members declared in another package, stores into final
 * fields (old class files may assign them outside initialisers), caller-sensitive JDK methods
 * (which must see {@code C} as their caller, not the hidden class), the VM's intrinsics, and any
 * member that cannot be resolved now (its linkage error must surface at the instruction).
 *
 * <p>It also picks the static calls compiled code may make straight to the callee's entry slot,
 * without the callee's stub (see {@link #slotCallee}).
 */
final class AccessRules {

    private final ClassHierarchy hierarchy;
    private final GuestClass caller;
    private final String callerPackage;
    private final Predicate<MethodInsnNode> intrinsic;
    private final boolean slotCalls;

    /**
     * @param slotCalls whether static calls may go straight to the callee's entry slot
     *                  ({@code --compiled-static-calls=direct}); otherwise every call goes
     *                  through the callee's stub
     */
    AccessRules(ClassHierarchy hierarchy, GuestClass caller, Predicate<MethodInsnNode> intrinsic,
                boolean slotCalls) {
        this.hierarchy = hierarchy;
        this.caller = caller;
        this.callerPackage = packageOf(caller.name());
        this.intrinsic = intrinsic;
        this.slotCalls = slotCalls;
    }

    /**
     * The guest method an {@code invokestatic} may call through its entry slot directly (an
     * {@code invokedynamic} bound to the slot, as the callee's stub makes), or {@code null} when
     * the call must go through the stub. A direct call saves HotSpot one frame to inline per call
     * (C2 allows 15 levels of Java frames, C1 9) and the stub's bytecode, but skips what invoking
     * the stub does: resolution, access checks and class initialisation. So it is taken only when
     * none of them can do anything: the callee resolves now, in the class named or a superclass
     * of it, to a static method with a body of a guest class of the caller's loader; the caller
     * may access it (its own class, or a member that is public in a public class, or not private
     * in the same package; no protected member of another package); and its declaring class is
     * already initialised (and so stays initialised). The VM's intrinsics are never called
     * directly.
     */
    GuestMethod slotCallee(MethodInsnNode m) {
        if (!slotCalls || m.getOpcode() != INVOKESTATIC || m.owner.startsWith("[") || intrinsic.test(m)) {
            return null;
        }
        ClassHierarchy.Member member = hierarchy.resolveMethod(m.owner, m.name, m.desc);
        if (member == null || (member.access() & ACC_STATIC) == 0) {
            return null;
        }
        GuestClass declaring = caller.model().forName(member.owner());
        if (declaring == null || declaring.loader() != caller.loader() || declaring.hostClass() == null) {
            return null;
        }
        boolean named = member.owner().equals(m.owner);
        if (named ? declaring.isInterface() != m.itf
                : m.itf || declaring.isInterface() || !hierarchy.isSubclass(m.owner, member.owner())) {
            return null; // the JVM's resolution or its interface check would throw
        }
        GuestMethod callee = declaring.method(m.name, m.desc);
        if (callee == null || !callee.hasBody() || callee.isKeptAsBytecode()) {
            return null;
        }
        boolean mayAccess = declaring == caller || accessible(member.access(), declaring);
        return mayAccess && declaring.isInitialized() ? callee : null;
    }

    /** Whether a member of another guest class, with these flags, is accessible to the caller. */
    private boolean accessible(int access, GuestClass declaring) {
        boolean samePackage = packageOf(declaring.name()).equals(callerPackage);
        if ((access & ACC_PRIVATE) != 0) {
            return false;
        }
        if (samePackage) {
            return true;
        }
        return (access & ACC_PUBLIC) != 0 && (access & ACC_PROTECTED) == 0
                && (declaring.node().access & ACC_PUBLIC) != 0;
    }

    /** Whether the invoke must be routed through the VM. */
    boolean mustRoute(MethodInsnNode m) {
        if (m.getOpcode() == INVOKESPECIAL) {
            return !m.name.equals("<init>");
        }
        if (m.owner.startsWith("[")) {
            return false; // the methods of arrays are Object's public ones and a public clone
        }
        if (intrinsic.test(m)) {
            return true;
        }
        ClassHierarchy.Member member = hierarchy.resolveMethod(m.owner, m.name, m.desc);
        if (member == null) {
            return !isSignaturePolymorphic(m.owner);
        }
        return member.callerSensitive() || isForeignProtected(member);
    }

    /** Whether the field instruction must be routed through the VM. */
    boolean mustRoute(FieldInsnNode f) {
        ClassHierarchy.Member member = hierarchy.resolveField(f.owner, f.name, f.desc);
        if (member == null) {
            return true;
        }
        boolean store = f.getOpcode() == PUTFIELD || f.getOpcode() == PUTSTATIC;
        return isForeignProtected(member) || (store && member.isFinal());
    }

    /** Whether {@code type} is a subclass of {@code java.lang.Throwable} (or Throwable itself). */
    boolean isThrowable(String type) {
        return hierarchy.isSubclass(type, "java/lang/Throwable");
    }

    private boolean isForeignProtected(ClassHierarchy.Member member) {
        return member.isProtected() && !packageOf(member.owner()).equals(callerPackage);
    }

    /** {@code MethodHandle.invokeExact} and friends are declared with a descriptor no call site uses. */
    private static boolean isSignaturePolymorphic(String owner) {
        return owner.equals("java/lang/invoke/MethodHandle") || owner.equals("java/lang/invoke/VarHandle");
    }

    static String packageOf(String internalName) {
        int slash = internalName.lastIndexOf('/');
        return slash < 0 ? "" : internalName.substring(0, slash);
    }
}
