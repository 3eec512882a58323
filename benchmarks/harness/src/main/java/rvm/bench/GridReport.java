package rvm.bench;

import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.function.ToDoubleFunction;

import org.apache.commons.csv.CSVFormat;
import org.apache.commons.csv.CSVPrinter;
import org.knowm.xchart.BitmapEncoder;
import org.knowm.xchart.HeatMapChart;
import org.knowm.xchart.HeatMapChartBuilder;
import rvm.core.io.AtomicFile;

/**
 * What a CBS grid session reports: {@code grid.csv} (one row per configuration, averaged over the
 * workloads), {@code grid-workloads.csv} (one row per workload and configuration), the grid as a
 * Markdown table shaped like Table 2 of Arnold and Grove (samples per tick down, stride across,
 * overhead and accuracy in each cell) with the timer row below it, and two PNG heatmaps.
 */
final class GridReport {

    private GridReport() {
    }

    /** Writes {@code grid.csv} and {@code grid-workloads.csv} into {@code dir}. */
    static void writeCsv(GridSummary s, Path dir) throws IOException {
        AtomicFile.write(dir.resolve("grid.csv"), writer -> {
            CSVPrinter p = new CSVPrinter(writer, CSVFormat.DEFAULT.builder().setHeader("config", "stride", "samples",
                    "overhead_pct", "accuracy_pct", "overhead_workloads", "accuracy_workloads").get());
            if (s.plan().timerRow()) {
                GridSummary.Figures f = s.figures(GridPlan.TIMER);
                p.printRecord(GridPlan.TIMER, "", "", Output.number(f.overheadPercent()),
                        Output.number(f.accuracyPercent()), f.overheadWorkloads(), f.accuracyWorkloads());
            }
            for (int stride : s.plan().strides()) {
                for (int n : s.plan().samples()) {
                    GridSummary.Figures f = s.figures(GridPlan.cbsLabel(stride, n));
                    p.printRecord(f.label(), stride, n, Output.number(f.overheadPercent()),
                            Output.number(f.accuracyPercent()), f.overheadWorkloads(), f.accuracyWorkloads());
                }
            }
            p.flush();
        });
        AtomicFile.write(dir.resolve("grid-workloads.csv"), writer -> {
            CSVPrinter p = new CSVPrinter(writer, CSVFormat.DEFAULT.builder().setHeader("workload", "config",
                    "steady_median_s", "overhead_pct", "accuracy_pct").get());
            for (String w : s.workloads()) {
                for (Config c : s.plan().configs()) {
                    p.printRecord(w, c.label(), Output.number(s.times().cell(w, c.label()).steadyMedian()),
                            Output.number(s.overheadPercent(w, c.label())), Output.number(s.accuracyPercent(w, c.label())));
                }
            }
            p.flush();
        });
    }

    /** The grid as Markdown lines, then the timer row and the workloads left out of any average. */
    static List<String> lines(GridSummary s) {
        List<String> lines = new ArrayList<>();
        List<String> header = new ArrayList<>(List.of("samples per tick \\ stride"));
        s.plan().strides().forEach(stride -> header.add(Integer.toString(stride)));
        lines.addAll(MarkdownTable.header(header));
        for (int n : s.plan().samples()) {
            List<String> cells = new ArrayList<>(List.of(Integer.toString(n)));
            for (int stride : s.plan().strides()) {
                GridSummary.Figures f = s.figures(GridPlan.cbsLabel(stride, n));
                cells.add(percent(f.overheadPercent()) + " / " + percent(f.accuracyPercent()));
            }
            lines.add(MarkdownTable.row(cells));
        }
        lines.add("");
        lines.add("Each cell: CBS overhead against none / accuracy (overlap with the exact profile), in percent,"
                + " averaged over " + s.workloads().size() + " workload" + (s.workloads().size() == 1 ? "" : "s") + ".");
        if (s.plan().timerRow()) {
            GridSummary.Figures t = s.figures(GridPlan.TIMER);
            lines.add("Timer scheme: overhead " + percent(t.overheadPercent()) + ", accuracy "
                    + percent(t.accuracyPercent()) + ".");
        }
        for (Config c : s.plan().configs()) {
            List<String> out = s.times().leftOut(c.label());
            if (!out.isEmpty()) {
                lines.add("- " + c.label() + ": no figure for " + String.join(", ", out)
                        + " (a run failed or is missing; see grid-runs.csv)");
            }
        }
        return lines;
    }

    /** Writes {@code heatmap-overhead.png} and {@code heatmap-accuracy.png} into {@code dir}. */
    static void writeHeatmaps(GridSummary s, String title, Path dir) throws IOException {
        heatmap(s, "CBS overhead % against none (" + title + ")", GridSummary.Figures::overheadPercent,
                dir.resolve("heatmap-overhead"));
        heatmap(s, "CBS accuracy %, overlap with exact (" + title + ")", GridSummary.Figures::accuracyPercent,
                dir.resolve("heatmap-accuracy"));
    }

    private static void heatmap(GridSummary s, String title, ToDoubleFunction<GridSummary.Figures> value, Path file)
            throws IOException {
        List<Integer> strides = s.plan().strides();
        List<Integer> samples = s.plan().samples();
        List<Number[]> data = new ArrayList<>();
        for (int x = 0; x < strides.size(); x++) {
            for (int y = 0; y < samples.size(); y++) {
                double v = value.applyAsDouble(s.figures(GridPlan.cbsLabel(strides.get(x), samples.get(y))));
                if (!Double.isNaN(v)) {
                    data.add(new Number[] {x, y, v});
                }
            }
        }
        HeatMapChart chart = new HeatMapChartBuilder().width(Math.max(900, 90 * strides.size() + 250))
                .height(Math.max(450, 40 * samples.size() + 200)).title(title).xAxisTitle("stride")
                .yAxisTitle("samples per tick").build();
        chart.getStyler().setShowValue(true);
        chart.getStyler().setHeatMapValueDecimalPattern("0.0");
        if (!data.isEmpty()) { // the legend prints its bounds in full: round them to one decimal
            double min = data.stream().mapToDouble(d -> d[2].doubleValue()).min().getAsDouble();
            double max = data.stream().mapToDouble(d -> d[2].doubleValue()).max().getAsDouble();
            chart.getStyler().setMin(Math.floor(min * 10) / 10);
            chart.getStyler().setMax(Math.ceil(max * 10) / 10);
        }
        chart.getStyler().setChartBackgroundColor(java.awt.Color.WHITE);
        chart.addSeries("cbs", strides.stream().map(String::valueOf).toList(),
                samples.stream().map(String::valueOf).toList(), data);
        BitmapEncoder.saveBitmap(chart, file.toString(), BitmapEncoder.BitmapFormat.PNG);
    }

    private static String percent(double d) {
        return Double.isNaN(d) ? "-" : String.format(Locale.ROOT, "%.1f", d);
    }
}
