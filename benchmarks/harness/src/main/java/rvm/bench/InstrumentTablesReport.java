package rvm.bench;

import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;

import org.apache.commons.csv.CSVFormat;
import org.apache.commons.csv.CSVPrinter;
import rvm.bench.GridRunsCsv.GridRun;
import rvm.bench.InstrumentTablesSummary.Accuracy;
import rvm.core.io.AtomicFile;

/**
 * What an {@code ./rvm instrument-tables} session reports, table by table as the paper's: the timed
 * configurations' times and ratios to {@code base} (Markdown, {@code tableN.csv} and
 * {@code tableN.png}), Table 4's cost and accuracy per interval, Table 5's timer against the counter
 * at the same number of samples, Figure 8's accuracy; every accuracy figure in
 * {@code accuracy.csv}; everything in {@code results.json}.
 */
final class InstrumentTablesReport {

    /** The format of {@code results.json}; changes when a field changes meaning. */
    static final String JSON_FORMAT = "rvm-instrument-tables-results/1";

    private static final Map<Integer, String> TITLES = Map.of(
            1, "Table 1: exhaustive instrumentation (call edges, field accesses), over no instrumentation",
            2, "Table 2: the framework alone (checks and duplicated code, never sampling): full and partial "
                    + "duplication, and the merged checks (rvm's yieldpoints)",
            3, "Table 3: checks without duplication (each operation under a check of its own, never sampling)",
            4, "Table 4: the counter trigger by sample interval (total cost, and accuracy against exhaustive)",
            5, "Table 5: the timer trigger (a tick every 1 ms) against the counter at the same number of samples",
            8, "Figure 8: the merged yieldpoint trigger by timer period (and never sampling)");

    /** The charts' titles: short enough for the chart's width. */
    private static final Map<Integer, String> CHART_TITLES = Map.of(
            1, "Table 1: exhaustive instrumentation",
            2, "Table 2: the framework alone, never sampling",
            3, "Table 3: checks without duplication, never sampling",
            4, "Table 4: the counter trigger by sample interval",
            8, "Figure 8: the merged yieldpoint trigger by timer period");

    private InstrumentTablesReport() {
    }

    /** The tables, in the plan's order, each with its title. */
    static List<String> lines(InstrumentTablesSummary s) {
        List<String> lines = new ArrayList<>();
        for (int t : s.plan().tables()) {
            lines.add("### " + TITLES.get(t));
            lines.add("");
            Summary times = s.times(t);
            if (times != null) {
                lines.addAll(MarkdownTable.lines(times));
                lines.add("");
            }
            if (t == 4) {
                lines.addAll(intervalTable(s));
                lines.add("");
            } else if (t == 5) {
                lines.addAll(timerTable(s));
                lines.add("");
            } else if (t == 8) {
                lines.add("Accuracy at 10 ms: call edges " + percent(s.mean("acc-merged-10ms", Accuracy::edgesPct))
                        + "%, field accesses " + percent(s.mean("acc-merged-10ms", Accuracy::fieldsPct))
                        + "% (mean over the workloads).");
                lines.add("");
            }
        }
        lines.add("Ratios: the configuration's " + metricName(s) + " time over base's in the same round, median over "
                + s.plan().runs() + " round" + (s.plan().runs() == 1 ? "" : "s") + ", --tier=opt --inliner=rvm; "
                + "geomean over the workloads. Accuracy: overlap with the exhaustive profile (call edges as ./rvm "
                + "dcg overlap; field accesses by the same metric over the sites), --tier=baseline, "
                + s.plan().accuracyIterations() + " iterations.");
        s.failures().forEach((run, failure) -> lines.add("- " + run + " failed: " + failure));
        return lines;
    }

    private static String metricName(InstrumentTablesSummary s) {
        for (int t : s.plan().tables()) {
            if (s.times(t) != null) {
                return s.times(t).metric().name().toLowerCase(Locale.ROOT);
            }
        }
        return "steady";
    }

    /** Table 4 as the paper's: per interval the framework, the instrumentation and the total cost, accuracy, samples. */
    private static List<String> intervalTable(InstrumentTablesSummary s) {
        Summary times = s.times(4);
        List<String> lines = new ArrayList<>(List.of(MarkdownTable.row(List.of("interval", "framework (never-full)",
                "total", "instrumentation (total / framework)", "call edges %", "field accesses %", "samples (mean)")),
                MarkdownTable.row(List.of("---", "---", "---", "---", "---", "---", "---"))));
        double framework = times == null ? Double.NaN : times.geometricMean("never-full");
        for (int n : s.plan().intervals()) {
            double total = times == null ? Double.NaN : times.geometricMean("counter-" + n);
            String label = "acc-counter-" + n;
            lines.add(MarkdownTable.row(List.of(Integer.toString(n), Output.number(framework), Output.number(total),
                    Output.number(total / framework), percent(s.mean(label, Accuracy::edgesPct)),
                    percent(s.mean(label, Accuracy::fieldsPct)),
                    String.format(Locale.ROOT, "%,.0f", s.mean(label, a -> a.samples())))));
        }
        return lines;
    }

