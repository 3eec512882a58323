package rvm.core.loader;

import static org.objectweb.asm.Opcodes.*;

import org.objectweb.asm.ClassWriter;

/** Class files the host refuses to link or load, or accepts though they look odd. */
final class BrokenClassFiles {

    private BrokenClassFiles() {
    }

    /** An empty class {@code name} extending {@code superName}, with the given access flags. */
    static byte[] empty(String name, String superName, int access) {
        ClassWriter cw = new ClassWriter(0);
        cw.visit(V17, access | ACC_SUPER, name, null, superName, null);
        cw.visitEnd();
        return cw.toByteArray();
    }
}
