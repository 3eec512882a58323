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
import java.util.regex.Pattern;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import rvm.core.testing.JavaSources;
import rvm.launcher.testing.GuestProcess;

/**
 * The recompilation controller under {@code --tier=adaptive --inliner=rvm}: a method whose call
 * sites hold {@code --level2-hot-share} of the profile's weight is recompiled at level 2 when the
 * analytic model says it pays, whatever its call counts, and {@code --print-compilation} says why;
 * a method that would not repay its compilation stays at level 1.
 */
class ControllerRunTest {

    /** {@code loop} is called 40 times, too few for any call count, and spends its time calling {@code sq}. */
    private static final String BUSY = """
            public class Busy {
                static int sq(int x) { return x * x; }
                static int loop(int n) { int s = 0; for (int i = 0; i < n; i++) { s += sq(i); } return s; }
                public static void main(String[] args) throws Exception {
                    long t = 0;
                    for (int k = 0; k < 40; k++) { t += loop(1000); Thread.sleep(25); }
                    System.out.println(t);
                }
            }
            """;

    /**
     * {@code loop} is called 12 times, each call a few tens of milliseconds of calls of {@code sq} at
     * level 1: the timer's samples land on that edge.
     */
    private static final String HOT = """
            public class Hot {
                static int sq(int x) { return x * x; }
                static int loop(int n) { int s = 0; for (int i = 0; i < n; i++) { s += sq(i); } return s; }
                public static void main(String[] args) {
                    long end = System.nanoTime() + 1_500_000_000L; // long enough for the controller, however fast loop runs
                    int t;
                    do { t = loop(5_000_000); } while (System.nanoTime() < end);
                    System.out.println(t);
                }
            }
            """;

    /**
     * {@code loop} calls {@code fwd}, smaller than what the oracle always inlines, and {@code len},
     * whose only call is the JDK's, which no level of rvm's inlines.
     */
    private static final String FWD = """
            public class Fwd {
                static int sq(int x) { return x * x; }
                static int fwd(int x) { return sq(x); }
                static int len(int x) { return Integer.toString(x).length(); }
                static int loop(int n) { int s = 0; for (int i = 0; i < n; i++) { s += fwd(i) + len(i); } return s; }
                public static void main(String[] args) throws Exception {
                    long t = 0;
                    for (int k = 0; k < 40; k++) { t += loop(1000); Thread.sleep(25); }
                    System.out.println(t);
                }
            }
            """;

    @TempDir
    static Path dir;

    @BeforeAll
    static void compile() {
        JavaSources.compile(dir, List.of(), Map.of("Busy.java", BUSY, "Hot.java", HOT, "Fwd.java", FWD));
    }

    private static Pattern level2(String method) {
        return Pattern.compile("(?m)^rvm: +\\d+ +\\d+ [ %][ s][ !][ b] 2  " + Pattern.quote(method) + " ");
    }

    /**
     * Runs Busy with a recorded DCG in which {@code loop}'s call of {@code sq} holds 99.9% of the
     * weight and {@code main}'s call of {@code loop} 0.1%.
     */
    private static GuestProcess.Result run(String... options) throws IOException {
        GuestProcess.Result r = runWithDcg("Busy", """
                {"format": "rvm-dcg/1", "profile": "exact", "options": {}, "totalWeight": 1000, "samples": 1000,
                 "edges": [
                  {"caller": "Busy.loop(I)I", "bci": 11, "callee": "Busy.sq(I)I", "weight": 999},
                  {"caller": "Busy.main([Ljava/lang/String;)V", "bci": 11, "callee": "Busy.loop(I)I", "weight": 1}
                 ]}
                """, options);
        assertEquals(0, r.exitCode(), r.describe());
        assertEquals("13313340000\n", r.stdout());
        return r;
    }

    /**
     * Runs {@code mainClass} under the controller, every method compiled at its first call, with
     * {@code dcgJson} as the profile level 2 reads ({@code --inline-dcg}) and {@code options}.
     */
    private static GuestProcess.Result runWithDcg(String mainClass, String dcgJson, String... options)
            throws IOException {
        Path dcg = dir.resolve(mainClass + ".json");
        Files.writeString(dcg, dcgJson);
        List<String> args = new ArrayList<>(List.of("run", "--tier=adaptive", "--compile-threshold=1",
                "--batch-compilation", "--inliner=rvm", "--inline-dcg=" + dcg, "--print-compilation"));
        args.addAll(List.of(options));
        args.addAll(List.of("-cp", dir.toString(), mainClass));
        return GuestProcess.rvm(args, dir, Duration.ofSeconds(60));
    }

