package rvm.bench;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.Reader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import org.apache.commons.csv.CSVFormat;
import org.apache.commons.csv.DuplicateHeaderMode;
import org.apache.commons.csv.CSVParser;
import org.apache.commons.csv.CSVRecord;
import org.apache.commons.math3.stat.StatUtils;

/**
 * The timed runs of an experiment as {@code ./rvm results paired} reads them back: from the runs
 * CSV of {@code ./rvm bench} ({@code runs.csv}) or of a resumable experiment
 * ({@code grid-runs.csv}, {@code fig5-runs.csv}, {@code tables-runs.csv}), or from JSON lines with
 * one run per line.
 *
 * <p>A CSV is read by its header: it needs {@code workload}, {@code config} and {@code round}, and
 * at least one of {@code steady_s}, {@code wall_s}, {@code cpu_s} and {@code iteration_ms}
 * (iteration times in milliseconds, separated by spaces); {@code phase}, when present, keeps only
 * the {@code measured} rows, and {@code ok} or {@code exit} say whether a run succeeded. A JSON line
 * has {@code round}, {@code workload} (or {@code wl}), {@code config} (or {@code cfg}) and any of
 * {@code steady} (milliseconds), {@code wall} (seconds), {@code iterations} (milliseconds) and
 * {@code rc} (the exit code).
 *
 * <p>Rounds are paired within one file only: the runs of two files were not taken in alternation.
 */
final class PairedRuns {

    private static final ObjectMapper JSON = new ObjectMapper();

    /**
     * One run.
     *
     * @param file       the index of the file it came from, among those read together
     * @param round      its round within that file
     * @param ok         whether it succeeded
     * @param wall       whole-process seconds, NaN where not recorded
     * @param cpu        CPU seconds of the process, NaN where not recorded
     * @param steady     the steady-state seconds as recorded, NaN where not recorded
     * @param iterations the workload's own iteration times in milliseconds, empty where not recorded
     * @param compilations HotSpot's compilations while the steady iterations ran, NaN where not recorded
     * @param notEntrant   the compiled methods HotSpot made not entrant meanwhile, NaN where not recorded
     */
    record Run(String workload, String config, int file, int round, boolean ok, double wall, double cpu,
               double steady, List<Double> iterations, double compilations, double notEntrant) {

        Run {
            iterations = List.copyOf(iterations);
        }

        /** A run that recorded no compile counts. */
        Run(String workload, String config, int file, int round, boolean ok, double wall, double cpu, double steady,
            List<Double> iterations) {
            this(workload, config, file, round, ok, wall, cpu, steady, iterations, Double.NaN, Double.NaN);
        }

        /**
         * This run's time in seconds: {@code metric}'s value, or with a {@code window} the median of
         * iterations {@code window[0]} to {@code window[1]} (1-based, inclusive); NaN when the run
         * did not record it. The steady time is the recorded one, as the session's own table used
         * it, or where none was recorded the median of the last quarter of the iterations.
         */
        double seconds(Metric metric, int[] window) {
            if (window != null) {
                if (iterations.size() < window[1]) {
                    return Double.NaN;
                }
                double[] w = iterations.subList(window[0] - 1, window[1]).stream().mapToDouble(d -> d).toArray();
                return StatUtils.percentile(w, 50) / 1000;
            }
            return switch (metric) {
                case WALL -> wall;
                case CPU -> cpu;
                case STEADY -> Double.isNaN(steady) && !iterations.isEmpty() ? recordOf(this).steadySeconds() : steady;
                case STARTUP -> recordOf(this).startupSeconds();
            };
        }

        private static RunRecord recordOf(Run r) {
            return new RunRecord(r.workload, r.config, Phase.MEASURED, r.round, r.wall, r.cpu, r.iterations, 0, null,
                    null, Double.NaN);
        }
    }

    private PairedRuns() {
    }

    /** The measured runs of a session as {@code ./rvm results paired} reads them back from its runs CSV. */
    static List<Run> of(List<RunRecord> records) {
        return records.stream().filter(r -> r.phase() == Phase.MEASURED)
                .map(r -> new Run(r.workload(), r.config(), 0, r.round(), r.ok(), r.wallSeconds(), r.cpuSeconds(),
                        r.steadySeconds(), r.iterationMillis(), count(r.windowCompilations()),
                        count(r.windowNotEntrant()))).toList();
    }

    private static double count(Integer n) {
        return n == null ? Double.NaN : n;
    }

    /**
     * The runs of {@code files}, in order.
     *
     * @throws IOException when a file cannot be read, or is neither kind of runs file (naming the
     *                     file and, for a bad row, its line)
     */
    static List<Run> read(List<Path> files) throws IOException {
        List<Run> runs = new ArrayList<>();
        for (int i = 0; i < files.size(); i++) {
            Path file = files.get(i);
            String name = file.getFileName().toString().toLowerCase(Locale.ROOT);
            if (name.endsWith(".csv")) {
                runs.addAll(readCsv(file, i));
            } else if (name.endsWith(".jsonl")) {
                runs.addAll(readJsonLines(file, i));
            } else {
                throw new IOException(file + ": not a runs file (a .csv with a header, or .jsonl)");
            }
        }
        return runs;
    }

