package bench.jack;

/** A parse tree: a {@link Leaf} for a token or a {@link Branch} for a production. */
abstract class Tree {

    /** Calls the {@code visitor} method for this tree's class. */
    abstract void accept(TreeVisitor visitor);
}
