package rvm.core.testing;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.net.URISyntaxException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Enumeration;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import java.util.jar.JarEntry;
import java.util.jar.JarFile;
import java.util.stream.Stream;
import org.objectweb.asm.ClassReader;
import org.objectweb.asm.ClassVisitor;
import org.objectweb.asm.Opcodes;
import org.objectweb.asm.commons.ClassRemapper;
import org.objectweb.asm.commons.Remapper;

/**
 * The compiled classes of a module, for tests that check which classes refer to which (the module
 * graph, the layers of a module's packages).
 */
public final class ClassFiles {

    private ClassFiles() {
    }

    /**
     * The class files of the module that holds {@code member}, by internal name: read from where the
     * class path has it, its {@code target/classes} in a reactor build or its jar otherwise.
     */
    public static Map<String, byte[]> ofModuleOf(Class<?> member) throws IOException {
        return read(location(member));
    }

    /** Where the class path has {@code member}'s class: a classes directory or a jar. */
    public static Path location(Class<?> member) {
        try {
            return Path.of(member.getProtectionDomain().getCodeSource().getLocation().toURI());
        } catch (URISyntaxException e) {
            throw new IllegalStateException(e);
        }
    }

    /** The class files under a classes directory or in a jar, by internal name. */
    public static Map<String, byte[]> read(Path location) throws IOException {
        Map<String, byte[]> out = new LinkedHashMap<>();
        if (Files.isDirectory(location)) {
            try (Stream<Path> files = Files.walk(location)) {
                for (Path p : (Iterable<Path>) files.filter(f -> f.toString().endsWith(".class")).sorted()::iterator) {
                    String name = location.relativize(p).toString().replace(java.io.File.separatorChar, '/');
                    out.put(name.substring(0, name.length() - ".class".length()), Files.readAllBytes(p));
                }
            }
            return out;
        }
        try (JarFile jar = new JarFile(location.toFile())) {
            for (Enumeration<JarEntry> en = jar.entries(); en.hasMoreElements(); ) {
                JarEntry entry = en.nextElement();
                String name = entry.getName();
                if (name.endsWith(".class") && !name.startsWith("META-INF/")) {
                    try (InputStream in = jar.getInputStream(entry)) {
                        out.put(name.substring(0, name.length() - ".class".length()), in.readAllBytes());
                    } catch (IOException e) {
                        throw new UncheckedIOException(e);
                    }
                }
            }
        }
        return out;
    }

    /**
     * Every class name a class file mentions (supertypes, descriptors, signatures, annotations,
     * instructions, constants), its own included, as internal names.
     */
    public static Set<String> referencedClasses(byte[] classFile) {
        Set<String> names = new TreeSet<>();
        Remapper recorder = new Remapper() {
            @Override
            public String map(String internalName) {
                names.add(internalName);
                return internalName;
            }
        };
        new ClassReader(classFile).accept(new ClassRemapper(new ClassVisitor(Opcodes.ASM9) { }, recorder), 0);
        return names;
    }
}
