package rvm.bench;

import java.io.IOException;
import java.io.Writer;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.TreeSet;
import java.util.function.ToDoubleFunction;

import org.apache.commons.csv.CSVFormat;
import org.apache.commons.csv.CSVPrinter;
import org.apache.commons.math3.stat.StatUtils;

/**
 * {@link PairedRatios} as the tables of {@code ./rvm results paired}: a Markdown table for people
 * (per workload the center of its ratios with its interval and their range; the geometric mean with its interval; each
 * round's geometric mean) and a CSV for scripts.
 */
final class PairedReport {

    private final PairedRatios ratios;
    private final String source;

    PairedReport(PairedRatios ratios, String source) {
        this.ratios = ratios;
        this.source = source;
    }

    /** The caption line, the table, and a line per round geometric means. */
    List<String> markdown() {
        PairedRatios.Options o = ratios.options();
        List<String> lines = new ArrayList<>();
        lines.add("Paired ratios to `" + o.base() + "` of " + source + ": " + timeDescription(o) + "; per workload the "
                + center(o) + " of the rounds' ratios [its bootstrap interval] (min-max), " + pairCounts()
                + "; over the workloads the "
                + "geometric mean, with its " + percent(o.confidence()) + " bootstrap interval (" + o.resamples()
                + " resamples, seed " + o.seed() + ").");
        lines.add("");
        List<String> header = new ArrayList<>(List.of("workload"));
        ratios.configs().forEach(c -> header.add(c + "/" + o.base()));
        lines.addAll(MarkdownTable.header(header));
        for (String w : ratios.workloads()) {
            List<String> cells = new ArrayList<>(List.of(w));
            for (String c : ratios.configs()) {
                PairedRatios.Cell cell = ratios.cell(w, c);
                cells.add(cell.ratios().length == 0 ? "-" : ratio(cell.center()) + " [" + ratio(cell.low()) + ", "
                        + ratio(cell.high()) + "] (" + ratio(cell.min()) + "-" + ratio(cell.max()) + ")");
            }
            lines.add(MarkdownTable.row(cells));
        }
        List<String> mean = new ArrayList<>(List.of("**geomean**"));
        List<String> rounds = new ArrayList<>(List.of("rounds"));
        for (String c : ratios.configs()) {
            PairedRatios.Suite s = ratios.suite(c);
            mean.add(s.workloads() == 0 ? "-" : "**" + ratio(s.geomean()) + "** [" + ratio(s.low()) + ", "
                    + ratio(s.high()) + "]");
            rounds.add(String.join(" ", s.rounds().stream().map(PairedReport::ratio).toList()));
        }
        lines.add(MarkdownTable.row(mean));
        lines.add(MarkdownTable.row(rounds));
        return lines;
    }

    /**
     * The tables {@code ./rvm results paired} and {@code ./rvm bench} print: {@link #markdown}, then,
     * where {@code runs} recorded them, HotSpot's counts in the measured windows ({@link #windows}),
     * a blank line between.
     */
    List<String> markdownWithWindows(List<PairedRuns.Run> runs) {
        List<String> lines = new ArrayList<>(markdown());
        List<String> windows = windows(runs, ratios);
        if (!windows.isEmpty()) {
            lines.add("");
            lines.addAll(windows);
        }
        return lines;
    }

    /**
     * What HotSpot did while the steady iterations ran, per workload and configuration (the base
     * first): the median over the successful runs of its compilations and of the compiled methods it
     * made not entrant, so that a compile storm in a measured window shows beside the ratios. Empty
     * when no run recorded them (runs files older than the counts, or other kinds of runs).
     */
    static List<String> windows(List<PairedRuns.Run> runs, PairedRatios ratios) {
        if (runs.stream().allMatch(r -> Double.isNaN(r.compilations()))) {
            return List.of();
        }
        List<String> configs = new ArrayList<>(List.of(ratios.options().base()));
        configs.addAll(ratios.configs());
        List<String> lines = new ArrayList<>();
        lines.add("HotSpot while the steady iterations ran, median over the runs: compilations / compiled methods "
                + "made not entrant (deoptimised or replaced).");
        lines.add("");
        List<String> header = new ArrayList<>(List.of("workload"));
        header.addAll(configs);
        lines.addAll(MarkdownTable.header(header));
        for (String w : ratios.workloads()) {
            List<String> cells = new ArrayList<>(List.of(w));
            for (String c : configs) {
                double[] compiled = counts(runs, w, c, PairedRuns.Run::compilations);
                double[] notEntrant = counts(runs, w, c, PairedRuns.Run::notEntrant);
                cells.add(compiled.length == 0 ? "-" : count(compiled) + " / " + count(notEntrant));
            }
            lines.add(MarkdownTable.row(cells));
        }
        return lines;
    }

