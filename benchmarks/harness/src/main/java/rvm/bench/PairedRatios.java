package rvm.bench;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Set;
import java.util.TreeMap;

import org.apache.commons.math3.random.RandomGenerator;
import org.apache.commons.math3.random.Well19937c;
import org.apache.commons.math3.stat.StatUtils;

/**
 * Paired ratios of configurations to a baseline over alternating rounds, and their uncertainty.
 *
 * <p>A pair is one workload's run under a configuration and its run under the baseline in the
 * same round of the same file: taken one after the other, so slow drift of the machine cancels.
 * Per workload the ratios of its pairs have a center (their median, as {@code ./rvm bench}
 * reports, or their geometric mean) and a range; over the workloads, the geometric mean of the
 * centers. Its confidence interval is a percentile bootstrap: each workload's pairs are resampled
 * with replacement, the centers and their geometric mean recomputed, {@code resamples} times, with
 * a seeded generator so that the same data always gives the same interval; each workload's center
 * gets an interval the same way, from its own pairs. Each round that every
 * workload with pairs has also gets the geometric mean of its own ratios over those workloads.
 */
final class PairedRatios {

    /** How a workload's paired ratios are summed up in one figure. */
    enum Center {
        /** The median of the ratios, as {@code ./rvm bench} reports them. */
        MEDIAN,
        /** The geometric mean of the ratios. */
        GEOMEAN;

        double of(double[] ratios) {
            return this == MEDIAN ? StatUtils.percentile(ratios, 50) : StatUtils.geometricMean(ratios);
        }
    }

    /** The defaults of {@code ./rvm results paired}, which {@code ./rvm bench}'s interval line uses too. */
    static final String CONFIDENCE = "0.95";
    static final String RESAMPLES = "10000";
    static final String SEED = "1";

    /**
     * What to compute.
     *
     * @param base       the baseline configuration's label
     * @param configs    the configurations to set against it, in column order; empty for every other one
     * @param workloads  the workloads to keep, in row order; empty for all
     * @param metric     the time each run contributes
     * @param window     1-based first and last iteration whose median is the time instead, or null
     * @param center     how a workload's ratios become its figure
     * @param confidence the confidence level of the interval, in (0, 1)
     * @param resamples  how many bootstrap resamples
     * @param seed       the bootstrap generator's seed
     */
    record Options(String base, List<String> configs, List<String> workloads, Metric metric, int[] window,
                   Center center, double confidence, int resamples, long seed) {

        /** The median's center and the default interval, over the whole runs of {@code metric}. */
        static Options defaults(String base, List<String> configs, List<String> workloads, Metric metric) {
            return new Options(base, configs, workloads, metric, null, Center.MEDIAN, Double.parseDouble(CONFIDENCE),
                    Integer.parseInt(RESAMPLES), Long.parseLong(SEED));
        }
    }

    /**
     * One workload under one configuration: its ratios in round order, their center and range, and
     * the center's bootstrap interval ({@code low} to {@code high}, resampling its pairs; with a
     * handful of pairs it stays inside their range).
     */
    record Cell(String workload, String config, double[] ratios, double center, double min, double max, double low,
                double high) {
    }

    /**
     * One configuration over the workloads: the geometric mean of their centers, its bootstrap
     * interval, and the geometric mean of each round (by file, then round).
     */
    record Suite(String config, int workloads, double geomean, double low, double high, List<Double> rounds) {
    }

    private final Options options;
    private final List<String> workloads;
    private final List<String> configs;
    private final Map<String, Map<String, Cell>> cells = new LinkedHashMap<>();
    private final Map<String, Map<String, Map<Round, Double>>> byRound = new LinkedHashMap<>();
    private final Map<String, Suite> suites = new LinkedHashMap<>();

    private PairedRatios(Options options, List<String> workloads, List<String> configs) {
        this.options = options;
        this.workloads = workloads;
        this.configs = configs;
    }

    /**
     * The paired ratios of {@code runs}.
     *
     * @throws IllegalArgumentException naming what is missing: the baseline, a configuration or a
     *                                  workload not in the runs
     */
    static PairedRatios of(List<PairedRuns.Run> runs, Options o) {
        Set<String> seenConfigs = new LinkedHashSet<>();
        Set<String> seenWorkloads = new LinkedHashSet<>();
        runs.forEach(r -> {
            seenConfigs.add(r.config());
            seenWorkloads.add(r.workload());
        });
        if (!seenConfigs.contains(o.base())) {
            throw new IllegalArgumentException("no runs of the baseline '" + o.base() + "' (configurations: "
                    + String.join(", ", seenConfigs) + ")");
        }
        List<String> configs = o.configs().isEmpty()
                ? seenConfigs.stream().filter(c -> !c.equals(o.base())).toList() : o.configs();
        requireAll("configuration", configs, seenConfigs);
        List<String> workloads = o.workloads().isEmpty() ? List.copyOf(seenWorkloads) : o.workloads();
        requireAll("workload", workloads, seenWorkloads);
        PairedRatios p = new PairedRatios(o, workloads, configs);
        for (String w : workloads) {
            Map<Round, Double> base = times(runs, w, o.base(), o);
            for (String c : configs) {
                Map<Round, Double> ratios = new TreeMap<>();
                times(runs, w, c, o).forEach((key, t) -> {
                    Double b = base.get(key);
                    if (b != null) {
                        ratios.put(key, t / b);
                    }
                });
                p.byRound.computeIfAbsent(c, k -> new LinkedHashMap<>()).put(w, ratios);
                double[] values = ratios.values().stream().mapToDouble(d -> d).toArray();
                double[] interval = values.length == 0 ? new double[] {Double.NaN, Double.NaN}
                        : p.interval(List.of(values));
                p.cells.computeIfAbsent(w, k -> new LinkedHashMap<>()).put(c, values.length == 0
                        ? new Cell(w, c, values, Double.NaN, Double.NaN, Double.NaN, Double.NaN, Double.NaN)
                        : new Cell(w, c, values, o.center().of(values), StatUtils.min(values), StatUtils.max(values),
                                interval[0], interval[1]));
            }
        }
        return p;
    }

