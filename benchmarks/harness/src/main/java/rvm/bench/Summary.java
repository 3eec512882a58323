package rvm.bench;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Objects;

import org.apache.commons.math3.stat.StatUtils;

/**
 * The statistics of a session: per workload and configuration the median, minimum and maximum
 * of the measured runs, the ratio to the baseline configuration, and the geometric mean of the
 * ratios over the workloads.
 *
 * <p>The ratio of a workload is the median of its pairwise ratios: round {@code r} of a
 * configuration divided by round {@code r} of the baseline, both measured in the same session one
 * after the other, so slow drift of the machine cancels; or, for a {@link Comparison#SPEEDUP}
 * summary, the baseline's round divided by the configuration's. Only rounds where both runs
 * succeeded make a pair. A failed run (wrong checksum, non-zero exit, time-out) is never a time:
 * it counts in {@link Cell#failures} and makes the workload's cell failed, and a failed workload
 * stays out of the geometric mean.
 */
public final class Summary {

    /** The statistics of one workload under one configuration; times in seconds, NaN where none. */
    public record Cell(String workload, String config, int runs, int failures, double median, double min,
                       double max, double ratio, double cpuMedian, double steadyMedian, double startupMedian,
                       String firstFailure) {

        /** Whether every run of this cell succeeded and there was at least one. */
        public boolean ok() {
            return failures == 0 && runs > 0;
        }
    }

    /**
     * Which way a configuration's time is set against the baseline's in the same round. The two are
     * not simply reciprocal: the median of an even number of pairs is the mean of the middle two.
     */
    public enum Comparison {
        /** The configuration's time divided by the baseline's: above 1 is slower ({@code ./rvm bench}). */
        RATIO,
        /** The baseline's time divided by the configuration's: above 1 is a speed-up ({@code ./rvm inline-fig5}). */
        SPEEDUP;

        /** The column of {@code config}'s figure in a table: {@code rvm/host}, or {@code timer speed-up}. */
        public String header(String config, String baseline) {
            return this == RATIO ? config + "/" + baseline : config + " speed-up";
        }

        /** The figure's column in {@code summary.csv}: {@code ratio_to_host}, or {@code speedup_over_static}. */
        public String csvColumn(String baseline) {
            return (this == RATIO ? "ratio_to_" : "speedup_over_") + baseline;
        }

        /** The title of a chart's value axis. */
        public String axisTitle(Metric metric, String baseline) {
            String m = metric.name().toLowerCase(Locale.ROOT);
            return this == RATIO ? m + " time / " + baseline : "speed-up over " + baseline + " (" + baseline + "'s " + m
                    + " time / time)";
        }

        /** The pair's figure; NaN when its divisor is not a positive time (the pair is left out). */
        private double of(double config, double baseline) {
            double divisor = this == RATIO ? baseline : config;
            return divisor > 0 ? (this == RATIO ? config : baseline) / divisor : Double.NaN;
        }
    }

    private final Metric metric;
    private final Comparison comparison;
    private final String baseline;
    private final List<String> configs;
    private final Map<String, Map<String, Cell>> cells = new LinkedHashMap<>();

    /**
     * Summarises {@code runs}.
     *
     * @param configs configuration labels in column order; the first is the baseline
     * @param metric the time the statistics and the ratios use
     */
    public Summary(List<String> workloads, List<String> configs, Metric metric, List<RunRecord> runs) {
        this(workloads, configs, metric, Comparison.RATIO, runs);
    }

    /**
     * Summarises {@code runs}, setting each configuration against the baseline as {@code comparison} says.
     *
     * @param configs configuration labels in column order; the first is the baseline
     * @param metric the time the statistics and the ratios use
     */
    public Summary(List<String> workloads, List<String> configs, Metric metric, Comparison comparison,
                   List<RunRecord> runs) {
        this.metric = metric;
        this.comparison = comparison;
        this.baseline = configs.get(0);
        this.configs = List.copyOf(configs);
        for (String workload : workloads) {
            Map<String, Cell> row = new LinkedHashMap<>();
            for (String config : configs) {
                row.put(config, cell(workload, config, runs));
            }
            cells.put(workload, row);
        }
    }

    /** The metric of every figure. */
    public Metric metric() {
        return metric;
    }

    /** Which way the ratios set a configuration against the baseline. */
    public Comparison comparison() {
        return comparison;
    }

