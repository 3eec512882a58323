package bench.jess;

/** An expression over a rule's variables, as used in a rule's tests and asserted facts. */
interface Expr {

    /** The value of this expression under {@code bindings}. */
    Value eval(Value[] bindings);

    /** A constant. */
    record Constant(Value value) implements Expr {
        @Override
        public Value eval(Value[] bindings) {
            return value;
        }
    }

    /** The value of a variable. */
    record Variable(int index) implements Expr {
        @Override
        public Value eval(Value[] bindings) {
            return bindings[index];
        }
    }

    /** The integer sum of two expressions. */
    record Sum(Expr left, Expr right) implements Expr {
        @Override
        public Value eval(Value[] bindings) {
            return IntValue.of(left.eval(bindings).asInt() + right.eval(bindings).asInt());
        }
    }
}
