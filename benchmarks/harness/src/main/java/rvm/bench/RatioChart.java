package rvm.bench;

import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

import org.knowm.xchart.AnnotationLine;
import org.knowm.xchart.BitmapEncoder;
import org.knowm.xchart.CategoryChart;
import org.knowm.xchart.CategoryChartBuilder;
import org.knowm.xchart.style.Styler;

/**
 * A bar chart of each configuration's ratio to the baseline (or speed-up over it, as the summary's
 * {@link Summary.Comparison} says) per workload, the geometric mean last, saved as PNG: one group of
 * bars per workload, one bar per configuration but the baseline. Failed workloads are left out of
 * their configuration's bars.
 */
final class RatioChart {

    private RatioChart() {
    }

    /** Renders the chart of {@code s} to {@code file} (a {@code .png} name). */
    static void write(Summary s, String title, Path file) throws IOException {
        write(s, title, file, false);
    }

    /**
     * Renders the chart of {@code s} to {@code file} (a {@code .png} name).
     *
     * @param baselineLine whether a line across the plot marks 1.0, the baseline's own figure, the value
     *                     axis starts just below the lowest bar rather than at 0 (for figures that
     *                     differ by a few percent, as speed-ups do), and the legend stands beside the
     *                     plot rather than over its first bars
     */
    static void write(Summary s, String title, Path file, boolean baselineLine) throws IOException {
        List<String> others = s.configs().subList(1, s.configs().size());
        CategoryChart chart = new CategoryChartBuilder().width(Math.max(800, 90 * (s.workloads().size() + 1)))
                .height(500).title(title).xAxisTitle("workload")
                .yAxisTitle(s.comparison().axisTitle(s.metric(), s.baseline())).build();
        chart.getStyler().setLegendPosition(Styler.LegendPosition.InsideNW);
        chart.getStyler().setXAxisLabelRotation(45);
        chart.getStyler().setChartBackgroundColor(java.awt.Color.WHITE);
        List<String> names = new ArrayList<>(s.workloads());
        names.add("geomean");
        double lowest = 1;
        for (String config : others) {
            List<Double> ratios = new ArrayList<>();
            for (String workload : s.workloads()) {
                double ratio = s.ratio(workload, config);
                ratios.add(Double.isNaN(ratio) ? null : ratio);
            }
            double mean = s.geometricMean(config);
            ratios.add(Double.isNaN(mean) ? null : mean);
            chart.addSeries(config, names, ratios);
            lowest = ratios.stream().filter(r -> r != null).mapToDouble(r -> r).reduce(lowest, Math::min);
        }
        if (baselineLine) {
            AnnotationLine line = new AnnotationLine(1.0, false, false);
            chart.addAnnotation(line);
            chart.getStyler().setAnnotationLineColor(java.awt.Color.BLACK);
            chart.getStyler().setAnnotationLineStroke(new java.awt.BasicStroke(1.5f));
            chart.getStyler().setYAxisMin(Math.max(0, Math.floor(lowest * 10 - 1) / 10));
            chart.getStyler().setLegendPosition(Styler.LegendPosition.OutsideE);
        }
        String name = file.toString();
        BitmapEncoder.saveBitmap(chart, name.endsWith(".png") ? name.substring(0, name.length() - 4) : name,
                BitmapEncoder.BitmapFormat.PNG);
    }
}
