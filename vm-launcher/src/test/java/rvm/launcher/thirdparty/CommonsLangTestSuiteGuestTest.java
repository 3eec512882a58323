package rvm.launcher.thirdparty;

import rvm.launcher.testing.Tier;

import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.function.UnaryOperator;
import java.util.regex.Pattern;
import java.util.stream.Stream;

import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

import rvm.launcher.testing.GuestProcess.Result;

/**
 * Runs part of Apache Commons Lang's own JUnit 5 test suite (its {@code tests} jar, 800 tests
 * in 18 classes) with the JUnit console launcher, on the host and under rvm, on every tier, and
 * compares the launcher's report: one line per test and its outcome, then the counts.
 *
 * <p>A library's own test suite run as a guest: the guest is the JUnit platform (launcher,
 * Jupiter engine, console), Commons Lang and its tests, with the test dependencies of Commons
 * Lang's pom (JUnit Pioneer, Hamcrest). The tests use reflection, annotations, generics,
 * serialization, lambdas and streams, and assert exceptions and their messages.
 *
 * <p>The selection is fixed, and every test in it passes on the host (two are disabled by
 * Commons Lang itself, one ends on a failed assumption). It is about half of what
 * would pass, for CI's time: the big {@code ArrayUtilsTest}, {@code StringUtilsTest},
 * {@code NumberUtilsTest} and {@code FractionTest} passed under rvm too. Left out: tests that need
 * {@code --add-opens} (the reflective builders on JDK classes), EasyMock, files of the source
 * tree, or whose report holds identity hash codes or times ({@code DurationFormatUtilsTest}
 * takes 20 s under the interpreter, and the tree report prints the time of any test over 10 s).
 * The report is a tree in ASCII ({@code --details-theme=ascii}, whatever the locale's encoding)
 * without colours, and it prints no times but one: the summary's
 * {@code Test run finished after N ms}, which both runs' stdout have replaced by a fixed line.
 */
@Tag("thirdparty")
class CommonsLangTestSuiteGuestTest {

    private static final String MAIN = "org.junit.platform.console.ConsoleLauncher";

    private static final List<String> TEST_CLASSES = List.of(
            "AnnotationUtilsTest", "BooleanUtilsTest", "CharSetTest", "ClassUtilsTest", "EnumUtilsTest",
            "SerializationUtilsTest", "StringUtilsTrimStripTest", "builder.EqualsBuilderTest",
            "builder.HashCodeBuilderTest", "exception.ExceptionUtilsTest", "function.FailableFunctionsTest",
            "mutable.MutableIntTest", "reflect.ConstructorUtilsTest", "reflect.MethodUtilsTest",
            "reflect.TypeUtilsTest", "stream.StreamsTest", "text.StrSubstitutorTest", "tuple.PairTest");

    private static final Pattern RUN_TIME = Pattern.compile("(?m)^Test run finished after \\d+ ms$");

    /** Replaces the summary's run time, the one line of the report that differs from run to run. */
    private static final UnaryOperator<String> WITHOUT_RUN_TIME =
            stdout -> RUN_TIME.matcher(stdout).replaceAll("Test run finished after (time) ms");

    private static Path work;
    private static String classPath;
    private static Result host;

    @BeforeAll
    static void runOnHost() throws IOException {
        work = HostComparison.workDir("commons-lang3");
        classPath = HostComparison.libraryClassPath("commons-lang3");

        host = HostComparison.runHost(classPath, MAIN, arguments(), work);
        HostComparison.assertHostPrinted(host, 0, "stdout", List.of(
                "  +-- SerializationUtilsTest [OK]",
                "  | +-- testSerializeStream() [OK]",
                "  | +-- testStripAccents_Korean() [S] public void"
                        + " org.apache.commons.lang3.StringUtilsTrimStripTest.testStripAccents_Korean() is @Disabled",
                "[        21 containers successful ]",
                "[       800 tests found           ]",
                "[       797 tests successful      ]",
                "[         0 tests failed          ]"));
    }

    static Stream<Tier> tiers() {
        return Tier.selected(Tier.INTERP, Tier.BASELINE, Tier.ADAPTIVE, Tier.STRESS);
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("tiers")
    void testReportIsTheSame_onHostAndUnderRvm(Tier tier) {
        HostComparison.runRvmAndCompare(host, tier, classPath, MAIN, arguments(), work, WITHOUT_RUN_TIME);
    }

    private static List<String> arguments() {
        List<String> args = new ArrayList<>(List.of("execute", "--disable-banner", "--disable-ansi-colors",
                "--details=tree", "--details-theme=ascii"));
        for (String testClass : TEST_CLASSES) {
            args.add("--select-class");
            args.add("org.apache.commons.lang3." + testClass);
        }
        return args;
    }
}
