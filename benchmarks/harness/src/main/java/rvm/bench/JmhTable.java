package rvm.bench;

import java.io.IOException;
import java.io.Reader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Optional;

import org.apache.commons.csv.CSVFormat;
import org.apache.commons.csv.DuplicateHeaderMode;
import org.apache.commons.csv.CSVParser;
import org.apache.commons.csv.CSVRecord;

/**
 * A JMH results file ({@code -rf csv}) as {@code ./rvm results jmh} tabulates it: per benchmark and
 * parameters its mode, score, error and unit, and optionally its ratio to a baseline benchmark of
 * the same class run with the same parameters.
 */
final class JmhTable {

    /**
     * One result: the benchmark's full name (with a secondary result's {@code :label}), its
     * parameters ({@code name=value}, in column order).
     */
    record Result(String benchmark, List<String> params, String mode, double score, double error, String unit) {

        /** The benchmark without a secondary result's label ({@code p.Bench.m:gc.alloc.rate} is {@code p.Bench.m}). */
        private String primary() {
            int colon = benchmark.indexOf(':');
            return colon < 0 ? benchmark : benchmark.substring(0, colon);
        }

        /** The method's name, after the class, with a secondary result's label. */
        String method() {
            return benchmark.substring(primary().lastIndexOf('.') + 1);
        }

        /** The class's name, before the method. */
        String owner() {
            int dot = primary().lastIndexOf('.');
            return dot < 0 ? "" : primary().substring(0, dot);
        }
    }

    private final String errorColumn;

    private final List<Result> results;

    private JmhTable(List<Result> results, String errorColumn) {
        this.results = results;
        this.errorColumn = errorColumn;
    }

    /** Reads {@code file}; an I/O error names a file that is not JMH's CSV, or its bad line. */
    static JmhTable read(Path file) throws IOException {
        try {
            return readRows(file);
        } catch (IllegalArgumentException | IllegalStateException e) {
            throw new IOException(file + ": not a JMH CSV results file: " + e.getMessage(), e);
        }
    }

    private static JmhTable readRows(Path file) throws IOException {
        List<Result> results = new ArrayList<>();
        String errorColumn;
        try (Reader reader = Files.newBufferedReader(file, StandardCharsets.UTF_8);
             CSVParser parser = CSVFormat.DEFAULT.builder().setHeader().setSkipHeaderRecord(true)
                     .setDuplicateHeaderMode(DuplicateHeaderMode.DISALLOW).get().parse(reader)) {
            List<String> header = parser.getHeaderNames();
            String error = header.stream().filter(h -> h.startsWith("Score Error")).findFirst().orElse(null);
            if (!header.containsAll(List.of("Benchmark", "Mode", "Score", "Unit")) || error == null) {
                throw new IOException(file + ": not a JMH CSV results file (columns: " + header + ")");
            }
            errorColumn = error.replaceFirst("^Score ", "").toLowerCase(Locale.ROOT); // "error (99.9%)"
            List<String> paramColumns = header.stream().filter(h -> h.startsWith("Param: ")).toList();
            for (CSVRecord r : parser) {
                try {
                    List<String> params = new ArrayList<>();
                    for (String p : paramColumns) {
                        if (!r.get(p).isBlank()) {
                            params.add(p.substring("Param: ".length()) + "=" + r.get(p));
                        }
                    }
                    results.add(new Result(r.get("Benchmark"), params, r.get("Mode"),
                            Double.parseDouble(r.get("Score")), r.get(error).isBlank() || r.get(error).equals("NaN")
                            ? Double.NaN : Double.parseDouble(r.get(error)), r.get("Unit")));
                } catch (IllegalArgumentException e) { // a number that is none, a short row
                    throw new IOException(file + ", line " + parser.getCurrentLineNumber() + ": " + e.getMessage());
                }
            }
        }
        return new JmhTable(results, errorColumn);
    }

    /**
     * The table, with a ratio column to {@code baseline} (a method name, or null for none).
     *
     * @throws IllegalArgumentException when no result is of the method {@code baseline}
     */
    List<String> markdown(String baseline) {
        if (baseline != null && results.stream().noneMatch(r -> r.method().equals(baseline))) {
            throw new IllegalArgumentException("no benchmark method '" + baseline + "' in the results");
        }
        List<String> lines = new ArrayList<>();
        List<String> header = new ArrayList<>(List.of("benchmark", "parameters", "mode", "score", errorColumn,
                "unit"));
        if (baseline != null) {
            header.add("ratio to " + baseline);
        }
        lines.addAll(MarkdownTable.header(header));
        for (Result r : results) {
            List<String> cells = new ArrayList<>(List.of(r.benchmark().substring(r.owner().lastIndexOf('.') + 1),
                    String.join(", ", r.params()), r.mode(), number(r.score()), number(r.error()), r.unit()));
            if (baseline != null) {
                cells.add(base(r, baseline).map(b -> String.format(Locale.ROOT, "%.2f", r.score() / b.score()))
                        .orElse("-"));
            }
            lines.add(MarkdownTable.row(cells));
        }
        return lines;
    }

    private Optional<Result> base(Result r, String baseline) {
        return results.stream().filter(b -> b.owner().equals(r.owner()) && b.method().equals(baseline)
                && b.params().equals(r.params()) && b.mode().equals(r.mode()) && b.unit().equals(r.unit())).findFirst();
    }

    private static String number(double d) {
        return Double.isNaN(d) ? "-" : Output.number(d);
    }
}
