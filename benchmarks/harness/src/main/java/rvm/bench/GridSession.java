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
 * <p>Constraints: as {@link ResumableRuns}'s: {@link #run} runs on one thread, and the session is
 * stopped from any other through the runs' {@link ResumableRuns#cancel}.
 */
final class GridSession implements ResumableSession {

    private final GridPlan plan;
    private final ResumableRuns runs;
    private final Path dir;

    /**
     * @param runs the runs, with those an earlier session recorded in {@code dir}
     */
    GridSession(GridPlan plan, ResumableRuns runs, Path dir) {
        this.plan = plan;
        this.runs = runs;
        this.dir = dir;
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
            n += (files ? exactDone(w.name()) : runs.done(w.name(), GridPlan.EXACT, 0)) ? 0 : 1;
            for (int round = 0; round < plan.runs(); round++) {
                for (Config c : plan.configs()) {
                    n += runs.done(w.name(), c.label(), round) ? 0 : 1;
                }
            }
        }
        return n;
    }

    @Override
    public void run() throws IOException, InterruptedException {
        for (WorkloadSpec workload : plan.workloads()) {
            RunRecord reference = runs.reference(workload, arguments());
            if (reference == null) {
                return;
            }
            if (!reference.ok()) {
                continue;
            }
            DcgProfile exact = exact(workload, reference.checksum());
            if (runs.cancelled()) {
                return;
            }
            for (int round = 0; round < plan.runs(); round++) {
                List<Config> order = new ArrayList<>(plan.configs());
                if (round % 2 == 1) {
                    Collections.reverse(order);
                }
                for (Config config : order) {
                    if (runs.done(workload.name(), config.label(), round)) {
                        continue;
                    }
                    Path dcg = config.label().equals(GridPlan.NONE) ? null
                            : dcgFile(workload.name(), config.label() + "-r" + round);
                    RunRecord r = runOnce(config, workload, Phase.MEASURED, round, reference.checksum(), dcg);
                    if (r == null) {
                        return;
                    }
                    double accuracy = dcg == null || !r.ok() || exact == null ? Double.NaN : accuracy(exact, dcg);
                    runs.record(new GridRun(r, accuracy), workload.name() + " " + config.label() + " round "
                            + (round + 1), Double.isNaN(accuracy) ? ""
                            : String.format(Locale.ROOT, ", accuracy %.1f%%", accuracy));
                }
            }
        }
    }

    private List<String> arguments() {
        return List.of(plan.input(), "--iterations", Integer.toString(plan.iterations()));
    }

    /** The exact profile, run unless an earlier session left it; {@code null} when it failed or was cancelled. */
    private DcgProfile exact(WorkloadSpec workload, String checksum) throws IOException, InterruptedException {
        Path file = dcgFile(workload.name(), GridPlan.EXACT);
        if (!exactDone(workload.name())) {
            RunRecord r = runOnce(plan.exact(), workload, Phase.WARMUP, 0, checksum, file);
            if (r == null) {
                return null;
            }
            runs.record(new GridRun(r, Double.NaN), workload.name() + " exact profile", "");
            if (!r.ok()) {
                return null;
            }
        } else if (!runs.recorded(workload.name(), GridPlan.EXACT, 0).run().ok()) {
            return null;
        }
        return DcgReader.read(file); // a DcgFileException names the file and what is wrong
    }

    private boolean exactDone(String workload) {
        GridRun r = runs.recorded(workload, GridPlan.EXACT, 0);
        return r != null && (!r.run().ok() || Files.exists(dcgFile(workload, GridPlan.EXACT)));
    }

    /** Runs once, writing the DCG to {@code dcg} unless it is {@code null}; {@code null} when cancelled. */
    private RunRecord runOnce(Config config, WorkloadSpec workload, Phase phase, int round, String expectedChecksum,
                              Path dcg) throws IOException, InterruptedException {
        Config effective = dcg == null ? config : config.withOptions(List.of("--dcg-out=" + dcg.toAbsolutePath()));
        return runs.run(effective, workload, phase, round, arguments(), expectedChecksum,
                dcg == null ? Map.of() : Map.of(dcg, "DCG"));
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
}
