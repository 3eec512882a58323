package rvm.core.loader;

import static org.objectweb.asm.Opcodes.*;

import org.objectweb.asm.Attribute;
import org.objectweb.asm.ByteVector;
import org.objectweb.asm.ClassReader;
import org.objectweb.asm.ClassVisitor;
import org.objectweb.asm.ClassWriter;
import org.objectweb.asm.MethodVisitor;

/** Class files the host refuses to link or load, or accepts though they look odd. */
final class BrokenClassFiles {

    private BrokenClassFiles() {
    }

    /**
     * A public class {@code name} extending {@code superName}, with a public constructor and a public
     * static {@code int answer()}; when {@code verifies} is false, {@code answer} returns
     * {@code null} as its {@code int} ({@code aconst_null; ireturn}), which the verifier refuses.
     */
    static byte[] withAnswer(String name, String superName, boolean verifies) {
        ClassWriter cw = new ClassWriter(0);
        cw.visit(V17, ACC_PUBLIC | ACC_SUPER, name, null, superName, null);
        MethodVisitor mv = cw.visitMethod(ACC_PUBLIC, "<init>", "()V", null, null);
        mv.visitCode();
        mv.visitVarInsn(ALOAD, 0);
        mv.visitMethodInsn(INVOKESPECIAL, superName, "<init>", "()V", false);
        mv.visitInsn(RETURN);
        mv.visitMaxs(1, 1);
        mv.visitEnd();
        mv = cw.visitMethod(ACC_PUBLIC | ACC_STATIC, "answer", "()I", null, null);
        mv.visitCode();
        if (verifies) {
            mv.visitIntInsn(BIPUSH, 42);
        } else {
            mv.visitInsn(ACONST_NULL);
        }
        mv.visitInsn(IRETURN);
        mv.visitMaxs(1, 0);
        mv.visitEnd();
        cw.visitEnd();
        return cw.toByteArray();
    }

    /**
     * A public class {@code name} of the given version with a {@code public static int value} that its
     * static initialiser, whose flags are {@code clinitAccess}, sets to 7.
     */
    static byte[] withInitializer(String name, int version, int clinitAccess) {
        ClassWriter cw = new ClassWriter(0);
        cw.visit(version, ACC_PUBLIC | ACC_SUPER, name, null, "java/lang/Object", null);
        cw.visitField(ACC_PUBLIC | ACC_STATIC, "value", "I", null, null).visitEnd();
        MethodVisitor mv = cw.visitMethod(clinitAccess, "<clinit>", "()V", null, null);
        mv.visitCode();
        mv.visitIntInsn(BIPUSH, 7);
        mv.visitFieldInsn(PUTSTATIC, name, "value", "I");
        mv.visitInsn(RETURN);
        mv.visitMaxs(1, 0);
        mv.visitEnd();
        cw.visitEnd();
        return cw.toByteArray();
    }

    /**
     * {@link #withAnswer withAnswer(name, "java/lang/Object", true)} with a
     * {@code RuntimeInvisibleAnnotations} attribute whose one annotation names constant 32767, which
     * does not exist: HotSpot ignores invisible annotations, ASM reads them.
     */
    static byte[] withBrokenInvisibleAnnotation(String name) {
        ClassReader reader = new ClassReader(withAnswer(name, "java/lang/Object", true));
        ClassWriter cw = new ClassWriter(reader, 0);
        reader.accept(new ClassVisitor(ASM9, cw) {
            @Override
            public void visitEnd() {
                cw.visitAttribute(new Attribute("RuntimeInvisibleAnnotations") {
                    @Override
                    protected ByteVector write(ClassWriter w, byte[] code, int length, int maxStack, int maxLocals) {
                        return new ByteVector().putShort(1).putShort(32767).putShort(0);
                    }
                });
                super.visitEnd();
            }
        }, 0);
        return cw.toByteArray();
    }

    /** An empty class {@code name} extending {@code superName}, with the given access flags. */
    static byte[] empty(String name, String superName, int access) {
        ClassWriter cw = new ClassWriter(0);
        cw.visit(V17, access | ACC_SUPER, name, null, superName, null);
        cw.visitEnd();
        return cw.toByteArray();
    }
}
