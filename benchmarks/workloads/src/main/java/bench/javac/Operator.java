package bench.javac;

/**
 * A binary operator: how it is spelled, binds, type-checks, folds and compiles. The subclasses
 * make {@link #apply} and {@link #resultType} skewed call sites: arithmetic operators are most
 * of the generated ones, comparisons, divisions and logical operators are rare.
 */
abstract class Operator {

    private final String symbol;
    private final int precedence;
    private final int opcode;

    Operator(String symbol, int precedence, int opcode) {
        this.symbol = symbol;
        this.precedence = precedence;
        this.opcode = opcode;
    }

    /** The operator spelled {@code symbol}, or null. */
    static Operator binary(String symbol) {
        return switch (symbol) {
            case "+" -> Arithmetic.ADD;
            case "-" -> Arithmetic.SUB;
            case "*" -> Arithmetic.MUL;
            case "/" -> Division.DIV;
            case "%" -> Division.REM;
            case "<" -> Comparison.LT;
            case "<=" -> Comparison.LE;
            case ">" -> Comparison.GT;
            case ">=" -> Comparison.GE;
            case "==" -> Comparison.EQ;
            case "!=" -> Comparison.NE;
            case "&&" -> Logical.AND;
            case "||" -> Logical.OR;
            default -> null;
        };
    }

    String symbol() {
        return symbol;
    }

    /** Binding strength: higher binds tighter. */
    int precedence() {
        return precedence;
    }

    /** The stack machine instruction that applies this operator. */
    int opcode() {
        return opcode;
    }

    /** The operator applied to two values (booleans are 0 and 1), as the machine computes it. */
    abstract int apply(int left, int right);

    /** The type of the operands this operator accepts. */
    abstract Type operandType();

    /** The type of the result. */
    abstract Type resultType();

    /** True when {@code x op identity} is {@code x}, so that the folder may drop it. */
    boolean isRightIdentity(int value) {
        return false;
    }
}
