package rvm.bench;

import java.io.IOException;
import java.io.PrintStream;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
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
 * {@code ./rvm instrument-tables}: the experiments of Arnold and Ryder's instrumentation sampling
 * paper (PLDI 2001), Tables 1 to 5 and Figure 8, on the benchmark suite with rvm's call-edge and
 * field-access instrumentation.
 *
 * <p>The pipeline: check the command line into an {@link InstrumentTablesPlan}, run an
 * {@link InstrumentTablesSession} as a {@link ResumableExperiment} (every run appended to
 * {@code DIR/tables-runs.csv} as it ends, so {@code --resume} continues a stopped session), then
 * summarise ({@link InstrumentTablesSummary}) and report ({@link InstrumentTablesReport}).
 */
@Command(name = "rvm instrument-tables", mixinStandardHelpOptions = true, sortOptions = false,
        usageHelpAutoWidth = true, versionProvider = BenchCommand.Version.class,
        description = {"Reproduces the tables of Arnold & Ryder, \"A Framework for Reducing the Cost of Instrumented "
                + "Code\" (PLDI 2001) on the benchmark suite, with rvm's call-edge and field-access instrumentation: "
                + "1, exhaustive instrumentation's cost; 2, the framework's own cost, never sampling (full and "
                + "partial duplication, the merged checks); 3, checks without duplication; 4, the counter trigger "
                + "by sample interval (cost and accuracy); 5, the timer trigger against the counter at the same "
                + "number of samples (accuracy); 8 (Figure 8), the merged yieldpoint trigger by timer period.",
            "Accuracy runs (once each, untimed, --tier=baseline) write results files and are compared with the "
                + "exhaustive one; timed configurations (--tier=opt --inliner=rvm) run in paired rounds, each run a "
                + "fresh JVM, the order reversed every other round, against base, no instrumentation.",
            "Writes DIR/tables-runs.csv (every run, as it ends), tableN.csv and tableN.png per timed table, "
                + "accuracy.csv, results.json and the results files under DIR/instrument; prints the tables in "
                + "Markdown."},
        footer = {"", "Examples:",
            "  ./rvm instrument-tables                          # every table, the SPEC-like workloads",
            "  ./rvm instrument-tables --tables 2 --runs 3 jess db",
            "  ./rvm instrument-tables --tables 4 --intervals 100,1000,10000 javac",
            "  ./rvm instrument-tables --out t-1 --resume       # continue a stopped session",
            "", "Exit codes: 0 all runs succeeded, 1 a run failed, 2 bad command line, 3 not built or I/O error."})
public final class InstrumentTablesCommand implements Callable<Integer> {

    private final PrintStream out;
    private final PrintStream err;

    @Parameters(paramLabel = "WORKLOAD", description = "Workloads to run (default: the SPEC-like ones, compress jess "
            + "db javac mpegaudio mtrt jack; see ./rvm bench --list).")
    List<String> workloads = new ArrayList<>();

    @Option(names = "--tables", paramLabel = "LIST", split = ",", defaultValue = "1,2,3,4,5,8",
            description = "Tables to reproduce, of 1, 2, 3, 4, 5 and 8 (Figure 8) (default: ${DEFAULT-VALUE}).")
    List<Integer> tables;

    @Option(names = "--intervals", paramLabel = "LIST", split = ",", defaultValue = "1,10,100,1000,10000,100000",
            description = "Table 4's sample intervals (default: ${DEFAULT-VALUE}).")
    List<Integer> intervals;

    @Option(names = "--input", paramLabel = "SIZE", defaultValue = "small",
            description = "Input size: small or large (default: ${DEFAULT-VALUE}).")
    String input;

    @Option(names = "--iterations", paramLabel = "N", defaultValue = "20",
            description = "Iterations inside each timed JVM; the steady time is the median of the last quarter "
                    + "(default: ${DEFAULT-VALUE}).")
    int iterations;

    @Option(names = "--accuracy-iterations", paramLabel = "N", defaultValue = "10",
            description = "Iterations inside each accuracy run (default: ${DEFAULT-VALUE}).")
    int accuracyIterations;

    @Option(names = "--runs", paramLabel = "N", defaultValue = "2",
            description = "Measured rounds per workload (default: ${DEFAULT-VALUE}).")
    int runs;

    @Option(names = "--warmup", paramLabel = "N", defaultValue = "0",
            description = "Warm-up rounds per workload, checked but not timed (default: ${DEFAULT-VALUE}).")
    int warmup;

