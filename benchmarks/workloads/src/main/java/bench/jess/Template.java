package bench.jess;

import java.util.Arrays;

/** A fact template: a name and a number of slots, plus the rule patterns that match it. */
final class Template {

    private final String name;
    private final int id;
    private final int arity;
    private Pattern[] patterns = {};

    Template(String name, int id, int arity) {
        this.name = name;
        this.id = id;
        this.arity = arity;
    }

    String name() {
        return name;
    }

    int id() {
        return id;
    }

    int arity() {
        return arity;
    }

    /** The patterns of the engine's rules over this template, by rule then position. */
    Pattern[] patterns() {
        return patterns;
    }

    void addPattern(Pattern pattern) {
        patterns = Arrays.copyOf(patterns, patterns.length + 1);
        patterns[patterns.length - 1] = pattern;
    }
}
