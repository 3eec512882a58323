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
import rvm.core.io.AtomicFile;
import rvm.profiling.dcg.DcgProfile;
import rvm.profiling.dcg.DcgReader;

/**
 * Runs a {@link Fig5Plan}, skipping every run an earlier session already recorded (resuming).
 *
 * <p>Per workload:
 * <ol>
 *   <li>the reference run on the host, whose checksum every other run must print;</li>
 *   <li>the profiles, once each, exact first: {@code rvm run --profile=P --dcg-out=DIR/profiles/W-P.json}
 *       under the default tier, untimed; the timer and CBS runs are recorded with their profile's
 *       overlap with the exact one;</li>
 *   <li>rounds, warm-up ones first, each running every configuration once in a fresh JVM, the order
 *       reversed every other round as in {@link Session}. In the first round each configuration of
 *       rvm's inliner also writes its inline report ({@code DIR/inline/W-LABEL.json}), and once the
 *       round is over {@code rvm inline diff} compares each profile's report with {@code static}'s
 *       ({@code DIR/inline/W-static-vs-P.txt}).</li>
 * </ol>
 * A workload whose reference run fails is skipped; a configuration that replays a profile whose run
 * failed is not run (the report names the profile's failure).
 *
 * <p>Constraints: as {@link ResumableRuns}'s: {@link #run} runs on one thread, and the session is
 * stopped from any other through the runs' {@link ResumableRuns#cancel}.
 */
final class Fig5Session implements ResumableSession {

    private final Fig5Plan plan;
    private final ResumableRuns runs;
    private final Path dir;

    /**
     * @param runs the runs, with those an earlier session recorded in {@code dir}
     */
    Fig5Session(Fig5Plan plan, ResumableRuns runs, Path dir) {
        this.plan = plan;
        this.runs = runs;
        this.dir = dir;
    }

    /** {@code DIR/profiles/W-P.json}: the profile {@code profiler} recorded for {@code workload}. */
    static Path profileFile(Path dir, String workload, String profiler) {
        return dir.resolve("profiles").resolve(workload + "-" + profiler + ".json");
    }

    /** {@code DIR/inline/W-LABEL.json}: the inline report of {@code workload}'s first round under {@code label}. */
    static Path inlineReport(Path dir, String workload, String label) {
        return dir.resolve("inline").resolve(workload + "-" + label + ".json");
    }

