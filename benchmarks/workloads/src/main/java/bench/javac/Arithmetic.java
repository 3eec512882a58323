package bench.javac;

/** Addition, subtraction and multiplication, wrapping on overflow. */
final class Arithmetic extends Operator {

    static final Arithmetic ADD = new Arithmetic("+", 5, Machine.ADD);
    static final Arithmetic SUB = new Arithmetic("-", 5, Machine.SUB);
    static final Arithmetic MUL = new Arithmetic("*", 6, Machine.MUL);

    private Arithmetic(String symbol, int precedence, int opcode) {
        super(symbol, precedence, opcode);
    }

    @Override
    int apply(int left, int right) {
        if (this == ADD) {
            return left + right;
        }
        return this == SUB ? left - right : left * right;
    }

    @Override
    Type operandType() {
        return Type.INT;
    }

    @Override
    Type resultType() {
        return Type.INT;
    }

    @Override
    boolean isRightIdentity(int value) {
        return this == MUL ? value == 1 : value == 0;
    }
}
