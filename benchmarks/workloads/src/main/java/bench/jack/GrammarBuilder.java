package bench.jack;

import java.util.ArrayList;
import java.util.List;

/**
 * The generator proper: turns the parse tree of a grammar text (a tree of the
 * {@link MetaGrammar}) into a {@link Grammar} of {@link Rule} objects.
 */
final class GrammarBuilder {

    private final Symbols symbols;
    private final List<Production> productions = new ArrayList<>();

    private GrammarBuilder(Symbols symbols) {
        this.symbols = symbols;
    }

    /** The grammar that {@code tree}, a {@code grammar} branch, describes. */
    static Grammar build(Branch tree, Symbols symbols) {
        return new GrammarBuilder(symbols).grammar(tree);
    }

    private Grammar grammar(Branch tree) {
        for (int i = 0; i < tree.size(); i++) {
            String name = ((Branch) tree.child(i)).token(0).text();
            if (find(name) != null) {
                throw new IllegalArgumentException("production " + name + " defined twice");
            }
            productions.add(new Production(name, i));
        }
        for (int i = 0; i < tree.size(); i++) {
            productions.get(i).define(choice((Branch) ((Branch) tree.child(i)).child(2)));
        }
        return new Grammar(productions.toArray(new Production[0]), symbols);
    }

    private Rule choice(Branch tree) {
        List<Rule> alternatives = new ArrayList<>();
        for (int i = 0; i < tree.size(); i += 2) {
            alternatives.add(sequence((Branch) tree.child(i)));
        }
        return alternatives.size() == 1 ? alternatives.get(0) : new Choice(alternatives.toArray(new Rule[0]));
    }

    private Rule sequence(Branch tree) {
        Rule[] items = new Rule[tree.size()];
        for (int i = 0; i < items.length; i++) {
            items[i] = item((Branch) tree.child(i));
        }
        return items.length == 1 ? items[0] : new Sequence(items);
    }

    private Rule item(Branch tree) {
        Rule primary = primary((Branch) tree.child(0));
        if (tree.size() == 1) {
            return primary;
        }
        return switch (((Branch) tree.child(1)).token(0).text()) {
            case "*" -> new Repeat(primary, 0);
            case "+" -> new Repeat(primary, 1);
            default -> new Option(primary);
        };
    }

    private Rule primary(Branch tree) {
        Token first = tree.token(0);
        if (tree.size() == 1) {
            return first.kind() == Token.IDENT ? reference(first.text()) : literal(first.text());
        }
        return switch (first.text()) {
            case "<" -> tokenClass(tree.token(1).text());
            case "~" -> new NotLiteral(symbols.intern(tree.token(1).text()), tree.token(1).text());
            case "^" -> new Keyword(tree.token(1).text(), symbols);
            default -> choice((Branch) tree.child(1));
        };
    }

    private Rule reference(String name) {
        Production production = find(name);
        if (production == null) {
            throw new IllegalArgumentException("undefined production " + name);
        }
        return new NonTerminal(production);
    }

    private Rule literal(String text) {
        return new Literal(symbols.intern(text), text);
    }

    private static Rule tokenClass(String name) {
        TokenClass rule = TokenClass.named(name);
        if (rule == null) {
            throw new IllegalArgumentException("unknown token class <" + name + ">");
        }
        return rule;
    }

    private Production find(String name) {
        for (Production production : productions) {
            if (production.name().equals(name)) {
                return production;
            }
        }
        return null;
    }
}
