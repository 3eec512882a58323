package rvm.launcher.inline;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import picocli.CommandLine;

class InlineCommandTest {

    /**
     * An exact profile's decisions: {@code run} inlines {@code sq}, one of two {@code area} targets
     * behind a guard (and {@code r} inside it), not {@code big}; {@code cold} inlines {@code sq}.
     */
    private static final String A = """
            {
              "format": "rvm-inline/1",
              "profile": "exact",
              "options": {"level2-after": 2, "inline-max-size": 23},
              "compilations": [
                {"compileId": 4, "root": "p/Main.run()V", "rootSize": 25, "budget": 375, "compiledSize": 30, "sites": [
                  {"caller": "p/Main.run()V", "bci": 3, "path": ["p/Main.run()V"], "invoke": {"opcode": "invokestatic", "owner": "p/Main", "name": "sq", "descriptor": "(I)I"}, "decision": "yes", "reason": "trivial: 4 < 11 units", "candidates": [
                    {"method": "p/Main.sq(I)I", "weight": 50, "siteShare": 1, "graphShare": 0.5, "size": 4, "limit": -1, "inlined": true, "reason": "trivial: 4 < 11 units", "guardClasses": []}
                  ], "inlined": []},
                  {"caller": "p/Main.run()V", "bci": 9, "path": ["p/Main.run()V"], "invoke": {"opcode": "invokeinterface", "owner": "p/Shape", "name": "area", "descriptor": "()D"}, "decision": "guarded", "reason": "profile: 90.00% of the site's weight", "candidates": [
                    {"method": "p/Circle.area()D", "weight": 90, "siteShare": 0.9, "graphShare": 0.45, "size": 9, "limit": 119, "inlined": true, "reason": "small: 9 + 8 (guard) <= 119 units", "guardClasses": ["p/Circle"]},
                    {"method": "p/Square.area()D", "weight": 10, "siteShare": 0.1, "graphShare": 0.05, "size": 9, "limit": 119, "inlined": false, "reason": "below the guard share: 10.00% < 40.00%", "guardClasses": []}
                  ], "inlined": [
                    {"caller": "p/Circle.area()D", "bci": 2, "path": ["p/Main.run()V", "p/Circle.area()D"], "invoke": {"opcode": "invokevirtual", "owner": "p/Circle", "name": "r", "descriptor": "()D"}, "decision": "yes", "reason": "trivial: 2 < 11 units", "candidates": [
                      {"method": "p/Circle.r()D", "weight": 0, "siteShare": 0, "graphShare": 0, "size": 2, "limit": -1, "inlined": true, "reason": "trivial: 2 < 11 units", "guardClasses": []}
                    ], "inlined": []}
                  ]},
                  {"caller": "p/Main.run()V", "bci": 20, "path": ["p/Main.run()V"], "invoke": {"opcode": "invokestatic", "owner": "p/Main", "name": "big", "descriptor": "()V"}, "decision": "no", "reason": "callee too big: 30 > 23 units", "candidates": [
                    {"method": "p/Main.big()V", "weight": 5, "siteShare": 1, "graphShare": 0.025, "size": 30, "limit": 23, "inlined": false, "reason": "callee too big: 30 > 23 units", "guardClasses": []}
                  ], "inlined": []}
                ]},
                {"compileId": 6, "root": "p/Main.cold()V", "rootSize": 8, "budget": 120, "compiledSize": 6, "sites": [
                  {"caller": "p/Main.cold()V", "bci": 4, "path": ["p/Main.cold()V"], "invoke": {"opcode": "invokestatic", "owner": "p/Main", "name": "sq", "descriptor": "(I)I"}, "decision": "yes", "reason": "trivial: 4 < 11 units", "candidates": [
                    {"method": "p/Main.sq(I)I", "weight": 0, "siteShare": 0, "graphShare": 0, "size": 4, "limit": -1, "inlined": true, "reason": "trivial: 4 < 11 units", "guardClasses": []}
                  ], "inlined": []}
                ]}
              ]
            }
            """;

