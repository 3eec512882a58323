package bench.jack;

import java.util.ArrayList;
import java.util.List;

/**
 * The one tokenizer of every language here: identifiers, decimal numbers, quoted strings,
 * one- and two-character punctuation, and {@code #} comments to the end of the line.
 */
final class Lexer {

    private final String source;
    private final Symbols symbols;
    private final List<Token> tokens = new ArrayList<>();
    private int pos;

    Lexer(String source, Symbols symbols) {
        this.source = source;
        this.symbols = symbols;
    }

    /** The tokens of the source, ending with one {@link Token#EOF}. */
    Token[] tokenize() {
        while (skipBlanksAndComments()) {
            char c = source.charAt(pos);
            if (isLetter(c)) {
                word();
            } else if (c >= '0' && c <= '9') {
                number();
            } else if (c == '\'' || c == '"') {
                string(c);
            } else {
                punctuation(c);
            }
        }
        tokens.add(new Token(Token.EOF, 0, "<eof>", 0));
        return tokens.toArray(new Token[0]);
    }

    private boolean skipBlanksAndComments() {
        while (pos < source.length()) {
            char c = source.charAt(pos);
            if (c == '#') {
                while (pos < source.length() && source.charAt(pos) != '\n') {
                    pos++;
                }
            } else if (c > ' ') {
                return true;
            } else {
                pos++;
            }
        }
        return false;
    }

    private void word() {
        int start = pos;
        while (pos < source.length() && isWordPart(source.charAt(pos))) {
            pos++;
        }
        String text = source.substring(start, pos);
        tokens.add(new Token(Token.IDENT, symbols.intern(text), text, 0));
    }

    private static boolean isLetter(char c) {
        return c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || c == '_';
    }

    private static boolean isWordPart(char c) {
        return isLetter(c) || c >= '0' && c <= '9';
    }

    private void number() {
        int start = pos;
        int value = 0;
        while (pos < source.length() && source.charAt(pos) >= '0' && source.charAt(pos) <= '9') {
            value = value * 10 + source.charAt(pos++) - '0';
        }
        tokens.add(new Token(Token.NUMBER, 0, source.substring(start, pos), value));
    }

    private void string(char quote) {
        int start = ++pos;
        while (source.charAt(pos) != quote) {
            pos++;
        }
        tokens.add(new Token(Token.STRING, 0, source.substring(start, pos++), 0));
    }

    private void punctuation(char c) {
        char next = pos + 1 < source.length() ? source.charAt(pos + 1) : ' ';
        boolean pair = next == '=' && (c == '=' || c == '!' || c == '<' || c == '>');
        String text = pair ? source.substring(pos, pos + 2) : String.valueOf(c);
        pos += text.length();
        tokens.add(new Token(Token.PUNCT, symbols.intern(text), text, 0));
    }
}
