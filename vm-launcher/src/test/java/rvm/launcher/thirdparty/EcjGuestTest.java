package rvm.launcher.thirdparty;

import rvm.launcher.testing.Tier;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.stream.Stream;

import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

import rvm.launcher.testing.GuestProcess.Result;

/**
 * Runs the Eclipse compiler for Java (ECJ) over {@code thirdparty/ecj/src} on the host and under
 * rvm, and compares its diagnostics and the class files it wrote.
 *
 * <p>The sources have thirteen warnings (selected with {@code -warn:}, so the set does not
 * depend on ECJ's defaults) and two errors; {@code -proceedOnError} makes ECJ still write every
 * class, so the exit code is 255 (ECJ's {@code System.exit(-1)}). {@code --release 17} reads the
 * JDK's {@code ct.sym}, so the output is the same on JDK 17 and JDK 25. ECJ prints absolute
 * source paths, which is why all runs share one work directory and differ only in {@code -d}
 * ({@code classes-host}, {@code classes-interp}, ...).
 * The explicit {@code -classpath} (an empty directory) keeps ECJ from falling back to the
 * {@code java.class.path} property, which is ECJ's own jar on the host.
 */
@Tag("thirdparty")
class EcjGuestTest {

    private static final String MAIN = "org.eclipse.jdt.internal.compiler.batch.Main";

    private static final List<String> SOURCES = List.of(
            "src/demo/Inventory.java", "src/demo/Legacy.java", "src/demo/Broken.java");

    private static final List<String> CLASSES = List.of(
            "demo/Broken.class", "demo/Inventory$Item.class", "demo/Inventory$Kind.class",
            "demo/Inventory.class", "demo/Legacy$Nested.class", "demo/Legacy.class");

    private static Path work;
    private static String classPath;
    private static Result host;

    @BeforeAll
    static void runOnHost() throws IOException {
        work = HostComparison.workDir("ecj");
        HostComparison.copyInputs(HostComparison.inputs("ecj"), work);
        Files.createDirectories(work.resolve("lib"));
        classPath = HostComparison.jar("ecj").toString();

        host = HostComparison.runHost(classPath, MAIN, arguments("classes-host"), work);
        HostComparison.assertHostPrinted(host, 255, "stderr", List.of(
                "missing cannot be resolved to a variable",
                "Type mismatch: cannot convert from int to String",
                "The import java.util.LinkedList is never used",
                "Type safety: The expression of type List needs unchecked conversion to conform to List<String>",
                "Null pointer access: The variable t can only be null at this location",
                "The method oldTotal(int) from the type Legacy is deprecated",
                "13. WARNING in " + work.resolve("src/demo/Legacy.java") + " (at line 11)",
                "15. ERROR in " + work.resolve("src/demo/Broken.java") + " (at line 10)",
                "15 problems (2 errors, 13 warnings)"));
        assertEquals(CLASSES, HostComparison.files(work.resolve("classes-host")), "class files written on the host");
    }

    /** CI runs the two extremes; the profile thirdparty-all adds baseline and adaptive. */
    static Stream<Tier> tiers() {
        return Tier.selected(Tier.INTERP, Tier.STRESS);
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("tiers")
    void compilerPrintsAndWritesTheSame_onHostAndUnderRvm(Tier tier) throws IOException {
        String output = "classes-" + tier.name().toLowerCase(Locale.ROOT);

        HostComparison.runRvmAndCompare(host, tier, classPath, MAIN, arguments(output), work);

        HostComparison.assertSameFiles("class files", work.resolve("classes-host"), work.resolve(output));
    }

    private static List<String> arguments(String outputDir) {
        List<String> args = new ArrayList<>(List.of("--release", "17", "-encoding", "UTF-8",
                "-warn:unusedLocal,unusedPrivate,unusedImport,raw,unchecked,deprecation,null,fallthrough,"
                        + "boxing,serial,tasks(TODO)",
                "-proceedOnError", "-classpath", "lib", "-d", outputDir));
        args.addAll(SOURCES);
        return args;
    }
}
