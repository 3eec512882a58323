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
 * {@code ./rvm inline-fig5}: Figure 5 of Arnold and Grove (CGO 2005) on the benchmark suite. How
 * much faster rvm's profile-directed inliner makes each workload than its static heuristics alone,
 * with the DCG of each profiler (timer, CBS, exact), in a JIT-only setting ({@code --tier=opt});
 * beside it no inlining (the floor), HotSpot's own inlining (the reference), each profile's
 * accuracy and how many call sites its decisions changed.
 *
 * <p>The pipeline: check the command line into a {@link Fig5Plan}, run a {@link Fig5Session} as a
 * {@link ResumableExperiment} (every run appended to {@code DIR/fig5-runs.csv} as it ends, so
 * {@code --resume} continues a stopped session), then summarise ({@link Fig5Summary}) and report
 * ({@link Fig5Report}).
 */
@Command(name = "rvm inline-fig5", mixinStandardHelpOptions = true, sortOptions = false, usageHelpAutoWidth = true,
        versionProvider = BenchCommand.Version.class,
        description = {"Reproduces Figure 5 of the CBS paper (Arnold & Grove, CGO 2005) on the benchmark suite: the "
                + "speed-up of rvm's profile-directed inliner over its static heuristics alone (--inliner=rvm), "
                + "with the DCG of each profiler, in the paper's JIT-only setting (--tier=opt, each recorded DCG "
                + "replayed with --inline-dcg) or under the recompilation controller (--setting).",
            "Phase 1 records each workload's timer, cbs and exact profiles once (default tier, untimed) and their "
                + "accuracy against the exact one. Phase 2 runs the configurations in paired rounds, each run a fresh "
                + "JVM, the order reversed every other round: static (the baseline), timer, cbs, exact, none "
                + "(--inliner=none), host-inlining (--inliner=host) and, with --configs, host (the host java). The "
                + "first round writes each rvm inliner's inline report, and rvm inline diff compares each profile's "
                + "decisions with static's.",
            "Writes DIR/fig5-runs.csv (every run, as it ends), summary.csv, profiles.csv, results.json, figure5.png, "
                + "the profiles under DIR/profiles and the inline reports and diffs under DIR/inline; prints the "
                + "tables in Markdown."},
        footer = {"", "Examples:",
            "  ./rvm inline-fig5                       # the SPEC-like workloads",
            "  ./rvm inline-fig5 --iterations 6 --runs 1 javac",
            "  ./rvm inline-fig5 --configs static,cbs,exact,host jess db",
            "  ./rvm inline-fig5 --setting adaptive    # the controller decides what level 2 compiles",
            "  ./rvm inline-fig5 --out fig5-1 --resume  # continue a stopped session",
            "", "Exit codes: 0 all runs succeeded, 1 a run failed, 2 bad command line, 3 not built or I/O error."})
public final class Fig5Command implements Callable<Integer> {

    private final PrintStream out;
    private final PrintStream err;

    @Parameters(paramLabel = "WORKLOAD", description = "Workloads to run (default: the SPEC-like ones, compress jess "
            + "db javac mpegaudio mtrt jack; see ./rvm bench --list). The third-party programs need hundreds of "
            + "iterations to reach their steady state.")
    List<String> workloads = new ArrayList<>();

    @Option(names = "--configs", paramLabel = "LIST", split = ",",
            defaultValue = "static,timer,cbs,exact,none,host-inlining",
            description = "Configurations to time, from static, timer, cbs, exact, none, host-inlining, host; static, "
                    + "the baseline, must be one (default: ${DEFAULT-VALUE}).")
    List<String> configs;

    @Option(names = "--setting", paramLabel = "S", defaultValue = "jit-only",
            description = "How the timed configurations compile: jit-only (the paper's: --tier=opt, every method at "
                    + "level 2 before its first call, each recorded DCG replayed with --inline-dcg); adaptive "
                    + "(--tier=adaptive: the recompilation controller chooses what to recompile at level 2 and "
                    + "when, each recorded DCG replayed, so that no profiler's cost is in the times); live "
                    + "(--tier=adaptive with each profiler running, --profile=P: the controller and the inliner "
                    + "read the profile as it is collected, and the times include its cost) "
                    + "(default: ${DEFAULT-VALUE}).")
    String setting;

    @Option(names = "--input", paramLabel = "SIZE", defaultValue = "small",
            description = "Input size: small or large (default: ${DEFAULT-VALUE}).")
    String input;

    @Option(names = "--iterations", paramLabel = "N", defaultValue = "20",
            description = "Iterations inside each timed JVM; the steady time is the median of the last quarter "
                    + "(default: ${DEFAULT-VALUE}).")
    int iterations;

    @Option(names = "--profile-iterations", paramLabel = "N",
            description = "Iterations inside each profile run (default: --iterations).")
    Integer profileIterations;

    @Option(names = "--profile-options", paramLabel = "'OPTS'",
            description = "More options for the profile runs, in one argument (e.g. '--cbs-stride=7 --timer-ms=10'); "
                    + "not --profile or --dcg-*.")
    String profileOptions;

    @Option(names = "--runs", paramLabel = "N", defaultValue = "3",
            description = "Measured rounds per workload (default: ${DEFAULT-VALUE}).")
    int runs;

