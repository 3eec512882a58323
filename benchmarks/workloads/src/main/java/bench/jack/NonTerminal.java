package bench.jack;

/**
 * A reference to a production. Matching it builds a {@link Branch} of the trees its body
 * pushed, and memoises the result per position (packrat parsing), so backtracking never parses
 * the same production at the same place twice.
 */
final class NonTerminal extends Rule {

    private final Production production;

    NonTerminal(Production production) {
        this.production = production;
    }

    @Override
    int match(ParseContext context, int pos) {
        int id = production.id();
        if (context.isMemoised(id, pos)) {
            return context.replay(id, pos);
        }
        int mark = context.mark();
        int end = production.body().match(context, pos);
        if (end == FAIL) {
            context.reset(mark);
            context.memoise(id, pos, FAIL, null);
            return FAIL;
        }
        Branch tree = new Branch(production, context.popSince(mark));
        context.push(tree);
        context.memoise(id, pos, end, tree);
        return end;
    }

    @Override
    boolean computeFirst() {
        Rule body = production.body();
        return first.addAll(body.first) | becomeNullable(body.nullable);
    }

    @Override
    void describe(StringBuilder out) {
        out.append(production.name());
    }
}
