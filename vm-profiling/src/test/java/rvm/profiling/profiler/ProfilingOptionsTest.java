package rvm.profiling.profiler;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import rvm.core.options.OptionTable;
import rvm.core.options.VmOption;
import rvm.core.options.VmOptions;

class ProfilingOptionsTest {

    /** An option of another module that comes before the profilers' (as the executor's do). */
    private static final VmOption<Boolean> EARLIER = new VmOption<>("earlier", Boolean.class, false, null, List.of(),
            "An option before the profilers' in the table.").notWith(VmOptions.TIER, "interp");

    /** A table as the launcher assembles one: vm-core's tier, another module's option, these. */
    private static final OptionTable ASSEMBLED = OptionTable.of(VmOptions.EXECUTION, List.of(EARLIER),
            ProfilingOptions.ALL);

    @Test
    void describeListsTheProfilingOptionsWithTheirDefaults() {
        VmOptions options = new VmOptions(OptionTable.of(ProfilingOptions.ALL));

        List<String> lines = options.describe();

        assertEquals(List.of("--profile=none", "--timer=clock", "--timer-ms=10", "--cbs-stride=3", "--cbs-samples=16",
                "--cbs-start=roundrobin", "--cbs-seed=1", "--cbs-callers=announced", "--dcg-out=(unset)", "--dcg-format=json",
                "--dcg-decay=1.0", "--dcg-decay-every=1000"), lines);
    }

    @Test
    void withoutEffect_namesEachSetOptionWhoseNeedsFail_inTheOrderOfTheAssembledTable() {
        VmOptions options = new VmOptions(ASSEMBLED).set(ProfilingOptions.DCG_FORMAT, "dot")
                .set(ProfilingOptions.TIMER, "ticks:5").set(ProfilingOptions.TIMER_MS, 5).set(VmOptions.TIER, "interp")
                .set(EARLIER, true).set(ProfilingOptions.CBS_SEED, 3)
                .set(ProfilingOptions.DCG_DECAY_EVERY, 10);

        List<String> lines = options.withoutEffect();

        assertEquals(List.of(
                "--earlier has no effect with --tier=interp",
                "--timer=ticks:5 has no effect with --profile=none (it needs --profile=timer or cbs)",
                "--timer-ms=5 has no effect with --profile=none (it needs --profile=timer or cbs)",
                "--cbs-seed=3 has no effect with --profile=none (it needs --profile=cbs)",
                "--dcg-format=dot has no effect without --dcg-out",
                "--dcg-decay-every=10 has no effect with --profile=none"), lines);
    }

    @Test
    void withoutEffect_isEmptyWhenEveryNeedHolds() {
        VmOptions options = new VmOptions(ASSEMBLED).set(ProfilingOptions.PROFILE, "cbs")
                .set(ProfilingOptions.CBS_START, "random").set(ProfilingOptions.CBS_SEED, 3)
                .set(ProfilingOptions.TIMER_MS, 5).set(ProfilingOptions.DCG_OUT, Path.of("d.json"))
                .set(ProfilingOptions.DCG_FORMAT, "dot").set(ProfilingOptions.DCG_DECAY, 0.5)
                .set(ProfilingOptions.DCG_DECAY_EVERY, 10).set(VmOptions.TIER, "baseline");

        assertEquals(List.of(), options.withoutEffect());
    }

    @Test
    void withoutEffect_followsLaterValuesOfTheNeededOption() {
        VmOptions options = new VmOptions(ASSEMBLED).set(ProfilingOptions.TIMER_MS, 5)
                .set(ProfilingOptions.PROFILE, "timer").set(ProfilingOptions.TIMER, "ticks:100");

        List<String> lines = options.withoutEffect();

        assertEquals(List.of("--timer-ms=5 has no effect with --timer=ticks:100 (it needs --timer=clock)"), lines);
    }
}
