package rvm.interp.link;

import static org.objectweb.asm.Opcodes.*;

import java.lang.invoke.MethodHandle;
import java.lang.invoke.MethodHandles;
import java.lang.invoke.MethodType;
import java.util.List;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ConcurrentMap;
import java.util.function.Supplier;
import org.objectweb.asm.ClassWriter;
import org.objectweb.asm.Label;
import org.objectweb.asm.MethodVisitor;
import org.objectweb.asm.Type;
import org.objectweb.asm.tree.FieldNode;
import rvm.core.model.GuestClass;
import rvm.core.runtime.GuestPathMaps;

/**
 * Plain field instructions for compiled code that may not name a field: generated, once per guest
 * class and on first use, as a hidden nestmate of the class whose static methods each do one
 * {@code getfield}, {@code putfield}, {@code getstatic} or {@code putstatic}.
 *
 * <p>Compiled code routes a field instruction through an {@code invokedynamic} when its own hidden
 * class may not reach the field: a private field of another class, which level-2 code meets in
 * every inlined method of another class. A field getter or setter handle would do, but HotSpot
 * compiles such a handle into an {@code Unsafe} access at an offset, which C2 keeps inside loops
 * that it hoists a plain field load out of; the handle of one of these methods inlines to the
 * plain instruction. Field {@code N} of the class file's field list has {@code get$N} and, unless
 * final, {@code put$N}; an instance field's methods take the object first and a supplier of the
 * message of the {@link NullPointerException} they throw for a null object last (bound per
 * instruction): a null test there costs C1 and C2 less than one in method handles, which can push a
 * large method past C1's register allocator.
 */
final class FieldMethods {

    private static final String SUPPLIER = "Ljava/util/function/Supplier;";

    private final ConcurrentMap<GuestClass, MethodHandles.Lookup> classes = new ConcurrentHashMap<>();

    /**
     * The handle of the method that does {@code opcode} on field {@code name descriptor} declared by
     * {@code declaring}, of type {@code (Owner)T}, {@code (Owner, T)V}, {@code ()T} or {@code (T)V};
     * null when there is none (a final field's store, or no such field). For a null object, an
     * instance field's method throws a {@link NullPointerException} whose message {@code
     * nullMessage} gives, when thrown.
     */
    MethodHandle handle(GuestClass declaring, int opcode, String name, String descriptor,
                        Supplier<String> nullMessage) {
        boolean isStatic = opcode == GETSTATIC || opcode == PUTSTATIC;
        boolean store = opcode == PUTFIELD || opcode == PUTSTATIC;
        int number = FieldAccessors.number(declaring, name, descriptor, isStatic);
        if (number < 0 || (store && (declaring.node().fields.get(number).access & ACC_FINAL) != 0)) {
            return null;
        }
        MethodHandles.Lookup lookup = GuestPathMaps.getOrCompute(classes, declaring, FieldMethods::define);
        MethodHandle h;
        try {
            h = lookup.findStatic(lookup.lookupClass(), (store ? "put$" : "get$") + number,
                    MethodType.fromMethodDescriptorString(descriptor(declaring.name(), descriptor, isStatic, store),
                            lookup.lookupClass().getClassLoader()));
        } catch (ReflectiveOperationException e) {
            throw new IllegalStateException("no field method " + number + " in " + lookup.lookupClass(), e);
        }
        return isStatic ? h : MethodHandles.insertArguments(h, h.type().parameterCount() - 1, nullMessage);
    }

    /** An instance field's methods take the null message's supplier last. */
    private static String descriptor(String owner, String field, boolean isStatic, boolean store) {
        String receiver = isStatic ? "" : "L" + owner + ";";
        String message = isStatic ? "" : SUPPLIER;
        return store ? "(" + receiver + field + message + ")V" : "(" + receiver + message + ")" + field;
    }

    private static MethodHandles.Lookup define(GuestClass g) {
        try {
            return g.lookup().defineHiddenClass(generate(g), true, MethodHandles.Lookup.ClassOption.NESTMATE);
        } catch (IllegalAccessException e) {
            throw new IllegalStateException("cannot define the field methods of " + g.name(), e);
        }
    }

    private static byte[] generate(GuestClass g) {
        ClassWriter cw = FieldAccessors.classWriter(); // the two paths of a null test merge identical frames
        cw.visit(V17, ACC_FINAL | ACC_SUPER, g.name() + "$RvmFields", null, "java/lang/Object", null);
        List<FieldNode> fields = g.node().fields;
        for (int i = 0; i < fields.size(); i++) {
            FieldNode f = fields.get(i);
            boolean isStatic = (f.access & ACC_STATIC) != 0;
            method(cw, g.name(), f, i, isStatic, false);
            if ((f.access & ACC_FINAL) == 0) {
                method(cw, g.name(), f, i, isStatic, true);
            }
        }
        cw.visitEnd();
        return cw.toByteArray();
    }

    private static void method(ClassWriter cw, String owner, FieldNode f, int number, boolean isStatic, boolean store) {
        MethodVisitor mv = cw.visitMethod(ACC_STATIC, (store ? "put$" : "get$") + number,
                descriptor(owner, f.desc, isStatic, store), null, null);
        mv.visitCode();
        Type type = Type.getType(f.desc);
        if (!isStatic) {
            Label nonNull = new Label();
            mv.visitVarInsn(ALOAD, 0);
            mv.visitJumpInsn(IFNONNULL, nonNull);
            mv.visitTypeInsn(NEW, "java/lang/NullPointerException");
            mv.visitInsn(DUP);
            mv.visitVarInsn(ALOAD, store ? 1 + type.getSize() : 1);
            mv.visitMethodInsn(INVOKEINTERFACE, "java/util/function/Supplier", "get", "()Ljava/lang/Object;", true);
            mv.visitTypeInsn(CHECKCAST, "java/lang/String");
            mv.visitMethodInsn(INVOKESPECIAL, "java/lang/NullPointerException", "<init>", "(Ljava/lang/String;)V",
                    false);
            mv.visitInsn(ATHROW);
            mv.visitLabel(nonNull);
        }
        int slot = 0;
        if (!isStatic) {
            mv.visitVarInsn(ALOAD, slot++);
        }
        if (store) {
            mv.visitVarInsn(type.getOpcode(ILOAD), slot);
            mv.visitFieldInsn(isStatic ? PUTSTATIC : PUTFIELD, owner, f.name, f.desc);
            mv.visitInsn(RETURN);
        } else {
            mv.visitFieldInsn(isStatic ? GETSTATIC : GETFIELD, owner, f.name, f.desc);
            mv.visitInsn(type.getOpcode(IRETURN));
        }
        mv.visitMaxs(0, 0);
        mv.visitEnd();
    }
}
