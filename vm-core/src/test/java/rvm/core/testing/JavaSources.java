package rvm.core.testing;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.net.URI;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import javax.tools.DiagnosticCollector;
import javax.tools.JavaCompiler;
import javax.tools.JavaFileObject;
import javax.tools.SimpleJavaFileObject;
import javax.tools.StandardJavaFileManager;
import javax.tools.ToolProvider;

/**
 * Compiles guest sources at test time with the host's {@code javac}, in process, into a class
 * directory: tests get real class files without checking binaries in.
 */
public final class JavaSources {

    private static final JavaCompiler JAVAC = ToolProvider.getSystemJavaCompiler();

    private JavaSources() {
    }

    /**
     * Compiles {@code sources} (file path such as {@code p/Foo.java} to its text) into {@code classes}.
     *
     * @param options javac options, e.g. {@code -g}, {@code -parameters}
     * @return {@code classes}
     * @throws IllegalStateException with javac's diagnostics when compilation fails
     */
    public static Path compile(Path classes, List<String> options, Map<String, String> sources) {
        List<JavaFileObject> units = new ArrayList<>();
        sources.forEach((path, text) -> units.add(new Source(path, text)));
        List<String> args = new ArrayList<>(options);
        args.add("-d");
        args.add(classes.toString());
        args.add("-implicit:none");
        args.add("-proc:none"); // no annotation processor discovery on the test class path
        args.add("--class-path");
        args.add(classes.toString()); // guests see the JDK and each other, not the test class path
        DiagnosticCollector<JavaFileObject> diagnostics = new DiagnosticCollector<>();
        try (StandardJavaFileManager files = JAVAC.getStandardFileManager(diagnostics, null, null)) {
            Files.createDirectories(classes);
            boolean ok = JAVAC.getTask(null, files, diagnostics, args, null, units).call();
            if (!ok) {
                throw new IllegalStateException("javac failed: " + diagnostics.getDiagnostics());
            }
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        return classes;
    }

    /** One in-memory source file. */
    private static final class Source extends SimpleJavaFileObject {
        private final String text;

        Source(String path, String text) {
            super(URI.create("string:///" + path), Kind.SOURCE);
            this.text = text;
        }

        @Override
        public CharSequence getCharContent(boolean ignoreEncodingErrors) {
            return text;
        }
    }
}
