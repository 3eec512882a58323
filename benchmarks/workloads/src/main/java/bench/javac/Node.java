package bench.javac;

/** A node of the abstract syntax tree: its source line and the visitor's double dispatch. */
abstract class Node {

    private final int line;

    Node(int line) {
        this.line = line;
    }

    int line() {
        return line;
    }

    /** Calls the {@code visitor} method for this node's class. */
    abstract <R> R accept(Visitor<R> visitor);
}
