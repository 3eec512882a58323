package rvm.bench;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
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

import javax.imageio.ImageIO;

import org.apache.commons.csv.CSVFormat;
import org.apache.commons.csv.CSVRecord;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import rvm.bench.GridRunsCsv.GridRun;

/** {@code ./rvm cbs-grid}: its figures on made-up runs, its files, and a real grid run and resumed. */
class GridCommandTest {

    @TempDir
    Path dir;

    private final ByteArrayOutputStream out = new ByteArrayOutputStream();
    private final ByteArrayOutputStream err = new ByteArrayOutputStream();

    private int grid(String... args) {
        return GridCommand.commandLine(new PrintStream(out, true, StandardCharsets.UTF_8),
                new PrintStream(err, true, StandardCharsets.UTF_8)).execute(args);
    }

    private static GridPlan plan(boolean timer) {
        return new GridPlan(Workloads.select(List.of("fieldrun", "sieve")), List.of(1, 3), List.of(2), timer, 2, 4,
                "small", 10, List.of());
    }

    private static GridRun run(String workload, String config, int round, double steadyMillis, double accuracy) {
        return new GridRun(new RunRecord(workload, config, Phase.MEASURED, round, 1.5, 1.5, List.of(steadyMillis), 0,
                "7", null, 0.1), accuracy);
    }

    private static GridRun failed(String workload, String config, int round) {
        return new GridRun(new RunRecord(workload, config, Phase.MEASURED, round, 1.5, 1.5, List.of(), 1, null,
                "exit code 1: boom, bang", 0.1), Double.NaN);
    }

    /** fieldrun: cbs 1.1 and 1.3 of none (median 1.2); sieve: 1.0 and 1.1 (median 1.05). */
    private static List<GridRun> madeUpRuns() {
        List<GridRun> runs = new ArrayList<>();
        for (int round = 0; round < 2; round++) {
            runs.add(run("fieldrun", "none", round, 1000, Double.NaN));
            runs.add(run("sieve", "none", round, 2000, Double.NaN));
            runs.add(run("fieldrun", "timer", round, 1000, 50));
            runs.add(run("fieldrun", "cbs-3x2", round, 1000, 99));
        }
        runs.add(run("fieldrun", "cbs-1x2", 0, 1100, 80));
        runs.add(run("fieldrun", "cbs-1x2", 1, 1300, 90));
        runs.add(run("sieve", "cbs-1x2", 0, 2000, 70));
        runs.add(run("sieve", "cbs-1x2", 1, 2200, 70));
        runs.add(run("sieve", "timer", 0, 2000, 40));
        runs.add(failed("sieve", "timer", 1));
        return runs;
    }

    @Test
    void figures_pairOverheadsPerRoundAndAverageOverWorkloads() {
        GridSummary s = new GridSummary(plan(true), madeUpRuns());

        assertEquals(20.0, s.overheadPercent("fieldrun", "cbs-1x2"), 1e-9);
        assertEquals(5.0, s.overheadPercent("sieve", "cbs-1x2"), 1e-9);
        assertEquals(85.0, s.accuracyPercent("fieldrun", "cbs-1x2"), 1e-9);
        GridSummary.Figures cell = s.figures("cbs-1x2");
        assertEquals(12.5, cell.overheadPercent(), 1e-9);
        assertEquals(77.5, cell.accuracyPercent(), 1e-9);
        assertEquals(2, cell.overheadWorkloads());
        // sieve's timer cell has a failed run: no overhead for it; its one good run still has an accuracy
        GridSummary.Figures timer = s.figures("timer");
        assertEquals(1, timer.overheadWorkloads());
        assertEquals(0.0, timer.overheadPercent(), 1e-9);
        assertEquals(45.0, timer.accuracyPercent(), 1e-9);
        // sieve never ran cbs-3x2: the cell averages fieldrun alone
        assertEquals(1, s.figures("cbs-3x2").accuracyWorkloads());
    }

    @Test
    void table_isShapedLikeThePapersWithTheTimerRowBelow() {
        List<String> lines = GridReport.lines(new GridSummary(plan(true), madeUpRuns()));

        assertEquals("| samples per tick \\ stride | 1 | 3 |", lines.get(0));
        assertEquals("| --- | --- | --- |", lines.get(1));
        assertEquals("| 2 | 12.5 / 77.5 | 0.0 / 99.0 |", lines.get(2));
        assertTrue(lines.contains("Timer scheme: overhead 0.0, accuracy 45.0."), lines.toString());
        assertTrue(lines.contains("- timer: no figure for sieve (a run failed or is missing; see grid-runs.csv)"),
                lines.toString());
        assertTrue(lines.contains("- cbs-3x2: no figure for sieve (a run failed or is missing; see grid-runs.csv)"),
                lines.toString());
    }

