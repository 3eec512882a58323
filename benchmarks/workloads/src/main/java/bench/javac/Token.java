package bench.javac;

/** A token of the toy language: a kind, the identifier or number it spells, and its line. */
final class Token {

    static final int EOF = 0;
    static final int IDENT = 1;
    static final int NUMBER = 2;
    static final int FN = 3;
    static final int VAR = 4;
    static final int IF = 5;
    static final int ELSE = 6;
    static final int WHILE = 7;
    static final int RETURN = 8;
    static final int PRINT = 9;
    static final int TRUE = 10;
    static final int FALSE = 11;
    static final int INT = 12;
    static final int BOOL = 13;
    static final int LPAREN = 14;
    static final int RPAREN = 15;
    static final int LBRACE = 16;
    static final int RBRACE = 17;
    static final int COMMA = 18;
    static final int COLON = 19;
    static final int SEMICOLON = 20;
    static final int ASSIGN = 21;
    static final int QUESTION = 22;
    static final int OPERATOR = 23;
    static final int NOT = 24;

    private final int kind;
    private final String text;
    private final int value;
    private final int line;

    Token(int kind, String text, int value, int line) {
        this.kind = kind;
        this.text = text;
        this.value = value;
        this.line = line;
    }

    int kind() {
        return kind;
    }

    /** The identifier, or the operator's symbol, or null. */
    String text() {
        return text;
    }

    /** The value of a number. */
    int value() {
        return value;
    }

    int line() {
        return line;
    }

    boolean is(int expected) {
        return kind == expected;
    }
}
