package rvm.launcher.thirdparty;

import rvm.launcher.testing.Tier;

import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.File;
import java.io.IOException;
import java.io.StringWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;

import javax.tools.JavaCompiler;
import javax.tools.StandardJavaFileManager;
import javax.tools.ToolProvider;

import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

import rvm.launcher.testing.GuestProcess.Result;

/**
 * Runs Apache Xerces-J through {@code thirdparty/xerces/XercesDriver.java} on the host and
 * under rvm, and compares the output: a DOM tree with DTD validation, namespaces, entities and
 * defaulted attributes; the SAX events of the same document; the DTD errors of an invalid
 * document; XML Schema validation (DOM and SAX); the fatal error of a malformed document.
 *
 * <p>The driver is compiled here, against the Xerces jar, into the work directory; the guest
 * class path is that directory and the Xerces jar (the JDK supplies the DOM and SAX interfaces).
 */
@Tag("thirdparty")
class XercesGuestTest {

    private static final String MAIN = "XercesDriver";

    private static Path work;
    private static String classPath;
    private static Result host;

    @BeforeAll
    static void runOnHost() throws IOException {
        work = HostComparison.workDir("xerces");
        HostComparison.copyInputs(HostComparison.inputs("xerces"), work);
        Path xerces = HostComparison.jar("xercesImpl");
        Path classes = compileDriver(work, xerces);
        classPath = xerces + File.pathSeparator + classes;

        host = HostComparison.runHost(classPath, MAIN, List.of(), work);
        HostComparison.assertHostPrinted(host, 0, "stdout", List.of(
                "entities [copy=\"\\u00a9\", series=\"Virtual Machines Series\", vendor=\"Research VM Press\"]",
                "    element cat:book {urn:rvm:catalog}book {format=paper (default), id=jikes, year=2005}",
                "        text \"H\\u00f6lzle\"",
                "total 93.49 over 3 books",
                "events: 100, errors: 0",
                "[error] invalid.xml:10:21: Attribute value \"b1\" of type ID must be unique within the document.",
                "[error] invalid.xml:16:15: An element with the identifier \"missing\" must appear in the document.",
                "events: 44, errors: 8",
                "[error] orders.xml:11:41: cvc-maxInclusive-valid: Value '250' is not facet-valid with respect"
                        + " to maxInclusive '100' for type 'quantity'.",
                "line 1: sku=XYZ-4242 qty=1 price=120.00 gift=false specified=false",
                "events: 43, errors: 6",
                "fatal at 4:11: The prefix \"q\" for element \"q:item\" is not bound.",
                "== done"));
    }

    /** CI runs the two extremes and instrumentation sampling in the stress mode; the profile thirdparty-all adds the other tiers. */
    static Stream<Tier> tiers() {
        return Tier.selected(Tier.INTERP, Tier.STRESS, Tier.INSTRUMENT);
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("tiers")
    void parserDriverPrintsTheSame_onHostAndUnderRvm(Tier tier) {
        HostComparison.runRvmAndCompare(host, tier, classPath, MAIN, List.of(), work);
    }

    private static Path compileDriver(Path work, Path xerces) throws IOException {
        JavaCompiler javac = ToolProvider.getSystemJavaCompiler();
        assertNotNull(javac, "no system Java compiler: run the tests on a JDK");
        Path classes = Files.createDirectories(work.resolve("classes"));
        StringWriter messages = new StringWriter();

        boolean compiled;
        try (StandardJavaFileManager files = javac.getStandardFileManager(null, null, null)) {
            compiled = javac.getTask(messages, files, null,
                    List.of("--release", "17", "-cp", xerces.toString(), "-d", classes.toString()), null,
                    files.getJavaFileObjects(work.resolve("XercesDriver.java"))).call();
        }

        assertTrue(compiled, () -> "XercesDriver.java does not compile:\n" + messages);
        return classes;
    }
}
