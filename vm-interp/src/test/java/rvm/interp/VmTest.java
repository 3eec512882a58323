package rvm.interp;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertSame;
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

class VmTest {

    @TempDir
    static Path classes;
    private Vm vm;

    @BeforeAll
    static void compile() {
        JavaSources.compile(classes, List.of(), Map.of(
                "Hello.java", """
                        public class Hello {
                            public static int runs;
                            public static String last;
                            static { last = "initialised"; }
                            public static void main(String[] args) {
                                runs = args.length;
                                last = args[args.length - 1];
                            }
                        }
                        """,
                "NotStatic.java", "public class NotStatic { public void main(String[] args) { } }",
                "NoMain.java", "public class NoMain { public static void main() { } }",
                "PrivateConstructor.java", "public class PrivateConstructor { private PrivateConstructor() { } void main() { } }"));
    }

    @BeforeEach
    void create() {
        vm = new Vm(List.of(classes), new VmOptions());
    }

    @AfterEach
    void close() throws IOException {
        vm.loader().close();
    }

    @Test
    void mainMethodRunsTheGuestsMainInTheInterpreter() throws Throwable {
        Class<?> hello = vm.loadClass("Hello");

        vm.mainMethod(hello).invokeExact(new String[] {"a", "b"});

        assertEquals(2, hello.getField("runs").getInt(null));
        assertEquals("b", hello.getField("last").get(null));
    }

    @Test
    void loadClassDoesNotInitialise() throws Exception {
        Class<?> hello = vm.loadClass("Hello");

        boolean initialized = vm.model().forHost(hello).isInitialized();

        assertFalse(initialized);
        assertSame(vm.loader(), hello.getClassLoader());
    }

    @Test
    void mainMethodRejectsAnInstanceMain() throws Exception {
        assumeTrue(Runtime.version().feature() < 25, "JDK 25's launcher runs instance mains (JEP 512)");
        Class<?> c = vm.loadClass("NotStatic");

        Vm.LaunchException e = assertThrows(Vm.LaunchException.class, () -> vm.mainMethod(c));

        assertEquals("Main method is not static in class NotStatic, please define the main method as:\n"
                + "   public static void main(String[] args)", e.getMessage());
    }

    @Test
    void mainMethodRejectsAClassWithoutMainOfStringArray() throws Exception {
        assumeTrue(Runtime.version().feature() < 25, "JDK 25's launcher runs main() (JEP 512)");
        Class<?> c = vm.loadClass("NoMain");

        NoSuchMethodException e = assertThrows(NoSuchMethodException.class, () -> vm.mainMethod(c));

        assertEquals("NoMain.main([Ljava.lang.String;)", e.getMessage());
    }

    @Test
    void onJdk25MainMethodRunsInstanceAndNoArgumentMains() throws Throwable {
        assumeTrue(Runtime.version().feature() >= 25, "JEP 512 launch protocol");

        vm.mainMethod(vm.loadClass("NotStatic")).invokeExact(new String[] {"a"});
        vm.mainMethod(vm.loadClass("NoMain")).invokeExact(new String[] {"a"});
        Vm.LaunchException e = assertThrows(Vm.LaunchException.class,
                () -> vm.mainMethod(vm.loadClass("PrivateConstructor")));

        assertEquals("no non-private zero argument constructor found in class PrivateConstructor\n"
                + "remove private from existing constructor or define as:\n   public PrivateConstructor()",
                e.getMessage());
    }

    /** A host class with a main method, as the launcher's own is. */
    static final class HostProgram {
        public static void main(String[] args) {
        }
    }

    @Test
    void mainMethodRejectsAHostClassThatHasAMain() {
        Class<?> host = HostProgram.class;

        NoSuchMethodException e = assertThrows(NoSuchMethodException.class, () -> vm.mainMethod(host));

        assertEquals("main", e.getMessage());
    }

    @Test
    void optionsAreThoseTheVmWasCreatedWith() throws IOException {
        VmOptions options = new VmOptions().set(VmOptions.MAIN_STACK_MB, 8);

        Vm other = new Vm(List.of(classes), options);

        assertSame(options, other.options());
        assertSame(other.interpreter(), other.model().executor());
        other.loader().close();
    }

    @Test
    void mainMethodOfAClassThatFailsVerification_throwsTheHostsVerifyError(@TempDir Path dir) throws Exception {
        Files.write(dir.resolve("Unverifiable.class"), mainClass("Unverifiable", false, false));
        Vm other = new Vm(List.of(dir), new VmOptions());

        Class<?> c = other.loadClass("Unverifiable");
        VerifyError e = assertThrows(VerifyError.class, () -> other.mainMethod(c));

        assertTrue(e.getMessage().startsWith("Bad type on operand stack\n"), e.getMessage());
        assertNull(other.model().forHost(c));
        other.loader().close();
    }

    @Test
    void mainMethodOfAClassRvmCannotRead_runsItUnchanged(@TempDir Path dir) throws Throwable {
        Files.write(dir.resolve("Unreadable.class"), mainClass("Unreadable", true, true));
        Vm other = new Vm(List.of(dir), new VmOptions());
        PrintStream err = System.err;
        Class<?> c;
        try {
            System.setErr(new PrintStream(OutputStream.nullOutputStream()));
            c = other.loadClass("Unreadable");
        } finally {
            System.setErr(err);
        }

        other.mainMethod(c).invokeExact(new String[] {"a", "b"});

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
