package bench.jack;

/** An optional item ({@code ?}). */
final class Option extends Rule {

    private final Rule item;

    Option(Rule item) {
        this.item = item;
    }

    @Override
    int match(ParseContext context, int pos) {
        if (!item.canStart(context.token(pos))) {
            return pos;
        }
        int mark = context.mark();
        int end = item.match(context, pos);
        if (end == FAIL) {
            context.reset(mark);
            return pos;
        }
        return end;
    }

    @Override
    boolean computeFirst() {
        boolean changed = item.computeFirst();
        changed |= first.addAll(item.first);
        return changed | becomeNullable(true);
    }

    @Override
    void describe(StringBuilder out) {
        item.describe(out);
        out.append('?');
    }
}
