package rvm.bench;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import rvm.bench.GridRunsCsv.GridRun;

/** {@code ./rvm instrument-tables}: its plan, its accuracy metric, its command line, and one real tiny session. */
class InstrumentTablesCommandTest {

    @TempDir
    Path dir;

    private final ByteArrayOutputStream out = new ByteArrayOutputStream();
    private final ByteArrayOutputStream err = new ByteArrayOutputStream();

    private int tables(String... args) {
        return InstrumentTablesCommand.commandLine(new PrintStream(out, true, StandardCharsets.UTF_8),
                new PrintStream(err, true, StandardCharsets.UTF_8)).execute(args);
    }

    private String errors() {
        return err.toString(StandardCharsets.UTF_8);
    }

    private InstrumentTablesPlan planOf(String... args) {
        picocli.CommandLine cl = InstrumentTablesCommand.commandLine(new PrintStream(out, true, StandardCharsets.UTF_8),
                new PrintStream(err, true, StandardCharsets.UTF_8));
        cl.parseArgs(args);
        return ((InstrumentTablesCommand) cl.getCommand()).plan();
    }

    @Test
    void plan_defaultsToEveryTable_onTheSpecWorkloads() {
        InstrumentTablesPlan plan = planOf();

        assertEquals(List.of(1, 2, 3, 4, 5, 8), plan.tables());
        assertEquals(7, plan.workloads().size());
        assertEquals(List.of("base", "exhaustive-calls", "exhaustive-fields", "never-full", "never-partial",
                "merged-never", "never-none", "counter-1", "counter-10", "counter-100", "counter-1000", "counter-10000",
                "counter-100000", "merged-100ms", "merged-10ms", "merged-1ms"), plan.timed());
        assertEquals(List.of("acc-exhaustive", "acc-counter-1", "acc-counter-10", "acc-counter-100", "acc-counter-1000",
                "acc-counter-10000", "acc-counter-100000", "acc-timer", "acc-merged-10ms", "acc-counter-eq"),
                plan.accuracy());
        assertEquals(7 * (1 + 10 + 2 * 16), plan.processCount());
    }

    @Test
    void eachTableRunsWhatItNeeds() {
        InstrumentTablesPlan plan = planOf("--tables", "5,3", "--intervals", "1000,10", "jess");

        assertEquals(List.of(3, 5), plan.tables());
        assertEquals(List.of("base", "never-none"), plan.timed());
        assertEquals(List.of("acc-exhaustive", "acc-counter-1000", "acc-timer", "acc-counter-eq"), plan.accuracy());
        assertEquals(List.of(), planOf("--tables", "5", "jess").timed(), "Table 5 times nothing");
        assertEquals(List.of("base", "exhaustive-calls", "exhaustive-fields"), planOf("--tables", "1").timed(1));
        assertEquals(List.of(), planOf("--tables", "1").accuracy());
    }

