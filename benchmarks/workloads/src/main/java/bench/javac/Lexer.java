package bench.javac;

import java.util.ArrayList;
import java.util.List;

/** Splits source text into tokens; operators carry their symbol, identifiers are interned. */
final class Lexer {

    private final String source;
    private final NameTable<String> names = new NameTable<>();
    private final List<Token> tokens = new ArrayList<>();
    private int pos;
    private int line = 1;

    Lexer(String source) {
        this.source = source;
    }

    /** All tokens of the source, ending with one {@link Token#EOF}. */
    List<Token> tokenize() {
        while (skipBlanks()) {
            scanToken();
        }
        tokens.add(new Token(Token.EOF, null, 0, line));
        return tokens;
    }

    private boolean skipBlanks() {
        while (pos < source.length()) {
            char c = source.charAt(pos);
            if (c == '\n') {
                line++;
            } else if (c != ' ' && c != '\t' && c != '\r') {
                return true;
            }
            pos++;
        }
        return false;
    }

    private void scanToken() {
        char c = source.charAt(pos);
        if (isLetter(c)) {
            scanWord();
        } else if (c >= '0' && c <= '9') {
            scanNumber();
        } else {
            scanPunctuation(c);
        }
    }

    private void scanWord() {
        int start = pos;
        while (pos < source.length() && (isLetter(source.charAt(pos)) || isDigit(source.charAt(pos)))) {
            pos++;
        }
        String word = source.substring(start, pos);
        int keyword = keyword(word);
        tokens.add(keyword == Token.IDENT
                ? new Token(Token.IDENT, intern(word), 0, line)
                : new Token(keyword, word, 0, line));
    }

    private String intern(String word) {
        String known = names.get(word);
        if (known == null) {
            names.put(word, word);
            return word;
        }
        return known;
    }

    private static int keyword(String word) {
        return switch (word) {
            case "fn" -> Token.FN;
            case "var" -> Token.VAR;
            case "if" -> Token.IF;
            case "else" -> Token.ELSE;
            case "while" -> Token.WHILE;
            case "return" -> Token.RETURN;
            case "print" -> Token.PRINT;
            case "true" -> Token.TRUE;
            case "false" -> Token.FALSE;
            case "int" -> Token.INT;
            case "bool" -> Token.BOOL;
            default -> Token.IDENT;
        };
    }

    private void scanNumber() {
        int value = 0;
        while (pos < source.length() && isDigit(source.charAt(pos))) {
            value = value * 10 + (source.charAt(pos++) - '0');
        }
        tokens.add(new Token(Token.NUMBER, null, value, line));
    }

    private void scanPunctuation(char c) {
        char next = pos + 1 < source.length() ? source.charAt(pos + 1) : '\0';
        String pair = pairSymbol(c, next);
        if (pair != null) {
            pos += 2;
            tokens.add(new Token(Token.OPERATOR, pair, 0, line));
            return;
        }
        pos++;
        int kind = single(c);
        tokens.add(new Token(kind, kind == Token.OPERATOR ? String.valueOf(c) : null, 0, line));
    }

    private static String pairSymbol(char c, char next) {
        if (next == '=') {
            return switch (c) {
                case '<' -> "<=";
                case '>' -> ">=";
                case '=' -> "==";
                case '!' -> "!=";
                default -> null;
            };
        }
        if (c == next && (c == '&' || c == '|')) {
            return c == '&' ? "&&" : "||";
        }
        return null;
    }

    private int single(char c) {
        return switch (c) {
            case '(' -> Token.LPAREN;
            case ')' -> Token.RPAREN;
            case '{' -> Token.LBRACE;
            case '}' -> Token.RBRACE;
            case ',' -> Token.COMMA;
            case ':' -> Token.COLON;
            case ';' -> Token.SEMICOLON;
            case '=' -> Token.ASSIGN;
            case '?' -> Token.QUESTION;
            case '!' -> Token.NOT;
            case '+', '-', '*', '/', '%', '<', '>' -> Token.OPERATOR;
            default -> throw new IllegalArgumentException("line " + line + ": unexpected '" + c + "'");
        };
    }

    private static boolean isLetter(char c) {
        return c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || c == '_';
    }

    private static boolean isDigit(char c) {
        return c >= '0' && c <= '9';
    }
}
