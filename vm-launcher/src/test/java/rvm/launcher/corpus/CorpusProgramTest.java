package rvm.launcher.corpus;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The headers of a corpus source program: its arguments and its rvm options. */
class CorpusProgramTest {

    @TempDir
    Path dir;

    private CorpusProgram program(String text) throws IOException {
        Path source = dir.resolve("P.java");
        Files.writeString(source, text);
        return CorpusProgram.fromSource(source);
    }

    @Test
    void argsOnTheFirstLine_rvmOptionsOnAnyLeadingCommentLine() throws IOException {
        CorpusProgram p = program("// args: a  b\n// rvm-options: --main-stack-mb=4 --tier=interp\n"
                + "public class P {}\n");
        assertEquals("P", p.name());
        assertEquals(List.of("a", "b"), p.args());
        assertEquals(List.of("--main-stack-mb=4", "--tier=interp"), p.rvmOptions());
    }

    @Test
    void rvmOptionsAlone() throws IOException {
        CorpusProgram p = program("// rvm-options: --main-stack-mb=4\nimport java.util.List;\npublic class P {}\n");
        assertEquals(List.of(), p.args());
        assertEquals(List.of("--main-stack-mb=4"), p.rvmOptions());
    }

    @Test
    void headersAfterTheFirstNonCommentLine_orArgsNotFirst_areNotHeaders() throws IOException {
        CorpusProgram p = program("// rvm-options: --x\n// args: a\nimport java.util.List;\n// rvm-options: --y\n");
        assertEquals(List.of(), p.args(), "regen reads // args: on the first line only");
        assertEquals(List.of("--x"), p.rvmOptions());
        assertEquals(List.of(), program("public class P {}\n// rvm-options: --y\n").rvmOptions());
    }

    @Test
    void theCorpusUsesTheHeader() {
        Corpus corpus = Corpus.shared();
        CorpusProgram p = corpus.programs().stream().filter(c -> c.name().equals("StackOverflowFirst")).findFirst()
                .orElseThrow();
        assertEquals(List.of("--main-stack-mb=4"), p.rvmOptions());
        assertEquals("RVM_JAVA_OPTS='-XX:TieredStopAtLevel=1' ./rvm run --main-stack-mb=4 --tier=baseline",
                Corpus.Config.BASELINE.commandLine(p));
    }
}
