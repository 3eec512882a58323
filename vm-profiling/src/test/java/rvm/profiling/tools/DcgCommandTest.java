package rvm.profiling.tools;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import picocli.CommandLine;
import rvm.profiling.dcg.DcgFormat;
import rvm.profiling.dcg.DcgProfile;
import rvm.profiling.dcg.DcgWriter;
import rvm.profiling.dcg.Edge;

class DcgCommandTest {

    private static final String MAIN = "p/Main.main([Ljava/lang/String;)V";
    private static final String A = "p/A.run()V";
    private static final String B = "p/B.run()V";

    @TempDir
    Path dir;

    private final StringWriter out = new StringWriter();
    private final StringWriter err = new StringWriter();

    private int run(String... args) {
        CommandLine cl = DcgCommand.commandLine();
        cl.setOut(new PrintWriter(out, true));
        cl.setErr(new PrintWriter(err, true));
        return cl.execute(args);
    }

    private Path write(String name, String profile, Edge... edges) throws IOException {
        double total = 0;
        for (Edge e : edges) {
            total += e.weight();
        }
        Path f = dir.resolve(name);
        DcgWriter.write(f, new DcgProfile(profile, Map.of(), total, edges.length, List.of(edges)), DcgFormat.JSON);
        return f;
    }

    private String out() {
        return out.toString().replace(System.lineSeparator(), "\n");
    }

    @Test
    void overlap_printsPercentAndBothProfiles() throws IOException {
        Path exact = write("exact.json", "exact", new Edge(MAIN, 4, A, 1), new Edge(MAIN, 4, B, 1));
        Path cbs = write("cbs.json", "cbs", new Edge(MAIN, 4, A, 3), new Edge(MAIN, 4, B, 1));

        int code = run("overlap", exact.toString(), cbs.toString());

        assertEquals(0, code, err.toString());
        assertTrue(out().startsWith("overlap 75.00%  (" + exact + ": exact, 2 edges; " + cbs + ": cbs, 2 edges)\n"),
                out());
    }

    @Test
    void overlap_thenListsTheEdgesThatDifferMost_withEachShareAndTheDifference() throws IOException {
        String c = "p/C.run()V";
        Path exact = write("exact.json", "exact", new Edge(MAIN, 4, A, 50), new Edge(MAIN, 4, B, 30),
                new Edge(A, 9, c, 20));
        Path cbs = write("cbs.json", "cbs", new Edge(MAIN, 4, A, 80), new Edge(MAIN, 4, B, 15),
                new Edge(MAIN, 7, c, 5));

        int code = run("overlap", exact.toString(), cbs.toString(), "--edges", "3");

        assertEquals(0, code, err.toString());
        assertEquals("overlap 65.00%  (" + exact + ": exact, 3 edges; " + cbs + ": cbs, 3 edges)\n"
                + "\n"
                + "Edges whose shares differ most (A: " + exact + ", B: " + cbs + "):\n"
                + "       A        B    B - A  caller @bci -> callee\n"
                + "  50.00%   80.00%  +30.00%  p/Main.main([Ljava/lang/String;)V @4 -> p/A.run()V\n"
                + "  20.00%    0.00%  -20.00%  p/A.run()V @9 -> p/C.run()V\n"
                + "  30.00%   15.00%  -15.00%  p/Main.main([Ljava/lang/String;)V @4 -> p/B.run()V\n"
                + "(1 more edges differ, by 5.00% in all)\n", out());
    }

    @Test
    void overlap_withNoEdgesAsked_printsTheFigureAlone() throws IOException {
        Path exact = write("exact.json", "exact", new Edge(MAIN, 4, A, 1), new Edge(MAIN, 4, B, 1));
        Path cbs = write("cbs.json", "cbs", new Edge(MAIN, 4, A, 3), new Edge(MAIN, 4, B, 1));

        int code = run("overlap", exact.toString(), cbs.toString(), "--edges", "0");

        assertEquals(0, code, err.toString());
        assertEquals("overlap 75.00%  (" + exact + ": exact, 2 edges; " + cbs + ": cbs, 2 edges)\n", out());
    }

    @Test
    void overlap_ofAFileWhoseTotalWeightIsNotItsEdges_isBadInput() throws IOException {
        Path exact = write("exact.json", "exact", new Edge(MAIN, 4, A, 1));
        Path bad = dir.resolve("bad.json");
        Files.writeString(bad, Files.readString(exact).replace("\"totalWeight\": 1,", "\"totalWeight\": 5,"));

        int code = run("overlap", exact.toString(), bad.toString());

        assertEquals(3, code);
        assertEquals("", out());
        assertEquals("rvm: error: " + bad + ": \"totalWeight\" is 5, but the edges' weights add up to 1",
                err.toString().strip());
    }

    @Test
    void overlap_ofAFileWithAnInfiniteWeight_isBadInput_notNaN() throws IOException {
        Path exact = write("exact.json", "exact", new Edge(MAIN, 4, A, 1));
        Path bad = dir.resolve("bad.json");
        Files.writeString(bad, Files.readString(exact).replace("\"weight\": 1}", "\"weight\": 1e999}"));

        int code = run("overlap", exact.toString(), bad.toString());

        assertEquals(3, code);
        assertEquals("", out());
        assertTrue(err.toString().startsWith("rvm: error: " + bad + ": edge 0: \"weight\" is too large"), err.toString());
    }

