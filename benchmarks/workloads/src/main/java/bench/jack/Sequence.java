package bench.jack;

/** Items matched one after the other. */
final class Sequence extends Rule {

    private final Rule[] items;

    Sequence(Rule[] items) {
        this.items = items;
    }

    @Override
    int match(ParseContext context, int pos) {
        int at = pos;
        for (Rule item : items) {
            at = item.match(context, at);
            if (at == FAIL) {
                return FAIL;
            }
        }
        return at;
    }

    @Override
    boolean computeFirst() {
        boolean changed = false;
        boolean prefixNullable = true;
        for (Rule item : items) {
            changed |= item.computeFirst();
            if (prefixNullable) {
                changed |= first.addAll(item.first);
                prefixNullable = item.nullable;
            }
        }
        return changed | becomeNullable(prefixNullable);
    }

    @Override
    void describe(StringBuilder out) {
        out.append('(');
        for (int i = 0; i < items.length; i++) {
            if (i > 0) {
                out.append(' ');
            }
            items[i].describe(out);
        }
        out.append(')');
    }
}
