package bench.jack;

/** A matched production and the trees of its parts, in order. */
final class Branch extends Tree {

    private final Production production;
    private final Tree[] children;

    Branch(Production production, Tree[] children) {
        this.production = production;
        this.children = children;
    }

    Production production() {
        return production;
    }

    int size() {
        return children.length;
    }

    Tree child(int index) {
        return children[index];
    }

    /** The token of child {@code index}, which must be a leaf. */
    Token token(int index) {
        return ((Leaf) children[index]).token();
    }

    @Override
    void accept(TreeVisitor visitor) {
        visitor.visitBranch(this);
    }
}
