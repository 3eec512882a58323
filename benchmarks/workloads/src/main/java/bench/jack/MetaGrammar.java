package bench.jack;

/**
 * The grammar of grammars, built by hand: the parser generator's bootstrap. Its own text,
 * {@link GrammarTexts#META}, must build an equal grammar.
 */
final class MetaGrammar {

    private final Symbols symbols;

    private MetaGrammar(Symbols symbols) {
        this.symbols = symbols;
    }

    static Grammar create(Symbols symbols) {
        return new MetaGrammar(symbols).build();
    }

    private Grammar build() {
        Production grammar = new Production("grammar", 0);
        Production rule = new Production("rule", 1);
        Production choice = new Production("choice", 2);
        Production sequence = new Production("sequence", 3);
        Production item = new Production("item", 4);
        Production suffix = new Production("suffix", 5);
        Production primary = new Production("primary", 6);
        grammar.define(new Repeat(new NonTerminal(rule), 1));
        rule.define(sequence(ident(), literal("="), new NonTerminal(choice), literal(";")));
        choice.define(sequence(new NonTerminal(sequence),
                new Repeat(sequence(literal("|"), new NonTerminal(sequence)), 0)));
        sequence.define(new Repeat(new NonTerminal(item), 0));
        item.define(sequence(new NonTerminal(primary), new Option(new NonTerminal(suffix))));
        suffix.define(new Choice(new Rule[] {literal("*"), literal("+"), literal("?")}));
        primary.define(new Choice(new Rule[] {
            ident(),
            TokenClass.named("string"),
            sequence(literal("<"), ident(), literal(">")),
            sequence(literal("~"), TokenClass.named("string")),
            sequence(literal("^"), TokenClass.named("string")),
            sequence(literal("("), new NonTerminal(choice), literal(")"))}));
        Production[] all = {grammar, rule, choice, sequence, item, suffix, primary};
        return new Grammar(all, symbols);
    }

    private static Rule sequence(Rule... items) {
        return new Sequence(items);
    }

    private static Rule ident() {
        return TokenClass.named("ident");
    }

    private Rule literal(String text) {
        return new Literal(symbols.intern(text), text);
    }
}
