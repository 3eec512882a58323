package rvm.bench;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.awt.image.BufferedImage;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

import javax.imageio.ImageIO;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import org.apache.commons.csv.CSVFormat;
import org.apache.commons.csv.CSVRecord;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import rvm.bench.GridRunsCsv.GridRun;

/** {@code ./rvm inline-fig5}: its figures and files on made-up runs, its command line, and one real tiny session. */
class Fig5CommandTest {

    @TempDir
    Path dir;

    private final ByteArrayOutputStream out = new ByteArrayOutputStream();
    private final ByteArrayOutputStream err = new ByteArrayOutputStream();

    private int fig5(String... args) {
        return Fig5Command.commandLine(new PrintStream(out, true, StandardCharsets.UTF_8),
                new PrintStream(err, true, StandardCharsets.UTF_8)).execute(args);
    }

    private String errors() {
        return err.toString(StandardCharsets.UTF_8);
    }

    /** javac and db, static, timer and none, one warm-up round and three measured ones. */
    private static Fig5Plan plan() {
        return new Fig5Plan(Workloads.select(List.of("javac", "db")), List.of("static", "timer", "none"), 1, 3, 20, 20,
                "small", List.of(), Fig5Plan.Setting.JIT_ONLY);
    }

    private static GridRun run(String workload, String config, Phase phase, int round, double steadyMillis,
                               double accuracy) {
        return new GridRun(new RunRecord(workload, config, phase, round, 2.5, 2.5, List.of(500.0, steadyMillis), 0, "7",
                null, 0.1), accuracy);
    }

    private static GridRun measured(String workload, String config, int round, double steadyMillis) {
        return run(workload, config, Phase.MEASURED, round, steadyMillis, Double.NaN);
    }

    /**
     * javac: static 100, 110, 120 ms; timer 80, 100, 100 (speed-ups 1.25, 1.1, 1.2: median 1.2, where the
     * medians' ratio would be 1.1); none 125, 110, 150 (0.8, 1.0, 0.8). db: static 100 x 3, timer 125 x 3
     * (0.8), and its none runs failed. A warm-up round that would spoil every figure if it counted.
     */
    private static List<GridRun> madeUpRuns() {
        List<GridRun> runs = new ArrayList<>();
        for (String w : List.of("javac", "db")) {
            runs.add(new GridRun(new RunRecord(w, "reference", Phase.REFERENCE, 0, 1, 1, List.of(), 0, "7", null, 0.1),
                    Double.NaN));
            runs.add(run(w, "profile-exact", Phase.WARMUP, 0, 900, Double.NaN));
            runs.add(run(w, "profile-timer", Phase.WARMUP, 0, 300, w.equals("javac") ? 40 : 60));
            runs.add(run(w, "profile-cbs", Phase.WARMUP, 0, 300, 90));
            for (String c : List.of("static", "timer", "none")) {
                runs.add(run(w, c, Phase.WARMUP, 0, 10_000, Double.NaN));
            }
        }
        double[][] javac = {{100, 80, 125}, {110, 100, 110}, {120, 100, 150}};
        for (int r = 0; r < 3; r++) {
            runs.add(measured("javac", "static", r + 1, javac[r][0]));
            runs.add(measured("javac", "timer", r + 1, javac[r][1]));
            runs.add(measured("javac", "none", r + 1, javac[r][2]));
            runs.add(measured("db", "static", r + 1, 100));
            runs.add(measured("db", "timer", r + 1, 125));
            runs.add(new GridRun(new RunRecord("db", "none", Phase.MEASURED, r + 1, 2, 2, List.of(), 1, null,
                    "exit code 1: boom", 0.1), Double.NaN));
        }
        return runs;
    }

    private static Map<String, Map<String, InlineDiffCount>> madeUpDiffs() {
        return Map.of("javac", Map.of("timer", new InlineDiffCount(300, 12, 4, 5)));
    }

    private static Fig5Summary summary() {
        return new Fig5Summary(plan(), Metric.STEADY, madeUpRuns(), madeUpDiffs());
    }

