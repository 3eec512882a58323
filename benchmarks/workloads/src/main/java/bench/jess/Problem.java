package bench.jess;

import java.util.Random;

/**
 * A generated problem: its templates, rules and initial facts. Subclasses describe the rules
 * in a small builder notation close to Jess's own ({@code (parent ?a ?b)} is
 * {@code fact(parent).bind(0, A).bind(1, B)}).
 */
abstract class Problem {

    static final int A = 0;
    static final int B = 1;
    static final int C = 2;
    static final int D = 3;
    static final int E = 4;

    final Random random;
    private final SymbolTable symbols;
    private int templates;

    Problem(SymbolTable symbols, long seed) {
        this.symbols = symbols;
        this.random = new Random(seed);
    }

    /** Adds the rules to {@code engine}, then asserts the initial facts. */
    abstract void install(Engine engine);

    /** The most rules this problem may fire, a guard against a runaway rule base. */
    long fireLimit() {
        return 1_000_000;
    }

    Template template(String name, int arity) {
        return new Template(name, templates++, arity);
    }

    Value atom(int index) {
        return AtomKind.atom(index, symbols);
    }

    SymbolValue symbol(String name) {
        return symbols.intern(name);
    }

    static Pattern fact(Template template) {
        return new Pattern(template);
    }

    static Value number(int value) {
        return IntValue.of(value);
    }

    static Expr var(int index) {
        return new Expr.Variable(index);
    }

    static Expr plus(int index, int constant) {
        return new Expr.Sum(var(index), new Expr.Constant(number(constant)));
    }
}
