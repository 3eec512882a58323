package bench.javac;

/** Conjunction and disjunction of booleans; both operands are always evaluated. */
final class Logical extends Operator {

    static final Logical AND = new Logical("&&", 2, Machine.AND);
    static final Logical OR = new Logical("||", 1, Machine.OR);

    private Logical(String symbol, int precedence, int opcode) {
        super(symbol, precedence, opcode);
    }

    @Override
    int apply(int left, int right) {
        return this == AND ? left & right : left | right;
    }

    @Override
    Type operandType() {
        return Type.BOOL;
    }

    @Override
    Type resultType() {
        return Type.BOOL;
    }
}
