package rvm.bench;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collections;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

import rvm.bench.GridRunsCsv.GridRun;

/**
 * The runs of a resumable session ({@code ./rvm cbs-grid}, {@code ./rvm inline-fig5}): starts each
 * run in a fresh JVM and checks it, appends it to the runs CSV as it ends and tells the progress,
 * and knows which runs an earlier session recorded, by workload, label and round, so that a
 * resumed session skips them. What to run, and in which order, is the session's
 * ({@link GridSession}, {@link Fig5Session}).
 *
 * <p>Constraints: everything but {@link #cancel}, {@link #cancelled} and {@link #runs} runs on the
 * session's thread; those three may be called from any other (the shutdown hook on Ctrl-C). A run
 * cut short by cancellation is not recorded, so a resumed session runs it again.
 */
final class ResumableRuns {

    private final Installation installation;
    private final ProcessRunner runner;
    private final GridRunsCsv csv;
    private final List<GridRun> runs;
    private final Map<String, GridRun> recorded = new HashMap<>();
    /** Told of every run this session finishes; set before the session runs. */
    private Progress progress;
    private volatile boolean cancelled;

    /**
     * @param earlier the runs an earlier session recorded in {@code csv}'s file; this session adds to it
     */
    ResumableRuns(Installation installation, ProcessRunner runner, List<GridRun> earlier, GridRunsCsv csv) {
        this.installation = installation;
        this.runner = runner;
        this.csv = csv;
        this.runs = Collections.synchronizedList(new ArrayList<>(earlier));
        earlier.forEach(g -> recorded.put(key(g.run().workload(), g.run().config(), g.run().round()), g));
    }

    /** Where the runs of this session are reported from now on. */
    void progress(Progress progress) {
        this.progress = progress;
    }

    /** Whether a run of {@code workload} labelled {@code label} in {@code round} is recorded. */
    boolean done(String workload, String label, int round) {
        return recorded.containsKey(key(workload, label, round));
    }

    /** The recorded run of {@code workload} labelled {@code label} in {@code round}, or {@code null}. */
    GridRun recorded(String workload, String label, int round) {
        return recorded.get(key(workload, label, round));
    }

    /**
     * The reference run of {@code workload} on the host, whose checksum every other run must print:
     * the recorded one, else run now; {@code null} when the session was cancelled.
     *
     * @param arguments the workload's own arguments ({@code small --iterations 12})
     */
    RunRecord reference(WorkloadSpec workload, List<String> arguments) throws IOException, InterruptedException {
        GridRun earlier = recorded(workload.name(), "reference", 0);
        if (earlier != null) {
            return earlier.run();
        }
        RunRecord r = run(Config.HOST, workload, Phase.REFERENCE, 0, arguments, null, Map.of());
        if (r != null) {
            record(new GridRun(r, Double.NaN), workload.name() + " reference (host)", "");
        }
        return r;
    }

    /**
     * Runs {@code workload} once under {@code config}, unrecorded (see {@link #record}); {@code null}
     * when the session was cancelled before or during the run. The run fails when it exits with
     * another code than 0, times out, prints another checksum than {@code expectedChecksum} (unless
     * that is {@code null}), or does not write one of {@code outputs}, which are deleted first.
     *
     * @param outputs the files the run must write, each with what it is ({@code "DCG"})
     */
    RunRecord run(Config config, WorkloadSpec workload, Phase phase, int round, List<String> arguments,
                  String expectedChecksum, Map<Path, String> outputs) throws IOException, InterruptedException {
        if (cancelled) {
            return null;
        }
        for (Path file : outputs.keySet()) {
            Files.createDirectories(file.toAbsolutePath().getParent());
            Files.deleteIfExists(file);
        }
        ProcessRunner.Outcome outcome = runner.run(installation.command(config, workload, arguments));
        if (cancelled) {
            return null;
        }
        String failure = Session.failure(outcome, expectedChecksum);
        for (Map.Entry<Path, String> output : outputs.entrySet()) {
            if (failure == null && !Files.exists(output.getKey())) {
                failure = "wrote no " + output.getValue() + " to " + output.getKey();
            }
        }
        return new RunRecord(workload.name(), phase == Phase.REFERENCE ? "reference" : config.label(), phase, round,
                outcome.wallSeconds(), outcome.cpuSeconds(), outcome.iterationMillis(), outcome.exitCode(),
                outcome.checksum(), failure, LoadAverage.read());
    }

    /**
     * Runs {@code rvm ARGUMENTS}, a tool of rvm rather than a workload ({@code inline diff A B});
     * {@code null} when the session was cancelled.
     */
    ProcessRunner.Outcome tool(List<String> arguments) throws IOException, InterruptedException {
        if (cancelled) {
            return null;
        }
        ProcessRunner.Outcome outcome = runner.run(installation.rvmCommand(List.of(), arguments));
        return cancelled ? null : outcome;
    }

    /**
     * Records {@code g}: appends it to the runs CSV and tells the progress, as {@code what} (the line's
     * subject: {@code "jess cbs-1x4 round 2"}) with {@code more} after its time.
     */
    void record(GridRun g, String what, String more) throws IOException {
        RunRecord r = g.run();
        recorded.put(key(r.workload(), r.config(), r.round()), g);
        runs.add(g);
        csv.add(g);
        progress.finished(what, r, more);
    }

    /** Reports an error that is not a run's failure. */
    void error(String message) {
        progress.error(message);
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

    private static String key(String workload, String label, int round) {
        return workload + "\u0000" + label + "\u0000" + round;
    }
}
