package bench.jess;

import java.util.Arrays;

/**
 * One condition element of a rule: a template, variables bound to slots, and tests. Facts that
 * pass the constant tests are kept in the pattern's alpha memory; joins then bind the variables
 * (an already bound variable must be {@link Value#equalsValue equal}) and run the other tests.
 */
final class Pattern {

    private final Template template;
    private final int[] slotVariables;
    private Test[] constantTests = {};
    private Test[] joinTests = {};
    private final FactList memory = new FactList();
    private Rule rule;
    private int position;

    Pattern(Template template) {
        this.template = template;
        this.slotVariables = new int[template.arity()];
        Arrays.fill(slotVariables, -1);
    }

    /** Binds {@code variable} to {@code slot}, or requires equality when it is already bound. */
    Pattern bind(int slot, int variable) {
        slotVariables[slot] = variable;
        return this;
    }

    /** Requires {@code slot} to hold {@code constant}. */
    Pattern is(int slot, Value constant) {
        return where(new Test.SlotEquals(slot, constant));
    }

    /** Adds {@code test}. */
    Pattern where(Test test) {
        if (test.isConstant()) {
            constantTests = append(constantTests, test);
        } else {
            joinTests = append(joinTests, test);
        }
        return this;
    }

    /** Records that this pattern is at {@code position} of {@code rule}. */
    void attach(Rule owner, int index) {
        this.rule = owner;
        this.position = index;
    }

    Rule rule() {
        return rule;
    }

    int position() {
        return position;
    }

    Template template() {
        return template;
    }

    FactList memory() {
        return memory;
    }

    /** True when {@code fact} passes the tests that read no variable. */
    boolean accepts(Fact fact) {
        for (Test test : constantTests) {
            if (!test.test(fact, null)) {
                return false;
            }
        }
        return true;
    }

    /**
     * Binds this pattern's variables to the slots of {@code fact}, pushing each newly bound one on
     * {@code trail}; false on a conflict with an earlier binding. The caller undoes the trail
     * whatever the result.
     */
    boolean bind(Fact fact, Value[] bindings, Trail trail) {
        for (int slot = 0; slot < slotVariables.length; slot++) {
            int variable = slotVariables[slot];
            if (variable >= 0 && !unify(variable, fact.slot(slot), bindings, trail)) {
                return false;
            }
        }
        return true;
    }

    /** True when {@code fact} passes the tests on variables, all bound by now. */
    boolean passesJoinTests(Fact fact, Value[] bindings) {
        for (Test test : joinTests) {
            if (!test.test(fact, bindings)) {
                return false;
            }
        }
        return true;
    }

    private static boolean unify(int variable, Value value, Value[] bindings, Trail trail) {
        Value bound = bindings[variable];
        if (bound == null) {
            bindings[variable] = value;
            trail.push(variable);
            return true;
        }
        return bound.equalsValue(value);
    }

    private static Test[] append(Test[] tests, Test test) {
        Test[] longer = Arrays.copyOf(tests, tests.length + 1);
        longer[tests.length] = test;
        return longer;
    }
}
