package rvm.bench;

import java.io.IOException;
import java.io.Reader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;

import org.apache.commons.csv.CSVFormat;
import org.apache.commons.csv.DuplicateHeaderMode;
import org.apache.commons.csv.CSVParser;
import org.apache.commons.csv.CSVRecord;
import org.apache.commons.math3.stat.StatUtils;

/**
 * Overlaps of sampled profiles with exhaustive ones, per workload and configuration, as
 * {@code ./rvm results accuracy} tabulates them: a cell per workload and configuration (call edges,
 * and field accesses where measured, in percent), and the arithmetic mean of each column over the
 * workloads that have a value, as the sampling papers average accuracy.
 */
final class AccuracyTable {

    /** The columns of an accuracy file; the last two may be missing or empty. */
    static final List<String> COLUMNS = List.of("workload", "config", "call_edges_pct", "field_accesses_pct",
            "samples");

    /** One measured profile. NaN where not measured; samples -1 where not recorded. */
    record Row(String workload, String config, double edges, double fields, long samples) {
    }

    private final List<String> workloads;
    private final List<String> configs;
    private final Map<String, Row> rows;

    private AccuracyTable(List<String> workloads, List<String> configs, Map<String, Row> rows) {
        this.workloads = workloads;
        this.configs = configs;
        this.rows = rows;
    }

    /**
     * Reads {@code files}; a later row for the same workload and configuration replaces an earlier one.
     *
     * @param configs   the columns, in order; empty for every configuration in the order first seen
     * @param workloads the rows, in order; empty for every workload in the order first seen
     * @throws IOException              when a file cannot be read or lacks a column (naming it)
     * @throws IllegalArgumentException when a named configuration or workload has no row
     */
    static AccuracyTable read(List<Path> files, List<String> configs, List<String> workloads) throws IOException {
        Map<String, Row> rows = new LinkedHashMap<>();
        Set<String> seenConfigs = new LinkedHashSet<>();
        Set<String> seenWorkloads = new LinkedHashSet<>();
        for (Path file : files) {
            readInto(file, rows, seenConfigs, seenWorkloads);
        }
        return new AccuracyTable(pick("workload", workloads, seenWorkloads), pick("configuration", configs,
                seenConfigs), rows);
    }

    private static void readInto(Path file, Map<String, Row> rows, Set<String> seenConfigs, Set<String> seenWorkloads)
            throws IOException {
        try {
            try (Reader reader = Files.newBufferedReader(file, StandardCharsets.UTF_8);
                 CSVParser parser = CSVFormat.DEFAULT.builder().setHeader().setSkipHeaderRecord(true)
                     .setDuplicateHeaderMode(DuplicateHeaderMode.DISALLOW).get()
                         .parse(reader)) {
                List<String> header = parser.getHeaderNames();
                for (String column : COLUMNS.subList(0, 3)) {
                    if (!header.contains(column)) {
                        throw new IOException(file + ": no column '" + column + "' (columns: " + header + ")");
                    }
                }
                for (CSVRecord r : parser) {
                    try {
                        Row row = new Row(r.get("workload"), r.get("config"), number(r, header, "call_edges_pct"),
                                number(r, header, "field_accesses_pct"), header.contains("samples")
                                && !r.get("samples").isBlank() ? Long.parseLong(r.get("samples")) : -1);
                        rows.put(row.workload() + "\u0000" + row.config(), row);
                        seenConfigs.add(row.config());
                        seenWorkloads.add(row.workload());
                    } catch (IllegalArgumentException e) { // a number that is none, a short row
                        throw new IOException(file + ", line " + parser.getCurrentLineNumber() + ": " + e.getMessage());
                    }
                }
            }
        } catch (IllegalArgumentException | IllegalStateException e) {
            throw new IOException(file + ": not an accuracy CSV: " + e.getMessage(), e); // a duplicate header
        }
    }

    private static List<String> pick(String what, List<String> wanted, Set<String> seen) {
        for (String name : wanted) {
            if (!seen.contains(name)) {
                throw new IllegalArgumentException("no rows of the " + what + " '" + name + "' (there are: "
                        + String.join(", ", seen) + ")");
            }
        }
        return wanted.isEmpty() ? List.copyOf(seen) : wanted;
    }

    private static double number(CSVRecord r, List<String> header, String column) {
        return !header.contains(column) || r.get(column).isBlank() ? Double.NaN : Double.parseDouble(r.get(column));
    }

    /** The mean over the workloads of {@code config}'s call edges (or field accesses); NaN when none. */
    double mean(String config, boolean fields) {
        double[] values = workloads.stream().map(w -> rows.get(w + "\u0000" + config))
                .filter(r -> r != null).mapToDouble(r -> fields ? r.fields() : r.edges())
                .filter(d -> !Double.isNaN(d)).toArray();
        return values.length == 0 ? Double.NaN : StatUtils.mean(values);
    }

    /** The caption, then the table: cells {@code edges / fields}, a mean row and, where recorded, samples. */
    List<String> markdown() {
        boolean anyFields = rows.values().stream().anyMatch(r -> !Double.isNaN(r.fields()));
        boolean anySamples = rows.values().stream().anyMatch(r -> r.samples() >= 0);
        List<String> lines = new ArrayList<>();
        lines.add("Overlap with the exhaustive profile, in percent: " + (anyFields
                ? "call edges / field accesses" : "call edges") + " per workload, and their mean over the workloads.");
        lines.add("");
        List<String> header = new ArrayList<>(List.of("workload"));
        header.addAll(configs);
        lines.addAll(MarkdownTable.header(header));
        for (String w : workloads) {
            List<String> cells = new ArrayList<>(List.of(w));
            for (String c : configs) {
                Row r = rows.get(w + "\u0000" + c);
                cells.add(r == null ? "-" : cell(r.edges(), r.fields(), anyFields, "%.2f"));
            }
            lines.add(MarkdownTable.row(cells));
        }
        List<String> mean = new ArrayList<>(List.of("**mean**"));
        configs.forEach(c -> mean.add("**" + cell(mean(c, false), mean(c, true), anyFields, "%.1f") + "**"));
        lines.add(MarkdownTable.row(mean));
        if (anySamples) {
            List<String> samples = new ArrayList<>(List.of("samples (mean)"));
            for (String c : configs) {
                double[] s = workloads.stream().map(w -> rows.get(w + "\u0000" + c))
                        .filter(r -> r != null && r.samples() >= 0).mapToDouble(Row::samples).toArray();
                samples.add(s.length == 0 ? "-" : String.format(Locale.ROOT, "%.0f", StatUtils.mean(s)));
            }
            lines.add(MarkdownTable.row(samples));
        }
        return lines;
    }

    private static String cell(double edges, double fields, boolean withFields, String format) {
        String e = Double.isNaN(edges) ? "-" : String.format(Locale.ROOT, format, edges);
        return withFields ? e + " / " + (Double.isNaN(fields) ? "-" : String.format(Locale.ROOT, format, fields)) : e;
    }
}
