package rvm.launcher.inline;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.io.IOException;
import java.io.StringWriter;
import java.util.List;
import org.junit.jupiter.api.Test;

class InlineReportWriterTest {

    private static String written(InlineReportFile report) throws IOException {
        StringWriter out = new StringWriter();
        InlineReportWriter.write(out, report);
        return out.toString().replace(System.lineSeparator(), "\n");
    }

    @Test
    void write_putsEachCompilationSiteAndCandidateOnALineOfItsOwn_nestedSitesOneLevelDeeper() throws IOException {
        String text = written(Reports.file());

        assertEquals("""
                {
                  "format": "rvm-inline/1",
                  "profile": "cbs",
                  "options": {"level2-after":2,"inline-max-size":23,"inline-hot-share":0.01},
                  "compilations": [
                    {"compileId": 7, "root": "p/Main.run()V", "rootSize": 25, "budget": 375, "compiledSize": 31, "sites": [
                      {"caller": "p/Main.run()V", "bci": 3, "path": ["p/Main.run()V"], "invoke": {"opcode": "invokestatic", "owner": "p/Main", "name": "sq", "descriptor": "(I)I"}, "decision": "yes", "reason": "trivial: 4 < 11 units", "candidates": [
                        {"method": "p/Main.sq(I)I", "weight": 0, "siteShare": 0, "graphShare": 0, "size": 4, "limit": -1, "inlined": true, "reason": "trivial: 4 < 11 units", "guardClasses": []}
                      ], "inlined": []},
                      {"caller": "p/Main.run()V", "bci": 9, "path": ["p/Main.run()V"], "invoke": {"opcode": "invokeinterface", "owner": "p/Shape", "name": "area", "descriptor": "()D"}, "decision": "guarded", "reason": "profile: 90.00% of the site's weight", "candidates": [
                        {"method": "p/Circle.area()D", "weight": 90, "siteShare": 0.9, "graphShare": 0.09, "size": 9, "limit": 119, "inlined": true, "reason": "small: 9 + 9 (guard) <= 119 units", "guardClasses": ["p/Circle", "p/Disc"]},
                        {"method": "p/Square.area()D", "weight": 10, "siteShare": 0.1, "graphShare": 0.01, "size": 30, "limit": -1, "inlined": false, "reason": "below the guard share: 10% < 40%", "guardClasses": []}
                      ], "inlined": [
                        {"caller": "p/Circle.area()D", "bci": 2, "path": ["p/Main.run()V", "p/Circle.area()D"], "invoke": {"opcode": "invokevirtual", "owner": "p/Circle", "name": "r", "descriptor": "()D"}, "decision": "yes", "reason": "trivial: 2 < 11 units", "candidates": [
                          {"method": "p/Circle.r()D", "weight": 0, "siteShare": 0, "graphShare": 0, "size": 2, "limit": -1, "inlined": true, "reason": "trivial: 2 < 11 units", "guardClasses": []}
                        ], "inlined": []}
                      ]},
                      {"caller": "p/Main.run()V", "bci": 20, "path": ["p/Main.run()V"], "invoke": {"opcode": "invokestatic", "owner": "p/Main", "name": "big", "descriptor": "()V"}, "decision": "no", "reason": "callee too big: 300 > 23 units", "candidates": [
                        {"method": "p/Main.big()V", "weight": 5, "siteShare": 1, "graphShare": 0.005, "size": 300, "limit": 23, "inlined": false, "reason": "callee too big: 300 > 23 units", "guardClasses": []}
                      ], "inlined": []},
                      {"caller": "p/Main.run()V", "bci": 24, "path": ["p/Main.run()V"], "invoke": {"opcode": "invokevirtual", "owner": "java/lang/String", "name": "length", "descriptor": "()I"}, "decision": "no", "reason": "not guest code", "candidates": [], "inlined": []}
                    ]}
                  ]
                }
                """, text);
    }

    @Test
    void write_ofNoCompilations_givesAnEmptyArray() throws IOException {
        String text = written(new InlineReportFile("none", Reports.options(), List.of()));

        assertEquals("""
                {
                  "format": "rvm-inline/1",
                  "profile": "none",
                  "options": {"level2-after":2,"inline-max-size":23,"inline-hot-share":0.01},
                  "compilations": []
                }
                """, text);
    }
}
