package bench.jack;

/** An item repeated greedily, at least zero ({@code *}) or one ({@code +}) times. */
final class Repeat extends Rule {

    private final Rule item;
    private final int minimum;

    Repeat(Rule item, int minimum) {
        this.item = item;
        this.minimum = minimum;
    }

    @Override
    int match(ParseContext context, int pos) {
        int at = pos;
        int count = 0;
        while (item.canStart(context.token(at))) {
            int mark = context.mark();
            int end = item.match(context, at);
            if (end == FAIL || end == at) {
                context.reset(mark);
                break;
            }
            at = end;
            count++;
        }
        return count >= minimum ? at : FAIL;
    }

    @Override
    boolean computeFirst() {
        boolean changed = item.computeFirst();
        changed |= first.addAll(item.first);
        return changed | becomeNullable(minimum == 0 || item.nullable);
    }

    @Override
    void describe(StringBuilder out) {
        item.describe(out);
        out.append(minimum == 0 ? '*' : '+');
    }
}
