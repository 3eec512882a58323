package rvm.launcher.corpus;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.util.Optional;
import org.junit.jupiter.api.Test;

class ExpectedOutputTest {

    @Test
    void formatWritesTheAgreedLayout_whenStdoutEndsWithNewline() {
        ExpectedOutput output = new ExpectedOutput(3, "a\nb\n", "err\n");

        String text = output.format();

        assertEquals("=== exit 3\n=== stdout\na\nb\n=== stderr\nerr\n", text);
    }

    @Test
    void formatAddsNewlineAndMarksIt_whenStdoutHasNoFinalNewline() {
        ExpectedOutput output = new ExpectedOutput(1, "a\nno newline", "");

        String text = output.format();

        assertEquals("=== exit 1\n=== stdout (no final newline)\na\nno newline\n=== stderr\n", text);
    }

    @Test
    void roundTripsExactly_forEveryShapeOfStreams() {
        String[] samples = {"", "\n", "x", "x\n", "x\n\n", "a\nb", "\n\nlast", "=== stderr\n", "=== stderr", "tab\there\r\n"};
        for (String stdout : samples) {
            for (String stderr : samples) {
                if (stderr.startsWith("=== stderr")) {
                    continue;
                }
                ExpectedOutput output = new ExpectedOutput(0, stdout, stderr);

                ExpectedOutput parsed = ExpectedOutput.parse(output.format(), "sample");

                assertEquals(output, parsed, "stdout " + ExpectedOutput.quote(stdout) + ", stderr "
                        + ExpectedOutput.quote(stderr));
            }
        }
    }

    @Test
    void parseTakesTheLastStderrHeader_soStdoutMayContainOne() {
        String text = "=== exit 0\n=== stdout\nline\n=== stderr\nmore\n=== stderr\nreal stderr";

        ExpectedOutput output = ExpectedOutput.parse(text, "X.expected");

        assertEquals(new ExpectedOutput(0, "line\n=== stderr\nmore\n", "real stderr"), output);
    }

    @Test
    void parseReadsNegativeExitCodesAndEmptyStreams() {
        ExpectedOutput output = ExpectedOutput.parse("=== exit -1\n=== stdout\n=== stderr\n", "X.expected");

        assertEquals(new ExpectedOutput(-1, "", ""), output);
    }

    @Test
    void parseRejectsAFileWithoutStderrHeader() {
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
                () -> ExpectedOutput.parse("=== exit 0\n=== stdout\nhello\n", "X.expected"));

        assertEquals("X.expected:3: no line '=== stderr' after the stdout header", e.getMessage());
    }

    @Test
    void parseRejectsABadExitLine() {
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
                () -> ExpectedOutput.parse("=== exit zero\n=== stdout\n=== stderr\n", "X.expected"));

        assertEquals("X.expected:1: bad exit code 'zero'", e.getMessage());
    }

    @Test
    void parseRejectsAMissingStdoutHeader() {
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
                () -> ExpectedOutput.parse("=== exit 0\nhello\n=== stderr\n", "X.expected"));

        assertEquals("X.expected:2: the second line must be '=== stdout' or '=== stdout (no final newline)'",
                e.getMessage());
    }

    @Test
    void describeMismatchIsEmpty_whenOutputsAreEqual() {
        ExpectedOutput output = new ExpectedOutput(0, "a\n", "b");

        assertEquals(Optional.empty(), output.describeMismatch(new ExpectedOutput(0, "a\n", "b")));
    }

    @Test
    void describeMismatchShowsExitCodeAndFirstDifferingLine() {
        ExpectedOutput expected = new ExpectedOutput(0, "one\ntwo\nthree\n", "");
        ExpectedOutput actual = new ExpectedOutput(1, "one\nTWO\nthree\n", "boom\n");

        String mismatch = expected.describeMismatch(actual).orElseThrow();

        assertEquals("exit code: expected 0 but was 1\n"
                + "stdout differs at line 2:\n"
                + "  expected: \"two\"\n"
                + "  actual:   \"TWO\"\n"
                + "stderr differs at line 1:\n"
                + "  expected: (end of output)\n"
                + "  actual:   \"boom\"\n", mismatch);
    }

    @Test
    void firstDifferenceNamesAMissingFinalNewline() {
        Optional<String> difference = ExpectedOutput.firstDifference("stdout", "a\nb\n", "a\nb");

        assertEquals(Optional.of("stdout differs at line 2:\n"
                + "  expected: \"b\"\n"
                + "  actual:   \"b\" (no final newline)"), difference);
    }

    @Test
    void quoteEscapesControlCharacters() {
        assertEquals("\"a\\tb\\r\\u0001\\\"\\\\\"", ExpectedOutput.quote("a\tb\r\u0001\"\\"));
    }
}