    @Test
    void theCallerOfAHotEdge_isRecompiledAtLevel2_sayingWhy_andACallerBelowTheShareIsNot() throws IOException {
        GuestProcess.Result r = run("--level2-hot-share=0.005", "--level2-min-samples=1");

        assertTrue(Pattern.compile(level2("Busy.loop(I)I").pattern()
                + ".*1 call site inlined\\)   <- hot edges \\(call weight 99\\.90%\\): expected [0-9.]+ ms more, "
                + "[0-9.]+ ms after 2\\.01x, cost [0-9.]+ ms$").matcher(r.stderr()).find(), r.stderr());
        assertFalse(level2("Busy.main([Ljava/lang/String;)V").matcher(r.stderr()).find(), r.stderr());
    }

    @Test
    void aRecompilationThatCannotPay_isNotMade() throws IOException {
        GuestProcess.Result r = run("--level2-hot-share=0.005", "--level2-min-samples=1", "--level2-compile-rate=0.0001");

        assertFalse(level2("Busy.loop(I)I").matcher(r.stderr()).find(), r.stderr());
    }

    @Test
    void shareZero_turnsTheControllerOff() throws IOException {
        GuestProcess.Result r = run("--level2-hot-share=0", "--level2-min-samples=1");

        assertFalse(level2("Busy.loop(I)I").matcher(r.stderr()).find(), r.stderr());
    }

    /**
     * A replayed profile is whole from the start: the controller does not wait for more samples
     * than it holds, which it would never get.
     */
    @Test
    void aReplayedProfileWithFewerSamplesThanTheMinimum_isLookedAtAnyway() throws IOException {
        GuestProcess.Result r = run("--level2-hot-share=0.005", "--level2-min-samples=1001");

        assertTrue(level2("Busy.loop(I)I").matcher(r.stderr()).find(), r.stderr());
    }

    /**
     * Every method of Fwd has hot edges that repay a compilation, but level 2 would gain only for
     * {@code loop}: {@code fwd} is inlined into its callers anyway, and {@code len} has nothing the
     * oracle inlines.
     */
    @Test
    void aMethodLevel2WouldNotMakeFaster_isNotRecompiled_howeverHotItsEdges() throws IOException {
        GuestProcess.Result r = runWithDcg("Fwd", """
                {"format": "rvm-dcg/1", "profile": "exact", "options": {}, "totalWeight": 1000, "samples": 1000,
                 "edges": [
                  {"caller": "Fwd.fwd(I)I", "bci": 1, "callee": "Fwd.sq(I)I", "weight": 400},
                  {"caller": "Fwd.len(I)I", "bci": 1, "callee": "java/lang/Integer.toString(I)Ljava/lang/String;", "weight": 400},
                  {"caller": "Fwd.loop(I)I", "bci": 11, "callee": "Fwd.fwd(I)I", "weight": 100},
                  {"caller": "Fwd.loop(I)I", "bci": 15, "callee": "Fwd.len(I)I", "weight": 100}
                 ]}
                """, "--level2-hot-share=0.005", "--level2-min-samples=1");

        assertEquals(0, r.exitCode(), r.describe());
        assertEquals("13313455600\n", r.stdout());
        assertTrue(Pattern.compile(level2("Fwd.loop(I)I").pattern() + ".*call sites inlined\\)   <- hot edges")
                .matcher(r.stderr()).find(), r.stderr());
        assertFalse(level2("Fwd.fwd(I)I").matcher(r.stderr()).find(), r.stderr());
        assertFalse(level2("Fwd.len(I)I").matcher(r.stderr()).find(), r.stderr());
    }

    /**
     * Without a profiler and a DCG file, the tier's own timer sampler finds the hot caller, and the
     * inliner decides without a profile (the report says {@code none}).
     */
    @Test
    void withoutAProfile_theTiersOwnSamplerFindsTheHotCaller() throws IOException {
        Path report = dir.resolve("hot-inline.json");
        GuestProcess.Result r = GuestProcess.rvm(List.of("run", "--tier=adaptive", "--inliner=rvm",
                "--level2-min-samples=50", "--print-compilation", "--inline-report=" + report, "-cp", dir.toString(),
                "Hot"), dir, Duration.ofSeconds(120));

        assertEquals(0, r.exitCode(), r.describe());
        assertEquals("-2025580064\n", r.stdout());
        assertTrue(Pattern.compile(level2("Hot.loop(I)I").pattern() + ".*1 call site inlined").matcher(r.stderr())
                .find(), r.stderr());
        assertTrue(Files.readString(report).contains("\"profile\": \"none\""), Files.readString(report));
    }
}
