package rvm.bench;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * The examples of the README and of USAGE.md run as a reader would run them, from a copy of the
 * checkout's top level (its directories linked, so files an example writes stay in the copy), with
 * {@code ./rvm} running the VM and the harness as they were built: each command exits as the text
 * says, and its output has the lines the text shows, in order, numbers aside.
 */
class DocExamplesTest {

    private static final Path HOME = Path.of(System.getProperty("rvm.home")).toAbsolutePath().normalize();

    @TempDir
    Path work;

    @ParameterizedTest
    @ValueSource(strings = {"README.md", "docs/USAGE.md"})
    void examples_runAsTheTextSays(String document) throws Exception {
        List<DocExamples.Command> commands = DocExamples.commands(
                Files.readAllLines(HOME.resolve(document), StandardCharsets.UTF_8));
        assertFalse(commands.isEmpty(), document + " marks no example");
        checkout();

        List<String> failures = new ArrayList<>();
        Path log = Files.createTempFile("example", ".log");
        for (DocExamples.Command c : commands) {
            RvmScript.Result r = RvmScript.run(List.of("bash", "-c", c.text()), work, Map.of(), log);
            List<String> missing = DocExamples.missing(c.shown(), r.output().lines().toList());
            if (r.exit() != c.exit() || !missing.isEmpty()) {
                failures.add(document + ", line " + c.line() + ": " + c.text().lines().findFirst().orElse("")
                        + "\n  exit " + r.exit() + " (the text says " + c.exit() + "); lines not in the output: "
                        + missing + "\n  output:\n" + r.output().indent(4));
            }
        }
        Files.delete(log);

        assertEquals(List.of(), failures);
    }

    /** The work directory as a reader's checkout: the top level linked, and {@code ./rvm} running what was built. */
    private void checkout() throws IOException {
        try (Stream<Path> top = Files.list(HOME)) {
            for (Path p : top.toList()) {
                String name = p.getFileName().toString();
                if (!name.equals("rvm") && !name.startsWith(".")) {
                    Files.createSymbolicLink(work.resolve(name), p);
                }
            }
        }
        RvmScript.write(work, HOME, work);
    }

    @Test
    void commands_readPromptsHeredocsAndShownOutput() {
        List<String> doc = List.of("text", "<!-- example -->", "```sh", "$ cat > A.java <<'EOF'", "class A {}", "EOF",
                "$ ./rvm run -cp . A", "out 1", "...", "last", "```", "<!-- example: exit=2 -->", "```sh",
                "javac A.java", "# a comment", "./rvm run --bad \\", "  -cp . A", "```", "```sh", "not an example", "```");

        List<DocExamples.Command> commands = DocExamples.commands(doc);

        assertEquals(List.of(new DocExamples.Command("cat > A.java <<'EOF'\nclass A {}\nEOF", List.of(), 0, 4),
                new DocExamples.Command("./rvm run -cp . A", List.of("out 1", "...", "last"), 0, 7),
                new DocExamples.Command("javac A.java", List.of(), 0, 14),
                new DocExamples.Command("./rvm run --bad \\\n  -cp . A", List.of(), 2, 16)), commands);
    }

    @Test
    void missing_matchesShownLinesInOrder_numbersAside() {
        List<String> output = List.of("rvm: wrote DCG to cbs.json (cbs: 188 samples, 0 dropped)", "noise",
                "overlap 70.01%  (a)");

        assertEquals(List.of(), DocExamples.missing(List.of("rvm: wrote DCG to cbs.json (cbs: 192 samples, 0 dropped)",
                "...", "overlap 71.72% (a)"), output));
        assertEquals(List.of("rvm: wrote DCG"), DocExamples.missing(List.of("overlap 71.72% (a)", "rvm: wrote DCG"),
                output));
        assertTrue(DocExamples.shape("a 1,234.5 b").matcher("a 7 b").matches());
        assertFalse(DocExamples.shape("a 1 b").matcher("a x b").matches());
    }
}
