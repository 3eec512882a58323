package bench.jack;

/** A matched token. */
final class Leaf extends Tree {

    private final Token token;

    Leaf(Token token) {
        this.token = token;
    }

    Token token() {
        return token;
    }

    @Override
    void accept(TreeVisitor visitor) {
        visitor.visitLeaf(this);
    }
}
