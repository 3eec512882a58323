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
        return "{\"format\":\"rvm-dcg/1\",\"profile\":\"exact\",\"options\":{},\"totalWeight\":1,\"samples\":1,"
                + "\"edges\":[" + edges + "]}";
    }

    @Test
    void readsAMinimalFile_edgesHeaviestFirst() throws IOException {
        Path f = file(header("{\"caller\":\"a/A.f()V\",\"bci\":3,\"callee\":\"a/B.g()V\",\"weight\":1},"
                + "{\"caller\":\"a/A.f()V\",\"bci\":5,\"callee\":\"a/B.h()V\",\"weight\":2}"));

        DcgProfile p = DcgReader.read(f);

        assertEquals(List.of(new Edge("a/A.f()V", 5, "a/B.h()V", 2), new Edge("a/A.f()V", 3, "a/B.g()V", 1)),
                p.edges());
        assertEquals("exact", p.profile());
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
        assertEquals("edge 1: missing \"callee\"", error(header(
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
}
