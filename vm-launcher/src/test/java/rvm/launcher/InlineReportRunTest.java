package rvm.launcher;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import rvm.core.testing.JavaSources;
import rvm.launcher.inline.InlineReportFile;
import rvm.launcher.inline.InlineReportFile.Compilation;
import rvm.launcher.inline.InlineReportFile.Decision;
import rvm.launcher.inline.InlineReportFile.Invoke;
import rvm.launcher.inline.InlineReportFile.Site;
import rvm.launcher.inline.InlineReportReader;
import rvm.launcher.testing.GuestProcess;

/**
 * {@code --inline-report} on a guest program: the level-2 compilations' decisions written as an
 * {@code rvm-inline/1} file however the guest ends, and an error with exit code 3 when the file
 * cannot be written then.
 */
class InlineReportRunTest {

    /**
     * {@code run} is compiled at its first call and recompiled at level 2 after two calls of its
     * compiled code, inlining the trivial {@code twice}. {@code exit} ends with {@code System.exit(3)},
     * {@code throw} with an uncaught exception, {@code mkdir DIR} makes DIR a directory first.
     */
    private static final String INL = """
            import java.nio.file.Files;
            import java.nio.file.Path;
            public class Inl {
                static int twice(int x) { return 2 * x; }
                static int run(int i) { return twice(i) + 1; }
                public static void main(String[] args) throws Exception {
                    int sum = 0;
                    for (int i = 0; i < 20; i++) sum += run(i);
                    System.out.println(sum);
                    String mode = args.length > 0 ? args[0] : "";
                    if (mode.equals("mkdir")) Files.createDirectories(Path.of(args[1]));
                    if (mode.equals("exit")) System.exit(3);
                    if (mode.equals("throw")) throw new IllegalStateException("guest gave up");
                }
            }
            """;

    @TempDir
    static Path dir;

    @BeforeAll
    static void compile() {
        JavaSources.compile(dir, List.of(), Map.of("Inl.java", INL));
    }

    private static GuestProcess.Result rvm(Path report, String... guestArgs) {
        List<String> args = new ArrayList<>(List.of("run", "--inliner=rvm", "--level2-after=2", "--tier=adaptive",
                "--compile-threshold=1", "--batch-compilation", "--inline-report=" + report, "-cp", dir.toString(),
                "Inl"));
        args.addAll(List.of(guestArgs));
        return GuestProcess.rvm(args, dir, Duration.ofSeconds(60));
    }

    /** The compilation of {@code root} in {@code report}. */
    private static Compilation compilationOf(InlineReportFile report, String root) {
        return report.compilations().stream().filter(c -> c.root().equals(root)).findFirst()
                .orElseThrow(() -> new AssertionError("no compilation of " + root + " in " + report));
    }

    @ParameterizedTest(name = "{0}")
    @CsvSource({"return, 0", "exit, 3", "throw, 1"})
    void theReportHoldsTheInlinedSite_howeverTheGuestEnds(String mode, int exitCode) throws IOException {
        Path out = dir.resolve("inline-" + mode + ".json");

        GuestProcess.Result r = rvm(out, mode);

        assertEquals(exitCode, r.exitCode(), r.describe());
        assertEquals("400\n", r.stdout());
        InlineReportFile report = InlineReportReader.read(out); // checks "format": "rvm-inline/1"
        assertEquals("none", report.profile());
        assertEquals(2, report.options().get("level2-after"));
        assertEquals(0.005, report.options().get("level2-hot-share"));
        assertEquals(1000, report.options().get("level2-min-samples"));
        assertEquals(1.342, report.options().get("hot-edge-boost"));
        assertEquals(23, report.options().get("inline-max-size"));
        assertEquals(0.01, report.options().get("inline-hot-share"));
        Compilation run = compilationOf(report, "Inl.run(I)I");
        assertEquals(1, run.sites().size(), run.toString());
        Site site = run.sites().get(0);
        assertEquals("Inl.run(I)I", site.caller());
        assertEquals(1, site.bci());
        assertEquals(List.of("Inl.run(I)I"), site.path());
        assertEquals(new Invoke("invokestatic", "Inl", "twice", "(I)I"), site.invoke());
        assertEquals(Decision.YES, site.decision());
        assertEquals(List.of("Inl.twice(I)I"), site.inlinedTargets());
        assertEquals(List.of(), site.inlined());
        assertEquals(run.rootSize() + site.candidates().get(0).size() - 6, run.compiledSize(), // a call costs 6 units
                run.toString());
        assertTrue(r.stderr().contains("rvm: wrote inline report to " + out + " (" + report.compilations().size()
                + " level-2 compilations, "), r.stderr());
    }

    @Test
    void aReportThatCannotBeWrittenAtTheEnd_isAnError_withThePathTheReasonAndExitCode3() {
        Path out = dir.resolve("late-inline.json");

        GuestProcess.Result r = rvm(out, "mkdir", out.toString());

        assertEquals(3, r.exitCode(), r.describe());
        assertEquals("400\n", r.stdout());
        assertTrue(r.stderr().contains("rvm: error: cannot write the inline report to " + out + ": " + out
                + ": Is a directory\n"), r.stderr());
        assertTrue(Files.isDirectory(out));
    }
}
