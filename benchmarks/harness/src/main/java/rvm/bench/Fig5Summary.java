package rvm.bench;

import java.util.List;
import java.util.Map;

import org.apache.commons.math3.stat.StatUtils;
import rvm.bench.GridRunsCsv.GridRun;

/**
 * The figures of a Figure 5 session: per workload and configuration the times and the speed-up over
 * {@code static} (its time divided by the configuration's in the same round, median over the
 * measured rounds, as {@link Summary} pairs them; geometric mean over workloads), and per workload
 * and profile the profile's accuracy (its overlap with the exact profile) and how many call sites
 * the inliner decided differently with it than on static heuristics.
 */
final class Fig5Summary {

    private final Fig5Plan plan;
    private final Summary times;
    private final List<GridRun> runs;
    private final Map<String, Map<String, InlineDiffCount>> diffs;

    /**
     * @param metric the time the speed-ups divide
     * @param diffs  by workload, then by profile, the count of {@code rvm inline diff} of static's and the
     *               profile's inline reports, where there is one
     */
    Fig5Summary(Fig5Plan plan, Metric metric, List<GridRun> runs, Map<String, Map<String, InlineDiffCount>> diffs) {
        this.plan = plan;
        this.runs = List.copyOf(runs);
        this.diffs = Map.copyOf(diffs);
        this.times = new Summary(workloads(), plan.configs(), metric, Summary.Comparison.SPEEDUP,
                this.runs.stream().map(GridRun::run).toList());
    }

    /** The plan's workloads, by name. */
    List<String> workloads() {
        return plan.workloads().stream().map(WorkloadSpec::name).toList();
    }

    /** The plan. */
    Fig5Plan plan() {
        return plan;
    }

    /** The times and the speed-ups over {@code static}, per workload, and their geometric means. */
    Summary times() {
        return times;
    }

    /**
     * The run of {@code profiler}'s profile for {@code workload}, or {@code null}: the last one recorded
     * (a resumed session records it again when its DCG went missing).
     */
    private GridRun profileRun(String workload, String profiler) {
        String label = Fig5Plan.profileLabel(profiler);
        return runs.stream().filter(g -> g.run().workload().equals(workload) && g.run().config().equals(label))
                .reduce((first, later) -> later).orElse(null);
    }

    /**
     * The overlap in percent of {@code workload}'s {@code profiler} profile with its exact one; NaN for
     * the exact profile itself, and when a profile run failed or is missing.
     */
    double accuracyPercent(String workload, String profiler) {
        GridRun g = profileRun(workload, profiler);
        return g == null || !g.run().ok() ? Double.NaN : g.accuracy();
    }

    /** The mean over workloads of {@code profiler}'s accuracy, NaN when no workload has one. */
    double meanAccuracyPercent(String profiler) {
        double[] values = workloads().stream().mapToDouble(w -> accuracyPercent(w, profiler))
                .filter(d -> !Double.isNaN(d)).toArray();
        return values.length == 0 ? Double.NaN : StatUtils.mean(values);
    }

    /** Why {@code workload}'s {@code profiler} profile run failed, or {@code null} when it did not (or did not run). */
    String profileFailure(String workload, String profiler) {
        GridRun g = profileRun(workload, profiler);
        return g == null ? null : g.run().failure();
    }

    /**
     * The count of {@code rvm inline diff} of static's and {@code profiler}'s inline reports of
     * {@code workload}, or {@code null} when there is none.
     */
    InlineDiffCount diff(String workload, String profiler) {
        return diffs.getOrDefault(workload, Map.of()).get(profiler);
    }
}