    private static List<Run> readCsv(Path file, int index) throws IOException {
        try {
            return readCsvRows(file, index);
        } catch (IllegalArgumentException | IllegalStateException e) {
            throw new IOException(file + ": not a runs CSV: " + e.getMessage(), e); // a duplicate or missing header
        }
    }

    private static List<Run> readCsvRows(Path file, int index) throws IOException {
        List<Run> runs = new ArrayList<>();
        try (Reader reader = Files.newBufferedReader(file, StandardCharsets.UTF_8);
             CSVParser parser = CSVFormat.DEFAULT.builder().setHeader().setSkipHeaderRecord(true)
                     .setDuplicateHeaderMode(DuplicateHeaderMode.DISALLOW).get().parse(reader)) {
            List<String> header = parser.getHeaderNames();
            for (String column : List.of("workload", "config", "round")) {
                if (!header.contains(column)) {
                    throw new IOException(file + ": no column '" + column + "' (columns: " + header + ")");
                }
            }
            if (header.stream().noneMatch(List.of("steady_s", "wall_s", "cpu_s", "iteration_ms")::contains)) {
                throw new IOException(file + ": no time column (steady_s, wall_s, cpu_s or iteration_ms)");
            }
            for (CSVRecord r : parser) {
                try {
                    if (header.contains("phase") && !r.get("phase").equals("measured")) {
                        continue;
                    }
                    runs.add(new Run(r.get("workload"), r.get("config"), index, Integer.parseInt(r.get("round")),
                            csvOk(r, header), number(r, header, "wall_s"), number(r, header, "cpu_s"),
                            number(r, header, "steady_s"), iterations(r, header),
                            number(r, header, "window_compilations"), number(r, header, "window_not_entrant")));
                } catch (IllegalArgumentException e) { // a number that is none (NumberFormatException), a short row
                    throw new IOException(file + ", line " + parser.getCurrentLineNumber() + ": " + e.getMessage());
                }
            }
        }
        return runs;
    }

    private static boolean csvOk(CSVRecord r, List<String> header) {
        if (header.contains("ok")) {
            return Boolean.parseBoolean(r.get("ok"));
        }
        return !header.contains("exit") || r.get("exit").equals("0");
    }

    private static double number(CSVRecord r, List<String> header, String column) {
        if (!header.contains(column) || r.get(column).isBlank()) {
            return Double.NaN;
        }
        return Double.parseDouble(r.get(column));
    }

    private static List<Double> iterations(CSVRecord r, List<String> header) {
        if (!header.contains("iteration_ms") || r.get("iteration_ms").isBlank()) {
            return List.of();
        }
        return Arrays.stream(r.get("iteration_ms").trim().split("\\s+")).map(Double::parseDouble).toList();
    }

    private static List<Run> readJsonLines(Path file, int index) throws IOException {
        List<Run> runs = new ArrayList<>();
        try (BufferedReader reader = Files.newBufferedReader(file, StandardCharsets.UTF_8)) {
            String line;
            int number = 0;
            while ((line = reader.readLine()) != null) {
                number++;
                if (line.isBlank()) {
                    continue;
                }
                JsonNode n;
                try {
                    n = JSON.readTree(line);
                } catch (IOException e) {
                    throw new IOException(file + ", line " + number + ": not JSON: " + e.getMessage());
                }
                runs.add(jsonRun(n, index, file + ", line " + number));
            }
        }
        return runs;
    }

    private static Run jsonRun(JsonNode n, int index, String where) throws IOException {
        String workload = text(n, "workload", "wl");
        String config = text(n, "config", "cfg");
        if (workload == null || config == null || !n.path("round").canConvertToInt()) {
            throw new IOException(where + ": a run needs round, workload (or wl) and config (or cfg)");
        }
        List<Double> iterations = new ArrayList<>();
        n.path("iterations").forEach(i -> iterations.add(i.asDouble()));
        double steady = n.path("steady").isNumber() ? n.path("steady").asDouble() / 1000 : Double.NaN;
        boolean ok = n.path("rc").asInt(0) == 0 && (!Double.isNaN(steady) || !iterations.isEmpty()
                || n.path("wall").isNumber());
        return new Run(workload, config, index, n.path("round").asInt(), ok,
                n.path("wall").isNumber() ? n.path("wall").asDouble() : Double.NaN, Double.NaN, steady, iterations,
                Double.NaN, Double.NaN);
    }

    private static String text(JsonNode n, String name, String alias) {
        JsonNode v = n.has(name) ? n.get(name) : n.get(alias);
        return v == null || v.isNull() ? null : v.asText();
    }
}
