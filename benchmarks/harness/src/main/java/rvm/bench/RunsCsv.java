package rvm.bench;

import java.io.Closeable;
import java.io.IOException;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Locale;
import java.util.stream.Collectors;

import org.apache.commons.csv.CSVFormat;
import org.apache.commons.csv.CSVPrinter;

/**
 * The runs CSV: one row per finished run, written and flushed as each run ends, so an interrupted
 * session keeps every run it finished. The last two columns count what HotSpot compiled and made
 * not entrant while the steady iterations ran (empty where unknown): a compile storm in the
 * measured window shows there. Times are written exactly, so that {@code ./rvm results
 * paired} rebuilds from the file the figures the session computed in memory.
 */
final class RunsCsv implements Closeable {

    static final String[] HEADER = {"workload", "config", "phase", "round", "wall_s", "cpu_s", "steady_s",
        "iteration_ms", "exit", "checksum", "ok", "failure", "load1", "window_compilations", "window_not_entrant"};

    private final CSVPrinter printer;

    RunsCsv(Path file) throws IOException {
        Writer writer = Files.newBufferedWriter(file, StandardCharsets.UTF_8);
        this.printer = new CSVPrinter(writer, CSVFormat.DEFAULT.builder().setHeader(HEADER).get());
        printer.flush();
    }

    /** Appends one run and flushes it to the file. */
    synchronized void add(RunRecord r) throws IOException {
        printer.printRecord(r.workload(), r.config(), r.phase().name().toLowerCase(Locale.ROOT), r.round(),
                Output.exact(r.wallSeconds()), Output.exact(r.cpuSeconds()), Output.exact(r.steadySeconds()),
                r.iterationMillis().stream().map(Output::exact).collect(Collectors.joining(" ")), r.exitCode(),
                r.checksum() == null ? "" : r.checksum(), r.ok(), r.failure() == null ? "" : r.failure(),
                Output.number(r.loadAverage()), count(r.windowCompilations()), count(r.windowNotEntrant()));
        printer.flush();
    }

    /** A count, empty where unknown. */
    private static String count(Integer n) {
        return n == null ? "" : n.toString();
    }

    @Override
    public synchronized void close() throws IOException {
        printer.close();
    }
}