    @Option(names = "--metric", paramLabel = "M", defaultValue = "steady",
            description = "Time the ratios divide: steady, wall, cpu or startup, as for ./rvm bench "
                    + "(default: ${DEFAULT-VALUE}).")
    String metric;

    @Mixin
    SessionOptions session;

    private InstrumentTablesCommand(PrintStream out, PrintStream err) {
        this.out = out;
        this.err = err;
    }

    /** Runs the command line {@code args} and exits with its exit code. */
    public static void main(String[] args) {
        System.exit(commandLine(System.out, System.err).execute(args));
    }

    /** The picocli command line, with rvm's exit codes. */
    static CommandLine commandLine(PrintStream out, PrintStream err) {
        return BenchCommand.commandLine(new InstrumentTablesCommand(out, err), "instrument-tables", out, err);
    }

    @Override
    public Integer call() throws IOException, InterruptedException {
        return session.run(new Experiment(plan(), BenchCommand.parseMetric(metric)), out, err);
    }

    /** The plan the command line asks for; a usage error names what is wrong with it. */
    InstrumentTablesPlan plan() {
        List<WorkloadSpec> selected = workloads.isEmpty()
                ? Workloads.all().stream().filter(w -> w.group() == WorkloadSpec.Group.SPEC).toList()
                : BenchCommand.selectWorkloads(workloads);
        BenchCommand.checkRounds(runs, iterations, session.timeout, input);
        if (warmup < 0) {
            throw new BenchCommand.UsageError("--warmup must not be negative, not " + warmup);
        }
        if (accuracyIterations < 1) {
            throw new BenchCommand.UsageError("--accuracy-iterations must be at least 1, not " + accuracyIterations);
        }
        for (int t : tables) {
            if (!InstrumentTablesPlan.TABLES.contains(t)) {
                throw new BenchCommand.UsageError("--tables: no table " + t + " (tables: 1, 2, 3, 4, 5 and 8, the "
                        + "paper's Figure 8)");
            }
        }
        if (tables.stream().distinct().count() != tables.size()) {
            throw new BenchCommand.UsageError("--tables names a table twice: " + tables);
        }
        List<Integer> sortedIntervals = intervals.stream().distinct().sorted().toList();
        if (sortedIntervals.isEmpty() || sortedIntervals.get(0) < 1) {
            throw new BenchCommand.UsageError("--intervals must be at least 1: " + intervals);
        }
        return new InstrumentTablesPlan(tables.stream().sorted().toList(), selected, sortedIntervals, warmup, runs,
                iterations, accuracyIterations, input.toLowerCase(Locale.ROOT));
    }

    /** The session as a resumable experiment: its session, its settings and its reports. */
    private record Experiment(InstrumentTablesPlan plan, Metric metric) implements ResumableExperiment.Definition {

        @Override
        public String command() {
            return "instrument-tables";
        }

        @Override
        public String prefix() {
            return "tables";
        }

        @Override
        public Map<String, Object> resumable() {
            return plan.resumable();
        }

        @Override
        public ResumableSession session(ResumableRuns runs, Path dir) {
            return new InstrumentTablesSession(plan, runs, dir);
        }

        @Override
        public String headline(int remaining) {
            int n = plan.workloads().size();
            return "tables " + plan.tables() + ", " + n + " workload" + (n == 1 ? "" : "s") + " x ("
                    + plan.accuracy().size() + " accuracy runs + " + plan.timed().size() + " configurations x "
                    + plan.rounds() + " rounds): " + remaining + " of " + plan.processCount() + " runs to go";
        }

        @Override
        public void writeFiles(List<GridRun> runs, Map<String, Object> settings, Path dir, boolean complete)
                throws IOException {
            Map<String, Object> recorded = new LinkedHashMap<>();
            recorded.put("date", settings.get("date"));
            recorded.put("workloads", plan.workloads().stream().map(WorkloadSpec::name).toList());
            recorded.put("metric", metric.name().toLowerCase(Locale.ROOT));
            recorded.putAll(plan.resumable());
            InstrumentTablesReport.write(new InstrumentTablesSummary(plan, metric, runs, dir), runs, recorded,
                    settings.get("machine"), dir, complete);
        }

        @Override
        public List<String> lines(List<GridRun> runs, Path dir) throws IOException {
            return InstrumentTablesReport.lines(new InstrumentTablesSummary(plan, metric, runs, dir));
        }
    }
}