    private static double[] counts(List<PairedRuns.Run> runs, String workload, String config,
                                   ToDoubleFunction<PairedRuns.Run> count) {
        return runs.stream().filter(r -> r.ok() && r.workload().equals(workload) && r.config().equals(config))
                .mapToDouble(count).filter(d -> !Double.isNaN(d)).toArray();
    }

    private static String count(double[] values) {
        if (values.length == 0) {
            return "-";
        }
        double median = StatUtils.percentile(values, 50);
        return median == Math.rint(median) ? Long.toString((long) median) : String.format(Locale.ROOT, "%.1f", median);
    }

    /**
     * For each configuration, about how many rounds would bring its geometric mean's interval within
     * plus or minus {@code widthPercent} percent: this run's rounds times the square of the ratio of
     * its interval's half-width to the one wanted (in logarithms), as a bootstrap interval narrows
     * with the square root of the pairs. A planning figure: it assumes the next rounds vary as these did.
     */
    List<String> roundsNeeded(double widthPercent) {
        PairedRatios.Options o = ratios.options();
        double wanted = Math.log1p(widthPercent / 100);
        List<String> lines = new ArrayList<>();
        for (String c : ratios.configs()) {
            PairedRatios.Suite s = ratios.suite(c);
            int rounds = minPairs(c);
            String name = c + "/" + o.base() + ": ";
            if (s.workloads() == 0 || rounds < 2) {
                lines.add(name + "at least 2 rounds a workload are needed to tell how many a "
                        + percentText(widthPercent) + " interval needs");
                continue;
            }
            double half = (Math.log(s.high()) - Math.log(s.low())) / 2;
            long needed = Math.max(2, (long) Math.ceil(rounds * (half / wanted) * (half / wanted)));
            lines.add(String.format(Locale.ROOT, "%sthe %s interval is +-%.1f%% over %d rounds; +-%s needs about %d rounds",
                    name, percent(o.confidence()), Math.expm1(half) * 100, rounds, percentText(widthPercent), needed));
        }
        return lines;
    }

    private int minPairs(String config) {
        int min = Integer.MAX_VALUE;
        for (String w : ratios.workloads()) {
            int n = ratios.cell(w, config).ratios().length;
            if (n > 0) {
                min = Math.min(min, n);
            }
        }
        return min == Integer.MAX_VALUE ? 0 : min;
    }

    private static String percentText(double p) {
        return (p == Math.rint(p) ? String.valueOf((long) p) : String.valueOf(p)) + "%";
    }

    /** Writes the CSV: a row per workload and configuration, then a {@code geomean} row per configuration. */
    void writeCsv(Writer writer) throws IOException {
        CSVPrinter printer = new CSVPrinter(writer, CSVFormat.DEFAULT.builder().setRecordSeparator('\n')
                .setHeader("workload", "config", "base", "pairs", "center", "min", "max", "ci_low", "ci_high").get());
        String base = ratios.options().base();
        for (String w : ratios.workloads()) {
            for (String c : ratios.configs()) {
                PairedRatios.Cell cell = ratios.cell(w, c);
                printer.printRecord(w, c, base, cell.ratios().length, ratio(cell.center()), ratio(cell.min()),
                        ratio(cell.max()), ratio(cell.low()), ratio(cell.high()));
            }
        }
        for (String c : ratios.configs()) {
            PairedRatios.Suite s = ratios.suite(c);
            printer.printRecord("geomean", c, base, s.workloads(), ratio(s.geomean()), "", "", ratio(s.low()),
                    ratio(s.high()));
        }
        printer.flush();
    }

    private String pairCounts() {
        TreeSet<Integer> counts = new TreeSet<>();
        for (String w : ratios.workloads()) {
            for (String c : ratios.configs()) {
                counts.add(ratios.cell(w, c).ratios().length);
            }
        }
        if (counts.size() == 1) {
            return counts.first() + (counts.first() == 1 ? " pair" : " pairs") + " each";
        }
        return counts.first() + " to " + counts.last() + " pairs each";
    }

    private static String timeDescription(PairedRatios.Options o) {
        if (o.window() != null) {
            return "the median of iterations " + o.window()[0] + "-" + o.window()[1];
        }
        return switch (o.metric()) {
            case STEADY -> "the steady time (median of the last quarter of the iterations)";
            case WALL -> "the wall time of the whole process";
            case CPU -> "the CPU time of the process";
            case STARTUP -> "the start-up time (wall time minus the iterations)";
        };
    }

    private static String center(PairedRatios.Options o) {
        return o.center() == PairedRatios.Center.MEDIAN ? "median" : "geometric mean";
    }

    private static String percent(double confidence) {
        return String.format(Locale.ROOT, "%.0f%%", confidence * 100);
    }

    private static String ratio(double d) {
        return Double.isNaN(d) ? "" : String.format(Locale.ROOT, "%.3f", d);
    }
}
