package bench.javac;

/**
 * The compiler pipeline for one unit: lex, parse, resolve, type-check, fold constants,
 * pretty-print, then check the printed text by compiling it again (it must print the same),
 * generate code, and run every function briefly on the stack machine.
 */
final class Compiler {

    private static final int BUDGET = 3_000;

    private Compiler() {
    }

    /** Compiles and runs {@code source}; returns a checksum of every stage's result. */
    static long compileAndRun(String source, String unit) {
        Program program = analyze(parse(source), unit);
        ConstantFolder folder = new ConstantFolder();
        Program folded = (Program) program.accept(folder);
        String text = print(folded);
        String reprinted = print(analyze(parse(text), unit));
        if (!reprinted.equals(text)) {
            throw new IllegalStateException(unit + ": printed program does not print back the same");
        }
        CodeGenerator generator = new CodeGenerator(folded.functions.length);
        folded.accept(generator);
        Code code = generator.code();
        return text.hashCode() * 31L + folder.folded() + code.hash() * 17 + execute(code);
    }

    private static Program parse(String source) {
        return new Parser(new Lexer(source).tokenize()).parseProgram();
    }

    private static Program analyze(Program program, String unit) {
        Diagnostics diagnostics = new Diagnostics();
        program.accept(new Resolver(diagnostics));
        diagnostics.check(unit);
        program.accept(new TypeChecker(diagnostics));
        diagnostics.check(unit);
        return program;
    }

    private static String print(Program program) {
        PrettyPrinter printer = new PrettyPrinter();
        program.accept(printer);
        return printer.text();
    }

    private static long execute(Code code) {
        Machine machine = new Machine(code);
        long results = 0;
        for (int f = 0; f < code.functions(); f++) {
            int[] arguments = new int[code.paramCount(f)];
            for (int i = 0; i < arguments.length; i++) {
                arguments[i] = (f * 7 + i * 3) % 5;
            }
            results = results * 31 + machine.run(f, arguments, BUDGET);
        }
        return results * 31 + machine.output();
    }
}
