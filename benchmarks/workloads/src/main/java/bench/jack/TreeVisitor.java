package bench.jack;

/** A walk over a parse tree; {@link #visitChildren} continues below a branch. */
abstract class TreeVisitor {

    abstract void visitLeaf(Leaf leaf);

    abstract void visitBranch(Branch branch);

    final void visitChildren(Branch branch) {
        for (int i = 0; i < branch.size(); i++) {
            branch.child(i).accept(this);
        }
    }
}
