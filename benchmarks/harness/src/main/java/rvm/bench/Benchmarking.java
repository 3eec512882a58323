package rvm.bench;

import java.io.IOException;
import java.io.PrintStream;
import java.io.UncheckedIOException;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * A timed benchmarking session from start to files: runs the {@link Session} with progress and
 * the runs CSV, then writes the summary (CSV, JSON, Markdown on stdout, optional chart).
 *
 * <p>Constraints: the summary is written exactly once, by whichever comes first: the end of the
 * session, or the shutdown hook on Ctrl-C (which first stops the session). Both take the same
 * lock, so the JVM does not exit while the files are half-written.
 */
final class Benchmarking {

    private final Session.Plan plan;
    private final Installation installation;
    private final Path dir;
    private final Metric metric;
    private final boolean chart;
    private final Progress.Mode progressMode;
    private final Map<String, Object> settings;
    private final Duration timeout;
    private final PrintStream out;
    private final PrintStream err;
    private boolean summarised;

    Benchmarking(Session.Plan plan, Installation installation, Path dir, Metric metric, boolean chart,
                 Progress.Mode progressMode, Map<String, Object> settings, Duration timeout, PrintStream out,
                 PrintStream err) {
        this.plan = plan;
        this.installation = installation;
        this.dir = dir;
        this.metric = metric;
        this.chart = chart;
        this.progressMode = progressMode;
        this.settings = settings;
        this.timeout = timeout;
        this.out = out;
        this.err = err;
    }

    /** Runs the session and writes its results; the exit code: 0, or 1 when a run failed. */
    int run() throws IOException, InterruptedException {
        installation.rvmClassPath(); // fail now, not after the first host runs, when something is not built
        for (Config c : plan.configs()) {
            installation.of(c).rvmClassPath();
        }
        installation.workloadClassPath();
        Machine machine = Machine.describe(installation.java());
        err.println("rvm: bench: " + count(plan.workloads().size(), "workload") + " x "
                + count(plan.configs().size(), "configuration") + ", " + plan.processCount() + " runs; results in " + dir);
        try (RunsCsv csv = new RunsCsv(dir.resolve("runs.csv"));
             Progress progress = new Progress(progressMode, plan.processCount(), plan.warmup(), err)) {
            ProcessRunner runner = new ProcessRunner(dir, timeout);
            Session session = new Session(plan, installation, runner, r -> {
                try {
                    csv.add(r);
                } catch (IOException e) {
                    throw new UncheckedIOException(e);
                }
                progress.finished(r);
            });
            Thread hook = new Thread(() -> {
                session.cancel();
                summarise(session, machine, false);
            }, "rvm-bench-interrupted");
            Runtime.getRuntime().addShutdownHook(hook);
            session.run();
            progress.close();
            boolean complete = !session.cancelled();
            summarise(session, machine, complete);
            if (complete) {
                Runtime.getRuntime().removeShutdownHook(hook);
            }
            return session.records().stream().allMatch(RunRecord::ok) ? 0 : 1;
        }
    }

    /**
     * A line per configuration that ran: the geometric mean of its paired ratios to the baseline with
     * its bootstrap interval, as {@code ./rvm results paired} computes them, over the workloads the
     * table's geometric mean covers; none before the baseline ran.
     */
    private List<String> intervals(Summary summary, List<RunRecord> records) {
        List<PairedRuns.Run> runs = PairedRuns.of(records);
        String base = summary.baseline();
        List<String> lines = new ArrayList<>();
        for (String c : summary.configs().subList(1, summary.configs().size())) {
            List<String> workloads = summary.workloads().stream().filter(w -> !summary.leftOut(c).contains(w)).toList();
            if (workloads.isEmpty()) {
                continue;
            }
            PairedRatios.Suite s = PairedRatios.of(runs, PairedRatios.Options.defaults(base, List.of(c), workloads,
                    metric)).suite(c);
            lines.add(String.format(Locale.ROOT, "%s/%s: geometric mean %.3f, 95%% bootstrap interval [%.3f, %.3f] "
                    + "over %s (./rvm results paired %s --base %s --configs %s --metric %s)", c, base, s.geomean(),
                    s.low(), s.high(), count(s.workloads(), "workload"), dir.resolve("runs.csv"), base, c,
                    metric.name().toLowerCase(Locale.ROOT)));
        }
        return lines;
    }

    /**
     * The tables of {@code ./rvm results paired} for this session's runs: each configuration's paired
     * ratios to the baseline with a bootstrap interval per workload and for the geometric mean, then,
     * where the runs recorded them, HotSpot's compilations and compiled methods made not entrant in
     * each measured window. None when there is no second configuration, or not every configuration
     * has a run (an interrupted session).
     */
    private List<String> paired(Summary summary, List<RunRecord> records) {
        List<String> others = summary.configs().subList(1, summary.configs().size());
        if (others.isEmpty()) {
            return List.of();
        }
        List<PairedRuns.Run> runs = PairedRuns.of(records);
        PairedRatios ratios;
        try {
            ratios = PairedRatios.of(runs, PairedRatios.Options.defaults(summary.baseline(), others,
                    summary.workloads(), metric));
        } catch (IllegalArgumentException e) {
            return List.of();
        }
        return new PairedReport(ratios, "runs.csv").markdownWithWindows(runs);
    }

    private static String count(int n, String noun) {
        return n + " " + noun + (n == 1 ? "" : "s");
    }

    private synchronized void summarise(Session session, Machine machine, boolean complete) {
        if (summarised) {
            return;
        }
        summarised = true;
        List<RunRecord> records = session.records();
        Summary summary = new Summary(plan.workloads().stream().map(WorkloadSpec::name).toList(),
                plan.configs().stream().map(Config::label).toList(), metric, records);
        try {
            Output.writeSummaryCsv(dir.resolve("summary.csv"), summary);
            Output.writeJson(dir.resolve("results.json"), settings, machine, summary, records, complete);
            if (chart) {
                RatioChart.write(summary, "rvm bench: " + plan.input() + " input, "
                                + String.valueOf(settings.get("date")).replace('T', ' '),
                        dir.resolve("chart.png"));
            }
        } catch (IOException | RuntimeException e) {
            err.println("rvm: bench: error: cannot write results to " + dir + ": " + e);
        }
        if (!complete) {
            err.println();
            err.println("rvm: bench: interrupted after " + records.size() + " runs; the summary covers those");
        }
        MarkdownTable.lines(summary).forEach(out::println);
        intervals(summary, records).forEach(out::println);
        List<String> paired = paired(summary, records);
        if (!paired.isEmpty()) {
            out.println();
            paired.forEach(out::println);
        }
        out.flush();
        err.println("rvm: bench: results in " + dir.toAbsolutePath());
    }
}
