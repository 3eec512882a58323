package rvm.core.loader;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.objectweb.asm.Opcodes.ACC_FINAL;
import static org.objectweb.asm.Opcodes.ACC_ABSTRACT;
import static org.objectweb.asm.Opcodes.ACC_NATIVE;
import static org.objectweb.asm.Opcodes.ACC_PUBLIC;
import static org.objectweb.asm.Opcodes.ACC_STATIC;
import static org.objectweb.asm.Opcodes.ACC_SYNCHRONIZED;
import static org.objectweb.asm.Opcodes.V17;
import static org.objectweb.asm.Opcodes.V1_5;

import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.net.URL;
import java.net.URLClassLoader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.jar.Attributes;
import java.util.jar.JarEntry;
import java.util.jar.JarOutputStream;
import java.util.jar.Manifest;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import rvm.core.model.ClassModel;
import rvm.core.runtime.Yieldpoints;
import rvm.core.testing.JavaSources;

class GuestClassLoaderTest {

    @TempDir
    static Path compiled;
    private static Path jar;
    private static byte[] greeter;

    @TempDir
    Path dir;
    private GuestClassLoader guest;
    private URLClassLoader host;

    @BeforeAll
    static void compileGuests() throws IOException {
        JavaSources.compile(compiled.resolve("classes"), List.of(), Map.of("app/Greeter.java", """
                package app;
                public class Greeter {
                    public final String greeting;
                    public Greeter() { greeting = "hello"; }
                }
                """));
        greeter = Files.readAllBytes(compiled.resolve("classes/app/Greeter.class"));
        jar = compiled.resolve("app.jar");
        Manifest manifest = new Manifest();
        manifest.getMainAttributes().put(Attributes.Name.MANIFEST_VERSION, "1.0");
        manifest.getMainAttributes().put(Attributes.Name.IMPLEMENTATION_TITLE, "Greeter App");
        manifest.getMainAttributes().put(Attributes.Name.IMPLEMENTATION_VERSION, "2.5");
        try (JarOutputStream out = new JarOutputStream(Files.newOutputStream(jar), manifest)) {
            out.putNextEntry(new JarEntry("app/Greeter.class"));
            out.write(greeter);
            out.putNextEntry(new JarEntry("app/greeting.txt"));
            out.write("from the jar".getBytes(StandardCharsets.UTF_8));
        }
    }

    @AfterEach
    void close() throws IOException {
        if (guest != null) {
            guest.close();
        }
        if (host != null) {
            host.close();
        }
    }

    // ---------------------------------------------------------------- loading and delegation

    @Test
    void loadsAGuestClassFromADirectory_definedByItselfAndRecordedInTheModel() throws Exception {
        write("app/Greeter.class", greeter);
        guest = guestLoader(dir);

        Class<?> c = guest.loadClass("app.Greeter");

        assertSame(guest, c.getClassLoader());
        assertSame(c, guest.model().forName("app/Greeter").hostClass());
        assertSame(guest.model().forName("app/Greeter"), guest.model().forHost(c));
        assertEquals("app", guest.getName());
    }

    @Test
    void guestConstructorRunsAsRealBytecode_withoutAnyExecutor() throws Exception {
        write("app/Greeter.class", greeter);
        guest = guestLoader(dir);

        Object g = guest.loadClass("app.Greeter").getConstructor().newInstance();

        assertEquals("hello", g.getClass().getField("greeting").get(g));
    }

    @Test
    void delegatesTheRuntimePackageToTheVmsLoader_evenWhenTheGuestPathHoldsAClassOfThatName() throws Exception {
        write("rvm/core/runtime/Yieldpoints.class", greeter);
        guest = guestLoader(dir);

        Class<?> c = guest.loadClass("rvm.core.runtime.Yieldpoints");

        assertSame(Yieldpoints.class, c);
    }

    @Test
    void loadsJdkClassesFromThePlatformLoader() throws Exception {
        guest = guestLoader(dir);

        Class<?> sqlDate = guest.loadClass("java.sql.Date");
        Class<?> string = guest.loadClass("java.lang.String");

        assertSame(ClassLoader.getPlatformClassLoader(), sqlDate.getClassLoader());
        assertSame(String.class, string);
    }

