package rvm.bench;

import java.util.ArrayList;
import java.util.List;

import org.apache.commons.math3.stat.StatUtils;
import rvm.bench.GridRunsCsv.GridRun;

/**
 * The figures of a CBS grid: per workload and configuration the overhead (the median over rounds
 * of the run's steady-state time divided by {@code none}'s in the same round, as {@link Summary}
 * pairs them, minus 1) and the accuracy (the mean over rounds of the overlap with the exact
 * profile); per configuration both averaged over the workloads that have them.
 */
final class GridSummary {

    /**
     * One configuration's figures averaged over workloads; NaN where no workload has one.
     *
     * @param label            the configuration
     * @param overheadPercent  the mean over workloads of the paired overhead, in percent
     * @param accuracyPercent  the mean over workloads of the accuracy, in percent
     * @param overheadWorkloads how many workloads the overhead averages
     * @param accuracyWorkloads how many workloads the accuracy averages
     */
    record Figures(String label, double overheadPercent, double accuracyPercent, int overheadWorkloads,
                   int accuracyWorkloads) {
    }

    private final GridPlan plan;
    private final Summary times;
    private final List<GridRun> runs;

    GridSummary(GridPlan plan, List<GridRun> runs) {
        this.plan = plan;
        this.runs = List.copyOf(runs);
        this.times = new Summary(workloads(), plan.configs().stream().map(Config::label).toList(), Metric.STEADY,
                this.runs.stream().map(GridRun::run).toList());
    }

    /** The plan's workloads, by name. */
    List<String> workloads() {
        return plan.workloads().stream().map(WorkloadSpec::name).toList();
    }

    /** The times and paired ratios to {@code none}, per workload. */
    Summary times() {
        return times;
    }

    /** The plan. */
    GridPlan plan() {
        return plan;
    }

    /** {@code workload}'s overhead under {@code label} in percent, NaN when a run is missing or failed. */
    double overheadPercent(String workload, String label) {
        double ratio = times.ratio(workload, label);
        return Double.isNaN(ratio) ? Double.NaN : (ratio - 1) * 100;
    }

    /** {@code workload}'s mean accuracy under {@code label} in percent, NaN when it has none. */
    double accuracyPercent(String workload, String label) {
        double[] values = runs.stream().filter(g -> g.run().phase() == Phase.MEASURED && g.run().ok()
                        && g.run().workload().equals(workload) && g.run().config().equals(label))
                .mapToDouble(GridRun::accuracy).filter(d -> !Double.isNaN(d)).toArray();
        return values.length == 0 ? Double.NaN : StatUtils.mean(values);
    }

    /** {@code label}'s figures averaged over the workloads. */
    Figures figures(String label) {
        List<Double> overheads = new ArrayList<>();
        List<Double> accuracies = new ArrayList<>();
        for (String w : workloads()) {
            double o = overheadPercent(w, label);
            if (!Double.isNaN(o)) {
                overheads.add(o);
            }
            double a = accuracyPercent(w, label);
            if (!Double.isNaN(a)) {
                accuracies.add(a);
            }
        }
        return new Figures(label, mean(overheads), mean(accuracies), overheads.size(), accuracies.size());
    }

    private static double mean(List<Double> values) {
        return values.isEmpty() ? Double.NaN : StatUtils.mean(values.stream().mapToDouble(d -> d).toArray());
    }
}
