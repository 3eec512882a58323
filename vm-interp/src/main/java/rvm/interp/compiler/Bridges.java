package rvm.interp.compiler;

import static org.objectweb.asm.Opcodes.*;

import org.objectweb.asm.ClassVisitor;
import org.objectweb.asm.MethodVisitor;
import org.objectweb.asm.Type;

/**
 * Code that moves values between the interpreter's frame slots and compiled code.
 *
 * <p>An interpreter frame keeps primitives in a {@code long[]} and references in an {@code Object[]}
 * at the same slot index: an int-like value (boolean, byte, char, short, int) as its int value, a
 * float as its raw int bits, a long as itself, a double as its raw long bits; a long or double takes
 * two slots, the value in the first.
 */
final class Bridges {

    /** The descriptor of an interpreter-to-compiled bridge: {@code (long[] p, Object[] r, int base)void}. */
    static final String INTERPRETER_ENTRY_DESC = "([J[Ljava/lang/Object;I)V";

    private Bridges() {
    }

    /** Converts the long on the stack (a primitive slot) to a value of primitive type {@code t}. */
    static void fromSlotBits(MethodVisitor mv, Type t) {
        switch (t.getSort()) {
            case Type.LONG:
                return;
            case Type.DOUBLE:
                mv.visitMethodInsn(INVOKESTATIC, "java/lang/Double", "longBitsToDouble", "(J)D", false);
                return;
            case Type.FLOAT:
                mv.visitInsn(L2I);
                mv.visitMethodInsn(INVOKESTATIC, "java/lang/Float", "intBitsToFloat", "(I)F", false);
                return;
            default:
                mv.visitInsn(L2I);
        }
    }

    /** Converts a value of primitive type {@code t} on the stack to its primitive slot's long. */
    static void toSlotBits(MethodVisitor mv, Type t) {
        switch (t.getSort()) {
            case Type.LONG:
                return;
            case Type.DOUBLE:
                mv.visitMethodInsn(INVOKESTATIC, "java/lang/Double", "doubleToRawLongBits", "(D)J", false);
                return;
            case Type.FLOAT:
                mv.visitMethodInsn(INVOKESTATIC, "java/lang/Float", "floatToRawIntBits", "(F)I", false);
                mv.visitInsn(I2L);
                return;
            default:
                mv.visitInsn(I2L);
        }
    }

    /** Whether a value of type {@code t} goes in the slot arrays' {@code Object[]} (else in their {@code long[]}). */
    static boolean isReference(Type t) {
        return t.getSort() == Type.OBJECT || t.getSort() == Type.ARRAY;
    }

    /**
     * Stores local {@code local}, of type {@code t}, into slot {@code slot} of the slot arrays: a
     * reference into the {@code Object[]} in local {@code refsLocal}, a primitive into the
     * {@code long[]} in local {@code primsLocal}, as {@link #loadSlot} reads it back.
     */
    static void storeSlot(MethodVisitor mv, Type t, int local, int primsLocal, int refsLocal, int slot) {
        boolean ref = isReference(t);
        mv.visitVarInsn(ALOAD, ref ? refsLocal : primsLocal);
        mv.visitLdcInsn(slot);
        mv.visitVarInsn(t.getOpcode(ILOAD), local);
        if (ref) {
            mv.visitInsn(AASTORE);
        } else {
            toSlotBits(mv, t);
            mv.visitInsn(LASTORE);
        }
    }

    /**
     * Pushes an interpreter frame slot as a value of type {@code t}: a reference from the
     * {@code Object[]} in local {@code refsLocal} (cast to {@code t}), a primitive from the
     * {@code long[]} in local {@code primsLocal}. The slot is {@code offset}, plus the int in local
     * {@code baseLocal} unless that is -1. The verifier's null type pushes {@code null}.
     */
    static void loadSlot(MethodVisitor mv, Type t, int primsLocal, int refsLocal, int baseLocal, int offset) {
        boolean ref = isReference(t);
        if (t.equals(OsrState.NULL)) {
            mv.visitInsn(ACONST_NULL);
            return;
        }
        mv.visitVarInsn(ALOAD, ref ? refsLocal : primsLocal);
        if (baseLocal >= 0) {
            mv.visitVarInsn(ILOAD, baseLocal);
            mv.visitLdcInsn(offset);
            mv.visitInsn(IADD);
        } else {
            mv.visitLdcInsn(offset);
        }
        if (ref) {
            mv.visitInsn(AALOAD);
            mv.visitTypeInsn(CHECKCAST, t.getSort() == Type.ARRAY ? t.getDescriptor() : t.getInternalName());
        } else {
            mv.visitInsn(LALOAD);
            fromSlotBits(mv, t);
        }
    }

    /**
     * Writes {@code static void name(long[] p, Object[] r, int base)}: reads the arguments of the
     * compiled method {@code owner.target(targetDesc)} from the interpreter's slots starting at
     * {@code base}, calls it, and stores its result at slot {@code base}, where the interpreted caller
     * expects it.
     */
    static void writeInterpreterEntry(ClassVisitor cv, String name, String owner, String target, String targetDesc) {
        MethodVisitor mv = cv.visitMethod(ACC_STATIC | ACC_SYNTHETIC, name, INTERPRETER_ENTRY_DESC, null, null);
        mv.visitCode();
        int slot = 0;
        for (Type t : Type.getArgumentTypes(targetDesc)) {
            loadSlot(mv, t, 0, 1, 2, slot);
            slot += t.getSize();
        }
        mv.visitMethodInsn(INVOKESTATIC, owner, target, targetDesc, false);
        Type ret = Type.getReturnType(targetDesc);
        if (isReference(ret)) {
            mv.visitVarInsn(ASTORE, 3);
            mv.visitVarInsn(ALOAD, 1);
            mv.visitVarInsn(ILOAD, 2);
            mv.visitVarInsn(ALOAD, 3);
            mv.visitInsn(AASTORE);
        } else if (ret.getSort() != Type.VOID) {
            toSlotBits(mv, ret);
            mv.visitVarInsn(LSTORE, 3);
            mv.visitVarInsn(ALOAD, 0);
            mv.visitVarInsn(ILOAD, 2);
            mv.visitVarInsn(LLOAD, 3);
            mv.visitInsn(LASTORE);
        }
        mv.visitInsn(RETURN);
        mv.visitMaxs(0, 0);
        mv.visitEnd();
    }
}
