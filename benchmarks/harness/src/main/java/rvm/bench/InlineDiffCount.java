package rvm.bench;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The count line that ends the output of {@code rvm inline diff A B}: how many call sites the two
 * inline reports decided alike, differently, or only one of them decided on. The harness reads
 * the line rather than the reports, so that its figures are those of the tool a researcher runs
 * on the same two files.
 *
 * @param same      sites both reports decided alike
 * @param different sites both decided, differently (another kind of decision, or other targets)
 * @param onlyInA   sites only A decided on
 * @param onlyInB   sites only B decided on
 */
record InlineDiffCount(int same, int different, int onlyInA, int onlyInB) {

    private static final Pattern COUNT = Pattern.compile(
            "(?m)^same (\\d+), different (\\d+), only in A (\\d+), only in B (\\d+)$");

    /** The count in {@code output}, the text {@code rvm inline diff} printed; empty when it has none. */
    static Optional<InlineDiffCount> parse(String output) {
        Matcher m = COUNT.matcher(output);
        if (!m.find()) {
            return Optional.empty();
        }
        return Optional.of(new InlineDiffCount(Integer.parseInt(m.group(1)), Integer.parseInt(m.group(2)),
                Integer.parseInt(m.group(3)), Integer.parseInt(m.group(4))));
    }

    /** The count in the saved output {@code file}; empty when the file does not exist or has none. */
    static Optional<InlineDiffCount> read(Path file) throws IOException {
        return Files.exists(file) ? parse(Files.readString(file, StandardCharsets.UTF_8)) : Optional.empty();
    }

    /** Sites both reports decided on: {@link #same} plus {@link #different}. */
    int both() {
        return same + different;
    }
}
