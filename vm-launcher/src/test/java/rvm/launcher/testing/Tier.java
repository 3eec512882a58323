package rvm.launcher.testing;

import java.util.Arrays;
import java.util.List;
import java.util.stream.Stream;

/**
 * The execution tiers every guest program of the tests runs under: the tiers and the stress mode
 * (the golden corpus adds the profilers and the inliner to them).
 *
 * <p>Which of them a third-party guest's test runs is chosen by the system property {@code rvm.thirdparty.tiers}:
 * {@code ci} (the default, what {@code mvn verify} runs) runs the tiers each test names as fast
 * enough for CI; {@code all} (Maven profile {@code thirdparty-all}) runs every tier of every
 * program.
 */
public enum Tier {
    /** The interpreter alone. */
    INTERP("--tier=interp"),
    /** Every method compiled before its first call. */
    BASELINE("--tier=baseline"),
    /** The default: interpret, compile what gets hot. */
    ADAPTIVE("--tier=adaptive"),
    /** Compile at the first call, move into compiled code at the first backedge, on the calling thread. */
    STRESS("--tier=adaptive", "--compile-threshold=1", "--osr-threshold=1", "--batch-compilation"),
    /** Every method compiled at level 2 before its first call (with {@code --inliner=rvm}: inlining). */
    OPT("--tier=opt"),
    /**
     * The stress mode with Arnold and Ryder's instrumentation sampling, every check sampling: all
     * compiled code runs in its duplicated, instrumented copy.
     */
    INSTRUMENT("--tier=adaptive", "--compile-threshold=1", "--osr-threshold=1", "--batch-compilation",
            "--instrument=call-edges,field-accesses", "--sample-interval=1");

    /** The rvm options of this configuration, placed after {@code rvm run}. */
    public final List<String> options;

    Tier(String... options) {
        this.options = List.of(options);
    }

    /**
     * The tiers a test runs: {@code inCi} in CI, every tier when {@code rvm.thirdparty.tiers} is
     * {@code all}.
     *
     * @param inCi the tiers fast enough for CI; at least one
     * @return the tiers to run, in declaration order
     * @throws IllegalStateException when the property has another value
     */
    public static Stream<Tier> selected(Tier... inCi) {
        String mode = System.getProperty("rvm.thirdparty.tiers", "ci");
        return switch (mode) {
            case "ci", "" -> Arrays.stream(values()).filter(List.of(inCi)::contains);
            case "all" -> Arrays.stream(values());
            default -> throw new IllegalStateException(
                    "rvm.thirdparty.tiers must be ci or all, not [" + mode + "] (see vm-launcher/pom.xml)");
        };
    }
}
