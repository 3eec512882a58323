package rvm.core.loader;

import static org.objectweb.asm.Opcodes.*;

import org.objectweb.asm.ClassWriter;
import org.objectweb.asm.Label;
import org.objectweb.asm.MethodVisitor;

/** Class files of the kind javac wrote before Java 6: version 49, subroutines, no stack map frames. */
final class OldClassFiles {

    private OldClassFiles() {
    }

    /**
     * {@code old.Legacy} (version 49): a public {@code int value} field; a constructor that loops
     * three times calling a subroutine ({@code jsr}/{@code ret}) that increments {@code value}; and
     * {@code int twice(int)}.
     */
    static byte[] legacy() {
        ClassWriter cw = new ClassWriter(0);
        cw.visit(V1_5, ACC_PUBLIC | ACC_SUPER, "old/Legacy", null, "java/lang/Object", null);
        cw.visitField(ACC_PUBLIC, "value", "I", null, null).visitEnd();
        MethodVisitor mv = cw.visitMethod(ACC_PUBLIC, "<init>", "()V", null, null);
        mv.visitCode();
        Label loop = new Label();
        Label end = new Label();
        Label subroutine = new Label();
        mv.visitVarInsn(ALOAD, 0);
        mv.visitMethodInsn(INVOKESPECIAL, "java/lang/Object", "<init>", "()V", false);
        mv.visitInsn(ICONST_0);
        mv.visitVarInsn(ISTORE, 2);
        mv.visitLabel(loop);
        mv.visitVarInsn(ILOAD, 2);
        mv.visitInsn(ICONST_3);
        mv.visitJumpInsn(IF_ICMPGE, end);
        mv.visitJumpInsn(JSR, subroutine);
        mv.visitIincInsn(2, 1);
        mv.visitJumpInsn(GOTO, loop);
        mv.visitLabel(end);
        mv.visitInsn(RETURN);
        mv.visitLabel(subroutine);
        mv.visitVarInsn(ASTORE, 1);
        mv.visitVarInsn(ALOAD, 0);
        mv.visitInsn(DUP);
        mv.visitFieldInsn(GETFIELD, "old/Legacy", "value", "I");
        mv.visitInsn(ICONST_1);
        mv.visitInsn(IADD);
        mv.visitFieldInsn(PUTFIELD, "old/Legacy", "value", "I");
        mv.visitVarInsn(RET, 1);
        mv.visitMaxs(3, 3);
        mv.visitEnd();
        mv = cw.visitMethod(ACC_PUBLIC, "twice", "(I)I", null, null);
        mv.visitCode();
        mv.visitVarInsn(ILOAD, 1);
        mv.visitInsn(ICONST_2);
        mv.visitInsn(IMUL);
        mv.visitInsn(IRETURN);
        mv.visitMaxs(2, 2);
        mv.visitEnd();
        cw.visitEnd();
        return cw.toByteArray();
    }
}
