package bench.jess;

import java.util.Arrays;

/** A production rule: patterns on the left, actions on the right, a salience for the agenda. */
final class Rule {

    private final String name;
    private final int salience;
    private final int variables;
    private Pattern[] patterns = {};
    private Action[] actions = {};

    Rule(String name, int salience, int variables) {
        this.name = name;
        this.salience = salience;
        this.variables = variables;
    }

    Rule when(Pattern pattern) {
        patterns = Arrays.copyOf(patterns, patterns.length + 1);
        patterns[patterns.length - 1] = pattern;
        return this;
    }

    Rule then(Action action) {
        actions = Arrays.copyOf(actions, actions.length + 1);
        actions[actions.length - 1] = action;
        return this;
    }

    /** Adds an action that asserts a fact of {@code template} with slots computed by {@code slots}. */
    Rule asserting(Template template, Expr... slots) {
        return then(new Action.Assert(template, slots));
    }

    /** Adds an action that retracts the fact matched by the pattern at {@code position}. */
    Rule retracting(int position) {
        return then(new Action.Retract(position));
    }

    String name() {
        return name;
    }

    int salience() {
        return salience;
    }

    int variables() {
        return variables;
    }

    int size() {
        return patterns.length;
    }

    Pattern pattern(int position) {
        return patterns[position];
    }

    /** Runs the actions on {@code activation}, in order. */
    void fire(Engine engine, Activation activation) {
        for (Action action : actions) {
            action.execute(engine, activation);
        }
    }
}
