package bench.jess;

/** An action on the right-hand side of a rule. */
interface Action {

    /** Performs the action for {@code activation} on {@code engine}'s working memory. */
    void execute(Engine engine, Activation activation);

    /** Asserts a new fact whose slots are expressions over the rule's variables. */
    record Assert(Template template, Expr[] slots) implements Action {
        @Override
        public void execute(Engine engine, Activation activation) {
            Value[] values = new Value[slots.length];
            for (int i = 0; i < values.length; i++) {
                values[i] = slots[i].eval(activation.bindings());
            }
            engine.assertFact(template, values);
        }
    }

    /** Retracts the fact matched by one of the rule's patterns. */
    record Retract(int position) implements Action {
        @Override
        public void execute(Engine engine, Activation activation) {
            engine.retract(activation.fact(position));
        }
    }
}
