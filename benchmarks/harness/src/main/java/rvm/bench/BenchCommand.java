package rvm.bench;

import java.io.IOException;
import java.io.PrintStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.time.LocalDateTime;
import java.time.OffsetDateTime;
import java.time.format.DateTimeFormatter;
import java.time.temporal.ChronoUnit;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.TreeMap;
import java.util.concurrent.Callable;

import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

/**
 * {@code ./rvm bench}: runs workloads of the benchmark suite on the host {@code java} and under rvm,
 * and reports times, ratios to a baseline and their geometric mean.
 *
 * <p>The pipeline: parse and check the command line, run a {@link Session} (or, with
 * {@code --calls}, a {@link CallCensus}), then write the {@link Summary} as CSV, JSON, a Markdown
 * table on stdout and optionally a PNG chart. A Ctrl-C stops the session and still writes the
 * summary of the runs finished before it.
 */
@Command(name = "rvm bench", mixinStandardHelpOptions = true, sortOptions = false, usageHelpAutoWidth = true,
        versionProvider = BenchCommand.Version.class,
        description = {"Runs benchmark workloads on the host java and under rvm, each run in a fresh JVM, "
                + "and reports per workload the median, min and max time, the ratio to the baseline "
                + "configuration (pairwise over alternating rounds) and the geometric mean of the ratios.",
            "Every run must print the checksum of a reference run on the host, or it counts as failed."},
        footer = {"", "Examples:",
            "  ./rvm bench --list",
            "  ./rvm bench compress db --runs 3",
            "  ./rvm bench -c host=host -c 'tier0=rvm --tier=interp' --input large --chart",
            "  ./rvm bench -c base=rvm -c 'patched=rvm@../rvm-patched' --iterations 40 --metric steady jess",
            "  ./rvm bench --calls",
            "", "Exit codes: 0 all runs succeeded, 1 a run failed, 2 bad command line, 3 not built or I/O error."})
public final class BenchCommand implements Callable<Integer> {

    private final PrintStream out;
    private final PrintStream err;

    @Parameters(paramLabel = "WORKLOAD", description = "Workloads to run (default: all; see --list).")
    List<String> workloads = new ArrayList<>();

    @Option(names = "--list", description = "Print the workload names, one per line, and exit.")
    boolean list;

    @Option(names = {"-c", "--config"}, paramLabel = "LABEL=KIND [OPT...]",
            description = "A configuration to run: KIND is host (OPTs go to the host java), rvm (OPTs go to "
                    + "rvm run, but -JOPT goes to the host JVM under rvm as OPT) or rvm@DIR (as rvm, with the rvm "
                    + "built in the checkout DIR: a patched worktree against this one). Repeatable. Default: "
                    + "host=host and rvm=rvm.")
    List<String> configs = new ArrayList<>();

    @Option(names = "--baseline", paramLabel = "LABEL",
            description = "The configuration the ratios divide by (default: the first).")
    String baseline;

    @Option(names = "--input", paramLabel = "SIZE", defaultValue = "small",
            description = "Input size: small or large (default: ${DEFAULT-VALUE}).")
    String input;

    @Option(names = "--runs", paramLabel = "N", defaultValue = "5",
            description = "Measured rounds per workload (default: ${DEFAULT-VALUE}).")
    int runs;

    @Option(names = "--warmup", paramLabel = "N", defaultValue = "1",
            description = "Warm-up rounds per workload, checked but not timed (default: ${DEFAULT-VALUE}).")
    int warmup;

    @Option(names = "--iterations", paramLabel = "N", defaultValue = "1",
            description = "Iterations of the workload inside each JVM (default: ${DEFAULT-VALUE}); the steady "
                    + "metric is the median of the last quarter of them.")
    int iterations;

    @Option(names = "--iterations-for", paramLabel = "NAME=N",
            description = "Iterations for one workload, or for a group of them (spec, thirdparty, adversary, "
                    + "micro), instead of --iterations. Repeatable; a workload's own setting wins over its "
                    + "group's. For programs that warm up for longer: --iterations-for thirdparty=400.")
    List<String> iterationsFor = new ArrayList<>();

    @Option(names = "--metric", paramLabel = "M", defaultValue = "wall",
            description = "Time the statistics use: wall (whole process), cpu (user+system of the process), "
                    + "steady (median of the last quarter of the iterations, timed by the workload) or startup "
                    + "(wall minus the iterations) (default: ${DEFAULT-VALUE}).")
    String metric;

    @Option(names = "--out", paramLabel = "DIR",
            description = "Directory for runs.csv, summary.csv, results.json and chart.png "
                    + "(default: bench-results/<date>-<time>).")
    Path outDir;

    @Option(names = "--chart", description = "Also render the ratios as a bar chart, DIR/chart.png.")
    boolean chart;

    @Option(names = "--calls", description = "Instead of timing, run each workload once under rvm with "
            + "--call-counts and --opcode-counts and report how call-dense it is.")
    boolean calls;