    @Test
    void aDirectoryForAFile_isBadInput_namingIt() {
        int code = run("top", dir.toString());

        assertEquals(3, code);
        assertEquals("rvm: error: " + dir + ": Is a directory", err.toString().strip());
    }

    @Test
    void overlap_ofAProfileWithNoWeight_isAnErrorNotAFigure() throws IOException {
        Path exact = write("exact.json", "exact", new Edge(MAIN, 4, A, 1));
        Path none = write("none.json", "none");

        int code = run("overlap", exact.toString(), none.toString());

        assertEquals(3, code);
        assertEquals("", out());
        assertEquals("rvm: error: cannot compare " + exact + " and " + none
                + ": the second profile (none) has no weighted edges", err.toString().strip());
    }

    @Test
    void top_printsHeaviestEdgesAndSitesWithTargetShares() throws IOException {
        Path f = write("cbs.json", "cbs", new Edge(MAIN, 4, A, 6), new Edge(MAIN, 4, B, 2), new Edge(A, 9, B, 2));

        int code = run("top", f.toString(), "--edges", "2", "--targets", "1");

        assertEquals(0, code, err.toString());
        assertEquals(f + ": profile cbs, 3 samples, total weight 10, 3 edges, 2 call sites\n"
                + "\n"
                + "Heaviest edges:\n"
                + "   share     weight  caller @bci -> callee\n"
                + "  60.00%          6  p/Main.main([Ljava/lang/String;)V @4 -> p/A.run()V\n"
                + "  20.00%          2  p/A.run()V @9 -> p/B.run()V\n"
                + "\n"
                + "Heaviest call sites (targets: share of the site):\n"
                + "   share     weight  caller @bci\n"
                + "  80.00%          8  p/Main.main([Ljava/lang/String;)V @4 (2 targets)\n"
                + "                      75.00%  p/A.run()V\n"
                + "                              (1 more)\n"
                + "  20.00%          2  p/A.run()V @9 (1 target)\n"
                + "                     100.00%  p/B.run()V\n", out());
    }

    @Test
    void convert_writesTheGraphInTheAskedFormat_toStdoutOrAFile() throws IOException {
        Path f = write("cbs.json", "cbs", new Edge(MAIN, 4, A, 3), new Edge(MAIN, 4, B, 1));
        Path collapsed = dir.resolve("out/cbs.collapsed");

        int toStdout = run("convert", f.toString(), "--format", "collapsed");
        int toFile = run("convert", f.toString(), "--format", "collapsed", "-o", collapsed.toString());

        assertEquals(0, toStdout, err.toString());
        assertEquals(0, toFile, err.toString());
        String expected = "p.Main.main(java.lang.String[]);p.A.run() 3\np.Main.main(java.lang.String[]);p.B.run() 1\n";
        assertEquals(expected, out());
        assertEquals(expected, Files.readString(collapsed).replace(System.lineSeparator(), "\n"));
    }

    @Test
    void convert_toAPathThatCannotBeWritten_isRefusedBeforeReading() throws IOException {
        Path missing = dir.resolve("not-read.json");
        Path file = Files.writeString(dir.resolve("file"), "a regular file");

        int toRoot = run("convert", missing.toString(), "--format", "dot", "-o", "/");
        int underFile = run("convert", missing.toString(), "--format", "dot", "-o", file + "/out.dot");

        assertEquals(3, toRoot);
        assertEquals(3, underFile);
        assertEquals("rvm: error: cannot write /: /: Is a directory\n"
                + "rvm: error: cannot write " + file + "/out.dot: " + file + ": Not a directory\n",
                err.toString().replace(System.lineSeparator(), "\n"));
    }

    @Test
    void convert_toAnUnknownFormat_isUsage() throws IOException {
        Path f = write("cbs.json", "cbs", new Edge(MAIN, 4, A, 3));

        int code = run("convert", f.toString(), "--format", "svg");

        assertEquals(2, code);
        assertEquals("rvm: error: --format: unknown DCG format 'svg' (formats: json, dot, collapsed)",
                err.toString().strip());
    }

    @Test
    void missingFile_isBadInput() {
        Path missing = dir.resolve("nope.json");

        int code = run("top", missing.toString());

        assertEquals(3, code);
        assertEquals("rvm: error: " + missing + ": No such file or directory", err.toString().strip());
    }

    @Test
    void malformedFile_isBadInput_withTheReadersMessage() throws IOException {
        Path bad = dir.resolve("bad.json");
        Files.writeString(bad, "{\"format\":\"rvm-dcg/1\"}");

        int code = run("overlap", bad.toString(), bad.toString());

        assertEquals(3, code);
        assertEquals("rvm: error: " + bad + ": missing \"profile\"", err.toString().strip());
    }

    @Test
    void missingArgument_isUsage() {
        int code = run("overlap", "only-one.json");

        assertEquals(2, code);
        assertTrue(err.toString().startsWith("Missing required parameter: 'B.json'"), err.toString());
    }

    @Test
    void noSubcommand_printsUsage() {
        int code = run();

        assertEquals(2, code);
        assertTrue(err.toString().contains("Usage: rvm dcg"), err.toString());
        assertTrue(err.toString().contains("overlap"), err.toString());
    }
}
