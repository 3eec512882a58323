package rvm.bench;

import java.io.IOException;
import java.io.PrintStream;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.concurrent.Callable;

import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import rvm.bench.GridRunsCsv.GridRun;

/**
 * {@code ./rvm cbs-grid}: Table 2 of Arnold and Grove (CGO 2005) on the benchmark suite. For a grid
 * of CBS strides by samples per tick, runs each workload under {@code cbs} at every cell, under
 * {@code none} and the {@code timer} scheme in the same rounds, and once under {@code exact}; reports
 * per cell the overhead against {@code none} (paired per round, median over rounds) and the
 * accuracy (overlap with the exact profile), averaged over the workloads.
 *
 * <p>Every finished run is appended to {@code DIR/grid-runs.csv} at once, so a session stopped by
 * Ctrl-C, a crash or the end of the day is continued with {@code --resume}: it runs only what is
 * missing, and refuses when the grid's settings differ from the recorded ones.
 */
@Command(name = "rvm cbs-grid", mixinStandardHelpOptions = true, sortOptions = false, usageHelpAutoWidth = true,
        versionProvider = BenchCommand.Version.class,
        description = {"Reproduces Table 2 of the CBS paper on the benchmark suite: for each stride and number of "
                + "samples per tick, CBS's overhead against --profile=none (steady-state time, paired per round, "
                + "median over rounds) and its accuracy (overlap with the --profile=exact DCG), averaged over the "
                + "workloads; the timer scheme as a row of its own.",
            "Writes DIR/grid-runs.csv (every run, as it ends), grid.csv, grid-workloads.csv, "
                + "heatmap-overhead.png, heatmap-accuracy.png and the DCGs under DIR/dcg; prints the grid as a "
                + "Markdown table."},
        footer = {"", "Examples:",
            "  ./rvm cbs-grid --strides 1,3,7 --samples 1,4,16 --runs 3 fieldrun jess",
            "  ./rvm cbs-grid --out grid-1 --resume          # continue a stopped session",
            "", "Exit codes: 0 all runs succeeded, 1 a run failed, 2 bad command line, 3 not built or I/O error."})
public final class GridCommand implements Callable<Integer> {

    private final PrintStream out;
    private final PrintStream err;

    @Parameters(paramLabel = "WORKLOAD", description = "Workloads to run (default: all; see ./rvm bench --list).")
    List<String> workloads = new ArrayList<>();

    @Option(names = "--strides", paramLabel = "LIST", split = ",", defaultValue = "1,3,7,15,31,63",
            description = "CBS strides, the grid's columns (default: ${DEFAULT-VALUE}).")
    List<Integer> strides;

    @Option(names = "--samples", paramLabel = "LIST", split = ",", defaultValue = "1,2,4,8,16,32,64,128,256,512,1024",
            description = "Samples per tick, the grid's rows (default: ${DEFAULT-VALUE}).")
    List<Integer> samples;

    @Option(names = "--no-timer-row", description = "Leave out the timer scheme's runs.")
    boolean noTimerRow;

    @Option(names = "--runs", paramLabel = "N", defaultValue = "3",
            description = "Measured rounds per workload (default: ${DEFAULT-VALUE}).")
    int runs;

    @Option(names = "--iterations", paramLabel = "N", defaultValue = "12",
            description = "Iterations inside each JVM; the time is the median of the last quarter (default: "
                    + "${DEFAULT-VALUE}).")
    int iterations;

    @Option(names = "--input", paramLabel = "SIZE", defaultValue = "small",
            description = "Input size: small or large (default: ${DEFAULT-VALUE}).")
    String input;

    @Option(names = "--timer-ms", paramLabel = "MS", defaultValue = "10",
            description = "The clock timer's period for the timer and cbs runs (default: ${DEFAULT-VALUE}).")
    int timerMs;

    @Option(names = "--rvm-options", paramLabel = "'OPTS'",
            description = "More options for every rvm run, in one argument (e.g. '--tier=baseline'); of the "
                    + "profiler's, only --cbs-callers.")
    String rvmOptions;

    @Mixin
    SessionOptions session;

    private GridCommand(PrintStream out, PrintStream err) {
        this.out = out;
        this.err = err;
    }

    /** Runs the command line {@code args} and exits with its exit code. */
    public static void main(String[] args) {
        System.exit(commandLine(System.out, System.err).execute(args));
    }

    /** The picocli command line, with rvm's exit codes. */
    static CommandLine commandLine(PrintStream out, PrintStream err) {
        return BenchCommand.commandLine(new GridCommand(out, err), "cbs-grid", out, err);
    }

    @Override
    public Integer call() throws IOException, InterruptedException {
        GridPlan plan = plan();
        Experiment experiment = new Experiment(plan);
        return session.run(experiment, out, err);
    }

    private GridPlan plan() {
        List<WorkloadSpec> selected = BenchCommand.selectWorkloads(workloads);
        checkList("--strides", strides);
        checkList("--samples", samples);
        BenchCommand.checkRounds(runs, iterations, session.timeout, input);
        if (timerMs < 1) {
            throw new BenchCommand.UsageError("--timer-ms must be at least 1, not " + timerMs);
        }
        String size = input.toLowerCase(Locale.ROOT);
        List<String> extra = rvmOptions == null || rvmOptions.isBlank() ? List.of()
                : List.of(rvmOptions.trim().split("\\s+"));
        for (String o : extra) {
            boolean profilerOption = o.startsWith("--profile") || o.startsWith("--timer") || o.startsWith("--cbs-")
                    || o.startsWith("--dcg-");
            if (profilerOption && !o.startsWith("--cbs-callers")) {
                throw new BenchCommand.UsageError("--rvm-options must not set " + o + ": the grid sets the profiler");
            }
        }
        return new GridPlan(selected, strides, samples, !noTimerRow, runs, iterations, size, timerMs, extra);
    }

    private static void checkList(String option, List<Integer> values) {
        if (values.isEmpty()) {
            throw new BenchCommand.UsageError(option + " must name at least one value");
        }
        for (int v : values) {
            if (v < 1) {
                throw new BenchCommand.UsageError(option + " values must be at least 1, not " + v);
            }
        }
        if (values.stream().distinct().count() != values.size()) {
            throw new BenchCommand.UsageError(option + " names a value twice: " + values);
        }
    }

    /** The grid as a resumable experiment: its session, its settings and its reports. */
    private record Experiment(GridPlan plan) implements ResumableExperiment.Definition {

        @Override
        public String command() {
            return "cbs-grid";
        }

        @Override
        public String prefix() {
            return "grid";
        }

        @Override
        public Map<String, Object> resumable() {
            return plan.resumable();
        }

        @Override
        public ResumableSession session(ResumableRuns runs, Path dir) {
            return new GridSession(plan, runs, dir);
        }

        @Override
        public String headline(int remaining) {
            return plan.workloads().size() + " workloads x " + plan.configs().size() + " configurations x "
                    + plan.runs() + " rounds, plus the exact profiles: " + remaining + " of " + plan.processCount()
                    + " runs to go";
        }

        @Override
        public void writeFiles(List<GridRun> runs, Map<String, Object> settings, Path dir, boolean complete)
                throws IOException {
            GridSummary summary = new GridSummary(plan, runs);
            GridReport.writeCsv(summary, dir);
            GridReport.writeHeatmaps(summary, plan.workloads().size() + " workloads, " + plan.input()
                    + " input, timer " + plan.timerMs() + " ms", dir);
        }

        @Override
        public List<String> lines(List<GridRun> runs, Path dir) {
            return GridReport.lines(new GridSummary(plan, runs));
        }
    }
}