    @Option(names = "--java", paramLabel = "PATH",
            description = "Host java for both sides (default: the java running the harness).")
    String java;

    @Option(names = "--timeout", paramLabel = "S", defaultValue = "1800",
            description = "Seconds after which a run is killed and fails (default: ${DEFAULT-VALUE}).")
    long timeout;

    @Option(names = "--progress", paramLabel = "MODE",
            description = "bar, lines or none (default: bar when stderr is a terminal, else lines).")
    String progress;

    private BenchCommand(PrintStream out, PrintStream err) {
        this.out = out;
        this.err = err;
    }

    /** Runs the command line {@code args} and exits with its exit code. */
    public static void main(String[] args) {
        System.exit(commandLine(System.out, System.err).execute(args));
    }

    /**
     * The picocli command line, with rvm's exit codes for bad input and failures.
     *
     * @param out where results and help go
     * @param err where progress and errors go
     */
    static CommandLine commandLine(PrintStream out, PrintStream err) {
        return commandLine(new BenchCommand(out, err), "bench", out, err);
    }

    /**
     * The picocli command line of one of the harness's commands ({@code ./rvm NAME}), with rvm's
     * exit codes: 2 and a pointer to the help for a bad command line ({@link UsageError}), 3 for an
     * I/O error.
     */
    static CommandLine commandLine(Object command, String name, PrintStream out, PrintStream err) {
        CommandLine cl = new CommandLine(command);
        cl.setOut(new java.io.PrintWriter(out, true));
        cl.setErr(new java.io.PrintWriter(err, true));
        cl.setParameterExceptionHandler((e, argv) -> usage(err, name, e.getMessage()));
        cl.setExecutionExceptionHandler((e, cmd, parsed) -> {
            if (e instanceof UsageError) {
                return usage(err, name, e.getMessage());
            }
            if (e instanceof IOException) {
                err.println("rvm: " + name + ": error: " + e.getMessage());
                return 3;
            }
            throw e;
        });
        return cl;
    }

    private static int usage(PrintStream err, String name, String message) {
        err.println("rvm: " + name + ": error: " + message);
        err.println("rvm: see './rvm " + name + " --help'");
        return 2;
    }

    @Override
    public Integer call() throws IOException, InterruptedException {
        if (list) {
            Workloads.all().forEach(w -> out.println(w.name()));
            return 0;
        }
        List<WorkloadSpec> selected = selectWorkloads(workloads);
        if (warmup < 0) {
            throw new UsageError("--warmup must not be negative, not " + warmup);
        }
        checkRounds(runs, iterations, timeout, input);
        Installation installation = installation(java);
        Path dir = outputDirectory();
        if (calls) {
            if (!configs.isEmpty() || baseline != null) {
                throw new UsageError("--calls runs rvm with its own counting options: drop --config and --baseline");
            }
            return new CallCensus(installation, dir, Duration.ofSeconds(timeout), out, err)
                    .run(selected, input.toLowerCase(Locale.ROOT));
        }
        Session.Plan plan = new Session.Plan(selected, configurations(), input.toLowerCase(Locale.ROOT), iterations,
                iterationsFor(iterationsFor), warmup, runs);
        return new Benchmarking(plan, installation, dir, parseMetric(), chart, progressMode(), settings(plan),
                Duration.ofSeconds(timeout), out, err).run();
    }

    /**
     * Reads {@code --iterations-for NAME=N} settings: NAME a workload or a group (in lower case), N at
     * least 1; a usage error names a bad one.
     */
    static Map<String, Integer> iterationsFor(List<String> settings) {
        Map<String, Integer> parsed = new LinkedHashMap<>();
        for (String setting : settings) {
            int eq = setting.indexOf('=');
            String name = eq < 0 ? setting : setting.substring(0, eq);
            boolean group = Arrays.stream(WorkloadSpec.Group.values())
                    .anyMatch(g -> g.name().toLowerCase(Locale.ROOT).equals(name));
            if (eq < 0 || !(group || Workloads.named(name).isPresent())) {
                throw new UsageError("--iterations-for must be NAME=N with NAME a workload or one of spec, "
                        + "thirdparty, adversary, micro, not '" + setting + "'");
            }
            int n;
            try {
                n = Integer.parseInt(setting.substring(eq + 1));
            } catch (NumberFormatException e) {
                n = 0;
            }
            if (n < 1) {
                throw new UsageError("--iterations-for " + name + ": N must be a whole number of at least 1, not '"
                        + setting.substring(eq + 1) + "'");
            }
            parsed.put(name, n);
        }
        return parsed;
    }

    /** The workloads {@code names} select (all when empty); a usage error names an unknown one. */
    static List<WorkloadSpec> selectWorkloads(List<String> names) {
        try {
            return Workloads.select(names);
        } catch (IllegalArgumentException e) {
            throw new UsageError(e.getMessage());
        }
    }

