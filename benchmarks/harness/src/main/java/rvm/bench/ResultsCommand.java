package rvm.bench;

import java.io.IOException;
import java.io.PrintStream;
import java.io.StringWriter;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.Callable;

import org.apache.commons.csv.CSVFormat;
import org.apache.commons.csv.CSVPrinter;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import rvm.core.io.AtomicFile;

/**
 * {@code ./rvm results}: the analyses every experiment repeats, turning an experiment's raw data
 * into its tables. {@code paired} sets configurations against a baseline over alternating rounds
 * with a bootstrap interval ({@link PairedRatios}); {@code overlap} measures a sampled
 * instrumentation profile against the exhaustive one; {@code accuracy} tabulates such overlaps per
 * workload and configuration ({@link AccuracyTable}); {@code jmh} tabulates a JMH results file
 * ({@link JmhTable}).
 *
 * <p>Each reads files and writes tables to stdout (and, where asked, a CSV file): an experiment
 * folder's {@code rebuild} script is a list of these calls over the folder's own raw data.
 */
@Command(name = "rvm results", mixinStandardHelpOptions = true, versionProvider = BenchCommand.Version.class,
        description = "Analyses of an experiment's raw data: each reads files and prints a Markdown table or CSV.",
        subcommands = {ResultsCommand.Paired.class, ResultsCommand.Overlap.class, ResultsCommand.Accuracy.class,
            ResultsCommand.Jmh.class},
        footer = {"", "Examples:",
            "  ./rvm results paired runs.csv --base host",
            "  ./rvm results paired runs.jsonl --base none --window 31-40 --center geomean",
            "  ./rvm results overlap exhaustive.json sampled.json --workload jess --config counter",
            "  ./rvm results accuracy accuracy.csv",
            "  ./rvm results jmh jmh.csv --baseline noWalk",
            "", "Exit codes: 0 done, 2 bad command line, 3 a file that cannot be read or written."})
public final class ResultsCommand implements Callable<Integer> {

    @CommandLine.Spec
    CommandLine.Model.CommandSpec spec;

    private ResultsCommand() {
    }

    /** Runs the command line {@code args} and exits with its exit code. */
    public static void main(String[] args) {
        System.exit(commandLine(System.out, System.err).execute(args));
    }

    /** The picocli command line, with rvm's exit codes. */
    static CommandLine commandLine(PrintStream out, PrintStream err) {
        return BenchCommand.commandLine(new ResultsCommand(), "results", out, err); // its handlers serve the subcommands too
    }

    /** {@code rvm results} alone: the usage. */
    @Override
    public Integer call() {
        spec.commandLine().usage(spec.commandLine().getErr());
        return CommandLine.ExitCode.USAGE;
    }

    // ------------------------------------------------------------------ paired

    @Command(name = "paired", mixinStandardHelpOptions = true, sortOptions = false,
            description = {"Sets each configuration against a baseline over alternating rounds: per workload, the "
                    + "ratios of the runs of one round (configuration / baseline) and their center and range; over "
                    + "the workloads, the geometric mean of the centers, with a percentile bootstrap interval "
                    + "(each workload's pairs resampled, seeded) and each round's own geometric mean.",
                "Reads the runs CSV of ./rvm bench and of the resumable experiments, or JSON lines of runs "
                    + "(round, workload, config, steady ms, wall s, iterations ms, rc). Rounds pair within a file."})
    static final class Paired implements Callable<Integer> {

        @Parameters(paramLabel = "RUNS", arity = "1..*", description = "Runs files (.csv or .jsonl).")
        List<Path> files;

        @Option(names = "--base", paramLabel = "LABEL", required = true,
                description = "The baseline configuration every ratio divides by.")
        String base;

        @Option(names = "--configs", paramLabel = "LIST", split = ",",
                description = "The configurations to set against it, in column order (default: every other one).")
        List<String> configs = new ArrayList<>();

        @Option(names = "--workloads", paramLabel = "LIST", split = ",",
                description = "The workloads to keep, in row order (default: all, in the order of the runs).")
        List<String> workloads = new ArrayList<>();

        @Option(names = "--metric", paramLabel = "M", defaultValue = "steady",
                description = "The time of a run: steady (median of its last quarter of iterations), wall, cpu or "
                        + "startup (default: ${DEFAULT-VALUE}).")
        String metric;

        @Option(names = "--window", paramLabel = "FROM-TO",
                description = "Instead of --metric, the median of iterations FROM to TO (1-based, inclusive); a run "
                        + "with fewer iterations is left out.")
        String window;

