package bench.thirdparty;

import bench.Input;
import bench.Workload;
import java.util.Arrays;
import java.util.Comparator;
import java.util.HashMap;
import java.util.Locale;
import java.util.Map;
import org.eclipse.jdt.core.compiler.CategorizedProblem;
import org.eclipse.jdt.internal.compiler.ClassFile;
import org.eclipse.jdt.internal.compiler.CompilationResult;
import org.eclipse.jdt.internal.compiler.Compiler;
import org.eclipse.jdt.internal.compiler.DefaultErrorHandlingPolicies;
import org.eclipse.jdt.internal.compiler.batch.CompilationUnit;
import org.eclipse.jdt.internal.compiler.env.ICompilationUnit;
import org.eclipse.jdt.internal.compiler.impl.CompilerOptions;
import org.eclipse.jdt.internal.compiler.problem.DefaultProblemFactory;

/**
 * The Eclipse compiler for Java (ECJ 3.40.0) compiling generated sources ({@link JavaSources})
 * in memory, from source text to class file bytes, against the running JDK's class library.
 * Resembles SPECjvm98 _213_javac and DaCapo eclipse/jdt.
 *
 * <p>The compiler runs single-threaded through {@code org.eclipse.jdt.internal.compiler.Compiler}
 * with an in-memory requestor and {@link JdkClassLibrary} as its name environment, so nothing
 * touches the disk but the JDK's module image. Its call structure: the parser's table-driven
 * {@code consumeRule} dispatch, AST passes ({@code resolve}, {@code analyseCode},
 * {@code generateCode}) over dozens of {@code ASTNode} subclasses (megamorphic at every traversal
 * site), {@code TypeBinding} queries dominated by {@code SourceTypeBinding} and
 * {@code BinaryTypeBinding} (skewed, with parameterized, array and base type bindings as rarer
 * receivers), and {@code CodeStream} emission. The checksum covers every class file's name and
 * bytes (in name order: ECJ keeps a unit's class files in an identity-hashed table) and every
 * problem's id, line and message.
 */
public final class EcjBench {

    private static final int BATCH = 16;

    private long checksum;

    private EcjBench() {
    }

    public static void main(String[] args) {
        Workload.main("ecj", args, EcjBench::run);
    }

    static long run(Input input) {
        int units = input == Input.SMALL ? 6 : 432;
        EcjBench bench = new EcjBench();
        for (int first = 0; first < units; first += BATCH) {
            bench.compile(units(first, Math.min(BATCH, units - first)));
        }
        return bench.checksum;
    }

    private static ICompilationUnit[] units(int first, int count) {
        ICompilationUnit[] units = new ICompilationUnit[count + 1];
        units[0] = new CompilationUnit(JavaSources.MODEL.toCharArray(), JavaSources.MODEL_PATH, "UTF-8");
        for (int i = 0; i < count; i++) {
            int index = first + i;
            String text = JavaSources.unit(index, 8);
            units[i + 1] = new CompilationUnit(text.toCharArray(), JavaSources.path(index), "UTF-8");
        }
        return units;
    }

    private void compile(ICompilationUnit[] units) {
        JdkClassLibrary library = new JdkClassLibrary(JavaSources.PACKAGES);
        Compiler compiler = new Compiler(library, DefaultErrorHandlingPolicies.proceedWithAllProblems(),
                new CompilerOptions(options()), this::accept, new DefaultProblemFactory(Locale.ROOT));
        compiler.compile(units);
    }

    private static Map<String, String> options() {
        Map<String, String> options = new HashMap<>();
        options.put(CompilerOptions.OPTION_Compliance, "17");
        options.put(CompilerOptions.OPTION_Source, "17");
        options.put(CompilerOptions.OPTION_TargetPlatform, "17");
        options.put(CompilerOptions.OPTION_LineNumberAttribute, CompilerOptions.GENERATE);
        options.put(CompilerOptions.OPTION_LocalVariableAttribute, CompilerOptions.GENERATE);
        options.put(CompilerOptions.OPTION_SourceFileAttribute, CompilerOptions.GENERATE);
        options.put(CompilerOptions.OPTION_ReportRawTypeReference, CompilerOptions.WARNING);
        options.put(CompilerOptions.OPTION_ReportUnusedLocal, CompilerOptions.WARNING);
        return options;
    }

    private void accept(CompilationResult result) {
        ClassFile[] classFiles = result.getClassFiles();
        Arrays.sort(classFiles, Comparator.comparing(classFile -> new String(classFile.fileName())));
        for (ClassFile classFile : classFiles) {
            mix(classFile.fileName());
            for (byte b : classFile.getBytes()) {
                mix(b);
            }
        }
        CategorizedProblem[] problems = result.getAllProblems();
        if (problems != null) {
            for (CategorizedProblem problem : problems) {
                mix(problem.getID());
                mix(problem.isError() ? -problem.getSourceLineNumber() : problem.getSourceLineNumber());
                mix(problem.getMessage().toCharArray());
            }
        }
    }

    private void mix(char[] text) {
        for (char c : text) {
            mix(c);
        }
    }

    private void mix(long value) {
        checksum = checksum * 31 + value;
    }
}
