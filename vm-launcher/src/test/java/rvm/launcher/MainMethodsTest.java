package rvm.launcher;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.io.IOException;
import java.io.OutputStream;
import java.io.PrintStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.objectweb.asm.Attribute;
import org.objectweb.asm.ByteVector;
import org.objectweb.asm.ClassWriter;
import org.objectweb.asm.MethodVisitor;
import org.objectweb.asm.Opcodes;
import rvm.core.options.VmOptions;
import rvm.core.testing.JavaSources;
import rvm.interp.Vm;
import rvm.interp.ExecutionOptions;

/**
 * The launcher's rules for a main class, in process: which {@code main} a guest class has, and
 * which the host's launcher refuses with what message ({@code MainMethodTest} compares whole runs
 * with the host's).
 */
class MainMethodsTest {

    @TempDir
    static Path classes;
    private Vm vm;

    @BeforeAll
    static void compile() {
        JavaSources.compile(classes, List.of(), Map.of(
                "NotStatic.java", "public class NotStatic { public void main(String[] args) { } }",
                "NoMain.java", "public class NoMain { public static void main() { } }",
                "PrivateConstructor.java", "public class PrivateConstructor { private PrivateConstructor() { } void main() { } }"));
    }

    @BeforeEach
    void create() {
        vm = new Vm(List.of(classes), new VmOptions(ExecutionOptions.TABLE));
    }

    @AfterEach
    void close() throws IOException {
        vm.loader().close();
    }

    /** A host class with a main method, as the launcher's own is. */
    static final class HostProgram {
        public static void main(String[] args) {
        }
    }

    @Test
    void mainMethodRejectsAnInstanceMain() throws Exception {
        assumeTrue(Runtime.version().feature() < 25, "JDK 25's launcher runs instance mains (JEP 512)");
        Class<?> c = vm.loadClass("NotStatic");

        MainMethods.LaunchException e = assertThrows(MainMethods.LaunchException.class, () -> MainMethods.find(vm, c));

        assertEquals("Main method is not static in class NotStatic, please define the main method as:\n"
                + "   public static void main(String[] args)", e.getMessage());
    }

    @Test
    void mainMethodRejectsAClassWithoutMainOfStringArray() throws Exception {
        assumeTrue(Runtime.version().feature() < 25, "JDK 25's launcher runs main() (JEP 512)");
        Class<?> c = vm.loadClass("NoMain");

        NoSuchMethodException e = assertThrows(NoSuchMethodException.class, () -> MainMethods.find(vm, c));

        assertEquals("NoMain.main([Ljava.lang.String;)", e.getMessage());
    }

    @Test
    void onJdk25MainMethodRunsInstanceAndNoArgumentMains() throws Throwable {
        assumeTrue(Runtime.version().feature() >= 25, "JEP 512 launch protocol");

        MainMethods.find(vm, vm.loadClass("NotStatic")).invokeExact(new String[] {"a"});
        MainMethods.find(vm, vm.loadClass("NoMain")).invokeExact(new String[] {"a"});
        MainMethods.LaunchException e = assertThrows(MainMethods.LaunchException.class,
                () -> MainMethods.find(vm, vm.loadClass("PrivateConstructor")));

        assertEquals("no non-private zero argument constructor found in class PrivateConstructor\n"
                + "remove private from existing constructor or define as:\n   public PrivateConstructor()",
                e.getMessage());
    }

    @Test
    void mainMethodRejectsAHostClassThatHasAMain() {
        Class<?> host = HostProgram.class;

        NoSuchMethodException e = assertThrows(NoSuchMethodException.class, () -> MainMethods.find(vm, host));

        assertEquals("main", e.getMessage());
    }

    @Test
    void mainMethodOfAClassThatFailsVerification_throwsTheHostsVerifyError(@TempDir Path dir) throws Exception {
        Files.write(dir.resolve("Unverifiable.class"), mainClass("Unverifiable", false, false));
        Vm other = new Vm(List.of(dir), new VmOptions(ExecutionOptions.TABLE));

        Class<?> c = other.loadClass("Unverifiable");
        VerifyError e = assertThrows(VerifyError.class, () -> MainMethods.find(other, c));

        assertTrue(e.getMessage().startsWith("Bad type on operand stack\n"), e.getMessage());
        assertNull(other.model().forHost(c));
        other.loader().close();
    }

    @Test
    void mainMethodOfAClassRvmCannotRead_runsItUnchanged(@TempDir Path dir) throws Throwable {
        Files.write(dir.resolve("Unreadable.class"), mainClass("Unreadable", true, true));
        Vm other = new Vm(List.of(dir), new VmOptions(ExecutionOptions.TABLE));
        PrintStream err = System.err;
        Class<?> c;
        try {
            System.setErr(new PrintStream(OutputStream.nullOutputStream()));
            c = other.loadClass("Unreadable");
        } finally {
            System.setErr(err);
        }

        MainMethods.find(other, c).invokeExact(new String[] {"a", "b"});

        assertEquals(2, c.getField("runs").getInt(null));
        assertNull(other.model().forHost(c));
        other.loader().close();
    }


    /**
     * A public class with {@code public static int runs} and a {@code main} that stores its number of
     * arguments there, or, when it must not verify, stores {@code null}; when {@code unreadable}, with
     * a {@code RuntimeInvisibleAnnotations} attribute that names a constant that does not exist, which
     * HotSpot ignores and ASM cannot read.
     */
    private static byte[] mainClass(String name, boolean verifies, boolean unreadable) {
        ClassWriter cw = new ClassWriter(0);
        cw.visit(Opcodes.V17, Opcodes.ACC_PUBLIC | Opcodes.ACC_SUPER, name, null, "java/lang/Object", null);
        cw.visitField(Opcodes.ACC_PUBLIC | Opcodes.ACC_STATIC, "runs", "I", null, null).visitEnd();
        MethodVisitor mv = cw.visitMethod(Opcodes.ACC_PUBLIC | Opcodes.ACC_STATIC, "main", "([Ljava/lang/String;)V",
                null, null);
        mv.visitCode();
        if (verifies) {
            mv.visitVarInsn(Opcodes.ALOAD, 0);
            mv.visitInsn(Opcodes.ARRAYLENGTH);
        } else {
            mv.visitInsn(Opcodes.ACONST_NULL);
        }
        mv.visitFieldInsn(Opcodes.PUTSTATIC, name, "runs", "I");
        mv.visitInsn(Opcodes.RETURN);
        mv.visitMaxs(1, 1);
        mv.visitEnd();
        if (unreadable) {
            cw.visitAttribute(new Attribute("RuntimeInvisibleAnnotations") {
                @Override
                protected ByteVector write(ClassWriter w, byte[] code, int length, int maxStack, int maxLocals) {
                    return new ByteVector().putShort(1).putShort(32767).putShort(0);
                }
            });
        }
        cw.visitEnd();
        return cw.toByteArray();
    }
}