    @Test
    void gridCsv_hasTheTimerRowThenOneRowPerCell() throws IOException {
        GridReport.writeCsv(new GridSummary(plan(true), madeUpRuns()), dir);

        List<CSVRecord> rows = CSVFormat.DEFAULT.builder().setHeader().setSkipHeaderRecord(true).get()
                .parse(Files.newBufferedReader(dir.resolve("grid.csv"))).getRecords();
        assertEquals(List.of("timer", "cbs-1x2", "cbs-3x2"), rows.stream().map(r -> r.get("config")).toList());
        assertEquals("12.500", rows.get(1).get("overhead_pct"));
        assertEquals("77.500", rows.get(1).get("accuracy_pct"));
        assertEquals(1 + 2 * 4, Files.readAllLines(dir.resolve("grid-workloads.csv")).size());
    }

    @Test
    void runsCsv_readsBackWhatItWrote_andAppends() throws IOException {
        Path file = dir.resolve("grid-runs.csv");
        List<GridRun> runs = madeUpRuns();
        try (GridRunsCsv csv = new GridRunsCsv(file)) {
            for (GridRun g : runs.subList(0, 5)) {
                csv.add(g);
            }
        }
        try (GridRunsCsv csv = new GridRunsCsv(file)) {
            for (GridRun g : runs.subList(5, runs.size())) {
                csv.add(g);
            }
        }

        assertEquals(runs, GridRunsCsv.read(file));
        assertEquals(1 + runs.size(), Files.readAllLines(file).size()); // one header
    }

    @Test
    void runsCsv_namesAMalformedRow() throws IOException {
        Path file = dir.resolve("grid-runs.csv");
        Files.writeString(file, String.join(",", GridRunsCsv.HEADER) + "\nfieldrun,none,measured,zero,1,1,1,1,0,7,"
                + "true,,0.1,\n");

        IOException e = org.junit.jupiter.api.Assertions.assertThrows(IOException.class, () -> GridRunsCsv.read(file));
        assertTrue(e.getMessage().contains("grid-runs.csv: row ") && e.getMessage().contains(" is malformed"),
                e.getMessage());
    }

    @Test
    void badCommandLines_exitWith2AndSayWhy() {
        assertEquals(2, grid("--strides", "0,3", "--out", dir.toString(), "fieldrun"));
        assertEquals(2, grid("--samples", "4,4", "--out", dir.toString(), "fieldrun"));
        assertEquals(2, grid("--runs", "0", "--out", dir.toString(), "fieldrun"));
        assertEquals(2, grid("--rvm-options", "--profile=exact", "--out", dir.toString(), "fieldrun"));
        assertEquals(2, grid("--resume", "--out", dir.toString(), "fieldrun"));
        assertEquals(2, grid("--report", "--out", dir.toString(), "fieldrun"));
        assertEquals(2, grid("--report", "fieldrun"));
        assertEquals(2, grid("--out", dir.toString(), "nosuchworkload"));

        String messages = err.toString(StandardCharsets.UTF_8);
        assertTrue(messages.contains("rvm: cbs-grid: error: --strides values must be at least 1, not 0\n"), messages);
        assertTrue(messages.contains("rvm: cbs-grid: error: --samples names a value twice: [4, 4]\n"), messages);
        assertTrue(messages.contains("rvm: cbs-grid: error: --rvm-options must not set --profile=exact"), messages);
        assertTrue(messages.contains("holds no grid session to continue"), messages);
        assertTrue(messages.contains("rvm: cbs-grid: error: --report: " + dir + " holds no grid session's runs\n"),
                messages);
        assertTrue(messages.contains("rvm: cbs-grid: error: --report needs --out DIR, the recorded session, and no "
                + "--resume\n"), messages);
        assertTrue(messages.contains("rvm: see './rvm cbs-grid --help'\n"), messages);
    }

