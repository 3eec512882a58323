package rvm.launcher.thirdparty;

import rvm.launcher.testing.Tier;

import java.io.IOException;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;

import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

import rvm.launcher.testing.GuestProcess.Result;

/**
 * Runs the Nashorn JavaScript shell ({@code org.openjdk.nashorn.tools.Shell}) over
 * {@code thirdparty/nashorn/demo.js} (closures, accessors, prototypes, arrays, JSON, regular
 * expressions, exceptions, and Java interop: JDK collections, a lambda as a {@code Runnable},
 * a {@code Comparator} subclass made with {@code Java.extend}, streams over script functions)
 * on the host and under rvm, on every tier, and compares the output.
 *
 * <p>A dynamic-language runtime that generates classes and method handles at run time. The
 * guest is Nashorn itself: its parser, compiler and runtime, which find their own private
 * methods through {@code MethodHandles.lookup()} and link every dynamic operation through
 * Dynalink's {@code invokedynamic} call sites. Nashorn compiles the script with ASM to classes
 * of its own loaders (they run natively on the host), and generates adapter classes for
 * {@code Java.extend} and for script functions passed as Java interfaces.
 */
@Tag("thirdparty")
class NashornGuestTest {

    private static final String MAIN = "org.openjdk.nashorn.tools.Shell";

    private static final List<String> ARGS = List.of("demo.js");

    private static Path work;
    private static String classPath;
    private static Result host;

    @BeforeAll
    static void runOnHost() throws IOException {
        work = HostComparison.workDir("nashorn");
        HostComparison.copyInputs(HostComparison.inputs("nashorn"), work);
        classPath = HostComparison.libraryClassPath("nashorn");

        host = HostComparison.runHost(classPath, MAIN, ARGS, work);
        HostComparison.assertHostPrinted(host, 0, "stdout", List.of(
                "counter 7 7 8",
                "shapes circle(0.196) rect(2.000) rect(6.000) circle(7.069)",
                "primes 200 2 541 1223",
                "freq {\"the\":3,\"quick\":1,\"brown\":1,\"fox\":1,\"jumps\":1,\"over\":1,\"lazy\":1,\"dog\":1,\"end\":1}",
                "hanoi 127 AC AB CB AC BA BC",
                "caught RangeError:too big: 42 54",
                "list [9, 7, 5, 3, 1] 5",
                "runnable run true",
                "sorted fig kiwi pear apple banana",
                "stream 165",
                "java exception java.lang.NumberFormatException For input string: \"not a number\"",
                "checksum 978125"));
    }

    static Stream<Tier> tiers() {
        return Tier.selected(Tier.INTERP, Tier.BASELINE, Tier.ADAPTIVE, Tier.STRESS);
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("tiers")
    void scriptPrintsTheSame_onHostAndUnderRvm(Tier tier) {
        HostComparison.runRvmAndCompare(host, tier, classPath, MAIN, ARGS, work);
    }
}
