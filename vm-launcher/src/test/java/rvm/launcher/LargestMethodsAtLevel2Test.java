package rvm.launcher;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import rvm.launcher.testing.GuestProcess;

/**
 * The largest methods of a third-party guest (Clojure's runtime: namespace loaders of up to 28 KB of
 * bytecode and thousands of calls, the compiler's analysers) compiled at level 2 under stress
 * inlining in a JVM of 256 MiB: each compiles, or is refused with its figures and compiled without
 * inlining; none fails, none runs out of memory.
 */
@Tag("thirdparty")
class LargestMethodsAtLevel2Test {

    private static final int METHODS = 60;

    @Test
    void theLargestMethodsOfClojure_compileAtLevel2OrAreRefusedWithAReason_inA256MiBHeap() throws IOException {
        Path lib = Path.of(System.getProperty("rvm.thirdparty.lib", "target/thirdparty-lib"), "clojure");
        List<String> jars;
        try (Stream<Path> files = Files.list(lib)) {
            jars = files.filter(p -> p.toString().endsWith(".jar")).map(p -> p.toAbsolutePath().toString()).sorted()
                    .toList();
        }
        List<String> command = new ArrayList<>(List.of(GuestProcess.javaExecutable(), "-Xmx256m",
                "-XX:TieredStopAtLevel=1", "-cp", System.getProperty("java.class.path"),
                LargestMethodsAtLevel2.class.getName(), Integer.toString(METHODS)));
        command.addAll(jars);

        GuestProcess.Result r = GuestProcess.run(command, Path.of(System.getProperty("java.io.tmpdir")),
                Duration.ofSeconds(300));

        assertEquals(0, r.exitCode(), r.describe());
        List<String> lines = r.stdout().lines().toList();
        assertEquals(METHODS + 1, lines.size(), r.describe());
        assertEquals("done", lines.get(METHODS));
        assertTrue(lines.get(0).startsWith("28494 clojure/core__init.load()V refused: over HotSpot's huge-method "
                + "limit: its own code is 28494 bytes, over 8000"), lines.get(0));
        assertTrue(lines.stream().noneMatch(l -> l.contains(" failed: ")), r.stdout());
        for (String line : lines.subList(0, METHODS)) {
            assertTrue(line.matches("\\d+ \\S+ (compiled|refused: over (HotSpot's huge-method limit|the compile memory "
                    + "budget): .+)"), line);
        }
        assertTrue(lines.stream().anyMatch(l -> l.endsWith(" compiled")), r.stdout());
        assertFalse(r.stderr().contains("OutOfMemoryError"), r.stderr());
    }
}
