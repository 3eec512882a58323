package rvm.launcher.corpus;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * What a corpus program must do: its exit code, stdout and stderr, as recorded in its
 * {@code NAME.expected} golden file by the {@code regen} script.
 *
 * <p>The file format, which {@link #format} writes and {@link #parse} reads back exactly:
 * <pre>
 * === exit N
 * === stdout
 * &lt;stdout, verbatim&gt;
 * === stderr
 * &lt;stderr, verbatim, up to the end of the file&gt;
 * </pre>
 * If stdout is non-empty and does not end with a newline, a newline is inserted before
 * {@code === stderr} and the header line reads {@code === stdout (no final newline)}, so the
 * parser knows to remove it. Stdout ends at the <em>last</em> line that is exactly
 * {@code === stderr}: stdout may contain such a line, stderr may not (regen refuses to write one).
 */
record ExpectedOutput(int exitCode, String stdout, String stderr) {

    static final String STDOUT_HEADER = "=== stdout\n";
    static final String STDOUT_NO_NEWLINE_HEADER = "=== stdout (no final newline)\n";
    static final String STDERR_HEADER = "=== stderr\n";
    private static final String EXIT_PREFIX = "=== exit ";

    /** Both streams must be non-null; an empty stream is {@code ""}. */
    ExpectedOutput {
        if (stdout == null || stderr == null) {
            throw new NullPointerException("stdout and stderr must not be null");
        }
    }

    /**
     * Parses the text of an expected file.
     *
     * @param source names the file in error messages
     * @throws IllegalArgumentException with the source and line, if the text is not in the format
     */
    static ExpectedOutput parse(String text, String source) {
        int exitEnd = text.indexOf('\n');
        if (!text.startsWith(EXIT_PREFIX) || exitEnd < 0) {
            throw malformed(source, 1, "the first line must be '=== exit N'");
        }
        int exitCode;
        try {
            exitCode = Integer.parseInt(text.substring(EXIT_PREFIX.length(), exitEnd));
        } catch (NumberFormatException e) {
            throw malformed(source, 1, "bad exit code '" + text.substring(EXIT_PREFIX.length(), exitEnd) + "'");
        }
        int bodyStart;
        boolean newlineAdded;
        if (text.startsWith(STDOUT_HEADER, exitEnd + 1)) {
            bodyStart = exitEnd + 1 + STDOUT_HEADER.length();
            newlineAdded = false;
        } else if (text.startsWith(STDOUT_NO_NEWLINE_HEADER, exitEnd + 1)) {
            bodyStart = exitEnd + 1 + STDOUT_NO_NEWLINE_HEADER.length();
            newlineAdded = true;
        } else {
            throw malformed(source, 2, "the second line must be '=== stdout' or '=== stdout (no final newline)'");
        }
        int separator = lastLineStartingWith(text, STDERR_HEADER, bodyStart);
        if (separator < 0) {
            throw malformed(source, 3, "no line '=== stderr' after the stdout header");
        }
        String stdout = text.substring(bodyStart, separator);
        if (newlineAdded) {
            if (!stdout.endsWith("\n") || stdout.length() == 1) {
                throw malformed(source, 2, "'no final newline' header, but stdout is empty or has no newline to remove");
            }
            stdout = stdout.substring(0, stdout.length() - 1);
        }
        return new ExpectedOutput(exitCode, stdout, text.substring(separator + STDERR_HEADER.length()));
    }

    /** The expected-file text for this output; {@code parse(format())} gives this output back. */
    String format() {
        boolean addNewline = !stdout.isEmpty() && !stdout.endsWith("\n");
        return EXIT_PREFIX + exitCode + "\n"
                + (addNewline ? STDOUT_NO_NEWLINE_HEADER + stdout + "\n" : STDOUT_HEADER + stdout)
                + STDERR_HEADER + stderr;
    }

    /**
     * Describes how {@code actual} differs from this expected output: the exit codes, then the first
     * differing line of stdout and of stderr; empty when they are equal.
     */
    Optional<String> describeMismatch(ExpectedOutput actual) {
        StringBuilder sb = new StringBuilder();
        if (exitCode != actual.exitCode) {
            sb.append("exit code: expected ").append(exitCode).append(" but was ").append(actual.exitCode).append('\n');
        }
        firstDifference("stdout", stdout, actual.stdout).ifPresent(d -> sb.append(d).append('\n'));
        firstDifference("stderr", stderr, actual.stderr).ifPresent(d -> sb.append(d).append('\n'));
        return sb.length() == 0 ? Optional.empty() : Optional.of(sb.toString());
    }

    /**
     * "stdout differs at line 3:" followed by the expected and the actual line, quoted with escapes,
     * or a note that one text ends where the other goes on; empty when the texts are equal.
     */
    static Optional<String> firstDifference(String what, String expected, String actual) {
        if (expected.equals(actual)) {
            return Optional.empty();
        }
        List<String> want = lines(expected);
        List<String> got = lines(actual);
        int line = 0;
        while (line < want.size() && line < got.size() && want.get(line).equals(got.get(line))) {
            line++;
        }
        return Optional.of(what + " differs at line " + (line + 1) + ":\n"
                + "  expected: " + describeLine(want, line) + "\n"
                + "  actual:   " + describeLine(got, line));
    }

    /** The lines of {@code text}, each with its newline if it has one. */
    private static List<String> lines(String text) {
        List<String> lines = new ArrayList<>();
        int start = 0;
        while (start < text.length()) {
            int end = text.indexOf('\n', start);
            end = end < 0 ? text.length() : end + 1;
            lines.add(text.substring(start, end));
            start = end;
        }
        return lines;
    }

    private static String describeLine(List<String> lines, int index) {
        if (index >= lines.size()) {
            return "(end of output)";
        }
        String line = lines.get(index);
        return line.endsWith("\n") ? quote(line.substring(0, line.length() - 1)) : quote(line) + " (no final newline)";
    }

    /** Java-style quoting so that tabs, carriage returns and other control characters show. */
    static String quote(String s) {
        StringBuilder sb = new StringBuilder("\"");
        for (int i = 0; i < s.length(); i++) {
            char c = s.charAt(i);
            switch (c) {
                case '"' -> sb.append("\\\"");
                case '\\' -> sb.append("\\\\");
                case '\t' -> sb.append("\\t");
                case '\r' -> sb.append("\\r");
                default -> {
                    if (c < 0x20 || c == 0x7f) {
                        sb.append(String.format("\\u%04x", (int) c));
                    } else {
                        sb.append(c);
                    }
                }
            }
        }
        return sb.append('"').toString();
    }

    /** The index of the last occurrence of {@code line} at the start of a line at or after {@code from}. */
    private static int lastLineStartingWith(String text, String line, int from) {
        int i = text.lastIndexOf(line);
        while (i >= from) {
            if (i == from || text.charAt(i - 1) == '\n') {
                return i;
            }
            i = text.lastIndexOf(line, i - 1);
        }
        return -1;
    }

    private static IllegalArgumentException malformed(String source, int line, String message) {
        return new IllegalArgumentException(source + ":" + line + ": " + message);
    }
}
