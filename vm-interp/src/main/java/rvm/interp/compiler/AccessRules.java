package rvm.interp.compiler;

import static org.objectweb.asm.Opcodes.INVOKESPECIAL;
import static org.objectweb.asm.Opcodes.PUTFIELD;
import static org.objectweb.asm.Opcodes.PUTSTATIC;

import java.util.function.Predicate;
import org.objectweb.asm.Type;
import org.objectweb.asm.tree.FieldInsnNode;
import org.objectweb.asm.tree.MethodInsnNode;
import rvm.core.loader.ClassHierarchy;

/**
 * Decides which member instructions of a guest method compiled code may make itself from its
 * hidden class, and which it must route through the VM (an {@code invokedynamic} that links the
 * instruction with the guest class's own lookup).
 *
 * <p>A hidden nestmate of guest class {@code C} shares {@code C}'s package, loader and nest, so
 * public, package and private members are as accessible to it as to {@code C}. It is not a
 * subclass of anything {@code C} extends, so it must route: {@code invokespecial} of methods
 * (super and private calls), protected members declared in another package, stores into final
 * fields (only the declaring class's own code may make them, so they fail at the instruction with
 * the linkage error; methods that store into their own class's are kept as bytecode and never
 * compiled), caller-sensitive JDK methods
 * (which must see {@code C} as their caller, not the hidden class), the VM's intrinsics, and any
 * member that cannot be resolved now (its linkage error must surface at the instruction). Code
 * inlined from another class also routes what only that class may reach: members of a class
 * {@code C} may not name, private members of other classes, and package-private members of another
 * package.
 */
final class AccessRules {

    private final ClassHierarchy hierarchy;
    private final String callerClass;
    private final String callerPackage;
    private final Predicate<MethodInsnNode> intrinsic;

    AccessRules(ClassHierarchy hierarchy, String callerClass, Predicate<MethodInsnNode> intrinsic) {
        this.hierarchy = hierarchy;
        this.callerClass = callerClass;
        this.callerPackage = ClassHierarchy.packageOf(callerClass);
        this.intrinsic = intrinsic;
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
        return member.callerSensitive() || isForeignProtected(member) || isOutOfReach(m.owner, member);
    }

    /** Whether the field instruction must be routed through the VM. */
    boolean mustRoute(FieldInsnNode f) {
        ClassHierarchy.Member member = hierarchy.resolveField(f.owner, f.name, f.desc);
        if (member == null) {
            return true;
        }
        boolean store = f.getOpcode() == PUTFIELD || f.getOpcode() == PUTSTATIC;
        return isForeignProtected(member) || (store && member.isFinal()) || isOutOfReach(f.owner, member);
    }

    /**
     * The type of the {@code invokedynamic} that routes an instruction whose stack effect is
     * {@code descriptor}: the JVM resolves that type against the hidden class with access checks, so
     * a parameter of a class the hidden class may not name (a package-private class of another
     * package, reached through a protected method) becomes {@code Object}, and the bootstrap's
     * {@code asType} casts it back; null when the result is of such a class, which the code after
     * the instruction needs as it is (the verifier types it), so that the method cannot be compiled.
     * A class that cannot be found stays as it is: its error surfaces at the instruction.
     */
    String routedType(String descriptor) {
        Type[] args = Type.getArgumentTypes(descriptor);
        Type result = Type.getReturnType(descriptor);
        if (!mayName(result)) {
            return null;
        }
        for (int k = 0; k < args.length; k++) {
            if (!mayName(args[k])) {
                args[k] = Type.getType(Object.class);
            }
        }
        return Type.getMethodDescriptor(result, args);
    }

    private boolean mayName(Type t) {
        Type element = t.getSort() == Type.ARRAY ? t.getElementType() : t;
        if (element.getSort() != Type.OBJECT) {
            return true;
        }
        String name = element.getInternalName();
        return hierarchy.isAccessible(name, callerClass) || !hierarchy.exists(name);
    }

    /** Whether {@code type} is a subclass of {@code java.lang.Throwable} (or Throwable itself). */
    boolean isThrowable(String type) {
        return hierarchy.isSubclass(type, "java/lang/Throwable");
    }

    /** The nearest common superclass of two classes (for two exception types: at worst {@code java/lang/Throwable}). */
    String commonSuperClass(String a, String b) {
        for (String c = a; c != null; c = hierarchy.superName(c)) {
            if (hierarchy.isSubclass(b, c)) {
                return c;
            }
        }
        return "java/lang/Object";
    }

    /**
     * Whether the hidden class may not reach the member through the class the instruction names: that
     * class is not accessible, the member is private to another class, or package-private in another
     * package. (Only code inlined from another class names such members; routing is always correct.)
     */
    private boolean isOutOfReach(String symbolicOwner, ClassHierarchy.Member member) {
        if (symbolicOwner.equals(callerClass) && member.owner().equals(callerClass)) {
            return false;
        }
        // a protected member of another package is out of reach too, and routed as foreign protected
        return !hierarchy.isAccessible(symbolicOwner, callerClass) || !ClassHierarchy.isReachable(member, callerClass);
    }

    private boolean isForeignProtected(ClassHierarchy.Member member) {
        return member.isProtected() && !ClassHierarchy.packageOf(member.owner()).equals(callerPackage);
    }

    /** {@code MethodHandle.invokeExact} and friends are declared with a descriptor no call site uses. */
    private static boolean isSignaturePolymorphic(String owner) {
        return owner.equals("java/lang/invoke/MethodHandle") || owner.equals("java/lang/invoke/VarHandle");
    }
}
