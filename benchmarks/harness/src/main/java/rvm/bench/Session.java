package rvm.bench;

import java.io.IOException;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Map;
import java.util.function.Consumer;

/**
 * Runs the workloads under every configuration: per workload one reference run on the host,
 * then rounds of warm-up and measured runs, each round running every configuration once in a
 * fresh JVM. The order of the configurations alternates from round to round (A B, B A, A B, ...),
 * so a slow drift of the machine weighs on all of them alike.
 *
 * <p>Every run is checked: it must exit with 0 and print the reference run's checksum, or it is
 * recorded as failed with the reason. A workload whose reference run fails is skipped.
 *
 * <p>Constraints: {@link #run} runs on one thread; {@link #cancel} may be called from any other
 * (the shutdown hook on Ctrl-C). After cancellation no further run starts and the run in progress
 * is not recorded; {@link #records} holds exactly the runs that finished.
 */
final class Session {

    /**
     * What a session needs to know.
     *
     * @param iterations    the iterations of a workload inside each JVM
     * @param iterationsFor the iterations of the workloads, or groups of workloads, that differ from
     *                      {@code iterations}, by workload name or lower-case group name
     */
    record Plan(List<WorkloadSpec> workloads, List<Config> configs, String input, int iterations,
                Map<String, Integer> iterationsFor, int warmup, int runs) {

        Plan {
            iterationsFor = Map.copyOf(iterationsFor);
        }

        /** The iterations of {@code w}: its own setting, else its group's, else {@link #iterations}. */
        int iterationsOf(WorkloadSpec w) {
            Integer own = iterationsFor.get(w.name());
            if (own != null) {
                return own;
            }
            return iterationsFor.getOrDefault(w.group().name().toLowerCase(java.util.Locale.ROOT), iterations);
        }

        /** The number of processes the session starts. */
        int processCount() {
            return workloads.size() * (1 + (warmup + runs) * configs.size());
        }
    }

    private final Plan plan;
    private final Installation installation;
    private final ProcessRunner runner;
    private final Consumer<RunRecord> listener;
    private final List<RunRecord> records = Collections.synchronizedList(new ArrayList<>());
    private volatile boolean cancelled;

    /**
     * @param listener told of every finished run, on the session's thread (progress, the runs CSV)
     */
    Session(Plan plan, Installation installation, ProcessRunner runner, Consumer<RunRecord> listener) {
        this.plan = plan;
        this.installation = installation;
        this.runner = runner;
        this.listener = listener;
    }

    /** Runs the whole plan, or until cancelled. */
    void run() throws IOException, InterruptedException {
        for (WorkloadSpec workload : plan.workloads()) {
            RunRecord reference = runOnce(Config.HOST, "reference", workload, Phase.REFERENCE, 0, null);
            if (reference == null) {
                return;
            }
            if (!reference.ok()) {
                continue;
            }
            for (int round = 0; round < plan.warmup() + plan.runs(); round++) {
                Phase phase = round < plan.warmup() ? Phase.WARMUP : Phase.MEASURED;
                List<Config> order = new ArrayList<>(plan.configs());
                if (round % 2 == 1) {
                    Collections.reverse(order);
                }
                for (Config config : order) {
                    if (runOnce(config, config.label(), workload, phase, round, reference.checksum()) == null) {
                        return;
                    }
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

    /** A snapshot of the runs finished so far, in the order they finished. */
    List<RunRecord> records() {
        synchronized (records) {
            return List.copyOf(records);
        }
    }

    /** Runs once; {@code null} when the session was cancelled before or during the run. */
    private RunRecord runOnce(Config config, String label, WorkloadSpec workload, Phase phase, int round,
                              String expectedChecksum) throws IOException, InterruptedException {
        if (cancelled) {
            return null;
        }
        List<String> arguments = List.of(plan.input(), "--iterations", Integer.toString(plan.iterationsOf(workload)));
        ProcessRunner.Outcome outcome = runner.run(installation.command(config, workload, arguments));
        if (cancelled) {
            return null;
        }
        HostCompilations.Window window = outcome.compilations().window(outcome.iterationEnds());
        RunRecord record = new RunRecord(workload.name(), label, phase, round, outcome.wallSeconds(),
                outcome.cpuSeconds(), outcome.iterationMillis(), outcome.exitCode(), outcome.checksum(),
                failure(outcome, expectedChecksum), LoadAverage.read(), window == null ? null : window.compilations(),
                window == null ? null : window.notEntrant());
        records.add(record);
        listener.accept(record);
        return record;
    }

    /** Why a run failed, or {@code null}. */
    static String failure(ProcessRunner.Outcome outcome, String expectedChecksum) {
        if (outcome.timedOut()) {
            return "timed out after " + Math.round(outcome.wallSeconds()) + " s";
        }
        if (outcome.exitCode() != 0) {
            return "exit code " + outcome.exitCode() + ": " + tail(outcome.stderr());
        }
        String checksum = outcome.checksum();
        if (checksum == null) {
            return "printed no checksum line";
        }
        if (expectedChecksum != null && !checksum.equals(expectedChecksum)) {
            return "checksum " + checksum + ", the host printed " + expectedChecksum;
        }
        return null;
    }

    private static String tail(String text) {
        String[] lines = text.strip().split("\n");
        return String.join(" | ", List.of(lines).subList(Math.max(0, lines.length - 3), lines.length));
    }
}
