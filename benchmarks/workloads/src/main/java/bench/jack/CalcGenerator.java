package bench.jack;

import java.util.Random;

/**
 * Generates programs of the {@link GrammarTexts#CALC} language: declarations, assignments,
 * prints and nested conditionals over arithmetic on declared variables.
 */
final class CalcGenerator {

    private static final String[] ADDITIVE = {" + ", " + ", " - "};
    private static final String[] MULTIPLICATIVE = {" * ", " * ", " / ", " % "};
    private static final String[] RELATION = {" < ", " > ", " <= ", " >= ", " == ", " != "};
    private static final String[] LOGICAL = {" and ", " or ", " AND ", " Or "};
    private static final String[] FUNCTIONS = {"max", "min", "abs", "sum"};

    private final Random random;
    private final StringBuilder out = new StringBuilder();
    private int variables;

    CalcGenerator(Random random) {
        this.random = random;
    }

    /** A program of about {@code statements} top-level statements. */
    String program(int statements) {
        for (int i = 0; i < statements; i++) {
            statement(0);
        }
        return out.toString();
    }

    private void statement(int depth) {
        int choice = variables == 0 ? 0 : random.nextInt(100);
        if (choice < 25) {
            out.append("let v").append(variables++).append(" = ");
            expr(0);
            out.append(";\n");
        } else if (choice < 60) {
            out.append('v').append(random.nextInt(variables)).append(" = ");
            expr(0);
            out.append(";\n");
        } else if (choice < 85 || depth > 1) {
            out.append("print ");
            expr(0);
            out.append(";\n");
        } else {
            conditional(depth);
        }
    }

    private void conditional(int depth) {
        out.append("if ");
        expr(0);
        out.append(" then\n");
        int count = 1 + random.nextInt(3);
        for (int i = 0; i < count; i++) {
            statement(depth + 1);
        }
        if (random.nextInt(3) == 0) {
            out.append("else\n");
            statement(depth + 1);
        }
        out.append("end\n");
    }

    private void expr(int depth) {
        comparison(depth);
        if (random.nextInt(12) == 0) {
            out.append(LOGICAL[random.nextInt(LOGICAL.length)]);
            comparison(depth);
        }
    }

    private void comparison(int depth) {
        sum(depth);
        if (random.nextInt(5) == 0) {
            out.append(RELATION[random.nextInt(RELATION.length)]);
            sum(depth);
        }
    }

    private void sum(int depth) {
        term(depth);
        int more = depth > 2 ? 0 : random.nextInt(3);
        for (int i = 0; i < more; i++) {
            out.append(ADDITIVE[random.nextInt(ADDITIVE.length)]);
            term(depth);
        }
    }

    private void term(int depth) {
        factor(depth);
        if (depth < 3 && random.nextInt(3) == 0) {
            out.append(MULTIPLICATIVE[random.nextInt(MULTIPLICATIVE.length)]);
            factor(depth);
        }
    }

    private void factor(int depth) {
        int choice = random.nextInt(100);
        if (choice < 5) {
            out.append('-');
            factor(depth);
        } else if (choice < 40 || variables == 0) {
            out.append(random.nextInt(1000));
        } else if (choice < 85 || depth > 2) {
            out.append('v').append(random.nextInt(variables));
        } else if (choice < 93) {
            out.append('(');
            expr(depth + 1);
            out.append(')');
        } else {
            call(depth);
        }
    }

    private void call(int depth) {
        out.append(FUNCTIONS[random.nextInt(FUNCTIONS.length)]).append('(');
        int count = 1 + random.nextInt(3);
        for (int i = 0; i < count; i++) {
            if (i > 0) {
                out.append(", ");
            }
            expr(depth + 1);
        }
        out.append(')');
    }
}