    @Test
    void doesNotSeeTheClassPathOfTheVm() {
        guest = guestLoader(dir);

        ClassNotFoundException vmClass = assertThrows(ClassNotFoundException.class,
                () -> guest.loadClass("rvm.core.model.ClassModel"));
        ClassNotFoundException library = assertThrows(ClassNotFoundException.class,
                () -> guest.loadClass("org.junit.jupiter.api.Test"));

        assertEquals("rvm.core.model.ClassModel", vmClass.getMessage());
        assertEquals("org.junit.jupiter.api.Test", library.getMessage());
    }

    @Test
    void classInAPackageOfAJdkModuleIsNotLookedForOnTheClassPath_asTheAppLoaderDoes() throws Exception {
        write("java/lang/Foo.class", greeter);
        guest = guestLoader(dir);

        ClassNotFoundException e = assertThrows(ClassNotFoundException.class, () -> guest.loadClass("java.lang.Foo"));

        assertEquals("java.lang.Foo", e.getMessage());
        assertNull(guest.model().forName("java/lang/Foo"));
    }

    @Test
    void classInAnotherJavaPackageIsAProhibitedPackage_asOnTheHost() throws Exception {
        write("java/foo/Bar.class", greeter);
        guest = guestLoader(dir);
        host = hostLoader(dir);

        SecurityException e = assertThrows(SecurityException.class, () -> guest.loadClass("java.foo.Bar"));

        assertEquals("Prohibited package name: java.foo", e.getMessage());
        assertEquals(assertThrows(SecurityException.class, () -> host.loadClass("java.foo.Bar")).getMessage(),
                e.getMessage());
    }

    // ---------------------------------------------------------------- code sources, resources, packages

    @Test
    void codeSourceOfADirectoryClassIsTheDirectory_asOnTheHost() throws Exception {
        write("app/Greeter.class", greeter);
        guest = guestLoader(dir);
        host = hostLoader(dir);

        URL location = guest.loadClass("app.Greeter").getProtectionDomain().getCodeSource().getLocation();

        assertEquals(dir.toUri().toURL(), location);
        assertEquals(host.loadClass("app.Greeter").getProtectionDomain().getCodeSource().getLocation(), location);
    }

    @Test
    void codeSourceOfAJarClassIsTheJar_asOnTheHost() throws Exception {
        guest = guestLoader(jar);
        host = hostLoader(jar);

        URL location = guest.loadClass("app.Greeter").getProtectionDomain().getCodeSource().getLocation();

        assertEquals(jar.toUri().toURL(), location);
        assertEquals(host.loadClass("app.Greeter").getProtectionDomain().getCodeSource().getLocation(), location);
    }

    @Test
    void findsResourcesInDirectoriesAndJars() throws Exception {
        write("app/greeting.txt", "from the directory".getBytes(StandardCharsets.UTF_8));
        guest = guestLoader(dir, jar);

        List<String> all = Arrays.asList(read(guest.getResources("app/greeting.txt").nextElement()),
                read(java.util.Collections.list(guest.getResources("app/greeting.txt")).get(1)));
        String first;
        try (InputStream in = guest.loadClass("app.Greeter").getResourceAsStream("greeting.txt")) {
            first = new String(in.readAllBytes(), StandardCharsets.UTF_8);
        }

        assertEquals(List.of("from the directory", "from the jar"), all);
        assertEquals("from the directory", first);
        assertNull(guest.getResource("app/missing.txt"));
    }

    @Test
    void packageOfAJarClassCarriesTheManifestAttributes_asOnTheHost() throws Exception {
        guest = guestLoader(jar);
        host = hostLoader(jar);

        Package p = guest.loadClass("app.Greeter").getPackage();

        Package expected = host.loadClass("app.Greeter").getPackage();
        assertEquals("Greeter App", p.getImplementationTitle());
        assertEquals("2.5", p.getImplementationVersion());
        assertEquals(expected.getImplementationTitle(), p.getImplementationTitle());
        assertEquals(expected.isSealed(), p.isSealed());
    }

    // ---------------------------------------------------------------- bad class files

    @Test
    void truncatedClassFileIsAClassFormatError_wordedAsOnTheHost() throws Exception {
        write("p/Short.class", Arrays.copyOf(greeter, 6));
        write("p/Half.class", Arrays.copyOf(greeter, greeter.length / 2));
        guest = guestLoader(dir);
        host = hostLoader(dir);

        ClassFormatError header = assertThrows(ClassFormatError.class, () -> guest.loadClass("p.Short"));
        ClassFormatError body = assertThrows(ClassFormatError.class, () -> guest.loadClass("p.Half"));

        assertEquals("Truncated class file", header.getMessage());
        assertEquals(hostError(ClassFormatError.class, "p.Short"), header.getMessage());
        assertEquals(hostError(ClassFormatError.class, "p.Half"), body.getMessage());
    }

