package rvm.launcher;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import rvm.core.testing.JavaSources;
import rvm.launcher.testing.GuestProcess;
import org.junit.jupiter.api.io.TempDir;

/**
 * Code of another package inlined at level 2 gives the host's output: public methods whose code uses
 * a package-private interface and a package-private nested class of their own package (H2's
 * {@code TraceWriter} and Xerces's {@code XMLAttributesImpl$Attribute} failed with an
 * {@code IllegalAccessError} once inlined), a lambda of another class, and a callee with a loop
 * called inside an expression (compress ran interpreted by HotSpot for seconds).
 */
class CrossPackageInliningTest {

    private static final String LIB = """
            package lib;
            public class Lib {
                private final Writer writer = new Writer.Counting();
                private final Table.Entry[] entries = {new Table.Entry(3), new Table.Entry(4)};
                public boolean enabled(int level) { return writer.isEnabled(level); }
                public int sum() { int s = 0; for (Table.Entry e : entries) { s += e.value; } return s; }
                public int viaLambda(int x) { java.util.function.IntUnaryOperator f = v -> v * 2 + 1; return f.applyAsInt(x); }
                public static int loop(int n) { int s = 0; for (int i = 0; i < n; i++) { s += i % 7; } return s; }
            }
            interface Writer {
                boolean isEnabled(int level);
                final class Counting implements Writer { public boolean isEnabled(int level) { return level > 2; } }
            }
            class Table {
                static final class Entry { final int value; Entry(int value) { this.value = value; } }
            }
            """;

    private static final String MAIN = """
            public class Main {
                static long work(lib.Lib l, int i) {
                    return (l.enabled(i % 5) ? 1 : 0) + l.sum() + l.viaLambda(i) + (i + lib.Lib.loop(i % 50));
                }
                public static void main(String[] args) {
                    lib.Lib l = new lib.Lib();
                    long t = 0;
                    for (int i = 0; i < 20000; i++) { t += work(l, i); }
                    System.out.println(t);
                }
            }
            """;

    @TempDir
    static Path dir;

    @BeforeAll
    static void compile() {
        JavaSources.compile(dir, List.of(), Map.of("lib/Lib.java", LIB, "Main.java", MAIN));
    }

    @ParameterizedTest
    @ValueSource(strings = {"--tier=opt", "--tier=opt --inline-stress",
            "--tier=adaptive --profile=cbs --timer-ms=1 --cbs-stride=1 --level2-min-samples=50"})
    void inlinedCodeOfAnotherPackage_givesTheHostsOutput(String options) {
        GuestProcess.Result host = GuestProcess.host(List.of("-cp", dir.toString(), "Main"), dir, Duration.ofSeconds(60));
        List<String> args = new ArrayList<>(List.of("run", "--inliner=rvm"));
        args.addAll(List.of(options.split(" ")));
        args.addAll(List.of("-cp", dir.toString(), "Main"));

        GuestProcess.Result r = GuestProcess.rvm(args, dir, Duration.ofSeconds(120));

        assertEquals(0, host.exitCode(), host.describe());
        assertEquals(0, r.exitCode(), r.describe());
        assertEquals(host.stdout(), r.stdout());
    }
}
