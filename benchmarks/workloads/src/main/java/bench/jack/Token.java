package bench.jack;

/** A token: its kind, its symbol (identifiers and punctuation), its text and number value. */
final class Token {

    static final int IDENT = 1;
    static final int NUMBER = 2;
    static final int STRING = 3;
    static final int PUNCT = 4;
    static final int EOF = 5;

    private final int kind;
    private final int symbol;
    private final String text;
    private final int value;

    Token(int kind, int symbol, String text, int value) {
        this.kind = kind;
        this.symbol = symbol;
        this.text = text;
        this.value = value;
    }

    int kind() {
        return kind;
    }

    /** The interned symbol of an identifier or punctuation, 0 for other tokens. */
    int symbol() {
        return symbol;
    }

    /** The spelling; for a string, its contents without quotes. */
    String text() {
        return text;
    }

    /** The value of a number. */
    int value() {
        return value;
    }
}