    @Test
    void malformedConstantPoolIsTheHostsClassFormatError_withTheHostsMessage() throws Exception {
        byte[] bytes = greeter.clone();
        bytes[10] = 0; // the first constant's tag
        write("app/Greeter.class", bytes);
        guest = guestLoader(dir);
        host = hostLoader(dir);

        ClassFormatError e = assertThrows(ClassFormatError.class, () -> guest.loadClass("app.Greeter"));

        assertEquals("Unknown constant tag 0 in class file app/Greeter", e.getMessage());
        assertEquals(hostError(ClassFormatError.class, "app.Greeter"), e.getMessage());
    }

    @Test
    void badMagicIsAClassFormatError_wordedAsOnTheHost() throws Exception {
        byte[] bytes = greeter.clone();
        bytes[3] = (byte) 0xBF;
        write("app/Greeter.class", bytes);
        guest = guestLoader(dir);
        host = hostLoader(dir);

        ClassFormatError e = assertThrows(ClassFormatError.class, () -> guest.loadClass("app.Greeter"));

        assertEquals("Incompatible magic value 3405691583 in class file app/Greeter", e.getMessage());
        assertEquals(hostError(ClassFormatError.class, "app.Greeter"), e.getMessage());
    }

    @Test
    void classFileNewerThanTheHostIsUnsupportedClassVersionError_wordedAsOnTheHost() throws Exception {
        int newer = Runtime.version().feature() + 45;
        write("app/Greeter.class", withVersion(greeter, newer, 0));
        guest = guestLoader(dir);
        host = hostLoader(dir);

        UnsupportedClassVersionError e = assertThrows(UnsupportedClassVersionError.class,
                () -> guest.loadClass("app.Greeter"));

        assertEquals("app/Greeter has been compiled by a more recent version of the Java Runtime (class file version "
                + newer + ".0), this version of the Java Runtime only recognizes class file versions up to "
                + (newer - 1) + ".0", e.getMessage());
        assertEquals(hostError(UnsupportedClassVersionError.class, "app.Greeter"), e.getMessage());
    }

    @Test
    void classFileWithANonZeroMinorVersionIsRejected_asOnTheHost() throws Exception {
        write("app/Greeter.class", withVersion(greeter, 61, 1));
        guest = guestLoader(dir);
        host = hostLoader(dir);

        UnsupportedClassVersionError e = assertThrows(UnsupportedClassVersionError.class,
                () -> guest.loadClass("app.Greeter"));

        assertEquals(hostError(UnsupportedClassVersionError.class, "app.Greeter"), e.getMessage());
    }

    @Test
    void classFileOlderThanVersion45IsUnsupportedClassVersionError_wordedAsOnTheHost() throws Exception {
        write("app/Greeter.class", withVersion(greeter, 44, 0));
        guest = guestLoader(dir);
        host = hostLoader(dir);

        UnsupportedClassVersionError e = assertThrows(UnsupportedClassVersionError.class,
                () -> guest.loadClass("app.Greeter"));

        assertEquals(hostError(UnsupportedClassVersionError.class, "app.Greeter"), e.getMessage());
    }

    @Test
    void misnamedClassFileIsNoClassDefFoundError_wordedAsOnTheHost() throws Exception {
        write("other/Name.class", greeter);
        guest = guestLoader(dir);
        host = hostLoader(dir);

        NoClassDefFoundError e = assertThrows(NoClassDefFoundError.class, () -> guest.loadClass("other.Name"));

        assertEquals("other/Name (wrong name: app/Greeter)", e.getMessage());
        assertEquals(hostError(NoClassDefFoundError.class, "other.Name"), e.getMessage());
    }

    @Test
    void failedDefinitionLeavesNoClassInTheModel() throws Exception {
        write("other/Name.class", greeter);
        guest = guestLoader(dir);

        assertThrows(NoClassDefFoundError.class, () -> guest.loadClass("other.Name"));

        assertNull(guest.model().forName("other/Name"));
        assertNull(guest.model().forName("app/Greeter"));
    }