    /** Table 5: per workload the timer's samples and accuracy beside the counter's at the interval with as many. */
    private static List<String> timerTable(InstrumentTablesSummary s) {
        List<String> lines = new ArrayList<>(List.of(MarkdownTable.row(List.of("workload", "timer samples",
                "timer call edges %", "timer field accesses %", "counter interval", "counter samples",
                "counter call edges %", "counter field accesses %")),
                MarkdownTable.row(List.of("---", "---", "---", "---", "---", "---", "---", "---"))));
        for (String w : s.workloads()) {
            Accuracy timer = s.accuracy(w, InstrumentTablesPlan.TIMER);
            Accuracy counter = s.accuracy(w, InstrumentTablesPlan.COUNTER_EQUAL);
            Integer interval = s.equalInterval(w);
            lines.add(MarkdownTable.row(List.of(w, timer == null ? "-" : Long.toString(timer.samples()),
                    timer == null ? "-" : percent(timer.edgesPct()), timer == null ? "-" : percent(timer.fieldsPct()),
                    interval == null ? "-" : interval.toString(), counter == null ? "-" : Long.toString(counter.samples()),
                    counter == null ? "-" : percent(counter.edgesPct()),
                    counter == null ? "-" : percent(counter.fieldsPct()))));
        }
        lines.add(MarkdownTable.row(List.of("**mean**", "", "**" + percent(s.mean(InstrumentTablesPlan.TIMER,
                Accuracy::edgesPct)) + "**", "**" + percent(s.mean(InstrumentTablesPlan.TIMER, Accuracy::fieldsPct))
                + "**", "", "", "**" + percent(s.mean(InstrumentTablesPlan.COUNTER_EQUAL, Accuracy::edgesPct)) + "**",
                "**" + percent(s.mean(InstrumentTablesPlan.COUNTER_EQUAL, Accuracy::fieldsPct)) + "**")));
        return lines;
    }

    /**
     * Writes {@code tableN.csv} and {@code tableN.png} for each table with timed configurations,
     * {@code accuracy.csv} and {@code results.json} into {@code dir}.
     */
    static void write(InstrumentTablesSummary s, List<GridRun> runs, Map<String, Object> settings, Object machine,
                      Path dir, boolean complete) throws IOException {
        Map<String, Object> root = new LinkedHashMap<>();
        root.put("format", JSON_FORMAT);
        root.put("complete", complete);
        root.put("settings", settings);
        root.put("machine", machine);
        Map<String, Object> tables = new LinkedHashMap<>();
        for (int t : s.plan().tables()) {
            Summary times = s.times(t);
            if (times == null) {
                continue;
            }
            Output.writeSummaryCsv(dir.resolve("table" + t + ".csv"), times);
            RatioChart.write(times, CHART_TITLES.get(t) + ", --tier=opt --inliner=rvm", dir.resolve("table" + t + ".png"),
                    true);
            Map<String, Double> geomean = new LinkedHashMap<>();
            times.configs().forEach(c -> geomean.put(c, times.geometricMean(c)));
            Map<String, Object> table = new LinkedHashMap<>(); // in this order, so results.json is the same every time
            table.put("geomean", geomean);
            table.put("workloads", times.workloads().stream().map(w -> {
                Map<String, Object> workload = new LinkedHashMap<>();
                workload.put("name", w);
                workload.put("configs", times.configs().stream().map(c -> times.cell(w, c)).toList());
                return workload;
            }).toList());
            tables.put("table" + t, table);
        }
        root.put("tables", tables);
        List<Map<String, Object>> accuracy = accuracyRows(s);
        root.put("accuracy", accuracy);
        root.put("runs", runs);
        writeAccuracyCsv(accuracy, dir.resolve("accuracy.csv"));
        Output.writeJson(dir.resolve("results.json"), root);
    }

    private static List<Map<String, Object>> accuracyRows(InstrumentTablesSummary s) {
        List<Map<String, Object>> rows = new ArrayList<>();
        for (String w : s.workloads()) {
            for (String label : s.plan().accuracy()) {
                Accuracy a = s.accuracy(w, label);
                if (a == null) {
                    continue;
                }
                Map<String, Object> row = new LinkedHashMap<>();
                row.put("workload", w);
                row.put("run", label);
                row.put("interval", label.equals(InstrumentTablesPlan.COUNTER_EQUAL) ? s.equalInterval(w) : null);
                row.put("callEdgesPct", a.edgesPct());
                row.put("fieldAccessesPct", a.fieldsPct());
                row.put("samples", a.samples());
                rows.add(row);
            }
        }
        return rows;
    }

    private static void writeAccuracyCsv(List<Map<String, Object>> rows, Path file) throws IOException {
        AtomicFile.write(file, writer -> {
            CSVPrinter p = new CSVPrinter(writer, CSVFormat.DEFAULT.builder().setHeader("workload", "run", "interval",
                    "call_edges_pct", "field_accesses_pct", "samples").get());
            for (Map<String, Object> r : rows) {
                p.printRecord(r.get("workload"), r.get("run"), r.get("interval") == null ? "" : r.get("interval"),
                        Output.number((Double) r.get("callEdgesPct")), Output.number((Double) r.get("fieldAccessesPct")),
                        r.get("samples"));
            }
            p.flush();
        });
    }

    private static String percent(double d) {
        return Double.isNaN(d) ? "-" : String.format(Locale.ROOT, "%.1f", d);
    }
}
