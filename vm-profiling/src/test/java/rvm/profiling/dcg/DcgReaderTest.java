package rvm.profiling.dcg;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class DcgReaderTest {

    @TempDir
    Path dir;

    private Path file(String content) throws IOException {
        Path f = dir.resolve("p.json");
        Files.writeString(f, content);
        return f;
    }

    private String error(String content) throws IOException {
        Path f = file(content);
        DcgFileException e = assertThrows(DcgFileException.class, () -> DcgReader.read(f));
        assertEquals(f, e.file());
        return e.getMessage().substring(f.toString().length() + 2);
    }

    private static String header(String edges) {
        return header(1, edges);
    }

    private static String header(double totalWeight, String edges) {
        return "{\"format\":\"rvm-dcg/1\",\"profile\":\"exact\",\"options\":{},\"totalWeight\":"
                + DcgProfile.weightText(totalWeight) + ",\"samples\":1,\"edges\":[" + edges + "]}";
    }

    @Test
    void readsAMinimalFile_edgesHeaviestFirst() throws IOException {
        Path f = file(header(3, "{\"caller\":\"a/A.f()V\",\"bci\":3,\"callee\":\"a/B.g()V\",\"weight\":1},"
                + "{\"caller\":\"a/A.f()V\",\"bci\":5,\"callee\":\"a/B.h()V\",\"weight\":2}"));

        DcgProfile p = DcgReader.read(f);

        assertEquals(List.of(new Edge("a/A.f()V", 5, "a/B.h()V", 2), new Edge("a/A.f()V", 3, "a/B.g()V", 1)),
                p.edges());
        assertEquals("exact", p.profile());
    }

    @Test
    void aCompressedFile_isSaidNotToBeText() throws IOException {
        Path f = dir.resolve("dcg.json.gz");
        try (java.util.zip.GZIPOutputStream out = new java.util.zip.GZIPOutputStream(Files.newOutputStream(f))) {
            out.write(header("[]").getBytes(java.nio.charset.StandardCharsets.UTF_8));
        }

        DcgFileException e = assertThrows(DcgFileException.class, () -> DcgReader.read(f));

        assertEquals(f + ": not valid JSON: not UTF-8 text (a compressed or binary file?)", e.getMessage());
    }

    @Test
    void malformedJson_namesLineAndColumn() throws IOException {
        String message = error("{\n  \"format\": \"rvm-dcg/1\",\n  \"profile\": }\n");

        assertEquals("not valid JSON at line 3, column 14: Unexpected character ('}' (code 125)): expected a"
                + " valid value (JSON String, Number, Array, Object or token 'null', 'true' or 'false')", message);
    }

    @Test
    void otherJson_isNotADcgFile() throws IOException {
        assertEquals("not an rvm DCG file: expected a JSON object", error("[1, 2]"));
        assertEquals("not an rvm DCG file: \"format\" is \"other/2\", expected \"rvm-dcg/1\"",
                error("{\"format\":\"other/2\"}"));
    }

    @Test
    void badEdge_namesTheEdgeAndTheField() throws IOException {
        assertEquals("edge 1: missing \"callee\"", error(header(2, 
                "{\"caller\":\"a/A.f()V\",\"bci\":3,\"callee\":\"a/B.g()V\",\"weight\":1},"
                + "{\"caller\":\"a/A.f()V\",\"bci\":3,\"weight\":1}")));
        assertEquals("edge 0: \"weight\" must be at least 0: -2", error(header(
                "{\"caller\":\"a/A.f()V\",\"bci\":3,\"callee\":\"a/B.g()V\",\"weight\":-2}")));
        assertEquals("edge 0: \"bci\" must be a bytecode index or -1: 2.5", error(header(
                "{\"caller\":\"a/A.f()V\",\"bci\":2.5,\"callee\":\"a/B.g()V\",\"weight\":1}")));
        assertEquals("edge 0: \"caller\" must be a string", error(header(
                "{\"caller\":7,\"bci\":2,\"callee\":\"a/B.g()V\",\"weight\":1}")));
    }

    @Test
    void missingHeaderField_isNamed() throws IOException {
        assertEquals("missing \"samples\"",
                error("{\"format\":\"rvm-dcg/1\",\"profile\":\"exact\",\"totalWeight\":1,\"edges\":[]}"));
        assertEquals("\"edges\" must be an array",
                error("{\"format\":\"rvm-dcg/1\",\"profile\":\"exact\",\"totalWeight\":1,\"samples\":0,\"edges\":{}}"));
    }

    @Test
    void totalWeightThatIsNotTheSumOfTheEdges_isRefused() throws IOException {
        String edges = "{\"caller\":\"a/A.f()V\",\"bci\":3,\"callee\":\"a/B.g()V\",\"weight\":1},"
                + "{\"caller\":\"a/A.f()V\",\"bci\":5,\"callee\":\"a/B.h()V\",\"weight\":1}";

        assertEquals("\"totalWeight\" is 10, but the edges' weights add up to 2", error(header(10, edges)));
        assertEquals("\"totalWeight\" is 1, but the edges' weights add up to 2", error(header(1, edges)));
    }

    @Test
    void anEdgeListedTwice_isRefused_namingBoth() throws IOException {
        String edge = "{\"caller\":\"a/A.f()V\",\"bci\":3,\"callee\":\"a/B.g()V\",\"weight\":1}";
        String other = "{\"caller\":\"a/A.f()V\",\"bci\":4,\"callee\":\"a/B.g()V\",\"weight\":1}";

        assertEquals("edge 2: the same edge as edge 0 (caller, bci and callee)",
                error(header(3, edge + "," + other + "," + edge)));
    }

    @Test
    void weightsThatAreNotFinite_areRefused() throws IOException {
        assertEquals("edge 0: \"weight\" is too large for a number (over 1.7976931348623157E308)", error(header(1,
                "{\"caller\":\"a/A.f()V\",\"bci\":3,\"callee\":\"a/B.g()V\",\"weight\":1e400}")));
        assertEquals("\"totalWeight\" is too large for a number (over 1.7976931348623157E308)",
                error("{\"format\":\"rvm-dcg/1\",\"profile\":\"exact\",\"totalWeight\":1e400,\"samples\":0,\"edges\":[]}"));
    }

    @Test
    void samplesMustBeAWholeNumber() throws IOException {
        assertEquals("\"samples\" must be a whole number at least 0: -1",
                error("{\"format\":\"rvm-dcg/1\",\"profile\":\"exact\",\"totalWeight\":0,\"samples\":-1,\"edges\":[]}"));
    }

    @Test
    void aDirectory_isAnErrorThatNamesIt() {
        java.nio.file.FileSystemException e = assertThrows(java.nio.file.FileSystemException.class,
                () -> DcgReader.read(dir));

        assertEquals(dir.toString(), e.getFile());
        assertEquals("Is a directory", e.getReason());
    }
}
