package bench.javac;

import java.util.List;
import java.util.Random;

/**
 * Writes random well-typed expressions over the variables in scope. Binary subexpressions are
 * parenthesised, so the text parses back to the generated shape whatever the precedences.
 */
final class ExpressionWriter {

    /** A variable in scope; loop counters are not assignable. */
    record Variable(String name, Type type, boolean assignable) {
    }

    /** A function declared so far, which later ones may call; its cost counts the calls it makes. */
    record Signature(String name, Type[] params, Type result, int cost) {
    }

    private static final int MAX_DEPTH = 4;
    private static final int MAX_COST = 12;
    private static final String[] COMPARISON = {"<", "<", "<=", ">", ">=", "==", "!="};

    private final Random random;
    private final StringBuilder out;
    private final List<Variable> variables;
    private final List<Signature> signatures;
    private int cost;

    ExpressionWriter(Random random, StringBuilder out, List<Variable> variables, List<Signature> signatures) {
        this.random = random;
        this.out = out;
        this.variables = variables;
        this.signatures = signatures;
    }

    /** Starts a new function, which has made no call yet. */
    void startFunction() {
        cost = 1;
    }

    /** The cost of the current function: one plus the costs of the functions it calls. */
    int cost() {
        return cost;
    }

    /** Writes an expression of {@code type} at nesting {@code depth}. */
    void write(Type type, int depth) {
        if (type == Type.INT) {
            writeInt(depth);
        } else {
            writeBool(depth);
        }
    }

    /**
     * Writes a call of a function returning {@code type}, if one is cheap enough that the
     * current function stays within its cost; returns false when there is none.
     */
    boolean call(Type type, int depth) {
        int first = random.nextInt(signatures.size() + 1);
        for (int k = 0; k < signatures.size(); k++) {
            Signature callee = signatures.get((first + k) % signatures.size());
            if (callee.result() == type && cost + callee.cost() <= MAX_COST) {
                cost += callee.cost();
                call(callee, depth);
                return true;
            }
        }
        return false;
    }

    private void call(Signature callee, int depth) {
        out.append(callee.name()).append('(');
        for (int i = 0; i < callee.params().length; i++) {
            if (i > 0) {
                out.append(", ");
            }
            write(callee.params()[i], depth + 1);
        }
        out.append(')');
    }

    private void writeInt(int depth) {
        int choice = random.nextInt(100);
        boolean inner = depth < MAX_DEPTH;
        if (inner && choice < 50 - 8 * depth) {
            binary(arithmeticOperator(), Type.INT, depth);
        } else if (depth < 2 && choice >= 50 && choice < 53 && call(Type.INT, depth)) {
            return;
        } else if (inner && choice >= 53 && choice < 55) {
            out.append('-');
            operand(Type.INT, depth);
        } else if (inner && choice >= 55 && choice < 57) {
            conditional(depth);
        } else if (choice >= 88 || !variable(Type.INT)) {
            out.append(random.nextInt(100));
        }
    }

    /** Mostly +, - and *; one in sixteen a division or remainder. */
    private String arithmeticOperator() {
        int choice = random.nextInt(32);
        if (choice < 2) {
            return choice == 0 ? "/" : "%";
        }
        return choice < 15 ? "+" : choice < 24 ? "-" : "*";
    }

    private void conditional(int depth) {
        out.append('(');
        writeBool(depth + 1);
        out.append(" ? ");
        writeInt(depth + 1);
        out.append(" : ");
        writeInt(depth + 1);
        out.append(')');
    }

    private void writeBool(int depth) {
        int choice = depth >= MAX_DEPTH ? 0 : random.nextInt(100);
        if (choice < 78) {
            binary(COMPARISON[random.nextInt(COMPARISON.length)], Type.INT, depth - 1);
        } else if (choice < 86) {
            binary(random.nextBoolean() ? "&&" : "||", Type.BOOL, depth);
        } else if (choice < 90) {
            out.append('!');
            operand(Type.BOOL, depth);
        } else if (choice < 96 && variable(Type.BOOL)) {
            return;
        } else {
            out.append(random.nextBoolean());
        }
    }

    private void binary(String operator, Type operands, int depth) {
        operand(operands, depth);
        out.append(' ').append(operator).append(' ');
        operand(operands, depth);
    }

    private void operand(Type type, int depth) {
        int start = out.length();
        write(type, depth + 1);
        if (needsParentheses(start)) {
            out.insert(start, '(').append(')');
        }
    }

    private boolean needsParentheses(int start) {
        for (int i = start; i < out.length(); i++) {
            if (out.charAt(i) == ' ') {
                return true;
            }
        }
        return false;
    }

    /** Writes a variable of {@code type} in scope, if there is one. */
    private boolean variable(Type type) {
        int first = random.nextInt(variables.size());
        for (int k = 0; k < variables.size(); k++) {
            Variable candidate = variables.get((first + k) % variables.size());
            if (candidate.type() == type) {
                out.append(candidate.name());
                return true;
            }
        }
        return false;
    }
}
