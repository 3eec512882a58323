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
 * Runs Clojure's {@code clojure.main} over {@code thirdparty/clojure/demo.clj} (lazy sequences,
 * persistent collections, transducers, records and protocols, multimethods, atoms, ratios and
 * big integers, {@code ex-info}, Java interop, macros, EDN, {@code pprint} and {@code cl-format})
 * on the host and under rvm, on every tier, and compares the output.
 *
 * <p>The runtime of another JVM language that loads ahead-of-time compiled classes: the guest
 * classes are {@code clojure.core} and the rest of Clojure's runtime, compiled by Clojure into
 * class files of version 52, whose {@code __init} helpers, called by {@code <clinit>}, set the
 * classes' static final fields. Clojure then compiles each form of the script to classes of its
 * own {@code DynamicClassLoader}, which run natively on the host.
 */
@Tag("thirdparty")
class ClojureGuestTest {

    private static final String MAIN = "clojure.main";

    private static final List<String> ARGS = List.of("demo.clj");

    private static Path work;
    private static String classPath;
    private static Result host;

    @BeforeAll
    static void runOnHost() throws IOException {
        work = HostComparison.workDir("clojure");
        HostComparison.copyInputs(HostComparison.inputs("clojure"), work);
        classPath = HostComparison.libraryClassPath("clojure");

        host = HostComparison.runHost(classPath, MAIN, ARGS, work);
        HostComparison.assertHostPrinted(host, 0, "stdout", List.of(
                "primes (2 3 5 7 11 13 17 19 23 29 31 37 41 43 47)",
                "fib (2880067194370816120 4660046610375530309 7540113804746346429)",
                "transduce 165",
                "circle    0.785 #demo.Circle{:r 0.5}",
                "multi [string of 3 number even number odd something else: :k something else: nil]",
                "bigint 265252859812191058636308480000000N",
                "caught bad input {:code 42, :input x}",
                "java exception For input string: \"nope\"",
                "macro :ran (if x nil (do y))",
                "edn rvm [0 1 2] (:jvm :vm) 3/4",
                " :nested {:a [1 2 3], :b \"text\", :c {:d :e}}}",
                "rvm has 3 tiers and three profilers",
                "checksum 29026212876"));
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
