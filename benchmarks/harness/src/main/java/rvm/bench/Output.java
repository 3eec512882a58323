package rvm.bench;

import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;

import com.fasterxml.jackson.core.JsonGenerator;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.SerializationFeature;
import com.fasterxml.jackson.databind.SerializerProvider;
import com.fasterxml.jackson.databind.module.SimpleModule;
import com.fasterxml.jackson.databind.ser.std.StdSerializer;
import org.apache.commons.csv.CSVFormat;
import org.apache.commons.csv.CSVPrinter;
import rvm.core.io.AtomicFile;

/**
 * The files a session writes besides the runs CSV: {@code summary.csv} (one row per workload and
 * configuration) and {@code results.json} (settings, machine, summary and every run). Each is
 * written to a temporary sibling and renamed, so no reader sees half a file.
 */
final class Output {

    /** The format name in {@code results.json}; changes when a field changes meaning. */
    static final String JSON_FORMAT = "rvm-bench/1";

    private Output() {
    }

    /** A number for CSV and tables: up to four significant decimals, empty for NaN. */
    static String number(double d) {
        if (Double.isNaN(d)) {
            return "";
        }
        return String.format(Locale.ROOT, d >= 100 ? "%.1f" : d >= 1 ? "%.3f" : "%.4f", d);
    }

    /**
     * A number for raw data: written so that it reads back to the same double (empty for NaN), so that
     * tables rebuilt from a runs file give what the session that ran them gave.
     */
    static String exact(double d) {
        return Double.isNaN(d) ? "" : Double.toString(d);
    }

    /** Writes {@code summary.csv}. */
    static void writeSummaryCsv(Path file, Summary summary) throws IOException {
        AtomicFile.write(file, writer -> {
            CSVPrinter printer = new CSVPrinter(writer, CSVFormat.DEFAULT.builder().setHeader("workload", "config",
                    "metric", "runs", "failures", "median_s", "min_s", "max_s",
                    summary.comparison().csvColumn(summary.baseline()), "cpu_median_s", "steady_median_s",
                    "startup_median_s", "first_failure").get());
            for (String workload : summary.workloads()) {
                for (String config : summary.configs()) {
                    Summary.Cell c = summary.cell(workload, config);
                    printer.printRecord(workload, config, summary.metric().name().toLowerCase(Locale.ROOT), c.runs(),
                            c.failures(), number(c.median()), number(c.min()), number(c.max()), number(c.ratio()),
                            number(c.cpuMedian()), number(c.steadyMedian()), number(c.startupMedian()),
                            c.firstFailure() == null ? "" : c.firstFailure());
                }
            }
            for (String config : summary.configs()) {
                printer.printRecord("geomean", config, summary.metric().name().toLowerCase(Locale.ROOT), "", "", "", "",
                        "", number(summary.geometricMean(config)), "", "", "", "");
            }
            printer.flush();
        });
    }

    /** Writes {@code results.json}. */
    static void writeJson(Path file, Map<String, Object> settings, Machine machine, Summary summary,
                          List<RunRecord> runs, boolean complete) throws IOException {
        writeJson(file, results(JSON_FORMAT, settings, machine, summary, runs, complete));
    }

    /**
     * The content of a results file: {@code format}, {@code complete}, {@code settings}, {@code machine},
     * {@code workloads} (each with its cells), {@code geomean} and {@code runs}, in that order; a caller
     * may add fields of its own before {@link #writeJson(Path, Map) writing} it.
     *
     * @param machine the machine, as {@link Machine} or as read back from a settings file
     * @param runs    the runs, as {@link RunRecord}s or records holding one
     */
    static Map<String, Object> results(String format, Map<String, Object> settings, Object machine, Summary summary,
                                       List<?> runs, boolean complete) {
        Map<String, Object> root = new LinkedHashMap<>();
        root.put("format", format);
        root.put("complete", complete);
        root.put("settings", settings);
        root.put("machine", machine);
        List<Map<String, Object>> workloads = new ArrayList<>();
        for (String workload : summary.workloads()) {
            Map<String, Object> w = new LinkedHashMap<>();
            w.put("name", workload);
            w.put("configs", summary.configs().stream().map(c -> summary.cell(workload, c)).toList());
            workloads.add(w);
        }
        root.put("workloads", workloads);
        Map<String, Double> geomean = new LinkedHashMap<>();
        summary.configs().forEach(c -> geomean.put(c, summary.geometricMean(c)));
        root.put("geomean", geomean);
        root.put("runs", runs);
        return root;
    }

    /** Writes {@code root} to {@code file} as indented JSON, NaN as {@code null}. */
    static void writeJson(Path file, Map<String, Object> root) throws IOException {
        AtomicFile.write(file, writer -> JSON.writeValue(writer, root));
    }

    /** JSON with indentation, and NaN (no value) written as {@code null}, which JSON has, not as a string. */
    private static final ObjectMapper JSON = new ObjectMapper().enable(SerializationFeature.INDENT_OUTPUT)
            .registerModule(new SimpleModule().addSerializer(Double.class, new NaNAsNull())
                    .addSerializer(double.class, new NaNAsNull()));

    /** Writes a double, or {@code null} for NaN. */
    private static final class NaNAsNull extends StdSerializer<Double> {
        NaNAsNull() {
            super(Double.class);
        }

        @Override
        public void serialize(Double value, JsonGenerator gen, SerializerProvider provider) throws IOException {
            if (value.isNaN()) {
                gen.writeNull();
            } else {
                gen.writeNumber(value);
            }
        }
    }
}