    @Test
    void configurations_carryThePapersVariants() {
        InstrumentTablesPlan plan = planOf();
        Path file = dir.resolve("r.json");

        assertEquals(List.of("--tier=opt", "--inliner=rvm"), plan.timedConfig("base").options());
        assertEquals(List.of("--tier=opt", "--inliner=rvm", "--instrument=call-edges", "--instrument-exhaustive"),
                plan.timedConfig("exhaustive-calls").options());
        assertEquals(List.of("--tier=opt", "--inliner=rvm", "--instrument=call-edges,field-accesses",
                "--sample-trigger=never", "--duplication=partial"), plan.timedConfig("never-partial").options());
        assertEquals(List.of("--tier=opt", "--inliner=rvm", "--instrument=call-edges,field-accesses",
                "--sample-trigger=yieldpoint", "--sample-timer-ms=1000000"), plan.timedConfig("merged-never").options());
        assertEquals(List.of("--tier=opt", "--inliner=rvm", "--instrument=call-edges,field-accesses",
                "--sample-trigger=yieldpoint", "--sample-timer-ms=10"), plan.timedConfig("merged-10ms").options());
        assertEquals(List.of("--tier=opt", "--inliner=rvm", "--instrument=call-edges,field-accesses",
                "--sample-interval=100"), plan.timedConfig("counter-100").options());
        assertEquals(List.of("--tier=baseline", "--instrument=call-edges,field-accesses", "--instrument-exhaustive",
                "--instrument-out=" + file.toAbsolutePath()), plan.accuracyConfig("acc-exhaustive", file, 0).options());
        assertEquals(List.of("--tier=baseline", "--instrument=call-edges,field-accesses", "--sample-trigger=timer",
                "--sample-timer-ms=1", "--instrument-out=" + file.toAbsolutePath()),
                plan.accuracyConfig("acc-timer", file, 0).options());
        assertEquals(List.of("--tier=baseline", "--instrument=call-edges,field-accesses", "--sample-interval=357",
                "--instrument-out=" + file.toAbsolutePath()), plan.accuracyConfig("acc-counter-eq", file, 357).options());
    }

    @Test
    void accuracy_overlapsCallEdgesAndFieldSites_andTable5sIntervalGivesTheTimersSamples() throws IOException {
        Path instrument = Files.createDirectories(dir.resolve("instrument"));
        write(instrument.resolve("w-acc-exhaustive.json"), 0, Map.of("a", 60.0, "b", 40.0), Map.of(1, 30L, 2, 70L));
        write(instrument.resolve("w-acc-timer.json"), 50, Map.of("a", 30.0, "b", 10.0), Map.of(1, 1L, 2, 1L));
        write(instrument.resolve("w-acc-counter-1000.json"), 400, Map.of("a", 3.0, "b", 2.0), Map.of(2, 5L));

        InstrumentTablesSummary.Accuracy timer = InstrumentTablesSummary.Accuracy.of(
                instrument.resolve("w-acc-exhaustive.json"), instrument.resolve("w-acc-timer.json"));

        assertEquals(85.0, timer.edgesPct(), 1e-9); // min(60,75) + min(40,25)
        assertEquals(80.0, timer.fieldsPct(), 1e-9); // min(30,50) + min(70,50)
        assertEquals(50, timer.samples());
        assertEquals(8000, InstrumentTablesSession.equalInterval(dir, "w"), "1000 x 400 / 50");
        assertEquals(0, InstrumentTablesSession.equalInterval(dir, "other"));
    }

    /** A results file: edges from main to each callee with its weight, field sites of main by bci. */
    static void write(Path file, long samples, Map<String, Double> edges, Map<Integer, Long> fields)
            throws IOException {
        StringBuilder sb = new StringBuilder("{\"format\": \"rvm-dcg/1\", \"profile\": \"instrument-sampled\", "
                + "\"options\": {}, \"totalWeight\": " + edges.values().stream().mapToDouble(d -> d).sum()
                + ", \"samples\": " + samples + ", \"fieldAccesses\": [");
        String sep = "";
        for (Map.Entry<Integer, Long> f : fields.entrySet()) {
            sb.append(sep).append("{\"method\":\"p/M.main()V\",\"bci\":").append(f.getKey())
                    .append(",\"opcode\":\"getfield\",\"field\":\"p/M.f:I\",\"count\":").append(f.getValue()).append("}");
            sep = ", ";
        }
        sb.append("], \"edges\": [");
        sep = "";
        for (Map.Entry<String, Double> e : edges.entrySet()) {
            sb.append(sep).append("{\"caller\": \"p/M.main()V\", \"bci\": 3, \"callee\": \"p/M.").append(e.getKey())
                    .append("()V\", \"weight\": ").append(e.getValue()).append("}");
            sep = ", ";
        }
        Files.writeString(file, sb.append("]}").toString());
    }

