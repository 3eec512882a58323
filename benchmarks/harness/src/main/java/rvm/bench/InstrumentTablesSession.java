package rvm.bench;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Locale;
import java.util.Map;

import rvm.bench.GridRunsCsv.GridRun;

/**
 * Runs an {@link InstrumentTablesPlan}, skipping every run an earlier session recorded (resuming).
 *
 * <p>Per workload: the reference run on the host, whose checksum every other run must print; the
 * accuracy runs, once each, the exhaustive one first, each writing its results file
 * ({@code DIR/instrument/W-LABEL.json}) and recorded with its call edges' overlap with the
 * exhaustive profile; then rounds of the timed configurations, each in a fresh JVM, the order
 * reversed every other round as in {@link Session}. Table 5's counter run gets the interval at which
 * the counter takes as many samples as the timer did: {@value InstrumentTablesPlan#EQUAL_FROM} times
 * the samples of the counter at {@value InstrumentTablesPlan#EQUAL_FROM} over the timer's.
 *
 * <p>Constraints: as {@link ResumableRuns}'s: {@link #run} runs on one thread, and the session is
 * stopped from any other through the runs' {@link ResumableRuns#cancel}.
 */
final class InstrumentTablesSession implements ResumableSession {

    private final InstrumentTablesPlan plan;
    private final ResumableRuns runs;
    private final Path dir;

    InstrumentTablesSession(InstrumentTablesPlan plan, ResumableRuns runs, Path dir) {
        this.plan = plan;
        this.runs = runs;
        this.dir = dir;
    }

    /** {@code DIR/instrument/W-LABEL.json}: the results file of {@code workload}'s accuracy run {@code label}. */
    static Path resultsFile(Path dir, String workload, String label) {
        return dir.resolve("instrument").resolve(workload + "-" + label + ".json");
    }

    @Override
    public int remaining() {
        return missing(true);
    }

    @Override
    public int unrecorded() {
        return missing(false);
    }

    private int missing(boolean files) {
        int n = 0;
        for (WorkloadSpec w : plan.workloads()) {
            n += runs.done(w.name(), "reference", 0) ? 0 : 1;
            for (String label : plan.accuracy()) {
                n += (files ? accuracyDone(w.name(), label) : runs.done(w.name(), label, 0)) ? 0 : 1;
            }
            for (int round = 0; round < plan.rounds(); round++) {
                for (String label : plan.timed()) {
                    n += runs.done(w.name(), label, round) ? 0 : 1;
                }
            }
        }
        return n;
    }

    @Override
    public void run() throws IOException, InterruptedException {
        for (WorkloadSpec workload : plan.workloads()) {
            RunRecord reference = runs.reference(workload, arguments(plan.iterations()));
            if (reference == null) {
                return;
            }
            if (!reference.ok()) {
                continue;
            }
            if (!accuracyRuns(workload, reference.checksum()) || !rounds(workload, reference.checksum())) {
                return;
            }
        }
    }

    private List<String> arguments(int iterations) {
        return List.of(plan.input(), "--iterations", Integer.toString(iterations));
    }

    /** Whether {@code label}'s run is recorded, and either failed or left its results file. */
    private boolean accuracyDone(String workload, String label) {
        GridRun r = runs.recorded(workload, label, 0);
        return r != null && (!r.run().ok() || Files.exists(resultsFile(dir, workload, label)));
    }

    /** Runs the accuracy runs an earlier session did not; false when cancelled. */
    private boolean accuracyRuns(WorkloadSpec workload, String checksum) throws IOException, InterruptedException {
        for (String label : plan.accuracy()) {
            if (accuracyDone(workload.name(), label)) {
                continue;
            }
            int equal = 0;
            if (label.equals(InstrumentTablesPlan.COUNTER_EQUAL)) {
                equal = equalInterval(dir, workload.name());
                if (equal < 1) {
                    runs.error(workload.name() + ": no interval for " + label + ": the timer's or the counter's run at "
                            + InstrumentTablesPlan.EQUAL_FROM + " failed or took no sample");
                    continue;
                }
            }
            Path file = resultsFile(dir, workload.name(), label);
            RunRecord r = runs.run(plan.accuracyConfig(label, file, equal), workload, Phase.WARMUP, 0,
                    arguments(plan.accuracyIterations()), checksum, Map.of(file, "instrumentation results"));
            if (r == null) {
                return false;
            }
            Path exhaustive = resultsFile(dir, workload.name(), InstrumentTablesPlan.EXHAUSTIVE);
            double accuracy = r.ok() && !label.equals(InstrumentTablesPlan.EXHAUSTIVE) && Files.exists(exhaustive)
                    ? InstrumentTablesSummary.Accuracy.of(exhaustive, file).edgesPct() : Double.NaN;
            runs.record(new GridRun(r, accuracy), workload.name() + " " + label, Double.isNaN(accuracy) ? ""
                    : String.format(Locale.ROOT, ", call edges %.1f%%", accuracy)
                    + (equal > 0 ? ", interval " + equal : ""));
        }
        return true;
    }

    /**
     * Table 5's counter interval for {@code workload}: the one at which the counter takes as many
     * samples as the timer did, from their results files; 0 when one is missing or took no sample.
     */
    static int equalInterval(Path dir, String workload) throws IOException {
        Path timer = resultsFile(dir, workload, InstrumentTablesPlan.TIMER);
        Path counter = resultsFile(dir, workload, "acc-counter-" + InstrumentTablesPlan.EQUAL_FROM);
        if (!Files.exists(timer) || !Files.exists(counter)) {
            return 0;
        }
        long timerSamples = InstrumentTablesSummary.Accuracy.samples(timer);
        long counterSamples = InstrumentTablesSummary.Accuracy.samples(counter);
        if (timerSamples <= 0 || counterSamples <= 0) {
            return 0;
        }
        return (int) Math.max(1, Math.min(Integer.MAX_VALUE,
                Math.round((double) InstrumentTablesPlan.EQUAL_FROM * counterSamples / timerSamples)));
    }

    /** Runs the rounds an earlier session did not finish; false when cancelled. */
    private boolean rounds(WorkloadSpec workload, String checksum) throws IOException, InterruptedException {
        for (int round = 0; round < plan.rounds(); round++) {
            List<String> order = new ArrayList<>(plan.timed());
            if (round % 2 == 1) {
                Collections.reverse(order);
            }
            for (String label : order) {
                if (runs.done(workload.name(), label, round)) {
                    continue;
                }
                boolean warmup = round < plan.warmup();
                RunRecord r = runs.run(plan.timedConfig(label), workload, warmup ? Phase.WARMUP : Phase.MEASURED,
                        round, arguments(plan.iterations()), checksum, Map.of());
                if (r == null) {
                    return false;
                }
                runs.record(new GridRun(r, Double.NaN), workload.name() + " " + label + (warmup ? " warm-up "
                        + (round + 1) : " round " + (round - plan.warmup() + 1)), "");
            }
        }
        return true;
    }
}
