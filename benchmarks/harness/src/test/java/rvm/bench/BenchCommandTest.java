package rvm.bench;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.awt.image.BufferedImage;
import java.io.ByteArrayOutputStream;
import java.io.File;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;

import javax.imageio.ImageIO;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The {@code ./rvm bench} command line, end to end on a real workload run on the host. */
class BenchCommandTest {

    /** A workload of about half a second on the host. */
    private static final String QUICK = "fieldrun";

    @TempDir
    Path dir;

    private final ByteArrayOutputStream out = new ByteArrayOutputStream();
    private final ByteArrayOutputStream err = new ByteArrayOutputStream();

    private int bench(String... args) {
        return BenchCommand.commandLine(new PrintStream(out, true, StandardCharsets.UTF_8),
                new PrintStream(err, true, StandardCharsets.UTF_8)).execute(args);
    }

    @Test
    void list_printsOneNamePerLineAndNothingElse() {
        int exit = bench("--list");

        assertEquals(0, exit);
        assertEquals(String.join("\n", Workloads.all().stream().map(WorkloadSpec::name).toList()) + "\n",
                out.toString(StandardCharsets.UTF_8));
        assertEquals("", err.toString(StandardCharsets.UTF_8));
    }

    @Test
    void unknownWorkload_exitsWith2AndNamesIt() {
        int exit = bench("--out", dir.toString(), "compres");

        assertEquals(2, exit);
        assertEquals("rvm: bench: error: unknown workload 'compres' (see ./rvm bench --list)\n"
                + "rvm: see './rvm bench --help'\n", err.toString(StandardCharsets.UTF_8));
    }

    @Test
    void badNumbersAndNames_exitWith2() {
        assertEquals(2, bench("--runs", "0", QUICK));
        assertEquals(2, bench("--metric", "user", QUICK));
        assertEquals(2, bench("--input", "huge", QUICK));
        assertEquals(2, bench("-c", "x=jvm", QUICK));
        assertEquals(2, bench("-c", "a=host", "-c", "a=rvm", QUICK));
        assertEquals(2, bench("--baseline", "nope", QUICK));
        assertEquals(2, bench("--runs", "many", QUICK));
        assertEquals(2, bench("--calls", "-c", "a=rvm", QUICK));
        assertEquals(2, bench("--iterations-for", "nope=3", QUICK));
        assertEquals(2, bench("--iterations-for", "thirdparty=0", QUICK));
        assertEquals(2, bench("--iterations-for", "fib", QUICK));

        String messages = err.toString(StandardCharsets.UTF_8);
        assertTrue(messages.contains("rvm: bench: error: --runs must be at least 1, not 0\n"), messages);
        assertTrue(messages.contains("rvm: bench: error: --metric must be wall, cpu, steady or startup, not 'user'\n"), messages);
        assertTrue(messages.contains("rvm: bench: error: --baseline nope is not the label of a configuration\n"),
                messages);
        assertTrue(messages.contains("rvm: bench: error: Invalid value for option '--runs': 'many' is not an int\n"),
                messages);
        assertTrue(messages.contains("rvm: bench: error: --calls runs rvm with its own counting options: drop"
                + " --config and --baseline\n"), messages);
        assertTrue(messages.contains("rvm: bench: error: --iterations-for must be NAME=N with NAME a workload or one"
                + " of spec, thirdparty, adversary, micro, not 'nope=3'\n"), messages);
        assertTrue(messages.contains("rvm: bench: error: --iterations-for thirdparty: N must be a whole number of at"
                + " least 1, not '0'\n"), messages);
        assertTrue(messages.contains("not 'fib'\n"), messages);
    }

    @Test
    void session_writesRunsSummaryJsonAndChart_withRatiosToTheBaseline() throws IOException {
        int exit = bench("-c", "a=host", "-c", "b=host -Xshare:auto", "--runs", "2", "--warmup", "1",
                "--iterations", "2", "--chart", "--progress", "none", "--out", dir.toString(), QUICK);

        assertEquals(0, exit, err.toString(StandardCharsets.UTF_8));
        assertEquals(1 + 1 + 3 * 2, Files.readAllLines(dir.resolve("runs.csv")).size()); // header, reference, 3 rounds
        List<String> summary = Files.readAllLines(dir.resolve("summary.csv"));
        assertEquals(1 + 2 + 2, summary.size(), summary.toString()); // header, 2 cells, 2 geometric means
        JsonNode json = new ObjectMapper().readTree(dir.resolve("results.json").toFile());
        assertEquals("rvm-bench/1", json.get("format").asText());
        assertTrue(json.get("complete").asBoolean());
        JsonNode b = json.get("workloads").get(0).get("configs").get(1);
        assertEquals("b", b.get("config").asText());
        assertEquals(2, b.get("runs").asInt());
        assertTrue(b.get("ratio").asDouble() > 0.5 && b.get("ratio").asDouble() < 2, b.toString());
        assertTrue(b.get("steadyMedian").asDouble() > 0, b.toString());
        assertEquals(7, json.get("runs").size());
        try (java.util.stream.Stream<Path> files = Files.list(dir)) {
            assertEquals(List.of(), files.map(f -> f.getFileName().toString())
                    .filter(n -> n.startsWith("run") && !n.equals("runs.csv")).toList(), "a run's scratch files left");
        }
        BufferedImage chart = ImageIO.read(dir.resolve("chart.png").toFile());
        assertEquals(800, chart.getWidth());
        String table = out.toString(StandardCharsets.UTF_8);
        assertTrue(table.startsWith("| workload | a wall s median (min-max) | b wall s median (min-max) | b/a |\n"
                + "| --- | --- | --- | --- |\n| fieldrun | "), table);
        assertTrue(table.matches("(?s).*\nb/a: geometric mean [0-9.]+, 95% bootstrap interval \\[[0-9.]+, [0-9.]+] over 1 "
                + "workload \\(\\./rvm results paired .*runs\\.csv --base a --configs b --metric wall\\)\n\n"
                + "Paired ratios to `a` of runs.csv: the wall time .*\n\n\\| workload \\| b/a \\|\n\\| --- \\| --- \\|\n"
                + "\\| fieldrun \\| [0-9.]+ \\[[0-9.]+, [0-9.]+] \\([0-9.]+-[0-9.]+\\) \\|\n"
                + "\\| \\*\\*geomean\\*\\* \\| .*\n\\| rounds \\| .*\n\n"
                + "HotSpot while the steady iterations ran, .*\n\n\\| workload \\| a \\| b \\|\n\\| --- \\| --- \\| --- \\|\n"
                + "\\| fieldrun \\| [0-9.]+ / [0-9.]+ \\| [0-9.]+ / [0-9.]+ \\|\n"), table);
    }