    /** Checks the options every session of the harness shares: rounds, iterations, timeout, input size. */
    static void checkRounds(int runs, int iterations, long timeout, String input) {
        if (runs < 1) {
            throw new UsageError("--runs must be at least 1, not " + runs);
        }
        if (iterations < 1) {
            throw new UsageError("--iterations must be at least 1, not " + iterations);
        }
        if (timeout < 1) {
            throw new UsageError("--timeout must be at least 1 second, not " + timeout);
        }
        if (!List.of("small", "large").contains(input.toLowerCase(Locale.ROOT))) {
            throw new UsageError("--input must be small or large, not '" + input + "'");
        }
    }

    /** The configurations, the baseline first. */
    List<Config> configurations() {
        List<Config> parsed = new ArrayList<>();
        try {
            for (String text : configs) {
                parsed.add(Config.parse(text));
            }
        } catch (IllegalArgumentException e) {
            throw new UsageError(e.getMessage());
        }
        if (parsed.isEmpty()) {
            parsed = new ArrayList<>(List.of(Config.HOST, Config.RVM));
        }
        HashSet<String> labels = new HashSet<>();
        for (Config c : parsed) {
            if (!labels.add(c.label()) || c.label().equals("reference")) {
                throw new UsageError("configuration label '" + c.label() + "' is used twice or reserved");
            }
        }
        if (baseline != null) {
            Config base = parsed.stream().filter(c -> c.label().equals(baseline)).findFirst().orElseThrow(
                    () -> new UsageError("--baseline " + baseline + " is not the label of a configuration"));
            parsed.remove(base);
            parsed.add(0, base);
        }
        return parsed;
    }

    private Metric parseMetric() {
        return parseMetric(metric);
    }

    /** The metric {@code --metric} names; a usage error for another name. */
    static Metric parseMetric(String metric) {
        try {
            return Metric.valueOf(metric.toUpperCase(Locale.ROOT));
        } catch (IllegalArgumentException e) {
            throw new UsageError("--metric must be wall, cpu, steady or startup, not '" + metric + "'");
        }
    }

    private Progress.Mode progressMode() {
        return progressMode(progress);
    }

    /** The progress mode {@code --progress} names, or the default for this stderr when it is {@code null}. */
    static Progress.Mode progressMode(String progress) {
        if (progress == null) {
            return Boolean.getBoolean("rvm.stderr.tty") ? Progress.Mode.BAR : Progress.Mode.LINES;
        }
        try {
            return Progress.Mode.valueOf(progress.toUpperCase(Locale.ROOT));
        } catch (IllegalArgumentException e) {
            throw new UsageError("--progress must be bar, lines or none, not '" + progress + "'");
        }
    }

    /** rvm in this checkout, run by {@code java} ({@code --java}), or by the java running the harness when null. */
    static Installation installation(String java) {
        return new Installation(home(), java == null
                ? Path.of(System.getProperty("java.home"), "bin", "java").toString() : java);
    }

    /** The rvm checkout the {@code ./rvm} script passed as {@code rvm.home}. */
    static Path home() {
        String home = System.getProperty("rvm.home");
        if (home == null) {
            throw new UsageError("system property rvm.home is not set: run the harness through ./rvm");
        }
        return Path.of(home).toAbsolutePath().normalize();
    }

    private Path outputDirectory() throws IOException {
        Path dir = outDir != null ? outDir : Path.of("bench-results",
                LocalDateTime.now().format(DateTimeFormatter.ofPattern("yyyyMMdd-HHmmss")));
        return Files.createDirectories(dir);
    }

    private Map<String, Object> settings(Session.Plan plan) {
        Map<String, Object> s = new LinkedHashMap<>();
        s.put("date", OffsetDateTime.now().truncatedTo(ChronoUnit.SECONDS).toString());
        s.put("workloads", plan.workloads().stream().map(WorkloadSpec::name).toList());
        s.put("configs", plan.configs().stream().map(Config::toString).toList());
        s.put("baseline", plan.configs().get(0).label());
        s.put("input", plan.input());
        s.put("iterations", plan.iterations());
        s.put("iterationsFor", new TreeMap<>(plan.iterationsFor()));
        s.put("warmup", plan.warmup());
        s.put("runs", plan.runs());
        s.put("metric", metric.toLowerCase(Locale.ROOT));
        return s;
    }

    /** A command line the user must fix; reported with exit code 2. */
    static final class UsageError extends RuntimeException {
        UsageError(String message) {
            super(message);
        }
    }

    /** The version of rvm the harness belongs to. */
    static final class Version implements CommandLine.IVersionProvider {
        @Override
        public String[] getVersion() {
            String v = BenchCommand.class.getPackage().getImplementationVersion();
            return new String[] {"rvm bench " + (v == null ? "(development build)" : v)};
        }
    }
}
