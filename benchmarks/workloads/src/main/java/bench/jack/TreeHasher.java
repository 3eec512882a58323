package bench.jack;

/** Hashes a parse tree's shape and tokens; equal trees of equal grammars hash alike. */
final class TreeHasher extends TreeVisitor {

    private long hash;
    private int nodes;

    /** The hash of {@code tree}. */
    static long hash(Tree tree) {
        TreeHasher hasher = new TreeHasher();
        tree.accept(hasher);
        return hasher.hash * 31 + hasher.nodes;
    }

    @Override
    void visitLeaf(Leaf leaf) {
        nodes++;
        hash = hash * 31 + leaf.token().text().hashCode();
    }

    @Override
    void visitBranch(Branch branch) {
        nodes++;
        hash = hash * 31 + branch.production().name().hashCode();
        visitChildren(branch);
        hash = hash * 31 + branch.size();
    }
}
