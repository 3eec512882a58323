package rvm.bench;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collections;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;

import rvm.bench.GridRunsCsv.GridRun;
import rvm.profiling.dcg.DcgProfile;
import rvm.profiling.dcg.DcgReader;
import rvm.profiling.dcg.Overlap;

/**
 * Runs a {@link GridPlan}, skipping every run an earlier session already recorded (resuming).
 *
 * <p>Per workload: the reference run on the host (its checksum checks every other run), the exact
 * profile under rvm ({@code DIR/dcg/WORKLOAD/exact.json}), then rounds in which every timed
 * configuration runs once in a fresh JVM, the order reversed every other round as in
 * {@link Session}. Every profiled run writes its DCG ({@code DIR/dcg/WORKLOAD/LABEL-rROUND.json})
 * and is recorded with its overlap with the exact profile. A workload whose reference run fails is
 * skipped; one whose exact run fails is timed but gets no accuracy.
 *
 * <p>Constraints: {@link #run} runs on one thread; {@link #cancel} may be called from any other.
 * A run cut short by cancellation is not recorded, so a resumed session runs it again.
 */
final class GridSession {

    private final GridPlan plan;
    private final Installation installation;
    private final ProcessRunner runner;
    private final Path dir;
    private final GridRunsCsv csv;
    private final List<GridRun> runs;
    private final Map<String, GridRun> recorded = new HashMap<>();
    /** Told of every run this session finishes; set by {@link #run}. */
    private Progress progress;
    private volatile boolean cancelled;

    /**
     * @param earlier the runs an earlier session recorded in {@code dir}; this session adds to it
     */
    GridSession(GridPlan plan, Installation installation, ProcessRunner runner, Path dir, List<GridRun> earlier,
                GridRunsCsv csv) {
        this.plan = plan;
        this.installation = installation;
        this.runner = runner;
        this.dir = dir;
        this.csv = csv;
        this.runs = Collections.synchronizedList(new ArrayList<>(earlier));
        earlier.forEach(g -> recorded.put(key(g.run().workload(), g.run().config(), g.run().round()), g));
    }

    /** How many runs the plan still needs, given what earlier sessions recorded. */
    int remaining() {
        int n = 0;
        for (WorkloadSpec w : plan.workloads()) {
            n += done(w.name(), "reference", 0) ? 0 : 1;
            n += exactDone(w.name()) ? 0 : 1;
            for (int round = 0; round < plan.runs(); round++) {
                for (Config c : plan.configs()) {
                    n += done(w.name(), c.label(), round) ? 0 : 1;
                }
            }
        }
        return n;
    }

    /** Runs what the plan still needs, or until cancelled, telling {@code progress} of each run. */
    void run(Progress progress) throws IOException, InterruptedException {
        this.progress = progress;
        for (WorkloadSpec workload : plan.workloads()) {
            RunRecord reference = reference(workload);
            if (reference == null) {
                return;
            }
            if (!reference.ok()) {
                continue;
            }
            DcgProfile exact = exact(workload, reference.checksum());
            if (cancelled) {
                return;
            }
            for (int round = 0; round < plan.runs(); round++) {
                List<Config> order = new ArrayList<>(plan.configs());
                if (round % 2 == 1) {
                    Collections.reverse(order);
                }
                for (Config config : order) {
                    if (done(workload.name(), config.label(), round)) {
                        continue;
                    }
                    Path dcg = config.label().equals(GridPlan.NONE) ? null
                            : dcgFile(workload.name(), config.label() + "-r" + round);
                    RunRecord r = runOnce(config, workload, Phase.MEASURED, round, reference.checksum(), dcg);
                    if (r == null) {
                        return;
                    }
                    double accuracy = dcg == null || !r.ok() || exact == null ? Double.NaN : accuracy(exact, dcg);
                    record(new GridRun(r, accuracy), Double.isNaN(accuracy) ? ""
                            : String.format(Locale.ROOT, ", accuracy %.1f%%", accuracy));
                }
            }
        }
    }

    /** Stops the session: kills the run in progress and starts no other. */
    void cancel() {
        cancelled = true;
        runner.cancel();
    }

    /** Whether {@link #cancel} was called. */
    boolean cancelled() {
        return cancelled;
    }

