package rvm.launcher.thirdparty;

import java.io.IOException;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import rvm.launcher.testing.GuestProcess.Result;
import rvm.launcher.testing.Tier;

/**
 * Runs BeanShell ({@code bsh.Interpreter}) over {@code thirdparty/beanshell/demo.bsh} (scripted
 * methods and closures, a sieve, strings and a {@code TreeMap}, a JDK sort with a scripted
 * {@code Comparator}, a scripted class, exceptions thrown by scripted and by JDK code) on the host
 * and under rvm, and compares the output.
 *
 * <p>An interpreter of another language written in Java: a call-dense, polymorphic AST walker
 * (every node an object whose {@code eval} calls its children's), reflection for every call into
 * Java, and classes it generates at run time for scripted classes and interface implementations.
 */
@Tag("thirdparty")
class BeanShellGuestTest {

    private static final String MAIN = "bsh.Interpreter";

    private static final List<String> ARGS = List.of("demo.bsh");

    private static Path work;
    private static String classPath;
    private static Result host;

    @BeforeAll
    static void runOnHost() throws IOException {
        work = HostComparison.workDir("beanshell");
        HostComparison.copyInputs(HostComparison.inputs("beanshell"), work);
        classPath = HostComparison.libraryClassPath("beanshell");

        host = HostComparison.runHost(classPath, MAIN, ARGS, work);
        HostComparison.assertHostPrinted(host, 0, "stdout", List.of(
                "fib(18) 2584",
                "counters 3 2",
                "primes below 3000 430 last 2999",
                "words {and=1, brown=1, cat=1, dog=1, fox=1, jumps=1, lazy=1, over=1, quick=1, the=3}",
                "reversed tac eht dna god yzal",
                "sorted [tri:3, circle:7, square:9, rect:12]",
                "deposit -5 false",
                "refused negative -5",
                "account ada:42",
                "java exception java.lang.NumberFormatException For input string: \"not a number\"",
                "checksum 818375403"));
    }

    /** CI runs the tier a user runs and the stress mode; the profile thirdparty-all adds the others. */
    static Stream<Tier> tiers() {
        return Tier.selected(Tier.ADAPTIVE, Tier.STRESS);
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("tiers")
    void scriptPrintsTheSame_onHostAndUnderRvm(Tier tier) {
        HostComparison.runRvmAndCompare(host, tier, classPath, MAIN, ARGS, work);
    }
}