        @Option(names = "--center", paramLabel = "C", defaultValue = "median",
                description = "A workload's figure from its rounds' ratios: median or geomean "
                        + "(default: ${DEFAULT-VALUE}).")
        String center;

        @Option(names = "--confidence", paramLabel = "F", defaultValue = PairedRatios.CONFIDENCE,
                description = "Confidence level of the interval (default: ${DEFAULT-VALUE}).")
        double confidence;

        @Option(names = "--resamples", paramLabel = "N", defaultValue = PairedRatios.RESAMPLES,
                description = "Bootstrap resamples (default: ${DEFAULT-VALUE}).")
        int resamples;

        @Option(names = "--seed", paramLabel = "N", defaultValue = PairedRatios.SEED,
                description = "Seed of the bootstrap's generator (default: ${DEFAULT-VALUE}).")
        long seed;

        @Option(names = "--csv", paramLabel = "FILE",
                description = "Also write the figures as CSV: workload, config, pairs, center, min, max, and for "
                        + "the geomean row the interval.")
        Path csv;

        @Option(names = "--width", paramLabel = "PCT",
                description = "Also say, per configuration, about how many rounds would bring the geometric mean's "
                        + "interval within +-PCT percent: the rounds here times the square of how much wider "
                        + "than that their interval is (an interval narrows with the square root of the rounds).")
        Double width;

        @CommandLine.Spec
        CommandLine.Model.CommandSpec spec;

        @Override
        public Integer call() throws IOException {
            PairedRatios.Options options = options();
            List<PairedRuns.Run> runs = PairedRuns.read(files);
            PairedRatios ratios;
            try {
                ratios = PairedRatios.of(runs, options);
            } catch (IllegalArgumentException e) {
                throw new BenchCommand.UsageError(e.getMessage());
            }
            // file names only: a table rebuilt in another checkout or directory reads the same
            PairedReport report = new PairedReport(ratios, String.join(", ", files.stream()
                    .map(f -> f.getFileName().toString()).toList()));
            report.markdownWithWindows(runs).forEach(spec.commandLine().getOut()::println);
            if (width != null) {
                spec.commandLine().getOut().println();
                report.roundsNeeded(width).forEach(spec.commandLine().getOut()::println);
            }
            if (csv != null) {
                AtomicFile.write(csv, report::writeCsv);
            }
            return 0;
        }

        private PairedRatios.Options options() {
            if (!(confidence > 0 && confidence < 1)) {
                throw new BenchCommand.UsageError("--confidence must be between 0 and 1, not " + confidence);
            }
            if (resamples < 1) {
                throw new BenchCommand.UsageError("--resamples must be at least 1, not " + resamples);
            }
            if (width != null && !(width > 0)) {
                throw new BenchCommand.UsageError("--width must be a percentage above 0, not " + width);
            }
            PairedRatios.Center c;
            try {
                c = PairedRatios.Center.valueOf(center.toUpperCase(Locale.ROOT));
            } catch (IllegalArgumentException e) {
                throw new BenchCommand.UsageError("--center must be median or geomean, not '" + center + "'");
            }
            return new PairedRatios.Options(base, configs, workloads, BenchCommand.parseMetric(metric),
                    window == null ? null : window(window), c, confidence, resamples, seed);
        }

        private static int[] window(String text) {
            String[] parts = text.split("-", 2);
            try {
                int from = Integer.parseInt(parts[0]);
                int to = Integer.parseInt(parts[1]);
                if (from >= 1 && to >= from) {
                    return new int[] {from, to};
                }
            } catch (NumberFormatException | ArrayIndexOutOfBoundsException e) {
                // reported below
            }
            throw new BenchCommand.UsageError("--window must be FROM-TO with 1 <= FROM <= TO, not '" + text + "'");
        }
    }

    // ------------------------------------------------------------------ overlap

    @Command(name = "overlap", mixinStandardHelpOptions = true, sortOptions = false,
            description = {"Measures sampled instrumentation results (--instrument-out) against the exhaustive "
                    + "ones: the overlap of the call edges (as ./rvm dcg overlap) and of the field access counts "
                    + "(the same metric over the access sites), in percent, and the samples taken.",
                "Prints one CSV row per sampled file in the columns ./rvm results accuracy reads: workload, "
                    + "config, call_edges_pct, field_accesses_pct, samples."})
    static final class Overlap implements Callable<Integer> {

