package rvm.core.model;

import java.util.Map;
import java.util.Set;
import org.objectweb.asm.Opcodes;
import org.objectweb.asm.tree.AbstractInsnNode;
import org.objectweb.asm.tree.ClassNode;
import org.objectweb.asm.tree.FieldInsnNode;
import org.objectweb.asm.tree.FieldNode;
import org.objectweb.asm.tree.MethodInsnNode;
import org.objectweb.asm.tree.MethodNode;

/**
 * Decides which guest methods stay the guest class's own bytecode in its host class instead of
 * becoming an entry stub: the methods whose behaviour the JVM ties to the class whose code runs
 * them, so that no other code (the interpreter, a hidden class of compiled code) can stand in:
 * <ul>
 *   <li>constructors ({@code <init>} may only be invoked by {@code invokespecial} on an object
 *       {@code new} made) and static initialisers;</li>
 *   <li>methods that store into a final field of their own class outside its constructors (instance
 *       fields) or static initialiser (static fields): class files older than version 53 may, and
 *       the JVM allows it only from the declaring class's code (from version 53 it refuses it with
 *       its own {@code IllegalAccessError}, which then comes from the host as it should);</li>
 *   <li>methods that call a JDK method that checks access against its caller's class, not only its
 *       loader, package or module: core reflection's access checks ({@code Method.invoke},
 *       {@code Field.get}/{@code set}, {@code Constructor.newInstance}, {@code Class.newInstance},
 *       {@code AccessibleObject.canAccess}), the atomic field updaters' {@code newUpdater},
 *       {@code MethodHandles.lookup()}, {@code ClassLoader.registerAsParallelCapable()}, and the
 *       native library loaders of {@code System} and {@code Runtime} (from JDK 22 they name their
 *       caller's class in a warning about restricted methods). Called
 *       from any other code, these see another class as their caller: a method handle's injected
 *       invoker, which on JDK 17 is not even a nestmate of the caller.</li>
 * </ul>
 * Kept methods run as host bytecode with yieldpoints (see {@code HostClassGenerator}); every
 * executor calls them as it calls JDK code.
 */
final class KeptMethods {

    /** The JDK methods, by owner, whose answer depends on the exact class of their caller. */
    private static final Map<String, Set<String>> CALLER_CLASS_SENSITIVE = Map.ofEntries(
            Map.entry("java/lang/reflect/Method", Set.of("invoke", "canAccess")),
            Map.entry("java/lang/reflect/Constructor", Set.of("newInstance", "canAccess")),
            Map.entry("java/lang/reflect/Field", Set.of("get", "getBoolean", "getByte", "getChar", "getShort",
                    "getInt", "getLong", "getFloat", "getDouble", "set", "setBoolean", "setByte", "setChar",
                    "setShort", "setInt", "setLong", "setFloat", "setDouble", "canAccess")),
            Map.entry("java/lang/reflect/AccessibleObject", Set.of("canAccess")),
            Map.entry("java/lang/reflect/Executable", Set.of("canAccess")),
            Map.entry("java/lang/Class", Set.of("newInstance")),
            Map.entry("java/util/concurrent/atomic/AtomicIntegerFieldUpdater", Set.of("newUpdater")),
            Map.entry("java/util/concurrent/atomic/AtomicLongFieldUpdater", Set.of("newUpdater")),
            Map.entry("java/util/concurrent/atomic/AtomicReferenceFieldUpdater", Set.of("newUpdater")),
            Map.entry("java/lang/invoke/MethodHandles", Set.of("lookup")),
            Map.entry("java/lang/System", Set.of("load", "loadLibrary")),
            Map.entry("java/lang/Runtime", Set.of("load", "loadLibrary")));

    private KeptMethods() {
    }

    /**
     * Why {@code m}, declared by {@code owner}, stays the class's own bytecode, or {@code null} when
     * it becomes an entry stub (or has no code).
     */
    static String reason(ClassNode owner, MethodNode m) {
        if (m.name.equals("<init>")) {
            return "a constructor";
        }
        if (m.name.equals("<clinit>")) {
            return "a static initialiser";
        }
        if ((m.access & (Opcodes.ACC_ABSTRACT | Opcodes.ACC_NATIVE)) != 0) {
            return null;
        }
        for (AbstractInsnNode i = m.instructions.getFirst(); i != null; i = i.getNext()) {
            if (i instanceof FieldInsnNode) {
                FieldInsnNode f = (FieldInsnNode) i;
                if (storesOwnFinal(owner, f)) {
                    return "stores into the final field " + f.name + " of its class";
                }
            } else if (i instanceof MethodInsnNode) {
                MethodInsnNode call = (MethodInsnNode) i;
                if (checksCallerClass(call)) {
                    return "calls " + call.owner.replace('/', '.') + "." + call.name
                            + ", which checks access against its caller's class";
                }
            }
        }
        return null;
    }

    private static boolean storesOwnFinal(ClassNode owner, FieldInsnNode f) {
        boolean isStatic = f.getOpcode() == Opcodes.PUTSTATIC;
        if ((f.getOpcode() != Opcodes.PUTFIELD && !isStatic) || !f.owner.equals(owner.name)) {
            return false;
        }
        for (FieldNode field : owner.fields) {
            if (field.name.equals(f.name) && field.desc.equals(f.desc)) {
                return (field.access & Opcodes.ACC_FINAL) != 0
                        && ((field.access & Opcodes.ACC_STATIC) != 0) == isStatic;
            }
        }
        return false;
    }

    private static boolean checksCallerClass(MethodInsnNode call) {
        if (call.name.equals("registerAsParallelCapable") && call.desc.equals("()Z")) {
            return true; // ClassLoader's, whatever subclass names it
        }
        Set<String> names = CALLER_CLASS_SENSITIVE.get(call.owner);
        return names != null && names.contains(call.name);
    }
}
