package rvm.bench;

import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

import org.knowm.xchart.BitmapEncoder;
import org.knowm.xchart.CategoryChart;
import org.knowm.xchart.CategoryChartBuilder;
import org.knowm.xchart.style.Styler;

/**
 * A bar chart of each configuration's ratio to the baseline per workload, the geometric mean last,
 * saved as PNG. Failed workloads are left out of their configuration's bars.
 */
final class RatioChart {

    private RatioChart() {
    }

    /** Renders the chart of {@code s} to {@code file} (a {@code .png} name). */
    static void write(Summary s, String title, Path file) throws IOException {
        List<String> others = s.configs().subList(1, s.configs().size());
        CategoryChart chart = new CategoryChartBuilder().width(Math.max(800, 90 * (s.workloads().size() + 1)))
                .height(500).title(title).xAxisTitle("workload")
                .yAxisTitle(s.metric().name().toLowerCase(Locale.ROOT) + " time / " + s.baseline()).build();
        chart.getStyler().setLegendPosition(Styler.LegendPosition.InsideNW);
        chart.getStyler().setXAxisLabelRotation(45);
        chart.getStyler().setChartBackgroundColor(java.awt.Color.WHITE);
        List<String> names = new ArrayList<>(s.workloads());
        names.add("geomean");
        for (String config : others) {
            List<Double> ratios = new ArrayList<>();
            for (String workload : s.workloads()) {
                double ratio = s.ratio(workload, config);
                ratios.add(Double.isNaN(ratio) ? null : ratio);
            }
            double mean = s.geometricMean(config);
            ratios.add(Double.isNaN(mean) ? null : mean);
            chart.addSeries(config, names, ratios);
        }
        String name = file.toString();
        BitmapEncoder.saveBitmap(chart, name.endsWith(".png") ? name.substring(0, name.length() - 4) : name,
                BitmapEncoder.BitmapFormat.PNG);
    }
}
