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
import java.util.Map;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import rvm.core.testing.JavaSources;
import rvm.launcher.testing.GuestProcess;
import rvm.profiling.dcg.DcgReader;
import rvm.profiling.dcg.Edge;

/**
 * How a run's reports are written when the guest ends: after the guest's own shutdown hooks (whose
 * calls the exact profile counts), before a {@code Runtime.halt} (which runs no hook), and with an
 * error and exit code 3 when a report cannot be written.
 */
class RunEndTest {

    /**
     * Hooks registered by a static initialiser (kept as the class's own bytecode) and by main; each
     * sleeps first, so that a report written as soon as shutdown starts would miss its calls.
     * {@code halt} halts after one call; {@code halt-in-hook} halts from a hook; {@code mkdir DIR}
     * makes DIR a directory while the guest runs.
     */
    private static final String HOOKS = """
            import java.nio.file.Files;
            import java.nio.file.Path;
            public class Hooks {
                static int work(int i) { return 2 * i; }
                static void pause() {
                    try { Thread.sleep(300); } catch (InterruptedException e) { throw new IllegalStateException(e); }
                }
                static final class Early {
                    static {
                        Runtime.getRuntime().addShutdownHook(new Thread(() -> {
                            pause();
                            for (int i = 0; i < 10; i++) work(i);
                        }));
                    }
                    static void touch() { }
                }
                public static void main(String[] args) throws Exception {
                    Early.touch();
                    String mode = args.length > 0 ? args[0] : "";
                    Runtime.getRuntime().addShutdownHook(new Thread(() -> {
                        pause();
                        for (int i = 0; i < 5; i++) work(i);
                        if (mode.equals("halt-in-hook")) Runtime.getRuntime().halt(5);
                    }));
                    if (mode.equals("halt")) {
                        work(99);
                        Runtime.getRuntime().halt(7);
                    }
                    if (mode.equals("mkdir")) Files.createDirectories(Path.of(args[1]));
                    System.out.println("main ends");
                }
            }
            """;

    @TempDir
    static Path dir;

    @BeforeAll
    static void compile() {
        JavaSources.compile(dir, List.of(), Map.of("Hooks.java", HOOKS));
    }

    private static GuestProcess.Result rvm(List<String> options, String... guestArgs) {
        List<String> args = new ArrayList<>(List.of("run"));
        args.addAll(options);
        args.addAll(List.of("-cp", dir.toString(), "Hooks"));
        args.addAll(List.of(guestArgs));
        return GuestProcess.rvm(args, dir, Duration.ofSeconds(60), GuestProcess.HostJit.C1_ONLY);
    }

    /** The weight of the edges into {@code Hooks.work(I)I}, by caller method. */
    private static Map<String, Double> workCalls(Path dcg) throws IOException {
        Map<String, Double> byCaller = new java.util.TreeMap<>();
        for (Edge e : DcgReader.read(dcg).edges()) {
            if (e.callee().equals("Hooks.work(I)I")) {
                byCaller.merge(e.caller().substring(0, e.caller().indexOf('(')), e.weight(), Double::sum);
            }
        }
        return byCaller;
    }

    private static long count(String text, String part) {
        return text.lines().filter(l -> l.contains(part)).count();
    }

    @ParameterizedTest(name = "{0}")
    @ValueSource(strings = {"--tier=interp", "--tier=baseline", "--tier=adaptive", "--compile-threshold=1"})
    void theExactProfileCountsTheCallsOfTheGuestsShutdownHooks(String tier) throws IOException {
        Path out = dir.resolve("hooks" + tier.hashCode() + ".json");

        GuestProcess.Result r = rvm(List.of(tier, "--profile=exact", "--dcg-out=" + out));

        assertEquals(0, r.exitCode(), r.describe());
        assertEquals(Map.of("Hooks$Early.lambda$static$0", 10.0, "Hooks.lambda$main$0", 5.0), workCalls(out));
    }

    @ParameterizedTest(name = "{0}")
    @ValueSource(strings = {"--tier=interp", "--tier=baseline"})
    void haltWritesTheReports_andKeepsTheGuestsStatus(String tier) throws IOException {
        Path out = dir.resolve("halt" + tier.hashCode() + ".json");

        GuestProcess.Result r = rvm(List.of(tier, "--profile=exact", "--dcg-out=" + out, "--yieldpoint-stats"), "halt");

        assertEquals(7, r.exitCode(), r.describe());
        assertEquals(Map.of("Hooks.main", 1.0), workCalls(out)); // no hook ran, as on the host
        assertEquals(1, count(r.stderr(), "rvm: wrote DCG to " + out), r.stderr());
        assertEquals(1, count(r.stderr(), "rvm: prologue"), r.stderr());
        assertFalse(r.stdout().contains("main ends"), r.stdout());
    }

    @Test
    void haltInAHook_writesTheReportsOnce_withTheCallsMadeUntilThen() throws IOException {
        Path out = dir.resolve("halt-in-hook.json");

        GuestProcess.Result r = rvm(List.of("--profile=exact", "--dcg-out=" + out), "halt-in-hook");

        assertEquals(5, r.exitCode(), r.describe());
        assertEquals(1, count(r.stderr(), "rvm: wrote DCG to " + out), r.stderr());
        assertEquals(5.0, workCalls(out).get("Hooks.lambda$main$0"), r.describe());
    }

    @Test
    void aReportThatCannotBeWrittenAtTheEnd_isAnError_withThePathTheReasonAndExitCode3() throws IOException {
        Path counts = dir.resolve("late/counts.txt");
        Path dcg = dir.resolve("late.json");

        GuestProcess.Result r = rvm(List.of("--profile=exact", "--dcg-out=" + dcg, "--opcode-counts=" + counts),
                "mkdir", counts.toString());

        assertEquals(3, r.exitCode(), r.describe());
        assertEquals("main ends\n", r.stdout());
        assertTrue(r.stderr().contains("rvm: error: cannot write opcode counts to " + counts + ": " + counts
                + ": Is a directory\n"), r.stderr());
        assertEquals(Map.of("Hooks$Early.lambda$static$0", 10.0, "Hooks.lambda$main$0", 5.0), workCalls(dcg));
        assertTrue(Files.isDirectory(counts));
    }
}