    @Test
    void classThatFailsVerificationLoads_butFailsToLinkWithTheHostsVerifyError_everyTime() throws Exception {
        write("p/Bad.class", BrokenClassFiles.withAnswer("p/Bad", "java/lang/Object", false));
        guest = guestLoader(dir);
        host = hostLoader(dir);

        Class<?> bad = guest.loadClass("p.Bad");
        VerifyError byReflection = assertThrows(VerifyError.class, bad::getDeclaredMethods);
        VerifyError byInitialisation = assertThrows(VerifyError.class, () -> Class.forName("p.Bad", true, guest));

        VerifyError onHost = assertThrows(VerifyError.class, () -> host.loadClass("p.Bad").getDeclaredMethods());
        assertEquals(onHost.getMessage(), byReflection.getMessage());
        assertEquals(onHost.getMessage(), byInitialisation.getMessage());
        assertTrue(byReflection.getMessage().startsWith("Bad type on operand stack\nException Details:\n  Location:\n"
                + "    p/Bad.answer()I @1: ireturn\n"), byReflection.getMessage());
        assertSame(guest, bad.getClassLoader());
        assertNull(guest.model().forName("p/Bad"));
    }

    @Test
    void subclassOfAClassThatFailsVerification_failsToLinkWithItsSuperclasssVerifyError() throws Exception {
        write("p/Bad.class", BrokenClassFiles.withAnswer("p/Bad", "java/lang/Object", false));
        write("p/Sub.class", BrokenClassFiles.withAnswer("p/Sub", "p/Bad", true));
        guest = guestLoader(dir);
        host = hostLoader(dir);

        Class<?> sub = guest.loadClass("p.Sub");
        VerifyError e = assertThrows(VerifyError.class, sub::getDeclaredMethods);

        assertEquals(assertThrows(VerifyError.class, () -> host.loadClass("p.Sub").getDeclaredMethods()).getMessage(),
                e.getMessage());
        assertTrue(e.getMessage().contains("p/Bad.answer()I"), e.getMessage());
    }

    @Test
    void classesThatExtendEachOtherAreAClassCircularityError_asOnTheHost() throws Exception {
        write("p/A.class", BrokenClassFiles.empty("p/A", "p/B", ACC_PUBLIC));
        write("p/B.class", BrokenClassFiles.empty("p/B", "p/A", ACC_PUBLIC));
        guest = guestLoader(dir);
        host = hostLoader(dir);

        ClassCircularityError e = assertThrows(ClassCircularityError.class, () -> guest.loadClass("p.A"));

        assertEquals(hostError(ClassCircularityError.class, "p.A"), e.getMessage());
        assertNull(guest.model().forName("p/A"));
        assertNull(guest.model().forName("p/B"));
    }

    @Test
    void subclassOfAFinalClassIsRefusedWhenLoaded_withTheHostsErrorAndMessage() throws Exception {
        write("p/Final.class", BrokenClassFiles.empty("p/Final", "java/lang/Object", ACC_PUBLIC | ACC_FINAL));
        write("p/Sub.class", BrokenClassFiles.empty("p/Sub", "p/Final", ACC_PUBLIC));
        guest = guestLoader(dir);
        host = hostLoader(dir);

        LinkageError e = assertThrows(LinkageError.class, () -> guest.loadClass("p.Sub"));

        LinkageError onHost = assertThrows(LinkageError.class, () -> host.loadClass("p.Sub"));
        assertEquals(onHost.toString(), e.toString());
        assertTrue(e.getMessage().contains("final class p.Final"), e.toString());
    }

    @Test
    void loaderGoesOnDefiningStubsAfterRefusingAClass() throws Exception {
        write("p/Bad.class", BrokenClassFiles.withAnswer("p/Bad", "java/lang/Object", false));
        write("p/Good.class", BrokenClassFiles.withAnswer("p/Good", "java/lang/Object", true));
        guest = guestLoader(dir);

        assertThrows(VerifyError.class, () -> Class.forName("p.Bad", true, guest));
        Class<?> good = guest.loadClass("p.Good");
        good.getDeclaredMethods();

        assertSame(good, guest.model().forName("p/Good").hostClass());
    }

