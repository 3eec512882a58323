package bench.jack;

/** A keyword or punctuation: a token with one given symbol. */
final class Literal extends Terminal {

    private final int symbol;
    private final String text;

    Literal(int symbol, String text) {
        this.symbol = symbol;
        this.text = text;
    }

    @Override
    boolean accepts(Token token) {
        return token.symbol() == symbol;
    }

    @Override
    void addFirst(TokenSet set) {
        set.add(symbol);
    }

    @Override
    void describe(StringBuilder out) {
        out.append('\'').append(text).append('\'');
    }
}
