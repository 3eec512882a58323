package bench.jack;

/** A named rule of a grammar; its parse trees are {@link Branch}es labelled with it. */
final class Production {

    private final String name;
    private final int id;
    private Rule body;

    Production(String name, int id) {
        this.name = name;
        this.id = id;
    }

    String name() {
        return name;
    }

    /** The index of this production in its grammar. */
    int id() {
        return id;
    }

    Rule body() {
        return body;
    }

    void define(Rule rule) {
        this.body = rule;
    }
}
