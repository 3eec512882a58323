package bench.javac;

/** Comparisons of integers, giving a boolean. */
final class Comparison extends Operator {

    static final Comparison LT = new Comparison("<", 4, Machine.LT);
    static final Comparison LE = new Comparison("<=", 4, Machine.LE);
    static final Comparison GT = new Comparison(">", 4, Machine.GT);
    static final Comparison GE = new Comparison(">=", 4, Machine.GE);
    static final Comparison EQ = new Comparison("==", 3, Machine.EQ);
    static final Comparison NE = new Comparison("!=", 3, Machine.NE);

    private Comparison(String symbol, int precedence, int opcode) {
        super(symbol, precedence, opcode);
    }

    @Override
    int apply(int left, int right) {
        return Machine.compare(opcode(), left, right) ? 1 : 0;
    }

    @Override
    Type operandType() {
        return Type.INT;
    }

    @Override
    Type resultType() {
        return Type.BOOL;
    }
}
