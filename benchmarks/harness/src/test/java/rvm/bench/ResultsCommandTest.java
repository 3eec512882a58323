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

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class ResultsCommandTest {

    @TempDir
    Path dir;

    private final ByteArrayOutputStream out = new ByteArrayOutputStream();
    private final ByteArrayOutputStream err = new ByteArrayOutputStream();

    private int results(String... args) {
        return ResultsCommand.commandLine(new PrintStream(out, true, StandardCharsets.UTF_8),
                new PrintStream(err, true, StandardCharsets.UTF_8)).execute(args);
    }

    private List<String> outLines() {
        return out.toString(StandardCharsets.UTF_8).lines().toList();
    }

    private Path runs() throws IOException {
        StringBuilder sb = new StringBuilder("workload,config,round,steady_s\n");
        double[][] x = {{1.0, 1.1}, {1.0, 1.3}, {2.0, 2.0}};
        for (int r = 0; r < 3; r++) {
            sb.append("a,base,").append(r).append(",").append(x[r][0]).append('\n');
            sb.append("a,x,").append(r).append(",").append(x[r][1]).append('\n');
            sb.append("b,base,").append(r).append(",1.0\n");
            sb.append("b,x,").append(r).append(",0.9\n");
        }
        return Files.writeString(dir.resolve("runs.csv"), sb.toString());
    }

    @Test
    void paired_printsTheTableOfRatios_andWritesItsCsv() throws IOException {
        Path csv = dir.resolve("paired.csv");

        int code = results("paired", runs().toString(), "--base", "base", "--csv", csv.toString());

        assertEquals(0, code, err.toString(StandardCharsets.UTF_8));
        List<String> lines = outLines();
        assertTrue(lines.get(0).startsWith("Paired ratios to `base` of "), lines.get(0));
        assertTrue(lines.get(0).contains("3 pairs each"), lines.get(0));
        assertEquals(List.of("| workload | x/base |", "| --- | --- |", "| a | 1.100 [1.000, 1.300] (1.000-1.300) |",
                "| b | 0.900 [0.900, 0.900] (0.900-0.900) |"), lines.subList(2, 6));
        assertTrue(lines.get(6).startsWith("| **geomean** | **0.995** ["), lines.get(6));
        assertEquals("| rounds | 0.995 1.082 0.949 |", lines.get(7));
        List<String> rows = Files.readAllLines(csv);
        assertEquals("workload,config,base,pairs,center,min,max,ci_low,ci_high", rows.get(0));
        assertEquals("a,x,base,3,1.100,1.000,1.300,1.000,1.300", rows.get(1));
        assertTrue(rows.get(3).startsWith("geomean,x,base,2,0.995,,,"), rows.get(3));
    }

    @Test
    void paired_withAWidth_saysHowManyRoundsItsIntervalNeeds() throws IOException {
        assertEquals(0, results("paired", runs().toString(), "--base", "base", "--width", "1"));

        List<String> lines = outLines();
        String last = lines.get(lines.size() - 1);
        assertTrue(last.matches("x/base: the 95% interval is \\+-[0-9.]+% over 3 rounds; \\+-1% needs about \\d+ rounds"),
                last);
        double half = Double.parseDouble(last.replaceAll(".*\\+-([0-9.]+)% over.*", "$1"));
        long needed = Long.parseLong(last.replaceAll(".*needs about (\\d+) rounds", "$1"));
        double expected = 3 * Math.pow(Math.log1p(half / 100) / Math.log1p(0.01), 2);
        assertTrue(half > 1 && Math.abs(needed - expected) <= Math.max(1, expected * 0.01), last); // half rounded to 0.1%
    }

    @Test
    void paired_badOptions_exitWith2AndSayWhy() throws IOException {
        String file = runs().toString();

        assertEquals(2, results("paired", file, "--base", "base", "--window", "5-2"));
        assertEquals(2, results("paired", file, "--base", "nobody"));
        assertEquals(2, results("paired", file, "--base", "base", "--center", "mean"));
        assertEquals(2, results("paired", file));
        assertEquals(2, results("paired", file, "--base", "base", "--width", "0"));

        String e = err.toString(StandardCharsets.UTF_8);
        assertTrue(e.contains("rvm: results: error: --window must be FROM-TO with 1 <= FROM <= TO, not '5-2'"), e);
        assertTrue(e.contains("rvm: results: error: no runs of the baseline 'nobody' (configurations: base, x)"), e);
        assertTrue(e.contains("rvm: results: error: --center must be median or geomean, not 'mean'"), e);
        assertTrue(e.contains("Missing required option: '--base=LABEL'"), e);
        assertTrue(e.contains("rvm: results: error: --width must be a percentage above 0, not 0.0"), e);
    }

    @Test
    void paired_missingFile_exitsWith3() {
        assertEquals(3, results("paired", dir.resolve("none.csv").toString(), "--base", "base"));
        assertTrue(err.toString(StandardCharsets.UTF_8).startsWith("rvm: results: error: "));
    }

    @Test
    void overlap_printsAccuracyRows_thatAccuracyTabulates() throws IOException {
        Path ex = dir.resolve("w-exhaustive.json");
        Path timer = dir.resolve("timer.json");
        InstrumentTablesCommandTest.write(ex, 0, Map.of("a", 60.0, "b", 40.0), Map.of(1, 30L, 2, 70L));
        InstrumentTablesCommandTest.write(timer, 50, Map.of("a", 30.0, "b", 10.0), Map.of(1, 1L, 2, 1L));

        assertEquals(0, results("overlap", ex.toString(), timer.toString(), "--workload", "w"));
        Path acc = Files.writeString(dir.resolve("accuracy.csv"), out.toString(StandardCharsets.UTF_8));
        out.reset();
        assertEquals(0, results("accuracy", acc.toString()));

        assertEquals("workload,config,call_edges_pct,field_accesses_pct,samples\nw,timer,85.00,80.00,50\n",
                Files.readString(acc));
        assertEquals(List.of("Overlap with the exhaustive profile, in percent: call edges / field accesses per "
                        + "workload, and their mean over the workloads.", "", "| workload | timer |", "| --- | --- |",
                "| w | 85.00 / 80.00 |", "| **mean** | **85.0 / 80.0** |", "| samples (mean) | 50 |"), outLines());
    }

    @Test
    void accuracy_meansOverTheWorkloads_withColumnsInTheOrderAsked() throws IOException {
        Path acc = Files.writeString(dir.resolve("a.csv"), "workload,config,call_edges_pct\n"
                + "p,c1,90\np,c2,80\nq,c1,70\n");

        assertEquals(0, results("accuracy", acc.toString(), "--configs", "c2,c1"));

        assertEquals(List.of("| workload | c2 | c1 |", "| --- | --- | --- |", "| p | 80.00 | 90.00 |",
                "| q | - | 70.00 |", "| **mean** | **80.0** | **80.0** |"), outLines().subList(2, 7));
    }

    @Test
    void jmh_tabulatesScoresWithRatiosToTheBaselineOfTheSameParameters() throws IOException {
        Path csv = Files.writeString(dir.resolve("jmh.csv"), String.join("\n",
                "\"Benchmark\",\"Mode\",\"Threads\",\"Samples\",\"Score\",\"Score Error (99.9%)\",\"Unit\",\"Param: tier\"",
                "\"p.WalkBench.noWalk\",\"avgt\",1,10,2.0,0.5,\"ns/op\",baseline",
                "\"p.WalkBench.noWalk\",\"avgt\",1,10,4.0,0.5,\"ns/op\",interp",
                "\"p.WalkBench.walk\",\"avgt\",1,10,20.0,1.5,\"ns/op\",interp", ""));

        assertEquals(0, results("jmh", csv.toString(), "--baseline", "noWalk"));

        assertEquals(List.of("| benchmark | parameters | mode | score | error (99.9%) | unit | ratio to noWalk |",
                "| --- | --- | --- | --- | --- | --- | --- |",
                "| WalkBench.noWalk | tier=baseline | avgt | 2.000 | 0.5000 | ns/op | 1.00 |",
                "| WalkBench.noWalk | tier=interp | avgt | 4.000 | 0.5000 | ns/op | 1.00 |",
                "| WalkBench.walk | tier=interp | avgt | 20.000 | 1.500 | ns/op | 5.00 |"), outLines());
    }
}