    private static void requireAll(String what, List<String> wanted, Set<String> seen) {
        for (String name : wanted) {
            if (!seen.contains(name)) {
                throw new IllegalArgumentException("no runs of the " + what + " '" + name + "' (there are: "
                        + String.join(", ", seen) + ")");
            }
        }
    }

    /** A round of a file: the runs of one round of one file are the pairs. */
    record Round(int file, int round) implements Comparable<Round> {
        @Override
        public int compareTo(Round o) {
            return file != o.file ? Integer.compare(file, o.file) : Integer.compare(round, o.round);
        }
    }

    /**
     * The times of a workload's successful runs under a configuration, by round.
     *
     * @throws IllegalArgumentException when a round holds two runs of it
     */
    private static Map<Round, Double> times(List<PairedRuns.Run> runs, String workload, String config, Options o) {
        Map<Round, Double> times = new TreeMap<>();
        Set<Round> seen = new HashSet<>();
        for (PairedRuns.Run r : runs) {
            if (!r.workload().equals(workload) || !r.config().equals(config)) {
                continue;
            }
            Round key = new Round(r.file(), r.round());
            if (!seen.add(key)) {
                throw new IllegalArgumentException("round " + r.round() + " of file " + (r.file() + 1)
                        + " holds two runs of " + workload + " under " + config);
            }
            double t = r.ok() ? r.seconds(o.metric(), o.window()) : Double.NaN;
            if (t > 0) {
                times.put(key, t);
            }
        }
        return times;
    }

    Options options() {
        return options;
    }

    List<String> workloads() {
        return workloads;
    }

    List<String> configs() {
        return configs;
    }

    Cell cell(String workload, String config) {
        return Objects.requireNonNull(cells.get(workload).get(config), workload + "/" + config);
    }

    /** {@code config} over the workloads that have at least one pair; NaN figures when none has. */
    Suite suite(String config) {
        return suites.computeIfAbsent(config, this::computeSuite);
    }

    private Suite computeSuite(String config) {
        List<double[]> samples = new ArrayList<>();
        for (String w : workloads) {
            Cell c = cell(w, config);
            if (c.ratios().length > 0) {
                samples.add(c.ratios());
            }
        }
        if (samples.isEmpty()) {
            return new Suite(config, 0, Double.NaN, Double.NaN, Double.NaN, List.of());
        }
        double[] interval = interval(samples);
        return new Suite(config, samples.size(), geomeanOfCenters(samples), interval[0], interval[1],
                roundMeans(config));
    }

    /**
     * The percentile bootstrap interval of the geometric mean of {@code samples}' centers (one
     * workload's pairs for a cell's interval, every workload's for the suite's): each sample's
     * ratios resampled with replacement, {@code resamples} times, from the seed.
     */
    private double[] interval(List<double[]> samples) {
        double[] resampled = new double[options.resamples()];
        RandomGenerator random = new Well19937c(options.seed());
        for (int i = 0; i < resampled.length; i++) {
            List<double[]> draw = new ArrayList<>(samples.size());
            for (double[] s : samples) {
                double[] d = new double[s.length];
                for (int j = 0; j < d.length; j++) {
                    d[j] = s[random.nextInt(s.length)];
                }
                draw.add(d);
            }
            resampled[i] = geomeanOfCenters(draw);
        }
        double tail = (1 - options.confidence()) / 2 * 100;
        return new double[] {StatUtils.percentile(resampled, tail), StatUtils.percentile(resampled, 100 - tail)};
    }

    private double geomeanOfCenters(List<double[]> samples) {
        return StatUtils.geometricMean(samples.stream().mapToDouble(s -> options.center().of(s)).toArray());
    }

    /** Each round's geometric mean over the workloads, for the rounds every workload with pairs has, in order. */
    private List<Double> roundMeans(String config) {
        Map<String, Map<Round, Double>> ratios = byRound.get(config);
        Set<Round> keys = null;
        for (Map<Round, Double> r : ratios.values()) {
            if (r.isEmpty()) {
                continue;
            }
            if (keys == null) {
                keys = new java.util.TreeSet<>(r.keySet());
            } else {
                keys.retainAll(r.keySet());
            }
        }
        List<Double> means = new ArrayList<>();
        for (Round key : keys == null ? Set.<Round>of() : keys) {
            means.add(StatUtils.geometricMean(ratios.values().stream().filter(r -> !r.isEmpty())
                    .mapToDouble(r -> r.get(key)).toArray()));
        }
        return means;
    }
}
