package rvm.launcher.thirdparty;

import rvm.launcher.testing.Tier;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.io.File;
import java.io.IOException;
import java.nio.file.Path;
import java.util.List;
import java.util.Locale;
import java.util.stream.Stream;

import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

import rvm.launcher.testing.GuestProcess.Result;

/**
 * Runs Xalan-J's XSLT compiler, XSLTC, on the host and under rvm, on every tier: it compiles
 * {@code thirdparty/xsltc/catalog.xsl} to translet classes (with the BCEL inside the Xalan jar),
 * and the class files written under rvm must equal the host's byte for byte; then XSLTC's
 * {@code Transform} runs those translets over {@code library.xml}, and the output must be the
 * host's.
 *
 * <p>A program whose work is a bytecode compiler, and whose output is bytecode that then runs
 * as a guest: the translets are loaded from the guest class path, so rvm loads, interprets and
 * compiles the class files XSLTC generated (class file version 45.3).
 *
 * <p>XSLTC compiles the templates of one mode in the order of a {@code Hashtable} keyed by the
 * template objects, that is by their identity hash codes, which differ under rvm (and on the
 * host under {@code -XX:hashCode=0}). The stylesheet therefore has one template per mode, and
 * no named template, so that its class files are the same whatever the hash codes: checked on
 * the host with {@code -XX:hashCode=0, 2, 3, 4} and the default.
 */
@Tag("thirdparty")
class XsltcGuestTest {

    private static final String COMPILE = "org.apache.xalan.xsltc.cmdline.Compile";

    private static final String TRANSFORM = "org.apache.xalan.xsltc.cmdline.Transform";

    private static final String TRANSLET = "demo.translets.catalog";

    private static final List<String> TRANSLET_FILES = List.of(
            "demo/translets/catalog$0.class", "demo/translets/catalog$1.class", "demo/translets/catalog$2.class",
            "demo/translets/catalog$3.class", "demo/translets/catalog$4.class", "demo/translets/catalog.class");

    private static Path work;
    private static String classPath;
    private static Result hostCompile;
    private static Result hostTransform;

    @BeforeAll
    static void runOnHost() throws IOException {
        work = HostComparison.workDir("xsltc");
        HostComparison.copyInputs(HostComparison.inputs("xsltc"), work);
        classPath = HostComparison.libraryClassPath("xalan");

        hostCompile = HostComparison.runHost(classPath, COMPILE, compileArguments("translets-host"), work);
        HostComparison.assertHostPrinted(hostCompile, 0, "stdout", List.of());
        assertEquals(TRANSLET_FILES, HostComparison.files(work.resolve("translets-host")),
                "translet classes written on the host");
        hostTransform = HostComparison.runHost(transletClassPath("translets-host"), TRANSFORM,
                transformArguments(), work);
        HostComparison.assertHostPrinted(hostTransform, 0, "stdout", List.of(
                "<entry n=\"1\" of=\"3\">i. Compilers: Principles, Techniques, and Tools by Aho, Lam, Sethi, Ullman"
                        + " [Compilers]</entry>",
                "<entry n=\"2\" of=\"3\">ii. Garbage Collection: Algorithms &amp; Automatic Memory Management"
                        + " by Jones, Hosking, Moss [Garbage Collection]</entry>",
                "<!-- no books on this shelf -->",
                "<ref id=\"b6\" year=\"2011\" initials=\"Gar\" length=\"60\"/>",
                "<by-author name=\"Lam\">b3</by-author>",
                "<total currency=\"USD\">244.94</total>",
                "<pages average=\"565.0\" max=\"1009\"/>",
                "<countdown>5 4 3 2 1 </countdown>",
                "<factorial n=\"10\">3628800</factorial>"));
    }

    static Stream<Tier> tiers() {
        return Tier.selected(Tier.INTERP, Tier.BASELINE, Tier.ADAPTIVE, Tier.STRESS);
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("tiers")
    void compilerWritesAndTransletsPrintTheSame_onHostAndUnderRvm(Tier tier) throws IOException {
        String translets = "translets-" + tier.name().toLowerCase(Locale.ROOT);

        HostComparison.runRvmAndCompare(hostCompile, tier, classPath, COMPILE, compileArguments(translets), work);
        HostComparison.assertSameFiles("translet classes", work.resolve("translets-host"), work.resolve(translets));

        HostComparison.runRvmAndCompare(hostTransform, tier, transletClassPath(translets), TRANSFORM,
                transformArguments(), work);
    }

    private static List<String> compileArguments(String outputDir) {
        return List.of("-d", outputDir, "-p", "demo.translets", "catalog.xsl");
    }

    private static List<String> transformArguments() {
        return List.of("library.xml", TRANSLET, "currency=USD");
    }

    private static String transletClassPath(String transletDir) {
        return classPath + File.pathSeparator + work.resolve(transletDir);
    }
}
