package rvm.launcher.corpus;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.util.BitSet;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.objectweb.asm.ClassWriter;
import org.objectweb.asm.Label;
import org.objectweb.asm.MethodVisitor;
import org.objectweb.asm.Opcodes;

class RawBytecodeTest {

    private static final int NOP = 0x00;
    private static final int ICONST_5 = 0x08;
    private static final int ILOAD = 0x15;
    private static final int ILOAD_0 = 0x1a;
    private static final int IINC = 0x84;
    private static final int IRETURN = 0xac;
    private static final int TABLESWITCH = 0xaa;
    private static final int LOOKUPSWITCH = 0xab;
    private static final int ISTORE = 0x36;

    @Test
    void seesShortFormsAndTheWidePrefix() {
        byte[] classFile = classWith(mv -> {
            mv.visitVarInsn(Opcodes.ILOAD, 0);
            mv.visitVarInsn(Opcodes.ISTORE, 300);
            mv.visitIincInsn(300, 1);
            mv.visitVarInsn(Opcodes.ILOAD, 300);
            mv.visitInsn(Opcodes.IRETURN);
        });

        BitSet opcodes = RawBytecode.opcodesByMethod(classFile).get("m(I)I");

        assertEquals(bits(ILOAD_0, ISTORE, IINC, ILOAD, JvmOpcodes.WIDE, IRETURN), opcodes);
    }

    @Test
    void skipsSwitchPaddingAtEveryAlignment() {
        for (int leadingNops = 0; leadingNops < 4; leadingNops++) {
            int nops = leadingNops;
            byte[] classFile = classWith(mv -> {
                for (int i = 0; i < nops; i++) {
                    mv.visitInsn(Opcodes.NOP);
                }
                Label target = new Label();
                mv.visitVarInsn(Opcodes.ILOAD, 0);
                mv.visitTableSwitchInsn(-1, 1, target, target, target, target);
                mv.visitLabel(target);
                mv.visitVarInsn(Opcodes.ILOAD, 0);
                mv.visitLookupSwitchInsn(target, new int[] {-5, 7}, new Label[] {target, target});
                mv.visitInsn(Opcodes.ICONST_5);
                mv.visitInsn(Opcodes.IRETURN);
            });

            BitSet opcodes = RawBytecode.opcodesByMethod(classFile).get("m(I)I");

            BitSet expected = bits(ILOAD_0, TABLESWITCH, LOOKUPSWITCH, ICONST_5, IRETURN);
            if (nops > 0) {
                expected.set(NOP);
            }
            assertEquals(expected, opcodes, "after " + nops + " nops");
        }
    }

    @Test
    void rejectsBytesThatAreNotAClassFile() {
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
                () -> RawBytecode.opcodesByMethod(new byte[] {1, 2, 3, 4, 5, 6, 7, 8}));

        assertEquals("malformed class file: java.lang.IllegalArgumentException: bad magic number", e.getMessage());
    }

    private interface Body {
        void emit(MethodVisitor mv);
    }

    /** A class with one static method m(I)I whose code {@code body} writes. */
    private static byte[] classWith(Body body) {
        ClassWriter cw = new ClassWriter(ClassWriter.COMPUTE_MAXS);
        cw.visit(Opcodes.V1_5, Opcodes.ACC_PUBLIC, "T", null, "java/lang/Object",
                null);
        MethodVisitor mv = cw.visitMethod(Opcodes.ACC_STATIC, "m", "(I)I", null, null);
        mv.visitCode();
        body.emit(mv);
        mv.visitMaxs(0, 0);
        mv.visitEnd();
        cw.visitEnd();
        return cw.toByteArray();
    }

    private static BitSet bits(int... opcodes) {
        BitSet set = new BitSet();
        for (int opcode : opcodes) {
            set.set(opcode);
        }
        return set;
    }
}
