package bench.jack;

import java.util.Arrays;

/**
 * Runs a parse tree of the {@link GrammarTexts#CALC} language: walks statements, evaluates
 * expressions (dividing by zero gives zero), and hashes what the program prints.
 */
final class CalcEvaluator {

    private final int statement;
    private final int atom;
    private final int factor;
    private static final String[] OPERATORS = {
        "+", "-", "*", "/", "%", "<", ">", "<=", ">=", "==", "!=", "and", "or"};

    private int[] operators = new int[64];
    private int[] variables = new int[64];
    private long output;

    CalcEvaluator(Grammar grammar, Symbols symbols) {
        this.statement = grammar.production("statement").id();
        this.atom = grammar.production("atom").id();
        this.factor = grammar.production("factor").id();
        for (int i = 0; i < OPERATORS.length; i++) {
            int symbol = symbols.intern(OPERATORS[i]);
            operators = grow(operators, symbol);
            operators[symbol] = i + 1;
        }
    }

    /** Runs {@code program}; returns the hash of its output. */
    long run(Branch program) {
        statements(program, 0, program.size());
        return output;
    }

    private void statements(Branch parent, int from, int to) {
        for (int i = from; i < to; i++) {
            Tree child = parent.child(i);
            if (child instanceof Branch b && b.production().id() == statement) {
                statement(b);
            }
        }
    }

    private void statement(Branch node) {
        Token first = node.token(0);
        switch (first.text()) {
            case "let" -> assign(node.token(1), node.child(3));
            case "print" -> output = output * 31 + value(node.child(1));
            case "if" -> conditional(node);
            default -> assign(first, node.child(2));
        }
    }

    private void conditional(Branch node) {
        Tree last = node.child(node.size() - 2);
        boolean hasElse = last instanceof Branch b && b.production().id() != statement;
        if (value(node.child(1)) != 0) {
            statements(node, 3, node.size() - 1);
        } else if (hasElse) {
            Branch otherwise = (Branch) last;
            statements(otherwise, 1, otherwise.size());
        }
    }

    private void assign(Token name, Tree expr) {
        int value = value(expr);
        variables = grow(variables, name.symbol());
        variables[name.symbol()] = value;
    }

    private int value(Tree tree) {
        Branch node = (Branch) tree;
        int id = node.production().id();
        if (id == atom) {
            return atom(node);
        }
        if (id == factor) {
            return node.size() == 2 ? -value(node.child(1)) : value(node.child(0));
        }
        int result = value(node.child(0));
        for (int i = 1; i < node.size(); i += 2) {
            int operator = operators[((Branch) node.child(i)).token(0).symbol()];
            result = apply(operator, result, value(node.child(i + 1)));
        }
        return result;
    }

    private int atom(Branch node) {
        Token first = node.token(0);
        if (first.kind() == Token.NUMBER) {
            return first.value();
        }
        if (first.kind() == Token.PUNCT) {
            return value(node.child(1));
        }
        if (node.size() == 2) {
            return call(first.text(), (Branch) node.child(1));
        }
        return first.symbol() < variables.length ? variables[first.symbol()] : 0;
    }

    private int call(String function, Branch arguments) {
        int result = switch (function) {
            case "min" -> Integer.MAX_VALUE;
            case "max" -> Integer.MIN_VALUE;
            default -> 0;
        };
        for (int i = 1; i < arguments.size(); i += 2) {
            int value = value(arguments.child(i));
            result = switch (function) {
                case "min" -> Math.min(result, value);
                case "max" -> Math.max(result, value);
                case "abs" -> result + Math.abs(value);
                default -> result + value;
            };
        }
        return result;
    }

    private static int apply(int operator, int left, int right) {
        return switch (operator) {
            case 1 -> left + right;
            case 2 -> left - right;
            case 3 -> left * right;
            case 4 -> right == 0 ? 0 : left / right;
            case 5 -> right == 0 ? 0 : left % right;
            case 6 -> left < right ? 1 : 0;
            case 7 -> left > right ? 1 : 0;
            case 8 -> left <= right ? 1 : 0;
            case 9 -> left >= right ? 1 : 0;
            case 10 -> left == right ? 1 : 0;
            case 11 -> left != right ? 1 : 0;
            case 12 -> left != 0 && right != 0 ? 1 : 0;
            default -> left != 0 || right != 0 ? 1 : 0;
        };
    }

    private static int[] grow(int[] array, int index) {
        return index < array.length ? array : Arrays.copyOf(array, Math.max(index + 1, array.length * 2));
    }
}