    @Test
    void staticInitializerWithFlagsTheHostIgnores_isStillTheInitializer() throws Exception {
        int stray = ACC_STATIC | ACC_NATIVE | ACC_ABSTRACT | ACC_SYNCHRONIZED | 0x8000;
        write("p/Odd.class", BrokenClassFiles.withInitializer("p/Odd", V17, stray));
        guest = guestLoader(dir);
        host = hostLoader(dir);

        Class<?> odd = Class.forName("p.Odd", true, guest);

        assertEquals(7, Class.forName("p.Odd", true, host).getField("value").getInt(null));
        assertEquals(7, odd.getField("value").getInt(null));
        assertEquals(ACC_STATIC, guest.model().forName("p/Odd").method("<clinit>", "()V").node().access);
    }

    @Test
    void staticInitializerThatIsNotStatic_isTheInitializerOfAnOldClassFile_asOnTheHost() throws Exception {
        write("old/NotStatic.class", BrokenClassFiles.withInitializer("old/NotStatic", V1_5, ACC_PUBLIC));
        guest = guestLoader(dir);
        host = hostLoader(dir);

        Class<?> c = Class.forName("old.NotStatic", true, guest);

        assertEquals(7, Class.forName("old.NotStatic", true, host).getField("value").getInt(null));
        assertEquals(7, c.getField("value").getInt(null));
    }

    @Test
    void classTheHostAcceptsButAsmCannotRead_runsUnchangedOnTheHost_andRvmSaysSo() throws Exception {
        write("p/Annotated.class", BrokenClassFiles.withBrokenInvisibleAnnotation("p/Annotated"));
        guest = guestLoader(dir);
        host = hostLoader(dir);
        java.io.ByteArrayOutputStream err = new java.io.ByteArrayOutputStream();
        java.io.PrintStream saved = System.err;

        Class<?> c;
        try {
            System.setErr(new java.io.PrintStream(err, true, StandardCharsets.UTF_8));
            c = guest.loadClass("p.Annotated");
        } finally {
            System.setErr(saved);
        }

        assertEquals(42, host.loadClass("p.Annotated").getMethod("answer").invoke(null));
        assertEquals(42, c.getMethod("answer").invoke(null));
        assertNull(guest.model().forName("p/Annotated"));
        String warning = err.toString(StandardCharsets.UTF_8);
        assertTrue(warning.startsWith("rvm: warning: class p.Annotated runs unchanged on the host JVM, not under rvm"
                + " (rvm cannot make its stub: java.lang.ArrayIndexOutOfBoundsException: Index 32767 out of bounds"), warning);
        assertTrue(warning.endsWith(")\n") && warning.lines().count() == 1, warning);
    }

    // ---------------------------------------------------------------- old class files

    @Test
    void oldClassFileWithSubroutinesInItsConstructorDefinesAndRuns() throws Exception {
        write("old/Legacy.class", OldClassFiles.legacy());
        guest = guestLoader(dir);

        Class<?> legacy = guest.loadClass("old.Legacy");
        Object o = legacy.getConstructor().newInstance();

        assertEquals(3, legacy.getField("value").getInt(o));
        assertNotNull(guest.model().forName("old/Legacy").method("twice", "(I)I"));
    }

    // ---------------------------------------------------------------- helpers

    private GuestClassLoader guestLoader(Path... classPath) {
        return new GuestClassLoader(List.of(classPath), new ClassModel());
    }

    private static URLClassLoader hostLoader(Path entry) throws IOException {
        return new URLClassLoader(new URL[] {entry.toUri().toURL()}, ClassLoader.getPlatformClassLoader());
    }

    /** The message of the error the host's own class loader gives for the same class file. */
    private String hostError(Class<? extends Throwable> type, String name) {
        return assertThrows(type, () -> host.loadClass(name)).getMessage();
    }

    private void write(String path, byte[] bytes) throws IOException {
        Path file = dir.resolve(path);
        Files.createDirectories(file.getParent());
        try (OutputStream out = Files.newOutputStream(file)) {
            out.write(bytes);
        }
    }

    private static String read(URL url) throws IOException {
        try (InputStream in = url.openStream()) {
            return new String(in.readAllBytes(), StandardCharsets.UTF_8);
        }
    }

    private static byte[] withVersion(byte[] classFile, int major, int minor) {
        byte[] b = classFile.clone();
        b[4] = (byte) (minor >> 8);
        b[5] = (byte) minor;
        b[6] = (byte) (major >> 8);
        b[7] = (byte) major;
        return b;
    }
}