        @Parameters(index = "0", paramLabel = "EXHAUSTIVE", description = "The exhaustive results file.")
        Path exhaustive;

        @Parameters(index = "1..*", arity = "1..*", paramLabel = "SAMPLED", description = "Sampled results files.")
        List<Path> sampled;

        @Option(names = "--workload", paramLabel = "NAME", defaultValue = "",
                description = "The workload column (default: empty).")
        String workload;

        @Option(names = "--config", paramLabel = "LABEL",
                description = "The config column (default: each sampled file's name without .json); only with one "
                        + "sampled file.")
        String config;

        @Option(names = "--no-header", description = "Leave out the header row (to append to a file).")
        boolean noHeader;

        @CommandLine.Spec
        CommandLine.Model.CommandSpec spec;

        @Override
        public Integer call() throws IOException {
            if (config != null && sampled.size() > 1) {
                throw new BenchCommand.UsageError("--config names one sampled file's row; " + sampled.size()
                        + " were given");
            }
            StringWriter text = new StringWriter();
            CSVFormat.Builder format = CSVFormat.DEFAULT.builder().setRecordSeparator('\n');
            if (!noHeader) {
                format.setHeader(AccuracyTable.COLUMNS.toArray(String[]::new));
            }
            try (CSVPrinter printer = new CSVPrinter(text, format.get())) {
                for (Path s : sampled) {
                    InstrumentTablesSummary.Accuracy a = InstrumentTablesSummary.Accuracy.of(exhaustive, s);
                    printer.printRecord(workload, config != null ? config : stem(s), percent(a.edgesPct()),
                            percent(a.fieldsPct()), a.samples());
                }
            }
            spec.commandLine().getOut().print(text);
            spec.commandLine().getOut().flush();
            return 0;
        }

        private static String percent(double d) {
            return Double.isNaN(d) ? "" : String.format(Locale.ROOT, "%.2f", d);
        }

        private static String stem(Path file) {
            String name = file.getFileName().toString();
            return name.endsWith(".json") ? name.substring(0, name.length() - 5) : name;
        }
    }

    // ------------------------------------------------------------------ accuracy

    @Command(name = "accuracy", mixinStandardHelpOptions = true, sortOptions = false,
            description = "Tabulates overlaps with the exhaustive profile (CSV: workload, config, call_edges_pct, "
                    + "and optionally field_accesses_pct and samples, as ./rvm results overlap prints them): a row "
                    + "per workload, a column per configuration, and the mean over the workloads.")
    static final class Accuracy implements Callable<Integer> {

        @Parameters(paramLabel = "CSV", arity = "1..*", description = "Accuracy files; rows of all are tabulated together.")
        List<Path> files;

        @Option(names = "--configs", paramLabel = "LIST", split = ",",
                description = "The configurations, in column order (default: all, in the order of the rows).")
        List<String> configs = new ArrayList<>();

        @Option(names = "--workloads", paramLabel = "LIST", split = ",",
                description = "The workloads, in row order (default: all, in the order of the rows).")
        List<String> workloads = new ArrayList<>();

        @CommandLine.Spec
        CommandLine.Model.CommandSpec spec;

        @Override
        public Integer call() throws IOException {
            AccuracyTable table;
            try {
                table = AccuracyTable.read(files, configs, workloads);
            } catch (IllegalArgumentException e) {
                throw new BenchCommand.UsageError(e.getMessage());
            }
            table.markdown().forEach(spec.commandLine().getOut()::println);
            return 0;
        }
    }

    // ------------------------------------------------------------------ jmh

    @Command(name = "jmh", mixinStandardHelpOptions = true, sortOptions = false,
            description = "Tabulates a JMH results file (-rf csv): each benchmark and parameters with its score "
                    + "and error, and its ratio to a baseline benchmark with the same parameters.")
    static final class Jmh implements Callable<Integer> {

        @Parameters(paramLabel = "CSV", description = "A JMH CSV results file.")
        Path file;

        @Option(names = "--baseline", paramLabel = "METHOD",
                description = "The benchmark method (the name after the class) whose score the ratios divide by.")
        String baseline;

        @CommandLine.Spec
        CommandLine.Model.CommandSpec spec;

        @Override
        public Integer call() throws IOException {
            try {
                JmhTable.read(file).markdown(baseline).forEach(spec.commandLine().getOut()::println);
            } catch (IllegalArgumentException e) {
                throw new BenchCommand.UsageError(e.getMessage());
            }
            return 0;
        }
    }
}
