package rvm.bench;

import java.io.IOException;
import java.io.PrintStream;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

import org.apache.commons.csv.CSVFormat;
import org.apache.commons.csv.CSVPrinter;

/**
 * {@code ./rvm bench --calls}: runs each workload once under rvm's interpreter with
 * {@code --call-counts} and {@code --opcode-counts} and reports its {@link CallStats}, after checking
 * its checksum against a host run. Writes {@code calls.csv} and prints a Markdown table.
 */
final class CallCensus {

    private final Installation installation;
    private final Path dir;
    private final ProcessRunner runner;
    private final PrintStream out;
    private final PrintStream err;

    CallCensus(Installation installation, Path dir, Duration timeout, PrintStream out, PrintStream err) {
        this.installation = installation;
        this.dir = dir;
        this.runner = new ProcessRunner(dir, timeout);
        this.out = out;
        this.err = err;
    }

    /** Runs the census; the exit code: 0, or 1 when a workload failed. */
    int run(List<WorkloadSpec> workloads, String input) throws IOException, InterruptedException {
        List<String> arguments = List.of(input, "--iterations", "1");
        List<String> rows = new ArrayList<>();
        rows.add("| workload | bytecodes | calls | calls to guest methods | calls per 1000 bytecodes "
                + "| call edges | guest call edges | call sites | polymorphic sites (>=2 targets) "
                + "| megamorphic sites (>=4) |");
        rows.add("|---|---|---|---|---|---|---|---|---|---|");
        int status = 0;
        try (CSVPrinter csv = new CSVPrinter(java.nio.file.Files.newBufferedWriter(dir.resolve("calls.csv")),
                CSVFormat.DEFAULT.builder().setHeader("workload", "input", "bytecodes", "calls", "guest_calls",
                        "edges", "guest_edges", "sites", "polymorphic_sites", "megamorphic_sites").get())) {
            for (WorkloadSpec w : workloads) {
                err.println("rvm: bench: counting calls of " + w.name() + " ...");
                String expected = runner.run(installation.command(Config.HOST, w, arguments)).checksum();
                Path callFile = dir.resolve(w.name() + "-calls.txt");
                Path opcodeFile = dir.resolve(w.name() + "-opcodes.txt");
                Config counting = new Config("counting", Config.Kind.RVM,
                        List.of("--tier=interp", "--call-counts=" + callFile, "--opcode-counts=" + opcodeFile));
                ProcessRunner.Outcome outcome = runner.run(installation.command(counting, w, arguments));
                String failure = Session.failure(outcome, expected);
                if (expected == null || failure != null) {
                    err.println("rvm: bench: " + w.name() + " FAILED: "
                            + (expected == null ? "the host run printed no checksum" : failure));
                    status = 1;
                    continue;
                }
                CallStats s = CallStats.read(callFile, opcodeFile);
                csv.printRecord(w.name(), input, s.bytecodes(), s.calls(), s.guestCalls(), s.edges(), s.guestEdges(),
                        s.sites(), s.polymorphicSites(), s.megamorphicSites());
                csv.flush();
                rows.add(String.format(Locale.ROOT, "| %s | %,d | %,d | %,d | %.0f | %,d | %,d | %,d | %,d | %,d |",
                        w.name(), s.bytecodes(), s.calls(), s.guestCalls(), s.callsPerKiloBytecode(), s.edges(),
                        s.guestEdges(), s.sites(), s.polymorphicSites(), s.megamorphicSites()));
            }
        }
        rows.forEach(out::println);
        err.println("rvm: bench: call counts in " + dir.toAbsolutePath());
        return status;
    }
}
