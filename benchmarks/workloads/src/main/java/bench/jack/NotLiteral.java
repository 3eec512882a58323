package bench.jack;

/** Any token but the end of input and one given symbol ({@code ~';'}): raw text up to it. */
final class NotLiteral extends Terminal {

    private final int symbol;
    private final String text;

    NotLiteral(int symbol, String text) {
        this.symbol = symbol;
        this.text = text;
    }

    @Override
    boolean accepts(Token token) {
        return token.symbol() != symbol && token.kind() != Token.EOF;
    }

    @Override
    void addFirst(TokenSet set) {
        set.addEverything();
    }

    @Override
    void describe(StringBuilder out) {
        out.append("~'").append(text).append('\'');
    }
}
