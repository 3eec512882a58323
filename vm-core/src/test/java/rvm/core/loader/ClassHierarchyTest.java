package rvm.core.loader;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTimeoutPreemptively;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.objectweb.asm.Opcodes.ACC_ABSTRACT;
import static org.objectweb.asm.Opcodes.ACC_INTERFACE;
import static org.objectweb.asm.Opcodes.ACC_PUBLIC;
import static org.objectweb.asm.Opcodes.V17;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.objectweb.asm.ClassWriter;
import rvm.core.model.ClassModel;

class ClassHierarchyTest {

    @TempDir
    Path dir;
    private GuestClassLoader loader;

    @AfterEach
    void close() throws IOException {
        loader.close();
    }

    @Test
    void walksUpTheSuperClassesOfClassFilesNotYetLoaded() throws IOException {
        write("p/Base", BrokenClassFiles.empty("p/Base", "java/lang/RuntimeException", ACC_PUBLIC));
        write("p/Sub", BrokenClassFiles.empty("p/Sub", "p/Base", ACC_PUBLIC));
        ClassHierarchy hierarchy = hierarchy();

        boolean throwable = hierarchy.isSubclass("p/Sub", "java/lang/Throwable");

        assertTrue(throwable);
        assertEquals("p/Base", hierarchy.superName("p/Sub"));
    }

    @Test
    void superClassesThatExtendEachOther_endTheWalksInsteadOfLooping() throws IOException {
        write("p/A", BrokenClassFiles.empty("p/A", "p/B", ACC_PUBLIC));
        write("p/B", BrokenClassFiles.empty("p/B", "p/A", ACC_PUBLIC));
        ClassHierarchy hierarchy = hierarchy();
        HierarchyClassWriter writer = new HierarchyClassWriter(0, hierarchy);

        assertTimeoutPreemptively(Duration.ofSeconds(10), () -> {
            assertFalse(hierarchy.isSubclass("p/A", "java/lang/Throwable"));
            assertNull(hierarchy.resolveField("p/A", "missing", "I"));
            assertNull(hierarchy.resolveMethod("p/A", "missing", "()V"));
            assertEquals("java/lang/Object", writer.getCommonSuperClass("p/A", "java/lang/String"));
        });
    }

    @Test
    void interfacesThatExtendEachOther_endTheMethodLookupInsteadOfLooping() throws IOException {
        write("p/I", iface("p/I", "p/J", "p/K"));
        write("p/J", iface("p/J", "p/I", "p/K"));
        write("p/K", iface("p/K", "p/I", "p/J"));
        write("p/C", BrokenClassFiles.empty("p/C", "java/lang/Object", ACC_PUBLIC));
        ClassHierarchy hierarchy = hierarchy();

        assertTimeoutPreemptively(Duration.ofSeconds(10), () -> {
            assertNull(hierarchy.resolveMethod("p/I", "missing", "()V"));
            assertNull(hierarchy.resolveField("p/I", "missing", "I"));
        });
    }

    @Test
    void jdkMethodsAreKnownAsCallerSensitiveAndByWhetherTheyHaveAnAdapter() {
        ClassHierarchy hierarchy = hierarchy();

        ClassHierarchy.Member forName = hierarchy.resolveMethod("java/lang/Class", "forName",
                "(Ljava/lang/String;)Ljava/lang/Class;");
        ClassHierarchy.Member length = hierarchy.resolveMethod("java/lang/String", "length", "()I");
        ClassHierarchy.Member loadLibrary = hierarchy.resolveMethod("java/lang/System", "loadLibrary",
                "(Ljava/lang/String;)V");

        assertTrue(forName.callerSensitive());
        // JDK 18 added Class.forName(String, Class), the adapter its method handles call
        assertEquals(Runtime.version().feature() >= 18, forName.callerAdapter());
        assertFalse(length.callerSensitive() || length.callerAdapter());
        assertTrue(loadLibrary.callerSensitive());
        assertFalse(loadLibrary.callerAdapter());
    }

    private ClassHierarchy hierarchy() {
        loader = new GuestClassLoader(List.of(dir), new ClassModel());
        return loader.hierarchy();
    }

    private static byte[] iface(String name, String... superInterfaces) {
        ClassWriter cw = new ClassWriter(0);
        cw.visit(V17, ACC_PUBLIC | ACC_INTERFACE | ACC_ABSTRACT, name, null, "java/lang/Object", superInterfaces);
        cw.visitEnd();
        return cw.toByteArray();
    }

    private void write(String internalName, byte[] bytes) throws IOException {
        Path file = dir.resolve(internalName + ".class");
        Files.createDirectories(file.getParent());
        Files.write(file, bytes);
    }
}