    @Test
    void speedups_arePairedPerMeasuredRound_andTheirGeomeanIsOverWorkloads() {
        Summary times = summary().times();

        assertEquals(1.2, times.ratio("javac", "timer"), 1e-9);
        assertEquals(0.8, times.ratio("javac", "none"), 1e-9);
        assertEquals(0.8, times.ratio("db", "timer"), 1e-9);
        assertTrue(Double.isNaN(times.ratio("db", "none")));
        assertEquals(Math.sqrt(1.2 * 0.8), times.geometricMean("timer"), 1e-9);
        assertEquals(0.8, times.geometricMean("none"), 1e-9); // db's failed cell is left out
        assertEquals(0.110, times.cell("javac", "static").median(), 1e-9);
    }

    @Test
    void profiles_haveTheirRunsAccuracy_andTheInlineDiffsCount() {
        Fig5Summary s = summary();

        assertEquals(40.0, s.accuracyPercent("javac", "timer"), 1e-9);
        assertEquals(50.0, s.meanAccuracyPercent("timer"), 1e-9);
        assertEquals(90.0, s.meanAccuracyPercent("cbs"), 1e-9);
        assertTrue(Double.isNaN(s.accuracyPercent("javac", "exact")));
        assertEquals(12, s.diff("javac", "timer").different());
        assertNull(s.diff("db", "timer"));
        assertNull(s.profileFailure("javac", "cbs"));
    }

    @Test
    void table_hasTimesAndSpeedups_thenAccuracyAndSitesDecidedDifferently() {
        List<String> lines = Fig5Report.lines(summary());

        assertEquals("| workload | static steady s median (min-max) | timer steady s median (min-max) "
                + "| none steady s median (min-max) | timer speed-up | none speed-up |", lines.get(0));
        assertEquals("| javac | 0.1100 (0.1000-0.1200) | 0.1000 (0.0800-0.1000) | 0.1250 (0.1100-0.1500) | 1.200 "
                + "| 0.8000 |", lines.get(2));
        assertEquals("| db | 0.1000 (0.1000-0.1000) | 0.1250 (0.1250-0.1250) | FAILED | 0.8000 | - |", lines.get(3));
        assertEquals("| **geomean** |  |  |  | **0.9798** | **0.8000** |", lines.get(4));
        assertEquals("- db under none: exit code 1: boom", lines.get(5));
        assertTrue(lines.contains("| workload | timer accuracy % | timer speed-up | timer sites != static "
                + "| cbs accuracy % |"), lines.toString());
        assertTrue(lines.contains("| javac | 40.0 | 1.200 | 12 of 312 | 90.0 |"), lines.toString());
        assertTrue(lines.contains("| db | 60.0 | 0.8000 | - | 90.0 |"), lines.toString());
        assertTrue(lines.contains("| **mean** | **50.0** | **0.9798** |  | **90.0** |"), lines.toString());
    }

    @Test
    void table_namesAFailedProfile() {
        List<GridRun> runs = new ArrayList<>(madeUpRuns());
        runs.removeIf(g -> g.run().workload().equals("db") && g.run().config().equals("profile-cbs"));
        runs.add(new GridRun(new RunRecord("db", "profile-cbs", Phase.WARMUP, 0, 2, 2, List.of(), 1, null,
                "exit code 1: no DCG for you", 0.1), Double.NaN));

        List<String> lines = Fig5Report.lines(new Fig5Summary(plan(), Metric.STEADY, runs, madeUpDiffs()));

        assertTrue(lines.contains("- db: the cbs profile run failed: exit code 1: no DCG for you"), lines.toString());
        assertTrue(lines.contains("| db | 60.0 | 0.8000 | - | - |"), lines.toString());
    }

    @Test
    void table_saysSo_whenTheInlineReportsDecidedNoCallSite() {
        Map<String, Map<String, InlineDiffCount>> diffs = Map.of("db", Map.of("timer", new InlineDiffCount(0, 0, 0, 0)));

        List<String> lines = Fig5Report.lines(new Fig5Summary(plan(), Metric.STEADY, madeUpRuns(), diffs));

        assertTrue(lines.contains("| db | 60.0 | 0.8000 | 0 of 0 | 90.0 |"), lines.toString());
        assertTrue(lines.contains("- db: the inline reports of static and timer decided no call site: nothing was "
                + "compiled at level 2, so no configuration of rvm's inliner inlined (see ./rvm run --tier=opt "
                + "--inliner=rvm --print-compilation)"), lines.toString());
    }

