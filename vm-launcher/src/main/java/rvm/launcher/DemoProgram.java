package rvm.launcher;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;
import javax.tools.JavaCompiler;
import javax.tools.ToolProvider;

/** The bundled demo guest: sources under {@code demo/}, compiled once with the host's compiler. */
final class DemoProgram {

    static final String MAIN_CLASS = "Demo";

    private DemoProgram() {
    }

    /** Compiles {@code HOME/demo/*.java} into {@code HOME/vm-launcher/target/demo-classes} if stale. */
    static Path compile(Path home) throws IOException {
        Path sources = home.resolve("demo");
        Path out = home.resolve("vm-launcher").resolve("target").resolve("demo-classes");
        List<String> files = new ArrayList<>();
        long newest = 0;
        try (Stream<Path> s = Files.list(sources)) {
            for (Path p : (Iterable<Path>) s.filter(x -> x.toString().endsWith(".java")).sorted()::iterator) {
                files.add(p.toString());
                newest = Math.max(newest, Files.getLastModifiedTime(p).toMillis());
            }
        }
        Path marker = out.resolve(MAIN_CLASS + ".class");
        if (Files.exists(marker) && Files.getLastModifiedTime(marker).toMillis() >= newest) {
            return out;
        }
        JavaCompiler javac = ToolProvider.getSystemJavaCompiler();
        if (javac == null) {
            throw new IllegalStateException("no Java compiler in this runtime (a JDK is needed)");
        }
        Files.createDirectories(out);
        List<String> args = new ArrayList<>(List.of("-g", "--release", "17", "-d", out.toString()));
        args.addAll(files);
        int rc = javac.run(null, null, null, args.toArray(new String[0]));
        if (rc != 0) {
            throw new IllegalStateException("javac failed on " + sources);
        }
        return out;
    }
}
