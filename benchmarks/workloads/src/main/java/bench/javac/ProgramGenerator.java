package bench.javac;

import java.util.ArrayList;
import java.util.List;
import java.util.Random;

/**
 * Generates correct source programs: functions with int and bool parameters, declarations,
 * assignments, nested ifs and bounded loops, prints, calls of earlier functions. Most
 * expressions are arithmetic on variables; comparisons, calls, negations and conditionals are
 * rare, so the compiler's per-node call sites are skewed.
 */
final class ProgramGenerator {

    private static final int MAX_NESTING = 2;

    private final Random random;
    private final StringBuilder out = new StringBuilder();
    private final List<ExpressionWriter.Signature> signatures = new ArrayList<>();
    private final List<ExpressionWriter.Variable> variables = new ArrayList<>();
    private final ExpressionWriter expressions;
    private int nextName;
    private int indent;

    ProgramGenerator(long seed) {
        this.random = new Random(seed);
        this.expressions = new ExpressionWriter(random, out, variables, signatures);
    }

    /** The source text of a program of {@code functions} functions. */
    String generate(int functions) {
        for (int k = 0; k < functions; k++) {
            function("f" + k);
        }
        return out.toString();
    }

    private void function(String name) {
        Type[] params = new Type[1 + random.nextInt(3)];
        Type result = random.nextInt(8) == 0 ? Type.BOOL : Type.INT;
        variables.clear();
        nextName = 0;
        expressions.startFunction();
        out.append("fn ").append(name).append('(');
        for (int i = 0; i < params.length; i++) {
            params[i] = i > 0 && random.nextInt(5) == 0 ? Type.BOOL : Type.INT;
            variables.add(new ExpressionWriter.Variable("p" + i, params[i], true));
            out.append(i > 0 ? ", p" : "p").append(i).append(": ").append(params[i].spelling());
        }
        out.append("): ").append(result.spelling()).append(" {\n");
        indent = 1;
        statements(6 + random.nextInt(8), 0);
        line().append("return ");
        expressions.write(result, 0);
        out.append(";\n}\n");
        signatures.add(new ExpressionWriter.Signature(name, params, result, expressions.cost()));
    }

    private void statements(int count, int nesting) {
        for (int i = 0; i < count; i++) {
            statement(nesting);
        }
    }

    private void statement(int nesting) {
        int choice = random.nextInt(100);
        if (choice < 40 && assign()) {
            return;
        }
        if (choice < 62) {
            declare();
        } else if (choice < 74 && nesting < MAX_NESTING) {
            branch(nesting);
        } else if (choice < 80 && nesting < MAX_NESTING) {
            loop(nesting);
        } else if (choice < 92 || !callStatement()) {
            line().append("print ");
            expressions.write(Type.INT, 0);
            out.append(";\n");
        }
    }

    private boolean callStatement() {
        int start = out.length();
        line();
        if (expressions.call(random.nextBoolean() ? Type.INT : Type.BOOL, 1)) {
            out.append(";\n");
            return true;
        }
        out.setLength(start);
        return false;
    }

    private boolean assign() {
        ExpressionWriter.Variable target = variables.get(random.nextInt(variables.size()));
        if (!target.assignable()) {
            return false;
        }
        line().append(target.name()).append(" = ");
        expressions.write(target.type(), 0);
        out.append(";\n");
        return true;
    }

    private void declare() {
        Type type = random.nextInt(10) == 0 ? Type.BOOL : Type.INT;
        String name = "v" + nextName++;
        line().append("var ").append(name).append(": ").append(type.spelling()).append(" = ");
        expressions.write(type, 0);
        out.append(";\n");
        variables.add(new ExpressionWriter.Variable(name, type, true));
    }

    private void branch(int nesting) {
        line().append("if (");
        expressions.write(Type.BOOL, 0);
        out.append(") ");
        block(1 + random.nextInt(4), nesting + 1, null);
        if (random.nextInt(3) == 0) {
            out.append(" else ");
            block(1 + random.nextInt(3), nesting + 1, null);
        }
        out.append('\n');
    }

    private void loop(int nesting) {
        String counter = "i" + nextName++;
        line().append("var ").append(counter).append(": int = 0;\n");
        variables.add(new ExpressionWriter.Variable(counter, Type.INT, false));
        line().append("while (").append(counter).append(" < ").append(2 + random.nextInt(6)).append(") ");
        block(1 + random.nextInt(4), nesting + 1, counter);
        out.append('\n');
    }

    private void block(int count, int nesting, String counter) {
        out.append("{\n");
        int mark = variables.size();
        indent++;
        statements(count, nesting);
        if (counter != null) {
            line().append(counter).append(" = ").append(counter).append(" + 1;\n");
        }
        indent--;
        while (variables.size() > mark) {
            variables.remove(variables.size() - 1);
        }
        line().append('}');
    }

    private StringBuilder line() {
        for (int i = 0; i < indent; i++) {
            out.append("    ");
        }
        return out;
    }
}
