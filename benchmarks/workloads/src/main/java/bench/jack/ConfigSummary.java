package bench.jack;

/** Walks a parse tree of the {@link GrammarTexts#CONFIG} format: counts entries, sums numbers. */
final class ConfigSummary extends TreeVisitor {

    private final int entry;
    private long entries;
    private long numbers;
    private long strings;

    ConfigSummary(Grammar grammar) {
        this.entry = grammar.production("entry").id();
    }

    /** A checksum of the entries, numbers and strings of {@code config}. */
    long summarize(Branch config) {
        config.accept(this);
        return entries * 1_000_003L + numbers * 31 + strings;
    }

    @Override
    void visitLeaf(Leaf leaf) {
        Token token = leaf.token();
        if (token.kind() == Token.NUMBER) {
            numbers += token.value();
        } else if (token.kind() == Token.STRING) {
            strings = strings * 31 + token.text().length();
        }
    }

    @Override
    void visitBranch(Branch branch) {
        if (branch.production().id() == entry) {
            entries++;
        }
        visitChildren(branch);
    }
}
