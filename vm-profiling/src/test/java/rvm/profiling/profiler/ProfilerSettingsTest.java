package rvm.profiling.profiler;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Map;
import org.junit.jupiter.api.Test;
import rvm.core.options.OptionTable;
import rvm.core.options.VmOptions;
import rvm.profiling.sampling.CbsWindow;

class ProfilerSettingsTest {

    /** Options of a table that holds the profiling options alone, at their defaults. */
    private static VmOptions profilingOptions() {
        return new VmOptions(OptionTable.of(ProfilingOptions.ALL));
    }

    @Test
    void defaultsAreNoProfilerWithThePapersCbsSettings() {
        ProfilerSettings s = ProfilerSettings.fromOptions(profilingOptions());

        assertEquals(ProfileKind.NONE, s.kind());
        assertEquals(Trigger.clock(10), s.trigger());
        assertEquals(3, s.stride());
        assertEquals(16, s.samples());
        assertEquals(CbsWindow.Start.ROUND_ROBIN, s.start());
        assertEquals(1.0, s.decay());
    }

    @Test
    void cbsDescribesWhatShapedItsProfile() {
        VmOptions o = profilingOptions().set(ProfilingOptions.PROFILE, "cbs").set(ProfilingOptions.TIMER, "ticks:100")
                .set(ProfilingOptions.CBS_STRIDE, 7).set(ProfilingOptions.CBS_SAMPLES, 2)
                .set(ProfilingOptions.CBS_START, "random")
                .set(ProfilingOptions.CBS_SEED, 9).set(ProfilingOptions.DCG_DECAY, 0.5);

        Map<String, Object> d = ProfilerSettings.fromOptions(o).describe();

        assertEquals(Map.of("timer", "ticks:100", "cbs-stride", 7, "cbs-samples", 2, "cbs-start", "random",
                "cbs-seed", 9L, "cbs-callers", "announced", "dcg-decay", 0.5, "dcg-decay-every", 1000L), d);
    }

    @Test
    void exactAndTimerDescribeOnlyTheirOwnSettings() {
        assertEquals(Map.of(), ProfilerSettings.fromOptions(profilingOptions().set(ProfilingOptions.PROFILE, "exact"))
                .describe());
        assertEquals(Map.of("timer", "clock", "timer-ms", 1), ProfilerSettings.fromOptions(
                profilingOptions().set(ProfilingOptions.PROFILE, "timer").set(ProfilingOptions.TIMER_MS, 1))
                .describe());
    }

    @Test
    void badValuesNameTheOption() {
        VmOptions decay = profilingOptions().set(ProfilingOptions.DCG_DECAY, 0.0);
        VmOptions timer = profilingOptions().set(ProfilingOptions.TIMER, "sometimes");

        assertEquals("--dcg-decay must be in (0, 1]: 0.0",
                assertThrows(IllegalArgumentException.class, () -> ProfilerSettings.fromOptions(decay)).getMessage());
        assertEquals("invalid value for option --timer: 'sometimes' (expected clock or ticks:N)",
                assertThrows(IllegalArgumentException.class, () -> ProfilerSettings.fromOptions(timer)).getMessage());
        assertEquals("unknown profile 'all' (expected one of none, timer, cbs, exact)",
                assertThrows(IllegalArgumentException.class, () -> ProfileKind.fromName("all")).getMessage());
    }

    @Test
    void theTiersOwnSampler_takesOneAnnouncedSampleAtTheFirstPrologueAfterEachTenMillisecondTick() {
        ProfilerSettings s = ProfilerSettings.tierSampler();

        assertEquals(ProfileKind.CBS, s.kind());
        assertTrue(s.ticksOnClock());
        assertTrue(s.announcesCalls());
        assertEquals(1, s.stride());
        assertEquals(1, s.samples());
        assertEquals(10, s.trigger().clockMillis());
    }

    @Test
    void cbsCallers_areAnnouncedByDefaultAndWalkedOnRequest() {
        VmOptions announced = profilingOptions().set(ProfilingOptions.PROFILE, "cbs");
        VmOptions walk = profilingOptions().set(ProfilingOptions.PROFILE, "cbs").set(ProfilingOptions.CBS_CALLERS, "walk");

        assertTrue(ProfilerSettings.fromOptions(announced).announcesCalls());
        assertEquals("announced", ProfilerSettings.fromOptions(announced).describe().get("cbs-callers"));
        assertFalse(ProfilerSettings.fromOptions(walk).announcesCalls());
        assertEquals("walk", ProfilerSettings.fromOptions(walk).describe().get("cbs-callers"));
    }
}