    /** The label of the baseline configuration. */
    public String baseline() {
        return baseline;
    }

    /** Configuration labels in column order, the baseline first. */
    public List<String> configs() {
        return configs;
    }

    /** Workload names in row order. */
    public List<String> workloads() {
        return List.copyOf(cells.keySet());
    }

    /** The cell of {@code workload} under {@code config}. */
    public Cell cell(String workload, String config) {
        return Objects.requireNonNull(cells.get(workload).get(config), workload + "/" + config);
    }

    /**
     * The geometric mean of {@code config}'s ratios over the workloads whose cells (its own and the
     * baseline's) succeeded; NaN when there are none.
     */
    public double geometricMean(String config) {
        List<Double> ratios = new ArrayList<>();
        for (String workload : cells.keySet()) {
            double ratio = ratio(workload, config);
            if (!Double.isNaN(ratio)) {
                ratios.add(ratio);
            }
        }
        return ratios.isEmpty() ? Double.NaN : StatUtils.geometricMean(ratios.stream().mapToDouble(d -> d).toArray());
    }

    /**
     * The ratio of {@code workload} under {@code config} to the baseline (its speed-up over the
     * baseline for a {@link Comparison#SPEEDUP} summary) when both cells succeeded, else NaN: the one
     * rule for which ratios the table, the chart and the mean show.
     */
    public double ratio(String workload, String config) {
        Cell c = cell(workload, config);
        return c.ok() && cell(workload, baseline).ok() ? c.ratio() : Double.NaN;
    }

    /** Workloads left out of {@code config}'s geometric mean because a run failed. */
    public List<String> leftOut(String config) {
        return cells.keySet().stream().filter(w -> !cell(w, config).ok() || !cell(w, baseline).ok()).toList();
    }

    private Cell cell(String workload, String config, List<RunRecord> runs) {
        List<RunRecord> measured = measured(runs, workload, config);
        double[] ok = values(measured, metric);
        long failures = measured.stream().filter(r -> !r.ok()).count();
        String firstFailure = runs.stream().filter(r -> r.workload().equals(workload) && r.config().equals(config)
                && !r.ok()).map(RunRecord::failure).findFirst().orElse(null);
        if (firstFailure == null && measured.isEmpty()) {
            firstFailure = runs.stream().filter(r -> r.workload().equals(workload) && r.phase() == Phase.REFERENCE
                    && !r.ok()).map(r -> "the reference run on the host failed: " + r.failure()).findFirst()
                    .orElse(null);
        }
        if (firstFailure != null && failures == 0) {
            failures = 1; // a warm-up or reference run failed: nothing measured can be trusted
        }
        return new Cell(workload, config, measured.size(), (int) failures, median(ok),
                ok.length == 0 ? Double.NaN : StatUtils.min(ok), ok.length == 0 ? Double.NaN : StatUtils.max(ok),
                ratio(runs, workload, config), median(values(measured, Metric.CPU)),
                median(values(measured, Metric.STEADY)), median(values(measured, Metric.STARTUP)), firstFailure);
    }

    private double ratio(List<RunRecord> runs, String workload, String config) {
        Map<Integer, RunRecord> base = new LinkedHashMap<>();
        measured(runs, workload, baseline).stream().filter(RunRecord::ok).forEach(r -> base.put(r.round(), r));
        List<Double> ratios = new ArrayList<>();
        for (RunRecord r : measured(runs, workload, config)) {
            RunRecord b = base.get(r.round());
            if (r.ok() && b != null) {
                ratios.add(comparison.of(r.seconds(metric), b.seconds(metric)));
            }
        }
        return median(ratios.stream().mapToDouble(d -> d).filter(d -> !Double.isNaN(d)).toArray());
    }

    private static List<RunRecord> measured(List<RunRecord> runs, String workload, String config) {
        return runs.stream().filter(r -> r.phase() == Phase.MEASURED && r.workload().equals(workload)
                && r.config().equals(config)).toList();
    }

    private static double[] values(List<RunRecord> runs, Metric metric) {
        return runs.stream().filter(RunRecord::ok).mapToDouble(r -> r.seconds(metric)).filter(d -> !Double.isNaN(d))
                .toArray();
    }

    private static double median(double[] values) {
        return values.length == 0 ? Double.NaN : StatUtils.percentile(values, 50);
    }
}
