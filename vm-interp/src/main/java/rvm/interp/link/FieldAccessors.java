package rvm.interp.link;

import static org.objectweb.asm.Opcodes.*;

import java.lang.invoke.MethodHandles;
import java.lang.invoke.MethodType;
import java.util.List;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ConcurrentMap;
import org.objectweb.asm.ClassWriter;
import org.objectweb.asm.Label;
import org.objectweb.asm.MethodVisitor;
import org.objectweb.asm.Type;
import org.objectweb.asm.tree.FieldNode;
import rvm.core.model.GuestClass;
import rvm.core.runtime.FieldAccess;
import rvm.core.runtime.GuestPathMaps;

/**
 * Generates, once per guest class and on first use, a {@link FieldAccess} for its instance fields: a
 * hidden nestmate of the class (so private fields are reachable) whose four methods switch on the
 * field number to a plain {@code getfield}/{@code putfield}: one interface call per access, where a
 * method handle per field, not a compile-time constant to the interpreter, is neither inlined nor
 * folded by HotSpot (docs/decisions/018-interpreter-frame-layout.md).
 *
 * <p>Field numbers are positions in the class file's field list. Final fields get no setter (only
 * constructors, which run as host bytecode, may assign them); statics keep their method handles,
 * which also initialise the class.
 */
final class FieldAccessors {

    private static final String ACCESS = Type.getInternalName(FieldAccess.class);
    private final ConcurrentMap<GuestClass, FieldAccess> accessors = new ConcurrentHashMap<>();

    /** The field access of {@code g}'s instance fields. */
    FieldAccess of(GuestClass g) {
        return GuestPathMaps.getOrCompute(accessors, g, FieldAccessors::define);
    }

    /**
     * The number of a field of {@code g}, its position in the class file's field list, or -1 when it
     * has no such field, static or not as {@code isStatic} says.
     */
    static int number(GuestClass g, String name, String descriptor, boolean isStatic) {
        List<FieldNode> fields = g.node().fields;
        for (int i = 0; i < fields.size(); i++) {
            FieldNode f = fields.get(i);
            if (f.name.equals(name) && f.desc.equals(descriptor) && ((f.access & ACC_STATIC) != 0) == isStatic) {
                return i;
            }
        }
        return -1;
    }

    /**
     * A class writer for a generated class of field access, whose frames only ever merge
     * identical types, so that no class is looked up to merge them.
     */
    static ClassWriter classWriter() {
        return new ClassWriter(ClassWriter.COMPUTE_FRAMES | ClassWriter.COMPUTE_MAXS) {
            @Override
            protected String getCommonSuperClass(String a, String b) {
                return "java/lang/Object";
            }
        };
    }

    private static FieldAccess define(GuestClass g) {
        byte[] bytes = generate(g);
        try {
            MethodHandles.Lookup hidden = g.lookup().defineHiddenClass(bytes, true,
                    MethodHandles.Lookup.ClassOption.NESTMATE);
            return (FieldAccess) hidden.findConstructor(hidden.lookupClass(), MethodType.methodType(void.class))
                    .invoke();
        } catch (Throwable t) {
            throw new IllegalStateException("cannot define the field access of " + g.name(), t);
        }
    }

    private static byte[] generate(GuestClass g) {
        ClassWriter cw = classWriter();
        cw.visit(V17, ACC_FINAL | ACC_SUPER, g.name() + "$RvmFieldAccess", null, "java/lang/Object",
                new String[] {ACCESS});
        MethodVisitor init = cw.visitMethod(ACC_PUBLIC, "<init>", "()V", null, null);
        init.visitCode();
        init.visitVarInsn(ALOAD, 0);
        init.visitMethodInsn(INVOKESPECIAL, "java/lang/Object", "<init>", "()V", false);
        init.visitInsn(RETURN);
        init.visitMaxs(0, 0);
        init.visitEnd();
        List<FieldNode> fields = g.node().fields;
        accessor(cw, g, fields, "getLong", "(Ljava/lang/Object;I)J", false, false);
        accessor(cw, g, fields, "getRef", "(Ljava/lang/Object;I)Ljava/lang/Object;", true, false);
        accessor(cw, g, fields, "setLong", "(Ljava/lang/Object;IJ)V", false, true);
        accessor(cw, g, fields, "setRef", "(Ljava/lang/Object;ILjava/lang/Object;)V", true, true);
        cw.visitEnd();
        return cw.toByteArray();
    }

