package bench.jack;

/**
 * A grammar expression, interpreted directly: {@link #match} parses at a token position,
 * pushing the parse trees of what it matched on the context. The classes are
 * {@link Sequence}, {@link Choice}, {@link Repeat}, {@link Option}, {@link NonTerminal} and the
 * {@link Terminal}s; the {@code match} calls inside sequences, choices and repetitions are
 * megamorphic over them.
 *
 * <p>FIRST sets and nullability are computed by a fixed point ({@link Grammar}); choices and
 * repetitions use them to try only alternatives that can start with the next token.
 */
abstract class Rule {

    /** What {@link #match} returns when the rule does not match. */
    static final int FAIL = -1;

    final TokenSet first = new TokenSet();
    boolean nullable;

    /**
     * Matches at token {@code pos}; returns the position after the match or {@link #FAIL}. On
     * failure the trees pushed meanwhile may remain: the caller resets the context.
     */
    abstract int match(ParseContext context, int pos);

    /** Recomputes {@link #first} and {@link #nullable} from the parts; true when either grew. */
    abstract boolean computeFirst();

    /** True when this rule may match starting at {@code token}, or match nothing. */
    final boolean canStart(Token token) {
        return nullable || first.contains(token);
    }

    /** Appends this rule in grammar notation. */
    abstract void describe(StringBuilder out);

    /** Marks this rule nullable; true when it was not. */
    final boolean becomeNullable(boolean now) {
        if (now && !nullable) {
            nullable = true;
            return true;
        }
        return false;
    }
}
