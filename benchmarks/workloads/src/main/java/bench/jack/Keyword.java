package bench.jack;

import java.util.Locale;

/** A keyword in any of its usual cases: {@code ^'true'} accepts true, TRUE and True. */
final class Keyword extends Terminal {

    private final String text;
    private final int lower;
    private final int upper;
    private final int capitalized;

    Keyword(String text, Symbols symbols) {
        this.text = text;
        this.lower = symbols.intern(text.toLowerCase(Locale.ROOT));
        this.upper = symbols.intern(text.toUpperCase(Locale.ROOT));
        this.capitalized = symbols.intern(Character.toUpperCase(text.charAt(0)) + text.substring(1));
    }

    @Override
    boolean accepts(Token token) {
        int symbol = token.symbol();
        return symbol == lower || symbol == upper || symbol == capitalized;
    }

    @Override
    void addFirst(TokenSet set) {
        set.add(lower);
        set.add(upper);
        set.add(capitalized);
    }

    @Override
    void describe(StringBuilder out) {
        out.append("^'").append(text).append('\'');
    }
}