    /**
     * A CBS profile's, with a larger size limit: {@code run} inlines both {@code area} targets (and
     * {@code side} inside the second) and {@code big}; {@code cold} is not compiled.
     */
    private static final String B = """
            {
              "format": "rvm-inline/1",
              "profile": "cbs",
              "options": {"level2-after": 2, "inline-max-size": 30},
              "compilations": [
                {"compileId": 5, "root": "p/Main.run()V", "rootSize": 25, "budget": 375, "compiledSize": 70, "sites": [
                  {"caller": "p/Main.run()V", "bci": 3, "path": ["p/Main.run()V"], "invoke": {"opcode": "invokestatic", "owner": "p/Main", "name": "sq", "descriptor": "(I)I"}, "decision": "yes", "reason": "trivial: 4 < 11 units", "candidates": [
                    {"method": "p/Main.sq(I)I", "weight": 3, "siteShare": 1, "graphShare": 0.3, "size": 4, "limit": -1, "inlined": true, "reason": "trivial: 4 < 11 units", "guardClasses": []}
                  ], "inlined": []},
                  {"caller": "p/Main.run()V", "bci": 9, "path": ["p/Main.run()V"], "invoke": {"opcode": "invokeinterface", "owner": "p/Shape", "name": "area", "descriptor": "()D"}, "decision": "guarded", "reason": "profile: 2 targets hold 100.00% of the site's weight", "candidates": [
                    {"method": "p/Circle.area()D", "weight": 6, "siteShare": 0.6, "graphShare": 0.6, "size": 9, "limit": 119, "inlined": true, "reason": "small: 9 + 8 (guard) <= 119 units", "guardClasses": ["p/Circle"]},
                    {"method": "p/Square.area()D", "weight": 4, "siteShare": 0.4, "graphShare": 0.4, "size": 9, "limit": 119, "inlined": true, "reason": "small: 9 + 9 (guard) <= 119 units", "guardClasses": ["p/Square"]}
                  ], "inlined": [
                    {"caller": "p/Circle.area()D", "bci": 2, "path": ["p/Main.run()V", "p/Circle.area()D"], "invoke": {"opcode": "invokevirtual", "owner": "p/Circle", "name": "r", "descriptor": "()D"}, "decision": "yes", "reason": "trivial: 2 < 11 units", "candidates": [
                      {"method": "p/Circle.r()D", "weight": 0, "siteShare": 0, "graphShare": 0, "size": 2, "limit": -1, "inlined": true, "reason": "trivial: 2 < 11 units", "guardClasses": []}
                    ], "inlined": []},
                    {"caller": "p/Square.area()D", "bci": 1, "path": ["p/Main.run()V", "p/Square.area()D"], "invoke": {"opcode": "invokestatic", "owner": "p/Square", "name": "side", "descriptor": "()D"}, "decision": "yes", "reason": "trivial: 3 < 11 units", "candidates": [
                      {"method": "p/Square.side()D", "weight": 0, "siteShare": 0, "graphShare": 0, "size": 3, "limit": -1, "inlined": true, "reason": "trivial: 3 < 11 units", "guardClasses": []}
                    ], "inlined": []}
                  ]},
                  {"caller": "p/Main.run()V", "bci": 20, "path": ["p/Main.run()V"], "invoke": {"opcode": "invokestatic", "owner": "p/Main", "name": "big", "descriptor": "()V"}, "decision": "yes", "reason": "small: 30 <= 30 units", "candidates": [
                    {"method": "p/Main.big()V", "weight": 1, "siteShare": 1, "graphShare": 0.1, "size": 30, "limit": 30, "inlined": true, "reason": "small: 30 <= 30 units", "guardClasses": []}
                  ], "inlined": []}
                ]}
              ]
            }
            """;

    @TempDir
    Path dir;

    private final StringWriter out = new StringWriter();
    private final StringWriter err = new StringWriter();

    private int run(String... args) {
        CommandLine cl = InlineCommand.commandLine();
        cl.setOut(new PrintWriter(out, true));
        cl.setErr(new PrintWriter(err, true));
        return cl.execute(args);
    }

    private Path write(String name, String content) throws IOException {
        return Files.writeString(dir.resolve(name), content);
    }

    private String out() {
        return out.toString().replace(System.lineSeparator(), "\n");
    }

