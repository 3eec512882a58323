package rvm.launcher.thirdparty;

import rvm.launcher.testing.Tier;

import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;

import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

import rvm.launcher.testing.GuestProcess.Result;

/**
 * Runs Mozilla Rhino's JavaScript shell over {@code thirdparty/rhino/demo.js} (closures,
 * prototypes, arrays, strings, regular expressions, a sieve, JSON, exceptions, script stack
 * traces, calls into the JDK) on the host and under rvm, and compares the output.
 *
 * <p>Rhino has two engines: an interpreter ({@code -opt -1}), which rebuilds script stacks from
 * the Java stack trace of its {@code interpretLoop} frames, and a compiler ({@code -opt 0}),
 * which defines a Java class per script through its own class loader. Each mode is one test,
 * run once per {@link Tier} against one host run.
 * ({@code -opt 1} and above are left out: Rhino 1.7.15 miscompiles the script's Towers of
 * Hanoi there, on the host too.)
 */
@Tag("thirdparty")
class RhinoGuestTest {

    private static final String MAIN = "org.mozilla.javascript.tools.shell.Main";

    private static final List<String> KEY_LINES = List.of(
            "counters 1 2 93 86 3",
            "sorted shapes circle(0.196) rect(5.000) circle(7.069) rect(12.000)",
            "common letters e=3 o=4",
            "primes below 2000 303 last 1999",
            "hanoi(6) 63 AB AC BC AB CA CB AB AC",
            "round trip equal true opt 19",
            "log 0 f0 2 f1 4 f2 RangeError:too big: 3 f3 RangeError:too big: 4 f4",
            "java exception java.lang.NumberFormatException For input string: \"not a number\"",
            "TreeMap {a=1.0, b=2.0, c=3.0} a",
            "checksum 557470");

    private static Path work;
    private static String classPath;
    private static Result interpretedOnHost;
    private static Result compiledOnHost;

    @BeforeAll
    static void runOnHost() throws IOException {
        work = HostComparison.workDir("rhino");
        HostComparison.copyInputs(HostComparison.inputs("rhino"), work);
        classPath = HostComparison.jar("rhino").toString();
        interpretedOnHost = runOnHost("-1",
                List.of("reference ReferenceError \"undefinedFunction\" is not defined. line 177",
                        "\tat demo.js:190 (level3)", "\tat demo.js:191 (level2)", "\tat demo.js:192 (level1)"));
        compiledOnHost = runOnHost("0",
                List.of("\tat (unknown):190 (level3)", "\tat (unknown):191 (level2)", "\tat (unknown):192 (level1)"));
    }

    /** CI runs the two extremes and instrumentation sampling in the stress mode; the profile thirdparty-all adds the other tiers. */
    static Stream<Tier> tiers() {
        return Tier.selected(Tier.INTERP, Tier.STRESS, Tier.INSTRUMENT);
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("tiers")
    void interpretedScriptPrintsTheSame_onHostAndUnderRvm(Tier tier) {
        HostComparison.runRvmAndCompare(interpretedOnHost, tier, classPath, MAIN, arguments("-1"), work);
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("tiers")
    void compiledScriptPrintsTheSame_onHostAndUnderRvm(Tier tier) {
        HostComparison.runRvmAndCompare(compiledOnHost, tier, classPath, MAIN, arguments("0"), work);
    }

    private static Result runOnHost(String optimizationLevel, List<String> modeLines) {
        List<String> expected = new ArrayList<>(KEY_LINES);
        expected.addAll(modeLines);
        Result host = HostComparison.runHost(classPath, MAIN, arguments(optimizationLevel), work);
        HostComparison.assertHostPrinted(host, 0, "stdout", expected);
        return host;
    }

    private static List<String> arguments(String optimizationLevel) {
        return List.of("-version", "200", "-opt", optimizationLevel, "demo.js");
    }
}