    @Option(names = "--warmup", paramLabel = "N", defaultValue = "1",
            description = "Warm-up rounds per workload, checked but not timed (default: ${DEFAULT-VALUE}). The first "
                    + "round, warm-up or not, writes the inline reports.")
    int warmup;

    @Option(names = "--metric", paramLabel = "M", defaultValue = "steady",
            description = "Time the speed-ups divide: steady, wall, cpu or startup, as for ./rvm bench "
                    + "(default: ${DEFAULT-VALUE}).")
    String metric;

    @Mixin
    SessionOptions session;

    private Fig5Command(PrintStream out, PrintStream err) {
        this.out = out;
        this.err = err;
    }

    /** Runs the command line {@code args} and exits with its exit code. */
    public static void main(String[] args) {
        System.exit(commandLine(System.out, System.err).execute(args));
    }

    /** The picocli command line, with rvm's exit codes. */
    static CommandLine commandLine(PrintStream out, PrintStream err) {
        return BenchCommand.commandLine(new Fig5Command(out, err), "inline-fig5", out, err);
    }

    @Override
    public Integer call() throws IOException, InterruptedException {
        Fig5Plan plan = plan();
        Metric m = BenchCommand.parseMetric(metric);
        Experiment experiment = new Experiment(plan, m);
        return session.run(experiment, out, err);
    }

    /** The plan the command line asks for; a usage error names what is wrong with it. */
    Fig5Plan plan() {
        List<WorkloadSpec> selected = workloads.isEmpty()
                ? Workloads.all().stream().filter(w -> w.group() == WorkloadSpec.Group.SPEC).toList()
                : BenchCommand.selectWorkloads(workloads);
        BenchCommand.checkRounds(runs, iterations, session.timeout, input);
        if (warmup < 0) {
            throw new BenchCommand.UsageError("--warmup must not be negative, not " + warmup);
        }
        if (profileIterations != null && profileIterations < 1) {
            throw new BenchCommand.UsageError("--profile-iterations must be at least 1, not " + profileIterations);
        }
        List<String> extra = profileOptions == null || profileOptions.isBlank() ? List.of()
                : List.of(profileOptions.trim().split("\\s+"));
        for (String o : extra) {
            if (o.startsWith("--profile") || o.startsWith("--dcg-")) {
                throw new BenchCommand.UsageError("--profile-options must not set " + o
                        + ": the profile runs set the profiler and where its DCG goes");
            }
        }
        Fig5Plan.Setting s = Fig5Plan.Setting.of(setting);
        if (s == null) {
            throw new BenchCommand.UsageError("--setting must be jit-only, adaptive or live, not '" + setting + "'");
        }
        return new Fig5Plan(selected, configs(configs), warmup, runs, iterations,
                profileIterations == null ? iterations : profileIterations, input.toLowerCase(Locale.ROOT), extra, s);
    }

    /** The configurations {@code --configs} names, in the order of {@link Fig5Plan#CONFIGS}. */
    private static List<String> configs(List<String> names) {
        for (String name : names) {
            if (!Fig5Plan.CONFIGS.contains(name)) {
                throw new BenchCommand.UsageError("--configs: unknown configuration '" + name + "' (configurations: "
                        + String.join(", ", Fig5Plan.CONFIGS) + ")");
            }
        }
        if (names.stream().distinct().count() != names.size()) {
            throw new BenchCommand.UsageError("--configs names a configuration twice: " + String.join(",", names));
        }
        if (!names.contains(Fig5Plan.STATIC)) {
            throw new BenchCommand.UsageError("--configs must name " + Fig5Plan.STATIC
                    + ": the speed-ups are over it");
        }
        return Fig5Plan.CONFIGS.stream().filter(names::contains).toList();
    }

    /** The Figure 5 session as a resumable experiment: its session, its settings and its reports. */
    private record Experiment(Fig5Plan plan, Metric metric) implements ResumableExperiment.Definition {

        @Override
        public String command() {
            return "inline-fig5";
        }

        @Override
        public String prefix() {
            return "fig5";
        }

        @Override
        public Map<String, Object> resumable() {
            return plan.resumable();
        }

        @Override
        public ResumableSession session(ResumableRuns runs, Path dir) {
            return new Fig5Session(plan, runs, dir);
        }

        @Override
        public String headline(int remaining) {
            int n = plan.workloads().size();
            return n + " workload" + (n == 1 ? "" : "s") + " x " + plan.configs().size() + " configurations x "
                    + plan.rounds() + " rounds, plus 3 profiles each: " + remaining + " of " + plan.processCount()
                    + " runs to go";
        }

        @Override
        public void writeFiles(List<GridRun> runs, Map<String, Object> settings, Path dir, boolean complete)
                throws IOException {
            Map<String, Object> recorded = new LinkedHashMap<>();
            recorded.put("date", settings.get("date"));
            recorded.put("workloads", plan.workloads().stream().map(WorkloadSpec::name).toList());
            recorded.put("metric", metric.name().toLowerCase(Locale.ROOT));
            recorded.putAll(plan.resumable());
            Fig5Report.write(summary(runs, dir), runs, recorded, settings.get("machine"), dir, complete);
        }

        @Override
        public List<String> lines(List<GridRun> runs, Path dir) throws IOException {
            return Fig5Report.lines(summary(runs, dir));
        }

        private Fig5Summary summary(List<GridRun> runs, Path dir) throws IOException {
            return new Fig5Summary(plan, metric, runs, Fig5Report.readDiffs(plan, dir));
        }
    }
}