    @Test
    void files_summaryProfilesJsonAndChart() throws IOException {
        Fig5Summary s = summary();

        Fig5Report.write(s, madeUpRuns(), Map.of("metric", "steady"), Map.of("cores", 2), dir, true);

        List<CSVRecord> summary = csv(dir.resolve("summary.csv"));
        assertTrue(summary.get(0).isMapped("speedup_over_static"), summary.get(0).toString());
        CSVRecord javacTimer = summary.stream().filter(r -> r.get("workload").equals("javac")
                && r.get("config").equals("timer")).findFirst().orElseThrow();
        assertEquals("1.200", javacTimer.get("speedup_over_static"));
        assertEquals("0.9798", summary.stream().filter(r -> r.get("workload").equals("geomean")
                && r.get("config").equals("timer")).findFirst().orElseThrow().get("speedup_over_static"));
        List<CSVRecord> profiles = csv(dir.resolve("profiles.csv"));
        assertEquals(2 * 3, profiles.size());
        CSVRecord javacTimerProfile = profiles.get(1);
        assertEquals(List.of("javac", "timer", "40.000", "300", "12", "4", "5", ""), javacTimerProfile.toList());
        JsonNode json = new ObjectMapper().readTree(dir.resolve("results.json").toFile());
        assertEquals("rvm-inline-fig5-results/1", json.get("format").asText());
        assertEquals(0.9798, json.get("geomean").get("timer").asDouble(), 1e-4);
        assertEquals(12, json.get("profiles").get(1).get("sitesDifferent").asInt());
        assertEquals(5, json.get("profiles").get(1).get("sitesOnlyProfile").asInt());
        assertTrue(json.get("profiles").get(0).get("sitesSame").isNull());
        assertEquals(50.0, json.get("meanAccuracyPct").get("timer").asDouble(), 1e-9);
        BufferedImage chart = ImageIO.read(dir.resolve("figure5.png").toFile());
        assertEquals(800, chart.getWidth());
    }

    private static List<CSVRecord> csv(Path file) throws IOException {
        return CSVFormat.DEFAULT.builder().setHeader().setSkipHeaderRecord(true).get()
                .parse(Files.newBufferedReader(file)).getRecords();
    }

    @Test
    void plan_defaultsToTheSpecWorkloadsAndEveryConfigurationButTheHost() {
        Fig5Plan plan = planOf();

        assertEquals(List.of("compress", "jess", "db", "javac", "mpegaudio", "mtrt", "jack"),
                plan.workloads().stream().map(WorkloadSpec::name).toList());
        assertEquals(List.of("static", "timer", "cbs", "exact", "none", "host-inlining"), plan.configs());
        assertEquals(20, plan.iterations());
        assertEquals(20, plan.profileIterations());
        assertEquals(3, plan.runs());
        assertEquals(1, plan.warmup());
        assertEquals(7 * (1 + 3 + 4 * 6), plan.processCount());
    }

    @Test
    void plan_putsTheConfigurationsInTheFiguresOrder_andTheProfileRunsGetTheirOptions() {
        Fig5Plan plan = planOf("--configs", "host,exact,static", "--profile-iterations", "4", "--profile-options",
                "--cbs-stride=7  --timer-ms=5", "jess");

        assertEquals(List.of("static", "exact", "host"), plan.configs());
        assertEquals(4, plan.profileIterations());
        assertEquals(List.of("--cbs-stride=7", "--timer-ms=5", "--profile=cbs"), plan.profileRun("cbs").options());
        assertEquals("profile-cbs", plan.profileRun("cbs").label());
    }

    private Fig5Plan planOf(String... args) {
        picocli.CommandLine cl = Fig5Command.commandLine(new PrintStream(out, true, StandardCharsets.UTF_8),
                new PrintStream(err, true, StandardCharsets.UTF_8));
        cl.parseArgs(args);
        return ((Fig5Command) cl.getCommand()).plan();
    }

    @Test
    void configs_areJitOnly_andTheProfilesReplayTheirDcg() {
        Fig5Plan plan = plan();
        Path dcg = dir.resolve("profiles/jess-cbs.json");

        assertEquals(List.of("--tier=opt", "--inliner=rvm"), plan.config("static", dcg).options());
        assertEquals(List.of("--tier=opt", "--inliner=rvm", "--inline-dcg=" + dcg.toAbsolutePath()),
                plan.config("cbs", dcg).options());
        assertEquals(List.of("--tier=opt", "--inliner=none"), plan.config("none", dcg).options());
        assertEquals(List.of("--tier=opt", "--inliner=host"), plan.config("host-inlining", dcg).options());
        assertEquals(Config.HOST, plan.config("host", dcg));
        assertTrue(plan.readsRecordedProfile("cbs"));
        assertFalse(plan.resumable().containsKey("setting"), "the setting of every session recorded before it");
    }

