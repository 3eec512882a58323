package bench.jack;

/** Ordered choice: the first alternative that can start with the next token and matches. */
final class Choice extends Rule {

    private final Rule[] alternatives;

    Choice(Rule[] alternatives) {
        this.alternatives = alternatives;
    }

    @Override
    int match(ParseContext context, int pos) {
        Token next = context.token(pos);
        int mark = context.mark();
        for (Rule alternative : alternatives) {
            if (alternative.canStart(next)) {
                int end = alternative.match(context, pos);
                if (end != FAIL) {
                    return end;
                }
                context.reset(mark);
            }
        }
        return FAIL;
    }

    @Override
    boolean computeFirst() {
        boolean changed = false;
        boolean anyNullable = false;
        for (Rule alternative : alternatives) {
            changed |= alternative.computeFirst();
            changed |= first.addAll(alternative.first);
            anyNullable |= alternative.nullable;
        }
        return changed | becomeNullable(anyNullable);
    }

    @Override
    void describe(StringBuilder out) {
        out.append('(');
        for (int i = 0; i < alternatives.length; i++) {
            if (i > 0) {
                out.append(" | ");
            }
            alternatives[i].describe(out);
        }
        out.append(')');
    }
}