    /** {@code DIR/inline/W-static-vs-P.txt}: what {@code rvm inline diff} said of static's and {@code profiler}'s. */
    static Path inlineDiff(Path dir, String workload, String profiler) {
        return dir.resolve("inline").resolve(workload + "-" + Fig5Plan.STATIC + "-vs-" + profiler + ".txt");
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
            for (String p : Fig5Plan.PROFILERS) {
                n += (files ? profileDone(w.name(), p) : runs.done(w.name(), Fig5Plan.profileLabel(p), 0)) ? 0 : 1;
            }
            for (int round = 0; round < plan.rounds(); round++) {
                for (String label : plan.configs()) {
                    boolean skipped = plan.readsRecordedProfile(label) && (files
                            ? profileDone(w.name(), label) && !profileOk(w.name(), label)
                            : profileFailed(w.name(), label));
                    n += runs.done(w.name(), label, round) || skipped ? 0 : 1;
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
            if (!profiles(workload, reference.checksum()) || !rounds(workload, reference.checksum())) {
                return;
            }
        }
    }

    private List<String> arguments(int iterations) {
        return List.of(plan.input(), "--iterations", Integer.toString(iterations));
    }

    /** Records the profiles an earlier session did not; false when cancelled. */
    private boolean profiles(WorkloadSpec workload, String checksum) throws IOException, InterruptedException {
        DcgProfile exact = null;
        for (String p : Fig5Plan.PROFILERS) {
            if (profileDone(workload.name(), p)) {
                continue;
            }
            Path file = profileFile(dir, workload.name(), p);
            RunRecord r = runs.run(plan.profileRun(p).withOptions(List.of("--dcg-out=" + file.toAbsolutePath())),
                    workload, Phase.WARMUP, 0, arguments(plan.profileIterations()), checksum, Map.of(file, "DCG"));
            if (r == null) {
                return false;
            }
            double accuracy = Double.NaN;
            if (r.ok() && !p.equals(Fig5Plan.EXACT) && profileOk(workload.name(), Fig5Plan.EXACT)) {
                if (exact == null) {
                    exact = DcgReader.read(profileFile(dir, workload.name(), Fig5Plan.EXACT));
                }
                accuracy = GridSession.accuracy(exact, file);
            }
            runs.record(new GridRun(r, accuracy), workload.name() + " " + p + " profile", Double.isNaN(accuracy) ? ""
                    : String.format(Locale.ROOT, ", accuracy %.1f%%", accuracy));
        }
        return true;
    }

    /** Whether {@code profiler}'s run is recorded, and either failed or left its DCG. */
    private boolean profileDone(String workload, String profiler) {
        GridRun r = runs.recorded(workload, Fig5Plan.profileLabel(profiler), 0);
        return r != null && (!r.run().ok() || Files.exists(profileFile(dir, workload, profiler)));
    }

    /** Whether {@code profiler}'s run is recorded and failed (its replays are skipped). */
    private boolean profileFailed(String workload, String profiler) {
        GridRun r = runs.recorded(workload, Fig5Plan.profileLabel(profiler), 0);
        return r != null && !r.run().ok();
    }

    /** Whether {@code profiler}'s run succeeded and its DCG is there to replay. */
    private boolean profileOk(String workload, String profiler) {
        GridRun r = runs.recorded(workload, Fig5Plan.profileLabel(profiler), 0);
        return r != null && r.run().ok() && Files.exists(profileFile(dir, workload, profiler));
    }

    /** Runs the rounds an earlier session did not finish; false when cancelled. */
    private boolean rounds(WorkloadSpec workload, String checksum) throws IOException, InterruptedException {
        for (int round = 0; round < plan.rounds(); round++) {
            List<String> order = new ArrayList<>(plan.configs());
            if (round % 2 == 1) {
                Collections.reverse(order);
            }
            for (String label : order) {
                if (runs.done(workload.name(), label, round)
                        || plan.readsRecordedProfile(label) && !profileOk(workload.name(), label)) {
                    continue;
                }
                RunRecord r = timed(workload, label, round, checksum);
                if (r == null) {
                    return false;
                }
            }
            if (round == 0 && !diffs(workload)) {
                return false;
            }
        }
        return true;
    }

    /** Runs and records {@code workload} under {@code label} in {@code round}; {@code null} when cancelled. */
    private RunRecord timed(WorkloadSpec workload, String label, int round, String checksum)
            throws IOException, InterruptedException {
        Config config = plan.config(label, profileFile(dir, workload.name(), label));
        Map<Path, String> outputs = Map.of();
        if (round == 0 && Fig5Plan.decidesInlining(label)) {
            Path report = inlineReport(dir, workload.name(), label);
            config = config.withOptions(List.of("--inline-report=" + report.toAbsolutePath()));
            outputs = Map.of(report, "inline report");
        }
        boolean warmup = round < plan.warmup();
        RunRecord r = runs.run(config, workload, warmup ? Phase.WARMUP : Phase.MEASURED, round,
                arguments(plan.iterations()), checksum, outputs);
        if (r != null) {
            runs.record(new GridRun(r, Double.NaN), workload.name() + " " + label + (warmup ? " warm-up " + (round + 1)
                    : " round " + (round - plan.warmup() + 1)), "");
        }
        return r;
    }

    /**
     * Compares each profile's inline report with static's through {@code rvm inline diff}, unless an
     * earlier session did or a report is missing, and saves what it printed; false when cancelled.
     */
    private boolean diffs(WorkloadSpec workload) throws IOException, InterruptedException {
        Path base = inlineReport(dir, workload.name(), Fig5Plan.STATIC);
        for (String p : plan.configs()) {
            Path other = inlineReport(dir, workload.name(), p);
            Path saved = inlineDiff(dir, workload.name(), p);
            if (!Fig5Plan.usesProfile(p) || Files.exists(saved) || !Files.exists(base) || !Files.exists(other)) {
                continue;
            }
            ProcessRunner.Outcome o = runs.tool(List.of("inline", "diff", base.toAbsolutePath().toString(),
                    other.toAbsolutePath().toString()));
            if (o == null) {
                return false;
            }
            if (o.exitCode() == 0 && InlineDiffCount.parse(o.stdout()).isPresent()) {
                AtomicFile.write(saved, o.stdout().lines().toList());
            } else {
                runs.error("rvm inline diff " + base + " " + other + " failed (exit code " + o.exitCode() + "): "
                        + (o.stderr().isBlank() ? "printed no count line" : o.stderr().strip()));
            }
        }
        return true;
    }
}
