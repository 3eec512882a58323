package rvm.bench;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import rvm.bench.GridRunsCsv.GridRun;

/** What a Figure 5 session still has to run, given what an earlier session recorded. */
class Fig5SessionTest {

    @TempDir
    Path dir;

    /** javac: static, timer and none, one warm-up round and two measured ones: 1 + 3 + 3 x 3 = 13 runs. */
    private static final Fig5Plan PLAN = new Fig5Plan(Workloads.select(List.of("javac")),
            List.of("static", "timer", "none"), 1, 2, 4, 4, "small", List.of(), Fig5Plan.Setting.JIT_ONLY);

    private int remaining(List<GridRun> earlier) throws IOException {
        try (GridRunsCsv csv = new GridRunsCsv(dir.resolve("fig5-runs.csv"))) {
            ResumableRuns runs = new ResumableRuns(new Installation(dir, "java"),
                    new ProcessRunner(dir, Duration.ofSeconds(1)), earlier, csv);
            return new Fig5Session(PLAN, runs, dir).remaining();
        }
    }

    private static GridRun ok(String config, Phase phase, int round) {
        return new GridRun(new RunRecord("javac", config, phase, round, 1, 1, List.of(100.0), 0, "7", null, 0.1),
                Double.NaN);
    }

    @Test
    void remaining_isEveryRun_forANewSession() throws IOException {
        assertEquals(PLAN.processCount(), remaining(List.of()));
        assertEquals(13, PLAN.processCount());
    }

    @Test
    void remaining_skipsWhatWasRecorded_andTheConfigurationsOfAFailedProfile() throws IOException {
        Files.createDirectories(dir.resolve("profiles"));
        Files.writeString(Fig5Session.profileFile(dir, "javac", "exact"), "{}");
        List<GridRun> earlier = List.of(ok("reference", Phase.REFERENCE, 0), ok("profile-exact", Phase.WARMUP, 0),
                new GridRun(ok("profile-timer", Phase.WARMUP, 0).run().failed("exit code 1: boom"), Double.NaN),
                ok("profile-cbs", Phase.WARMUP, 0), // its DCG is gone: it runs again
                ok("static", Phase.WARMUP, 0));

        int left = remaining(earlier);

        assertEquals(1 + 2 + 3, left); // profile-cbs, static's two measured rounds, none's three rounds
    }

    @Test
    void files_areNamedByWorkloadAndProfileOrConfiguration() {
        assertEquals(dir.resolve("profiles/jess-cbs.json"), Fig5Session.profileFile(dir, "jess", "cbs"));
        assertEquals(dir.resolve("inline/jess-static.json"), Fig5Session.inlineReport(dir, "jess", "static"));
        assertEquals(dir.resolve("inline/jess-static-vs-exact.txt"), Fig5Session.inlineDiff(dir, "jess", "exact"));
    }
}
