package rvm.bench;

import java.io.Closeable;
import java.io.IOException;
import java.io.Reader;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.stream.Collectors;

import org.apache.commons.csv.CSVFormat;
import org.apache.commons.csv.CSVPrinter;
import org.apache.commons.csv.CSVRecord;

/**
 * The runs of a resumable session ({@link ResumableExperiment}), {@code grid-runs.csv} of a CBS grid
 * or {@code fig5-runs.csv} of a Figure 5 session: one row per finished run, appended and flushed as
 * each run ends, with the overlap of its profile with the exact one where it has one. A resumed
 * session reads it back and appends to it.
 */
final class GridRunsCsv implements Closeable {

    /** One run and the accuracy of its profile: the overlap with the exact profile in percent, NaN for none. */
    record GridRun(RunRecord run, double accuracy) {
    }

    static final String[] HEADER = {"workload", "config", "phase", "round", "wall_s", "cpu_s", "steady_s",
        "iteration_ms", "exit", "checksum", "ok", "failure", "load1", "accuracy_pct"};

    private final CSVPrinter printer;

    /** Opens {@code file} for appending, writing the header first when it is new or empty. */
    GridRunsCsv(Path file) throws IOException {
        boolean fresh = !Files.exists(file) || Files.size(file) == 0;
        Writer writer = Files.newBufferedWriter(file, StandardCharsets.UTF_8, StandardOpenOption.CREATE,
                StandardOpenOption.APPEND);
        CSVFormat.Builder format = CSVFormat.DEFAULT.builder();
        if (fresh) {
            format.setHeader(HEADER);
        }
        this.printer = new CSVPrinter(writer, format.get());
        printer.flush();
    }

    /** Appends one run and flushes it to the file. */
    synchronized void add(GridRun g) throws IOException {
        RunRecord r = g.run();
        printer.printRecord(r.workload(), r.config(), r.phase().name().toLowerCase(Locale.ROOT), r.round(),
                Output.number(r.wallSeconds()), Output.number(r.cpuSeconds()), Output.number(r.steadySeconds()),
                r.iterationMillis().stream().map(Output::exact).collect(Collectors.joining(" ")), r.exitCode(),
                r.checksum() == null ? "" : r.checksum(), r.ok(), r.failure() == null ? "" : r.failure(),
                Output.number(r.loadAverage()), Output.exact(g.accuracy()));
        printer.flush();
    }

    @Override
    public synchronized void close() throws IOException {
        printer.close();
    }

    /**
     * The runs recorded in {@code file}, in order; none when it does not exist.
     *
     * @throws IOException when it cannot be read or a row is malformed (naming the row)
     */
    static List<GridRun> read(Path file) throws IOException {
        List<GridRun> runs = new ArrayList<>();
        if (!Files.exists(file)) {
            return runs;
        }
        try (Reader reader = Files.newBufferedReader(file, StandardCharsets.UTF_8)) {
            Iterable<CSVRecord> rows = CSVFormat.DEFAULT.builder().setHeader(HEADER).setSkipHeaderRecord(true).get()
                    .parse(reader);
            for (CSVRecord row : rows) {
                try {
                    runs.add(parse(row));
                } catch (RuntimeException e) {
                    throw new IOException(file + ": row " + row.getRecordNumber() + " is malformed: " + e.getMessage(), e);
                }
            }
        }
        return runs;
    }

    private static GridRun parse(CSVRecord row) {
        String ms = row.get("iteration_ms").trim();
        List<Double> iterations = ms.isEmpty() ? List.of()
                : Arrays.stream(ms.split(" ")).map(Double::parseDouble).toList();
        RunRecord r = new RunRecord(row.get("workload"), row.get("config"),
                Phase.valueOf(row.get("phase").toUpperCase(Locale.ROOT)), Integer.parseInt(row.get("round")),
                number(row.get("wall_s")), number(row.get("cpu_s")), iterations, Integer.parseInt(row.get("exit")),
                row.get("checksum").isEmpty() ? null : row.get("checksum"),
                row.get("failure").isEmpty() ? null : row.get("failure"), number(row.get("load1")));
        return new GridRun(r, number(row.get("accuracy_pct")));
    }

    private static double number(String text) {
        return text.isEmpty() ? Double.NaN : Double.parseDouble(text);
    }
}
