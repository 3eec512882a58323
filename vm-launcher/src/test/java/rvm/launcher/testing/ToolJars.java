package rvm.launcher.testing;

import java.io.IOException;
import java.io.OutputStream;
import java.io.UncheckedIOException;
import java.net.URISyntaxException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.jar.Attributes;
import java.util.jar.JarEntry;
import java.util.jar.JarOutputStream;
import java.util.jar.Manifest;
import rvm.tools.BranchProfile;
import rvm.tools.BytecodeCounts;
import rvm.tools.InvocationCounts;

/**
 * Instrumentation tools' jars for tests: the jar a tool's module built (under {@code mvn verify},
 * where it is on the test class path, with the manifest its pom writes), or one made here from its
 * compiled classes with such a manifest (under {@code mvn test}).
 */
public final class ToolJars {

    private ToolJars() {
    }

    /** The example tools of {@code tools/} as {@code --instrument} names them: {@code tool:A.jar,tool:B.jar,tool:C.jar}. */
    public static String examples() {
        return Examples.LIST;
    }

    /** Made once a test JVM, on first use. */
    private static final class Examples {
        static final String LIST = list();

        private static String list() {
            try {
                Path dir = Files.createTempDirectory("rvm-tools");
                dir.toFile().deleteOnExit();
                StringBuilder sb = new StringBuilder();
                for (Class<?> c : List.of(BytecodeCounts.class, BranchProfile.class, InvocationCounts.class)) {
                    Path jar = of(c, dir);
                    if (!Files.isRegularFile(location(c))) {
                        jar.toFile().deleteOnExit();
                    }
                    sb.append(sb.length() == 0 ? "" : ",").append("tool:").append(jar);
                }
                return sb.toString();
            } catch (IOException e) {
                throw new UncheckedIOException(e);
            }
        }
    }

    /** The jar of {@code tool}'s module, or one made in {@code dir} that names {@code tool} as its tool. */
    public static Path of(Class<?> tool, Path dir) {
        Path where = location(tool);
        if (Files.isRegularFile(where)) {
            return where;
        }
        return make(dir.resolve(tool.getSimpleName() + ".jar"), tool.getName(), where, tool);
    }

    /**
     * A jar in {@code jar} whose manifest names {@code toolClass} (or nothing, when {@code null}), with
     * the class files of {@code classes}, taken from the class-path directory {@code root}.
     */
    public static Path make(Path jar, String toolClass, Path root, Class<?>... classes) {
        Manifest manifest = new Manifest();
        manifest.getMainAttributes().put(Attributes.Name.MANIFEST_VERSION, "1.0");
        if (toolClass != null) {
            manifest.getMainAttributes().putValue("Rvm-Tool", toolClass);
        }
        try (OutputStream file = Files.newOutputStream(jar); JarOutputStream out = new JarOutputStream(file, manifest)) {
            for (Class<?> c : classes) {
                String entry = c.getName().replace('.', '/') + ".class";
                out.putNextEntry(new JarEntry(entry));
                out.write(Files.readAllBytes(root.resolve(entry)));
                out.closeEntry();
            }
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        return jar;
    }

    /** The class-path entry (a directory or a jar) {@code c} was loaded from. */
    public static Path location(Class<?> c) {
        try {
            return Path.of(c.getProtectionDomain().getCodeSource().getLocation().toURI());
        } catch (URISyntaxException e) {
            throw new IllegalStateException(e);
        }
    }
}
