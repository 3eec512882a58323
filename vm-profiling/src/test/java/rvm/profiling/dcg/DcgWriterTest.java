package rvm.profiling.dcg;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.StringWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class DcgWriterTest {

    private static final String MAIN = "p/Main.main([Ljava/lang/String;)V";
    private static final String LEN = "p/Str.len(Ljava/lang/String;I)I";
    private static final String JDK = "java.util.ArrayList.forEach(Ljava/util/function/Consumer;)V";

    private static DcgProfile sample() {
        Map<String, Object> options = new LinkedHashMap<>();
        options.put("cbs-stride", 3);
        options.put("cbs-start", "roundrobin");
        options.put("dcg-decay", 0.5);
        return new DcgProfile("cbs", options, 4.5, 5,
                List.of(new Edge(MAIN, 12, LEN, 3), new Edge(JDK, -1, "p/Main.lambda$0(\"q\")V", 1.5)));
    }

    private static String write(DcgProfile p, DcgFormat f) throws IOException {
        StringWriter out = new StringWriter();
        DcgWriter.write(out, p, f);
        return out.toString().replace(System.lineSeparator(), "\n");
    }

    @Test
    void json_headerFieldsThenOneEdgePerLine() throws IOException {
        String json = write(sample(), DcgFormat.JSON);

        assertEquals("""
                {
                  "format": "rvm-dcg/1",
                  "profile": "cbs",
                  "options": {"cbs-stride":3,"cbs-start":"roundrobin","dcg-decay":0.5},
                  "totalWeight": 4.5,
                  "samples": 5,
                  "edges": [
                    {"caller": "p/Main.main([Ljava/lang/String;)V", "bci": 12, "callee": "p/Str.len(Ljava/lang/String;I)I", "weight": 3},
                    {"caller": "java.util.ArrayList.forEach(Ljava/util/function/Consumer;)V", "bci": -1, "callee": "p/Main.lambda$0(\\"q\\")V", "weight": 1.5}
                  ]
                }
                """, json);
    }

    @Test
    void json_ofNoEdges_isAnEmptyArray() throws IOException {
        String json = write(new DcgProfile("none", Map.of(), 0, 0, List.of()), DcgFormat.JSON);

        assertTrue(json.endsWith("  \"samples\": 0,\n  \"edges\": []\n}\n"), json);
    }

    @Test
    void json_readsBackAsTheSameProfile(@TempDir Path dir) throws IOException {
        Path file = dir.resolve("sub/out.json");

        DcgWriter.write(file, sample(), DcgFormat.JSON);

        DcgProfile back = DcgReader.read(file);
        assertEquals(sample().edges(), back.edges());
        assertEquals(4.5, back.totalWeight());
        assertEquals(5, back.samples());
        assertEquals("cbs", back.profile());
        assertEquals(List.of("cbs-stride", "cbs-start", "dcg-decay"), List.copyOf(back.options().keySet()));
        try (var files = Files.list(file.getParent())) {
            assertEquals(List.of(file), files.toList(), "no temporary file left behind");
        }
    }

    @Test
    void dot_oneLabelledEdgePerCall() throws IOException {
        String dot = write(sample(), DcgFormat.DOT);

        assertEquals("""
                // rvm DCG, profile cbs, 2 edges, total weight 4.50
                digraph dcg {
                  node [shape=box, fontname="monospace"];
                  "p/Main.main([Ljava/lang/String;)V" -> "p/Str.len(Ljava/lang/String;I)I" [label="@12 3 (66.7%)", penwidth=6.00];
                  "java.util.ArrayList.forEach(Ljava/util/function/Consumer;)V" -> "p/Main.lambda$0(\\"q\\")V" [label="@-1 1.50 (33.3%)", penwidth=3.50];
                }
                """, dot);
    }

    @Test
    void collapsed_twoFrameStacks_withoutSemicolonsInFrames() throws IOException {
        String collapsed = write(sample(), DcgFormat.COLLAPSED);

        assertEquals("""
                p.Main.main(java.lang.String[]);p.Str.len(java.lang.String,int) 3
                java.util.ArrayList.forEach(java.util.function.Consumer);p.Main.lambda$0("q")V 2
                """, collapsed, "a name whose descriptor does not parse is kept as it is, without ';'");
    }

    @Test
    void collapsed_mergesOverloadFreeDuplicates_andSkipsWeightsThatRoundToZero() throws IOException {
        DcgProfile p = new DcgProfile("exact", Map.of(), 7.2, 3, List.of(
                new Edge(MAIN, 1, LEN, 2), new Edge(MAIN, 7, LEN, 5), new Edge(LEN, 0, MAIN, 0.2)));

        String collapsed = write(p, DcgFormat.COLLAPSED);

        assertEquals("p.Main.main(java.lang.String[]);p.Str.len(java.lang.String,int) 7\n", collapsed);
    }

    @Test
    void formatNames_roundTrip_andUnknownNamesSayWhatThereIs() {
        for (DcgFormat f : DcgFormat.values()) {
            assertEquals(f, DcgFormat.fromName(f.optionName()));
        }

        IllegalArgumentException e = org.junit.jupiter.api.Assertions.assertThrows(IllegalArgumentException.class,
                () -> DcgFormat.fromName("svg"));

        assertEquals("unknown DCG format 'svg' (formats: json, dot, collapsed)", e.getMessage());
    }
}