    @Test
    void configs_underTheController_replayTheirDcg_orRunTheProfilerLive() {
        Path dcg = dir.resolve("profiles/jess-cbs.json");
        Fig5Plan adaptive = planOf("--setting", "adaptive", "jess");
        Fig5Plan live = planOf("--setting", "live", "jess");

        assertEquals(List.of("--tier=adaptive", "--inliner=rvm"), adaptive.config("static", dcg).options());
        assertEquals(List.of("--tier=adaptive", "--inliner=rvm", "--inline-dcg=" + dcg.toAbsolutePath()),
                adaptive.config("cbs", dcg).options());
        assertEquals(List.of("--tier=adaptive", "--inliner=host"), adaptive.config("host-inlining", dcg).options());
        assertTrue(adaptive.readsRecordedProfile("exact"));

        assertEquals(List.of("--tier=adaptive", "--inliner=rvm"), live.config("static", dcg).options());
        assertEquals(List.of("--tier=adaptive", "--inliner=rvm", "--profile=cbs"), live.config("cbs", dcg).options());
        assertEquals(List.of("--tier=adaptive", "--inliner=rvm", "--profile=exact"),
                live.config("exact", dcg).options());
        assertEquals(List.of("--tier=adaptive", "--inliner=none"), live.config("none", dcg).options());
        assertFalse(live.readsRecordedProfile("timer"), "a live profile does not wait for its recorded run");
        assertEquals("live", live.resumable().get("setting"));
    }

    @Test
    void badCommandLines_exitWith2AndSayWhy() {
        String o = dir.toString();
        assertEquals(2, fig5("--out", o, "nosuchworkload"));
        assertEquals(2, fig5("--out", o, "--configs", "timer,cbs", "jess"));
        assertEquals(2, fig5("--out", o, "--configs", "static,jit", "jess"));
        assertEquals(2, fig5("--out", o, "--configs", "static,cbs,cbs", "jess"));
        assertEquals(2, fig5("--out", o, "--warmup", "-1", "jess"));
        assertEquals(2, fig5("--out", o, "--profile-iterations", "0", "jess"));
        assertEquals(2, fig5("--out", o, "--profile-options", "--profile=exact", "jess"));
        assertEquals(2, fig5("--out", o, "--metric", "user", "jess"));
        assertEquals(2, fig5("--out", o, "--runs", "0", "jess"));
        assertEquals(2, fig5("--out", o, "--iterations", "many", "jess"));
        assertEquals(2, fig5("--out", o, "--resume", "jess"));
        assertEquals(2, fig5("--out", o, "--setting", "jit", "jess"));

        String messages = errors();
        assertTrue(messages.contains("rvm: inline-fig5: error: unknown workload 'nosuchworkload' (see ./rvm bench --list)\n"
                + "rvm: see './rvm inline-fig5 --help'\n"), messages);
        assertTrue(messages.contains("rvm: inline-fig5: error: --configs must name static: the speed-ups are over it\n"),
                messages);
        assertTrue(messages.contains("rvm: inline-fig5: error: --configs: unknown configuration 'jit' (configurations: "
                + "static, timer, cbs, exact, none, host-inlining, host)\n"), messages);
        assertTrue(messages.contains("rvm: inline-fig5: error: --configs names a configuration twice: static,cbs,cbs\n"),
                messages);
        assertTrue(messages.contains("rvm: inline-fig5: error: --warmup must not be negative, not -1\n"), messages);
        assertTrue(messages.contains("rvm: inline-fig5: error: --profile-iterations must be at least 1, not 0\n"), messages);
        assertTrue(messages.contains("rvm: inline-fig5: error: --profile-options must not set --profile=exact: the "
                + "profile runs set the profiler and where its DCG goes\n"), messages);
        assertTrue(messages.contains("rvm: inline-fig5: error: --metric must be wall, cpu, steady or startup, not 'user'\n"),
                messages);
        assertTrue(messages.contains("rvm: inline-fig5: error: --runs must be at least 1, not 0\n"), messages);
        assertTrue(messages.contains("rvm: inline-fig5: error: Invalid value for option '--iterations': 'many' is not "
                + "an int\n"), messages);
        assertTrue(messages.contains("rvm: inline-fig5: error: --setting must be jit-only, adaptive or live, not "
                + "'jit'\n"), messages);
        assertTrue(messages.contains("rvm: inline-fig5: error: --resume: " + dir + " holds no fig5 session to "
                + "continue\n"), messages);
    }