    @Test
    void iterationsFor_givesAWorkloadOrItsGroupItsOwnIterations() throws IOException {
        int exit = bench("-c", "a=host", "--runs", "1", "--warmup", "0", "--iterations", "2",
                "--iterations-for", "adversary=4", "--iterations-for", QUICK + "=3", "--metric", "steady",
                "--progress", "none", "--out", dir.toString(), QUICK);

        assertEquals(0, exit, err.toString(StandardCharsets.UTF_8));
        List<String> runs = Files.readAllLines(dir.resolve("runs.csv"));
        int column = List.of(runs.get(0).split(",")).indexOf("iteration_ms");
        for (String row : runs.subList(1, runs.size())) {
            assertEquals(3, row.split(",")[column].split(" ").length, row);
        }
        JsonNode settings = new ObjectMapper().readTree(dir.resolve("results.json").toFile()).get("settings");
        assertEquals(3, settings.get("iterationsFor").get(QUICK).asInt());
        assertEquals(4, settings.get("iterationsFor").get("adversary").asInt());
    }

    @Test
    void plan_aWorkloadsOwnIterationsWinOverItsGroups() {
        Session.Plan plan = new Session.Plan(Workloads.all(), List.of(Config.HOST), "small", 80,
                java.util.Map.of("thirdparty", 400, "ecj", 600), 0, 1);

        assertEquals(600, plan.iterationsOf(Workloads.named("ecj").orElseThrow()));
        assertEquals(400, plan.iterationsOf(Workloads.named("rhino").orElseThrow()));
        assertEquals(80, plan.iterationsOf(Workloads.named("jess").orElseThrow()));
    }

    @Test
    void interruptedSession_keepsFinishedRunsAndWritesTheirSummary() throws Exception {
        List<String> command = new ArrayList<>(List.of(
                Path.of(System.getProperty("java.home"), "bin", "java").toString(),
                "-Drvm.home=" + System.getProperty("rvm.home"), "-cp", System.getProperty("java.class.path"),
                BenchCommand.class.getName(), "-c", "a=host", "--runs", "50", "--warmup", "0",
                "--out", dir.toString(), QUICK));
        Process p = new ProcessBuilder(command).redirectErrorStream(true)
                .redirectOutput(dir.resolve("console.txt").toFile()).start();
        Path runs = dir.resolve("runs.csv");
        long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(120);
        while (lines(runs) < 4 && p.isAlive() && System.nanoTime() < deadline) { // header, reference, 2 runs
            Thread.sleep(100);
        }

        p.destroy(); // SIGTERM: the JVM runs its shutdown hooks, as on Ctrl-C

        assertTrue(p.waitFor(60, TimeUnit.SECONDS));
        String console = Files.readString(dir.resolve("console.txt"));
        int finished = lines(runs) - 1;
        assertTrue(finished >= 3 && finished < 51, console);
        JsonNode json = new ObjectMapper().readTree(dir.resolve("results.json").toFile());
        assertFalse(json.get("complete").asBoolean());
        assertEquals(finished, json.get("runs").size());
        assertTrue(console.contains("rvm: bench: interrupted after " + finished + " runs"), console);
        assertTrue(console.contains("| fieldrun | "), console);
    }

    @Test
    void calls_countsTheEdgesTheAdversaryDocuments() throws IOException {
        int exit = bench("--calls", "--out", dir.toString(), "nativerun");

        assertEquals(0, exit, err.toString(StandardCharsets.UTF_8));
        List<String> edges = Files.readAllLines(dir.resolve("nativerun-calls.txt"));
        String run = "bench/adversary/NativeThenCall.run(Lbench/Input;)J";
        assertEquals(1, edges.stream().filter(e -> e.startsWith("5000 " + run + " ")
                && e.endsWith(" bench/adversary/NativeThenCall.f(JI)J")).count(), edges.toString());
        assertEquals(1, edges.stream().filter(e -> e.startsWith("5000 " + run + " ")
                && e.endsWith(" java/util/Arrays.sort([I)V")).count(), edges.toString());
        List<String> csv = Files.readAllLines(dir.resolve("calls.csv"));
        assertEquals(2, csv.size(), csv.toString());
        assertTrue(csv.get(1).startsWith("nativerun,small,"), csv.get(1));
        assertTrue(out.toString(StandardCharsets.UTF_8).contains("| nativerun | "));
    }

    private static int lines(Path file) throws IOException {
        return Files.exists(file) ? Files.readAllLines(file).size() : 0;
    }

    @Test
    void rvmHomeIsSet_forTheseTests() {
        assertTrue(new File(System.getProperty("rvm.home"), "rvm").isFile(), System.getProperty("rvm.home"));
    }
}
