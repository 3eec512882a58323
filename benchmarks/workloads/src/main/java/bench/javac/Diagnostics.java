package bench.javac;

import java.util.ArrayList;
import java.util.List;

/** The errors a pass found, each with its line. */
final class Diagnostics {

    private final List<String> errors = new ArrayList<>();

    void error(Node node, String message) {
        errors.add("line " + node.line() + ": " + message);
    }

    /** Throws when any error was reported: the generator makes only correct programs. */
    void check(String unit) {
        if (!errors.isEmpty()) {
            throw new IllegalStateException(unit + ": " + errors.size() + " errors, first " + errors.get(0));
        }
    }
}