    /** Every run recorded so far, earlier sessions' first. */
    List<GridRun> runs() {
        synchronized (runs) {
            return List.copyOf(runs);
        }
    }

    private RunRecord reference(WorkloadSpec workload) throws IOException, InterruptedException {
        GridRun earlier = recorded.get(key(workload.name(), "reference", 0));
        if (earlier != null) {
            return earlier.run();
        }
        RunRecord r = runOnce(Config.HOST, workload, Phase.REFERENCE, 0, null, null);
        if (r != null) {
            record(new GridRun(r, Double.NaN), "");
        }
        return r;
    }

    /** The exact profile, run unless an earlier session left it; {@code null} when it failed or was cancelled. */
    private DcgProfile exact(WorkloadSpec workload, String checksum) throws IOException, InterruptedException {
        Path file = dcgFile(workload.name(), GridPlan.EXACT);
        if (!exactDone(workload.name())) {
            RunRecord r = runOnce(plan.exact(), workload, Phase.WARMUP, 0, checksum, file);
            if (r == null) {
                return null;
            }
            record(new GridRun(r, Double.NaN), "");
            if (!r.ok()) {
                return null;
            }
        } else if (!recorded.get(key(workload.name(), GridPlan.EXACT, 0)).run().ok()) {
            return null;
        }
        return DcgReader.read(file); // a DcgFileException names the file and what is wrong
    }

    private boolean exactDone(String workload) {
        GridRun r = recorded.get(key(workload, GridPlan.EXACT, 0));
        return r != null && (!r.run().ok() || Files.exists(dcgFile(workload, GridPlan.EXACT)));
    }

    private boolean done(String workload, String label, int round) {
        return recorded.containsKey(key(workload, label, round));
    }

    private RunRecord runOnce(Config config, WorkloadSpec workload, Phase phase, int round, String expectedChecksum,
                              Path dcg) throws IOException, InterruptedException {
        if (cancelled) {
            return null;
        }
        Config effective = config;
        if (dcg != null) {
            Files.createDirectories(dcg.getParent());
            Files.deleteIfExists(dcg);
            List<String> options = new ArrayList<>(config.options());
            options.add("--dcg-out=" + dcg.toAbsolutePath());
            effective = new Config(config.label(), config.kind(), options);
        }
        List<String> arguments = List.of(plan.input(), "--iterations", Integer.toString(plan.iterations()));
        ProcessRunner.Outcome outcome = runner.run(installation.command(effective, workload, arguments));
        if (cancelled) {
            return null;
        }
        String failure = Session.failure(outcome, expectedChecksum);
        if (failure == null && dcg != null && !Files.exists(dcg)) {
            failure = "wrote no DCG to " + dcg;
        }
        return new RunRecord(workload.name(), phase == Phase.REFERENCE ? "reference" : config.label(), phase, round,
                outcome.wallSeconds(), outcome.cpuSeconds(), outcome.iterationMillis(), outcome.exitCode(),
                outcome.checksum(), failure, LoadAverage.read());
    }

    private void record(GridRun g, String more) throws IOException {
        RunRecord r = g.run();
        recorded.put(key(r.workload(), r.config(), r.round()), g);
        runs.add(g);
        csv.add(g);
        String what = r.workload() + " " + switch (r.phase()) {
            case REFERENCE -> "reference (host)";
            case WARMUP -> "exact profile";
            case MEASURED -> r.config() + " round " + (r.round() + 1);
        };
        progress.finished(what, r, more);
    }

    /**
     * The overlap of the profile in {@code dcg} with the exact one, in percent: 0 for a profile with
     * no samples (it names no edge right), NaN when the exact profile has no weight.
     */
    static double accuracy(DcgProfile exact, Path dcg) throws IOException {
        if (exact.totalWeight() <= 0) {
            return Double.NaN;
        }
        DcgProfile sampled = DcgReader.read(dcg);
        return sampled.totalWeight() <= 0 ? 0 : Overlap.percent(exact, sampled);
    }

    private Path dcgFile(String workload, String name) {
        return dir.resolve("dcg").resolve(workload).resolve(name + ".json");
    }

    private static String key(String workload, String label, int round) {
        return workload + "\u0000" + label + "\u0000" + round;
    }
}
