package bench.jack;

/**
 * A rule that matches one token by its spelling. {@link #accepts} is a skewed call site: most
 * terminals are exact {@link Literal}s; case-insensitive {@link Keyword}s and the
 * {@link NotLiteral} of raw text are rare. (Tokens matched by kind are {@link TokenClass}es.)
 */
abstract class Terminal extends Rule {

    private boolean computed;

    @Override
    final int match(ParseContext context, int pos) {
        if (!accepts(context.token(pos))) {
            return FAIL;
        }
        context.push(context.leaf(pos));
        return pos + 1;
    }

    /** True when this terminal matches {@code token}. */
    abstract boolean accepts(Token token);

    /** Adds the tokens this terminal accepts to {@code set}. */
    abstract void addFirst(TokenSet set);

    @Override
    final boolean computeFirst() {
        if (computed) {
            return false;
        }
        computed = true;
        addFirst(first);
        return true;
    }
}
