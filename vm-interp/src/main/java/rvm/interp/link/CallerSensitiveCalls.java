package rvm.interp.link;

import java.lang.invoke.MethodHandle;
import java.lang.invoke.MethodHandles;
import java.lang.invoke.MethodType;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ConcurrentMap;
import org.objectweb.asm.ClassWriter;
import org.objectweb.asm.MethodVisitor;
import org.objectweb.asm.Opcodes;
import org.objectweb.asm.Type;
import org.objectweb.asm.tree.MethodInsnNode;
import rvm.core.loader.ClassHierarchy;
import rvm.core.loader.GuestClassLoader;
import rvm.core.model.GuestClass;
import rvm.core.runtime.GuestPathMaps;

/**
 * Calls from guest code to the JDK's caller-sensitive methods that have an adapter, made as the
 * host makes them: by an invoke instruction.
 *
 * <p>The VM calls JDK methods for the guest through method handles found with the guest class's
 * lookup, which makes the JDK see the guest class as the caller. For a caller-sensitive method that
 * has an adapter taking the caller's class ({@code Class.forName(String)}, {@code Logger.getLogger},
 * {@code DriverManager.getConnection} on JDK 18 and later), such a handle calls the adapter
 * directly, so the method's own frame is missing from every stack trace that passes through it, and
 * the guest sees a trace the host does not print (a {@code ClassNotFoundException} from
 * {@code Class.forName} lacks its {@code Class.forName(Class.java:...)} line). For these methods
 * the VM defines, in the guest class's package and loader, a hidden class whose one method repeats
 * the guest's invoke instruction: the JDK sees a caller of the guest's loader, module and package,
 * and the trace holds the host's frames (a hidden class's frames are not shown). Caller-sensitive
 * methods that need the caller's class itself ({@code MethodHandles.lookup}, {@code Method.invoke})
 * are not called this way: their callers stay host bytecode ({@code KeptMethods}).
 */
final class CallerSensitiveCalls {

    /** The name of the hidden classes' one method. */
    private static final String METHOD = "call";

    /** The invokers made so far, by the guest's host class and the instruction. */
    private final ConcurrentMap<String, MethodHandle> invokers = new ConcurrentHashMap<>();

    /**
     * The handle to call for {@code m}, an instruction of {@code caller} that {@code found} (a handle
     * of the guest's lookup) calls: {@code found} itself unless the JDK would bind it to an adapter.
     */
    MethodHandle asCalled(GuestClass caller, MethodInsnNode m, MethodHandle found) {
        if (m.getOpcode() == Opcodes.INVOKESPECIAL || !(caller.loader() instanceof GuestClassLoader loader)) {
            return found;
        }
        ClassHierarchy.Member member = loader.hierarchy().resolveMethod(m.owner, m.name, m.desc);
        if (member == null || !member.callerAdapter() || !member.isPublic()) {
            return found;
        }
        String key = caller.hostClass().getName() + ' ' + m.getOpcode() + ' ' + m.owner + '.' + m.name + m.desc;
        return GuestPathMaps.getOrCompute(invokers, key, k -> invoker(caller, m)).asType(found.type());
    }

    /** A hidden class in {@code caller}'s package whose static method {@code call} is the instruction {@code m}. */
    private static MethodHandle invoker(GuestClass caller, MethodInsnNode m) {
        String descriptor = m.getOpcode() == Opcodes.INVOKESTATIC ? m.desc
                : "(L" + m.owner + ";" + m.desc.substring(1);
        ClassWriter cw = new ClassWriter(ClassWriter.COMPUTE_MAXS);
        String name = Type.getInternalName(caller.hostClass()) + "$$RvmCaller";
        cw.visit(Opcodes.V17, Opcodes.ACC_FINAL | Opcodes.ACC_SUPER | Opcodes.ACC_SYNTHETIC, name, null,
                "java/lang/Object", null);
        MethodVisitor mv = cw.visitMethod(Opcodes.ACC_STATIC | Opcodes.ACC_SYNTHETIC, METHOD, descriptor, null, null);
        mv.visitCode();
        int slot = 0;
        for (Type t : Type.getArgumentTypes(descriptor)) {
            mv.visitVarInsn(t.getOpcode(Opcodes.ILOAD), slot);
            slot += t.getSize();
        }
        mv.visitMethodInsn(m.getOpcode(), m.owner, m.name, m.desc, m.itf);
        mv.visitInsn(Type.getReturnType(descriptor).getOpcode(Opcodes.IRETURN));
        mv.visitMaxs(0, 0);
        mv.visitEnd();
        cw.visitEnd();
        try {
            MethodHandles.Lookup hidden = caller.lookup().defineHiddenClass(cw.toByteArray(), true);
            return hidden.findStatic(hidden.lookupClass(), METHOD,
                    MethodType.fromMethodDescriptorString(descriptor, hidden.lookupClass().getClassLoader()));
        } catch (ReflectiveOperationException e) {
            throw new IllegalStateException("cannot define the caller of " + m.owner + "." + m.name + m.desc
                    + " for " + caller.name(), e);
        }
    }
}
