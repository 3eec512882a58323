package rvm.launcher;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import rvm.core.testing.JavaSources;
import rvm.launcher.testing.GuestProcess;
import rvm.profiling.dcg.DcgReader;
import rvm.profiling.dcg.Edge;

/**
 * The call edges of inlined code in the DCG: with {@code --inlined-yieldpoints=keep} a sampling
 * profiler still sees a call that level 2 inlined, and drops it with {@code drop}; the exact
 * profiler counts every inlined call either way, as many as when nothing is inlined.
 */
class InlinedYieldpointsTest {

    /** {@code loop} calls {@code sq} 200,000 times in all; level 2 inlines it (6 units, always). */
    private static final String HOT = """
            public class Hot {
                static int sq(int x) { return x * x; }
                static int loop(int n) { int s = 0; for (int i = 0; i < n; i++) { s += sq(i); } return s; }
                public static void main(String[] args) {
                    long t = 0;
                    for (int k = 0; k < 200; k++) { t += loop(1000); }
                    System.out.println(t);
                }
            }
            """;

    private static final String EXPECTED = "66566700000\n";

    @TempDir
    static Path dir;

    @BeforeAll
    static void compile() {
        JavaSources.compile(dir, List.of(), Map.of("Hot.java", HOT));
    }

    /** The weight of the edge from {@code loop} to {@code sq} in the DCG a run with {@code options} wrote. */
    private static double sqEdge(String name, String... options) throws IOException {
        Path dcg = dir.resolve(name + ".json");
        List<String> args = new ArrayList<>(List.of("run", "--dcg-out=" + dcg));
        args.addAll(List.of(options));
        args.addAll(List.of("-cp", dir.toString(), "Hot"));
        GuestProcess.Result r = GuestProcess.rvm(args, dir, Duration.ofSeconds(60));
        assertEquals(0, r.exitCode(), r.describe());
        assertEquals(EXPECTED, r.stdout());
        double w = 0;
        for (Edge e : DcgReader.read(dcg).edges()) {
            if (e.caller().equals("Hot.loop(I)I") && e.callee().equals("Hot.sq(I)I")) {
                w += e.weight();
            }
        }
        return w;
    }

    @Test
    void theExactProfiler_countsEveryInlinedCall() throws IOException {
        assertEquals(200_000, sqEdge("exact-host", "--profile=exact", "--tier=baseline"));
        assertEquals(200_000, sqEdge("exact-rvm", "--profile=exact", "--tier=opt", "--inliner=rvm"));
    }

    @Test
    void cbs_seesAnInlinedCall_onlyWhenItKeepsItsYieldpoints() throws IOException {
        String[] cbs = {"--profile=cbs", "--timer=ticks:500", "--cbs-stride=1", "--tier=opt", "--inliner=rvm"};
        List<String> keep = new ArrayList<>(List.of(cbs));
        keep.add("--inlined-yieldpoints=keep");

        double kept = sqEdge("cbs-keep", keep.toArray(String[]::new));
        double dropped = sqEdge("cbs-drop", cbs);

        assertTrue(kept > 0, "kept: " + kept);
        assertEquals(0, dropped);
    }
}
