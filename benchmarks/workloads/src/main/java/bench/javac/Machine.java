package bench.javac;

/**
 * The stack machine that runs generated code, with a budget of instructions per run so that
 * every generated program ends. Locals and operands share one stack; a call's arguments become
 * the first locals of the callee's frame.
 */
final class Machine {

    static final int CONST = 1;
    static final int LOAD = 2;
    static final int STORE = 3;
    static final int ADD = 4;
    static final int SUB = 5;
    static final int MUL = 6;
    static final int DIV = 7;
    static final int REM = 8;
    static final int LT = 9;
    static final int LE = 10;
    static final int GT = 11;
    static final int GE = 12;
    static final int EQ = 13;
    static final int NE = 14;
    static final int AND = 15;
    static final int OR = 16;
    static final int NEG = 17;
    static final int NOT = 18;
    static final int JUMP = 19;
    static final int JUMP_FALSE = 20;
    static final int CALL = 21;
    static final int RET = 22;
    static final int PRINT = 23;
    static final int POP = 24;

    /** What {@link #run} returns when the budget ran out. */
    static final long EXHAUSTED = Long.MIN_VALUE;

    private static final int MAX_DEPTH = 48;

    private final Code code;
    private final int[] stack = new int[8192];
    private final int[] returnAddresses = new int[MAX_DEPTH];
    private final int[] framePointers = new int[MAX_DEPTH];
    private long output;

    Machine(Code code) {
        this.code = code;
    }

    /** The hash of everything printed so far. */
    long output() {
        return output;
    }

    /** The comparison {@code opcode} applied to two integers. */
    static boolean compare(int opcode, int left, int right) {
        return switch (opcode) {
            case LT -> left < right;
            case LE -> left <= right;
            case GT -> left > right;
            case GE -> left >= right;
            case EQ -> left == right;
            default -> left != right;
        };
    }

    /** Runs {@code function} on {@code arguments}; its result, or {@link #EXHAUSTED}. */
    long run(int function, int[] arguments, int budget) {
        System.arraycopy(arguments, 0, stack, 0, arguments.length);
        int sp = enter(function, 0);
        int fp = 0;
        int pc = code.entry(function);
        int depth = 0;
        for (int fuel = budget; fuel > 0; fuel--) {
            int op = code.at(pc++);
            switch (op) {
                case CONST -> stack[sp++] = code.at(pc++);
                case LOAD -> stack[sp++] = stack[fp + code.at(pc++)];
                case STORE -> stack[fp + code.at(pc++)] = stack[--sp];
                case NEG -> stack[sp - 1] = -stack[sp - 1];
                case NOT -> stack[sp - 1] = 1 - stack[sp - 1];
                case JUMP -> pc = code.at(pc);
                case JUMP_FALSE -> pc = stack[--sp] == 0 ? code.at(pc) : pc + 1;
                case PRINT -> output = output * 31 + stack[--sp];
                case POP -> sp--;
                case CALL -> {
                    int callee = code.at(pc++);
                    if (depth == MAX_DEPTH) {
                        return EXHAUSTED;
                    }
                    returnAddresses[depth] = pc;
                    framePointers[depth++] = fp;
                    fp = sp - code.paramCount(callee);
                    sp = enter(callee, fp);
                    pc = code.entry(callee);
                }
                case RET -> {
                    int value = stack[--sp];
                    if (depth == 0) {
                        return value;
                    }
                    sp = fp;
                    fp = framePointers[--depth];
                    pc = returnAddresses[depth];
                    stack[sp++] = value;
                }
                default -> {
                    int right = stack[--sp];
                    stack[sp - 1] = binary(op, stack[sp - 1], right);
                }
            }
        }
        return EXHAUSTED;
    }

    /** Clears the locals of a new frame at {@code fp}; returns its operand stack pointer. */
    private int enter(int function, int fp) {
        int end = fp + code.frameSize(function);
        for (int i = fp + code.paramCount(function); i < end; i++) {
            stack[i] = 0;
        }
        return end;
    }

    private static int binary(int op, int left, int right) {
        return switch (op) {
            case ADD -> left + right;
            case SUB -> left - right;
            case MUL -> left * right;
            case DIV -> right == 0 ? 0 : left / right;
            case REM -> right == 0 ? 0 : left % right;
            case AND -> left & right;
            case OR -> left | right;
            default -> compare(op, left, right) ? 1 : 0;
        };
    }
}
