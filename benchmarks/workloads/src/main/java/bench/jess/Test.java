package bench.jess;

/**
 * A condition on one slot of a fact, possibly against the variables bound so far. Constant
 * equality ({@link SlotEquals}) is by far the most common kind; the others are rare.
 */
interface Test {

    /** True when {@code fact} passes, given the current {@code bindings} (null: unbound). */
    boolean test(Fact fact, Value[] bindings);

    /** True when the test reads no variable, so it can filter facts before any join. */
    boolean isConstant();

    /** The slot holds a constant, as in {@code (task ?t pending ?n)}: the common test. */
    record SlotEquals(int slot, Value constant) implements Test {

        @Override
        public boolean test(Fact fact, Value[] bindings) {
            return constant.equalsValue(fact.slot(slot));
        }

        @Override
        public boolean isConstant() {
            return true;
        }
    }

    /** The integer slot is below a constant limit, as in {@code ?age&:(< ?age 12)}. */
    record SlotBelow(int slot, int limit) implements Test {

        @Override
        public boolean test(Fact fact, Value[] bindings) {
            return fact.slot(slot).asInt() < limit;
        }

        @Override
        public boolean isConstant() {
            return true;
        }
    }

    /** The slot differs from a bound variable, as in {@code ?b&~?a}. */
    record SlotDiffers(int slot, int variable) implements Test {

        @Override
        public boolean test(Fact fact, Value[] bindings) {
            return !bindings[variable].equalsValue(fact.slot(slot));
        }

        @Override
        public boolean isConstant() {
            return false;
        }
    }

    /** The integer slot exceeds the value of an expression, as in {@code ?e&:(> ?e (+ ?d ?w))}. */
    record SlotExceeds(int slot, Expr bound) implements Test {

        @Override
        public boolean test(Fact fact, Value[] bindings) {
            return fact.slot(slot).asInt() > bound.eval(bindings).asInt();
        }

        @Override
        public boolean isConstant() {
            return false;
        }
    }
}