    @Test
    void diff_printsTheSitesDecidedDifferently_thenThoseInOneReportOnly_withTheirWeights_thenTheCounts()
            throws IOException {
        Path a = write("a.json", A);
        Path b = write("b.json", B);

        int code = run("diff", a.toString(), b.toString());

        assertEquals(0, code, err.toString());
        assertEquals("A: " + a + " (profile exact, 2 compilations, 5 call sites)\n"
                + "B: " + b + " (profile cbs, 1 compilation, 5 call sites)\n"
                + "Options that differ: --inline-max-size 23 in A, 30 in B\n"
                + "\n"
                + "Call sites decided differently:\n"
                + "  p/Main.run()V @9 invokeinterface p/Shape.area()D\n"
                + "    A: guarded inline p/Circle.area()D (profile: 90.00% of the site's weight)\n"
                + "       edge weights: p/Circle.area()D 90 (90.00%), p/Square.area()D 10 (10.00%)\n"
                + "    B: guarded inline p/Circle.area()D, p/Square.area()D (profile: 2 targets hold 100.00% of the "
                + "site's weight)\n"
                + "       edge weights: p/Circle.area()D 6 (60.00%), p/Square.area()D 4 (40.00%)\n"
                + "  p/Main.run()V @20 invokestatic p/Main.big()V\n"
                + "    A: not inlined (callee too big: 30 > 23 units)\n"
                + "       edge weights: p/Main.big()V 5 (100.00%)\n"
                + "    B: inline p/Main.big()V (small: 30 <= 30 units)\n"
                + "       edge weights: p/Main.big()V 1 (100.00%)\n"
                + "\n"
                + "Call sites only in A:\n"
                + "  p/Main.cold()V @4 invokestatic p/Main.sq(I)I\n"
                + "    A: inline p/Main.sq(I)I (trivial: 4 < 11 units)\n"
                + "       edge weights: p/Main.sq(I)I 0\n"
                + "\n"
                + "Call sites only in B:\n"
                + "  p/Square.area()D @1 invokestatic p/Square.side()D  (path p/Main.run()V > p/Square.area()D)\n"
                + "    B: inline p/Square.side()D (trivial: 3 < 11 units)\n"
                + "       edge weights: p/Square.side()D 0\n"
                + "\n"
                + "same 2, different 2, only in A 1, only in B 1\n", out());
        assertEquals("", err.toString());
    }

    @Test
    void diff_ofAReportWithItself_findsEverySiteTheSame() throws IOException {
        Path a = write("a.json", A);

        int code = run("diff", a.toString(), a.toString());

        assertEquals(0, code, err.toString());
        assertEquals("A: " + a + " (profile exact, 2 compilations, 5 call sites)\n"
                + "B: " + a + " (profile exact, 2 compilations, 5 call sites)\n"
                + "\n"
                + "same 5, different 0, only in A 0, only in B 0\n", out());
    }

    @Test
    void diff_ofAMissingFile_isAnError_namingTheFile() throws IOException {
        Path a = write("a.json", A);
        Path missing = dir.resolve("nope.json");

        int code = run("diff", a.toString(), missing.toString());

        assertEquals(3, code);
        assertEquals("", out());
        assertEquals("rvm: error: " + missing + ": No such file or directory", err.toString().strip());
    }

    @Test
    void diff_ofMalformedJson_isAnError_withTheLineAndColumn() throws IOException {
        Path a = write("a.json", A);
        Path bad = write("bad.json", "{\"format\": \"rvm-inline/1\",\n  \"profile\": }\n");

        int code = run("diff", bad.toString(), a.toString());

        assertEquals(3, code);
        assertEquals("", out());
        assertTrue(err.toString().startsWith("rvm: error: " + bad + ": not valid JSON at line 2, column 14: "),
                err.toString());
        assertEquals(1, err.toString().lines().count(), err.toString()); // no stack trace
    }

    @Test
    void diff_ofAFileOfAnotherFormat_isAnError_namingTheFormat() throws IOException {
        Path a = write("a.json", A);
        Path dcg = write("dcg.json", A.replace("rvm-inline/1", "rvm-dcg/1"));

        int code = run("diff", a.toString(), dcg.toString());

        assertEquals(3, code);
        assertEquals("", out());
        assertEquals("rvm: error: " + dcg + ": not an rvm inline report: \"format\" is \"rvm-dcg/1\", expected "
                + "\"rvm-inline/1\"", err.toString().strip());
    }

    @Test
    void diff_ofAFileWithABadSite_isAnError_namingTheSite() throws IOException {
        Path bad = write("bad.json", A.replace("\"bci\": 2,", ""));

        int code = run("diff", bad.toString(), bad.toString());

        assertEquals(3, code);
        assertEquals("rvm: error: " + bad + ": compilation 0: site 1: inlined site 0: missing \"bci\"",
                err.toString().strip());
    }

    @Test
    void diff_withOneFile_isAUsageError() {
        int code = run("diff", "only-one.json");

        assertEquals(2, code);
        assertTrue(err.toString().startsWith("Missing required parameter: 'B.json'"), err.toString());
    }

    @Test
    void noSubcommand_printsTheUsage() {
        int code = run();

        assertEquals(2, code);
        assertTrue(err.toString().contains("Usage: rvm inline"), err.toString());
        assertTrue(err.toString().contains("diff"), err.toString());
    }

    @Test
    void diffHelp_describesHowSitesAreMatched() {
        int code = run("diff", "--help");

        assertEquals(0, code);
        assertTrue(out().startsWith("Usage: rvm inline diff [-hV] A.json B.json\n"), out());
        assertTrue(out().contains("inline path"), out());
    }
}
