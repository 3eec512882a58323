package bench.javac;

/** Division and remainder; dividing by zero gives zero, so every program is defined. */
final class Division extends Operator {

    static final Division DIV = new Division("/", 6, Machine.DIV);
    static final Division REM = new Division("%", 6, Machine.REM);

    private Division(String symbol, int precedence, int opcode) {
        super(symbol, precedence, opcode);
    }

    @Override
    int apply(int left, int right) {
        if (right == 0) {
            return 0;
        }
        return this == DIV ? left / right : left % right;
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
        return this == DIV && value == 1;
    }
}