    @Test
    void resume_refusesOtherSettings_namingThem() throws IOException {
        String[] args = {"--out", dir.toString(), "--iterations", "6", "--runs", "1", "javac"};
        Files.writeString(dir.resolve("fig5-runs.csv"), String.join(",", GridRunsCsv.HEADER)
                + "\njavac,reference,reference,0,1,1,,,0,7,true,,0.1,\n");
        Files.writeString(dir.resolve("fig5-settings.json"), "{\"format\": \"rvm-inline-fig5/1\", \"fig5\": "
                + new ObjectMapper().writeValueAsString(planOf("--iterations", "20", "--runs", "1", "javac").resumable())
                + "}");

        int fresh = fig5(args);
        int resumed = fig5(concat("--resume", args));

        assertEquals(2, fresh);
        assertEquals(2, resumed);
        assertTrue(errors().contains("rvm: inline-fig5: error: " + dir + " already holds a fig5 session's runs: add "
                + "--resume to continue it, or choose another --out\n"), errors());
        assertTrue(errors().contains("rvm: inline-fig5: error: --resume: the fig5 session in " + dir + " ran with "
                + "iterations=20, not iterations=6; profileIterations=20, not profileIterations=6\n"), errors());
    }

    private static String[] concat(String first, String... rest) {
        List<String> all = new ArrayList<>(List.of(first));
        all.addAll(List.of(rest));
        return all.toArray(String[]::new);
    }

    /**
     * A real session on the smallest adversary, three configurations, one round of two iterations; then
     * resumed with nothing left to run.
     */
    @Test
    void realSession_recordsProfilesTimesAndInlineDiffs_thenResumesWithNothingToRun() throws IOException {
        String[] args = {"--configs", "static,cbs,none", "--iterations", "2", "--runs", "1", "--warmup", "0",
            "--progress", "lines", "--out", dir.toString(), "nativerun"};

        int exit = fig5(args);

        String log = errors();
        assertEquals(0, exit, log);
        assertTrue(log.contains("7 of 7 runs to go"), log);
        List<GridRun> runs = GridRunsCsv.read(dir.resolve("fig5-runs.csv"));
        assertEquals(List.of("reference", "profile-exact", "profile-timer", "profile-cbs", "static", "cbs", "none"),
                runs.stream().map(g -> g.run().config()).toList());
        assertTrue(runs.stream().allMatch(g -> g.run().ok()), runs.toString());
        double cbsAccuracy = runs.get(3).accuracy();
        assertTrue(cbsAccuracy >= 0 && cbsAccuracy <= 100, runs.get(3).toString());
        for (String p : List.of("exact", "timer", "cbs")) {
            assertTrue(Files.isRegularFile(Fig5Session.profileFile(dir, "nativerun", p)), p);
        }
        assertTrue(Files.isRegularFile(Fig5Session.inlineReport(dir, "nativerun", "static")));
        assertTrue(Files.isRegularFile(Fig5Session.inlineReport(dir, "nativerun", "cbs")));
        InlineDiffCount diff = InlineDiffCount.read(Fig5Session.inlineDiff(dir, "nativerun", "cbs")).orElseThrow();
        assertTrue(diff.both() > 0, diff.toString());
        assertTrue(Files.isRegularFile(dir.resolve("figure5.png")));
        String table = out.toString(StandardCharsets.UTF_8);
        assertTrue(table.startsWith("| workload | static steady s median (min-max) | cbs steady s median (min-max) "
                + "| none steady s median (min-max) | cbs speed-up | none speed-up |\n| --- |"), table);

        out.reset();
        err.reset();
        assertEquals(0, fig5(concat("--resume", args)), errors());
        assertTrue(errors().contains("0 of 7 runs to go"), errors());
        assertEquals(runs, GridRunsCsv.read(dir.resolve("fig5-runs.csv")));
        assertEquals(table, out.toString(StandardCharsets.UTF_8));
    }
}
