package bench.javac;

import bench.Input;
import bench.Workload;

/**
 * Resembles SPECjvm98 _213_javac: a compiler front end for a small typed language (lexer,
 * recursive-descent parser building a tree of 18 node classes, name resolution with nested
 * scopes, type checking, constant folding, pretty printing, code generation for a stack
 * machine), compiling generated programs and running them briefly.
 *
 * <p>Call structure: every {@code accept} makes a megamorphic call into one of five
 * {@link Visitor}s ({@link Resolver}, {@link TypeChecker} and {@link PrettyPrinter} run twice per
 * unit, since the printed program is compiled again as a check; {@link ConstantFolder} and
 * {@link CodeGenerator} once). The {@code accept} sites on expressions see mostly
 * {@link Expr.VarRef} (about 45%) and {@link Expr.Binary} (35%), those on statements mostly
 * assignments and declarations. {@link Operator#operandType}, {@link Operator#apply} and
 * {@link Operator#isRightIdentity} are skewed towards {@link Arithmetic} (70-80% of the calls), with
 * {@link Comparison}, {@link Division} and {@link Logical} rare; {@link Expr#isConstant} is
 * called on every folded operand, mostly of a class that answers false. Small monomorphic
 * helpers (token accessors, {@link Scope#lookup}, {@link NameTable#get}, {@link Code#emit}) are
 * called very often.
 */
public final class Javac {

    private static final int FUNCTIONS = 40;
    private static final int SMALL_UNITS = 26;
    private static final int LARGE_UNITS = 1400;

    private Javac() {
    }

    public static void main(String[] args) {
        Workload.main("javac", args, Javac::run);
    }

    static long run(Input input) {
        int units = input == Input.SMALL ? SMALL_UNITS : LARGE_UNITS;
        long checksum = 0;
        for (int unit = 0; unit < units; unit++) {
            String source = new ProgramGenerator(213L * unit + 7).generate(FUNCTIONS);
            checksum = checksum * 1_000_003 + Compiler.compileAndRun(source, "unit " + unit);
        }
        return checksum;
    }
}