    @Test
    void badCommandLines_exitWith2AndSayWhy() {
        String o = dir.toString();
        assertEquals(2, tables("--out", o, "--tables", "6", "jess"));
        assertEquals(2, tables("--out", o, "--tables", "2,2", "jess"));
        assertEquals(2, tables("--out", o, "--intervals", "0,10", "jess"));
        assertEquals(2, tables("--out", o, "--accuracy-iterations", "0", "jess"));
        assertEquals(2, tables("--out", o, "nosuchworkload"));

        String messages = errors();
        assertTrue(messages.contains("rvm: instrument-tables: error: --tables: no table 6 (tables: 1, 2, 3, 4, 5 and 8, "
                + "the paper's Figure 8)\n"), messages);
        assertTrue(messages.contains("rvm: instrument-tables: error: --tables names a table twice: [2, 2]\n"), messages);
        assertTrue(messages.contains("rvm: instrument-tables: error: --intervals must be at least 1: [0, 10]\n"),
                messages);
        assertTrue(messages.contains("rvm: instrument-tables: error: --accuracy-iterations must be at least 1, not 0\n"),
                messages);
        assertTrue(messages.contains("rvm: instrument-tables: error: unknown workload 'nosuchworkload'"), messages);
    }

    /** A real session of Table 3 and Table 5 on a small workload, one round of two iterations; then resumed. */
    @Test
    void realSession_runsAccuracyAndTimedRuns_writesTheTables_thenResumesWithNothingToRun() throws IOException {
        String[] args = {"--tables", "3,5", "--iterations", "2", "--accuracy-iterations", "2", "--runs", "1",
            "--progress", "lines", "--out", dir.toString(), "db"};

        int exit = tables(args);

        String log = errors();
        assertEquals(0, exit, log);
        assertTrue(log.contains("7 of 7 runs to go"), log);
        List<GridRun> runs = GridRunsCsv.read(dir.resolve("tables-runs.csv"));
        assertEquals(List.of("reference", "acc-exhaustive", "acc-counter-1000", "acc-timer", "acc-counter-eq", "base",
                "never-none"), runs.stream().map(g -> g.run().config()).toList());
        assertTrue(runs.stream().allMatch(g -> g.run().ok()), runs.toString());
        assertTrue(runs.get(2).accuracy() > 50, runs.get(2).toString());
        String tablesOut = out.toString(StandardCharsets.UTF_8);
        assertTrue(tablesOut.contains("### Table 3: checks without duplication"), tablesOut);
        assertTrue(tablesOut.contains("| workload | timer samples | timer call edges % |"), tablesOut);
        for (String f : List.of("table3.csv", "table3.png", "accuracy.csv", "results.json",
                "instrument/db-acc-counter-eq.json")) {
            assertTrue(Files.exists(dir.resolve(f)), f);
        }
        JsonNode json = new ObjectMapper().readTree(dir.resolve("results.json").toFile());
        assertEquals("rvm-instrument-tables-results/1", json.get("format").asText());
        assertEquals(3, json.get("accuracy").size(), json.get("accuracy").toString());
        JsonNode table3 = json.get("tables").get("table3");
        assertEquals(List.of("geomean", "workloads"), fieldNames(table3), "the same order every time");
        assertEquals(List.of("name", "configs"), fieldNames(table3.get("workloads").get(0)));

        out.reset();
        err.reset();
        assertEquals(0, tables(concat("--resume", args)), errors());
        assertTrue(errors().contains("0 of 7 runs to go"), errors());
    }

    private static List<String> fieldNames(JsonNode node) {
        List<String> names = new java.util.ArrayList<>();
        node.fieldNames().forEachRemaining(names::add);
        return names;
    }

    private static String[] concat(String first, String... rest) {
        String[] all = new String[rest.length + 1];
        all[0] = first;
        System.arraycopy(rest, 0, all, 1, rest.length);
        return all;
    }
}