    /** A real grid on the Figure 1 adversary: two cells and the timer row, one round; then resumed, and reported. */
    @Test
    void realGrid_measuresEveryCell_resumesWithNothingToRun_andReportsTheSameTablesRunningNothing() throws IOException {
        String[] args = {"--strides", "1", "--samples", "1,4", "--runs", "1", "--iterations", "2", "--timer-ms", "1",
            "--progress", "lines", "--out", dir.toString(), "fieldrun"};

        int exit = grid(args);

        String log = err.toString(StandardCharsets.UTF_8);
        assertEquals(0, exit, log);
        assertTrue(log.contains("6 of 6 runs to go"), log);
        List<GridRun> runs = GridRunsCsv.read(dir.resolve("grid-runs.csv"));
        assertEquals(List.of("reference", "exact", "none", "timer", "cbs-1x1", "cbs-1x4"),
                runs.stream().map(g -> g.run().config()).toList());
        for (GridRun g : runs.subList(3, 6)) {
            assertTrue(g.accuracy() > 0 && g.accuracy() <= 100, g.toString());
        }
        assertTrue(Files.isRegularFile(dir.resolve("dcg/fieldrun/exact.json")));
        assertTrue(Files.isRegularFile(dir.resolve("dcg/fieldrun/cbs-1x4-r0.json")));
        BufferedImage heatmap = ImageIO.read(dir.resolve("heatmap-accuracy.png").toFile());
        assertTrue(heatmap.getWidth() >= 700);
        assertTrue(Files.isRegularFile(dir.resolve("heatmap-overhead.png")));
        String table = out.toString(StandardCharsets.UTF_8);
        assertTrue(table.startsWith("| samples per tick \\ stride | 1 |\n| --- | --- |\n| 1 | "), table);

        out.reset();
        err.reset();
        assertEquals(2, grid(args)); // the directory holds runs: --resume, or another --out
        assertTrue(err.toString(StandardCharsets.UTF_8).contains("add --resume"));
        err.reset();
        List<String> resumed = new ArrayList<>(List.of(args));
        resumed.add(0, "--resume");
        assertEquals(0, grid(resumed.toArray(String[]::new)), err.toString(StandardCharsets.UTF_8));
        assertTrue(err.toString(StandardCharsets.UTF_8).contains("0 of 6 runs to go"));
        assertEquals(runs, GridRunsCsv.read(dir.resolve("grid-runs.csv")));
        assertEquals(table, out.toString(StandardCharsets.UTF_8));

        err.reset();
        List<String> other = new ArrayList<>(resumed);
        other.set(other.indexOf("1,4"), "1,8");
        assertEquals(2, grid(other.toArray(String[]::new)));
        assertTrue(err.toString(StandardCharsets.UTF_8).contains("rvm: cbs-grid: error: --resume: the grid session in "
                + dir + " ran with samples=[1, 4], not samples=[1, 8]\n"), err.toString(StandardCharsets.UTF_8));

        Path copy = Files.createDirectories(dir.resolve("copy"));
        Files.copy(dir.resolve("grid-runs.csv"), copy.resolve("grid-runs.csv"));
        Files.copy(dir.resolve("grid-settings.json"), copy.resolve("grid-settings.json"));
        List<String> report = new ArrayList<>(List.of(args));
        report.set(report.indexOf(dir.toString()), copy.toString());
        report.add(0, "--report");
        out.reset();
        assertEquals(0, grid(report.toArray(String[]::new)), err.toString(StandardCharsets.UTF_8));
        assertEquals(table, out.toString(StandardCharsets.UTF_8));
        assertEquals(Files.readString(dir.resolve("grid.csv")), Files.readString(copy.resolve("grid.csv")));
        assertEquals(runs, GridRunsCsv.read(copy.resolve("grid-runs.csv")), "a report runs nothing");
        assertFalse(err.toString(StandardCharsets.UTF_8).contains("interrupted"), err.toString(StandardCharsets.UTF_8));

        List<String> lines = Files.readAllLines(copy.resolve("grid-runs.csv"));
        Files.write(copy.resolve("grid-runs.csv"), lines.subList(0, lines.size() - 1));
        err.reset();
        assertEquals(0, grid(report.toArray(String[]::new)), err.toString(StandardCharsets.UTF_8));
        assertTrue(err.toString(StandardCharsets.UTF_8).contains("interrupted; the tables cover the runs finished so "
                + "far; continue with --out " + copy + " --resume"), err.toString(StandardCharsets.UTF_8));
    }
}
