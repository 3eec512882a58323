package bench.jack;

/**
 * A grammar: productions, the first of which is the start. {@link #parse} tokenizes a text and
 * interprets the start production on it; the whole text must match.
 */
final class Grammar {

    private final Production[] productions;
    private final Symbols symbols;
    private final NonTerminal start;

    /** A grammar of {@code productions}, all defined, whose FIRST sets it computes. */
    Grammar(Production[] productions, Symbols symbols) {
        this.productions = productions;
        this.symbols = symbols;
        this.start = new NonTerminal(productions[0]);
        computeFirstSets();
    }

    /** The production called {@code name}. */
    Production production(String name) {
        for (Production production : productions) {
            if (production.name().equals(name)) {
                return production;
            }
        }
        throw new IllegalArgumentException("no production " + name);
    }

    /** The parse tree of {@code text}, a branch of the start production. */
    Branch parse(String text) {
        Token[] tokens = new Lexer(text, symbols).tokenize();
        ParseContext context = new ParseContext(tokens, productions.length);
        int end = start.match(context, 0);
        if (end != tokens.length - 1) {
            throw new IllegalStateException("syntax error in " + productions[0].name()
                    + " near token " + Math.max(end, 0) + " of " + tokens.length);
        }
        return (Branch) context.popSince(0)[0];
    }

    /** The grammar in its own notation, with every group parenthesised. */
    String describe() {
        StringBuilder out = new StringBuilder();
        for (Production production : productions) {
            out.append(production.name()).append(" = ");
            production.body().describe(out);
            out.append(" ;\n");
        }
        return out.toString();
    }

    /** The sizes of the FIRST sets, summed: part of the checksum. */
    int firstSetSizes() {
        int sum = 0;
        for (Production production : productions) {
            sum += production.body().first.size() * 2 + (production.body().nullable ? 1 : 0);
        }
        return sum;
    }

    private void computeFirstSets() {
        boolean changed = true;
        while (changed) {
            changed = false;
            for (Production production : productions) {
                changed |= production.body().computeFirst();
            }
        }
    }
}