    /** One of the four methods: a tableswitch over field numbers, one case per field it serves. */
    private static void accessor(ClassWriter cw, GuestClass g, List<FieldNode> fields, String name, String desc,
                                 boolean references, boolean store) {
        MethodVisitor mv = cw.visitMethod(ACC_PUBLIC, name, desc, null, null);
        mv.visitCode();
        Label fail = new Label();
        Label[] cases = new Label[Math.max(fields.size(), 1)];
        for (int i = 0; i < cases.length; i++) {
            cases[i] = serves(fields, i, references, store) ? new Label() : fail;
        }
        mv.visitVarInsn(ILOAD, 2);
        mv.visitTableSwitchInsn(0, cases.length - 1, fail, cases);
        for (int i = 0; i < fields.size(); i++) {
            if (cases[i] == fail) {
                continue;
            }
            FieldNode f = fields.get(i);
            mv.visitLabel(cases[i]);
            mv.visitVarInsn(ALOAD, 1);
            mv.visitTypeInsn(CHECKCAST, g.name());
            if (store) {
                if (references) {
                    mv.visitVarInsn(ALOAD, 3);
                    mv.visitTypeInsn(CHECKCAST, Type.getType(f.desc).getInternalName());
                } else {
                    mv.visitVarInsn(LLOAD, 3);
                    fromLong(mv, f.desc.charAt(0));
                }
                mv.visitFieldInsn(PUTFIELD, g.name(), f.name, f.desc);
                mv.visitInsn(RETURN);
            } else {
                mv.visitFieldInsn(GETFIELD, g.name(), f.name, f.desc);
                if (references) {
                    mv.visitInsn(ARETURN);
                } else {
                    toLong(mv, f.desc.charAt(0));
                    mv.visitInsn(LRETURN);
                }
            }
        }
        mv.visitLabel(fail);
        mv.visitTypeInsn(NEW, "java/lang/IllegalStateException");
        mv.visitInsn(DUP);
        mv.visitLdcInsn(name + ": no such field number in " + g.name());
        mv.visitMethodInsn(INVOKESPECIAL, "java/lang/IllegalStateException", "<init>", "(Ljava/lang/String;)V", false);
        mv.visitInsn(ATHROW);
        mv.visitMaxs(0, 0);
        mv.visitEnd();
    }

    private static boolean serves(List<FieldNode> fields, int i, boolean references, boolean store) {
        if (i >= fields.size()) {
            return false;
        }
        FieldNode f = fields.get(i);
        char kind = f.desc.charAt(0);
        boolean reference = kind == 'L' || kind == '[';
        return (f.access & ACC_STATIC) == 0 && reference == references && !(store && (f.access & ACC_FINAL) != 0);
    }

    private static void toLong(MethodVisitor mv, char kind) {
        switch (kind) {
            case 'J': return;
            case 'F':
                mv.visitMethodInsn(INVOKESTATIC, "java/lang/Float", "floatToRawIntBits", "(F)I", false);
                mv.visitInsn(I2L);
                return;
            case 'D':
                mv.visitMethodInsn(INVOKESTATIC, "java/lang/Double", "doubleToRawLongBits", "(D)J", false);
                return;
            default: // Z, B, C, S, I: the JVM holds them as ints
                mv.visitInsn(I2L);
        }
    }

    private static void fromLong(MethodVisitor mv, char kind) {
        switch (kind) {
            case 'J': return;
            case 'D':
                mv.visitMethodInsn(INVOKESTATIC, "java/lang/Double", "longBitsToDouble", "(J)D", false);
                return;
            case 'F':
                mv.visitInsn(L2I);
                mv.visitMethodInsn(INVOKESTATIC, "java/lang/Float", "intBitsToFloat", "(I)F", false);
                return;
            case 'Z':
                mv.visitInsn(L2I);
                mv.visitInsn(ICONST_1);
                mv.visitInsn(IAND);
                return;
            case 'B': mv.visitInsn(L2I); mv.visitInsn(I2B); return;
            case 'C': mv.visitInsn(L2I); mv.visitInsn(I2C); return;
            case 'S': mv.visitInsn(L2I); mv.visitInsn(I2S); return;
            default: mv.visitInsn(L2I); // I
        }
    }
}
