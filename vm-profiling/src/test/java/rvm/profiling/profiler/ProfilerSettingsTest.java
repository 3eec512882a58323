package rvm.profiling.profiler;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.util.Map;
import org.junit.jupiter.api.Test;
import rvm.core.options.VmOptions;
import rvm.profiling.sampling.CbsWindow;

class ProfilerSettingsTest {

    @Test
    void defaultsAreNoProfilerWithThePapersCbsSettings() {
        ProfilerSettings s = ProfilerSettings.fromOptions(new VmOptions());

        assertEquals(ProfileKind.NONE, s.kind());
        assertEquals(Trigger.clock(10), s.trigger());
        assertEquals(3, s.stride());
        assertEquals(16, s.samples());
        assertEquals(CbsWindow.Start.ROUND_ROBIN, s.start());
        assertEquals(1.0, s.decay());
    }

    @Test
    void cbsDescribesWhatShapedItsProfile() {
        VmOptions o = new VmOptions().set(VmOptions.PROFILE, "cbs").set(VmOptions.TIMER, "ticks:100")
                .set(VmOptions.CBS_STRIDE, 7).set(VmOptions.CBS_SAMPLES, 2).set(VmOptions.CBS_START, "random")
                .set(VmOptions.CBS_SEED, 9).set(VmOptions.DCG_DECAY, 0.5);

        Map<String, Object> d = ProfilerSettings.fromOptions(o).describe();

        assertEquals(Map.of("timer", "ticks:100", "cbs-stride", 7, "cbs-samples", 2, "cbs-start", "random",
                "cbs-seed", 9L, "dcg-decay", 0.5, "dcg-decay-every", 1000L), d);
    }

    @Test
    void exactAndTimerDescribeOnlyTheirOwnSettings() {
        assertEquals(Map.of(), ProfilerSettings.fromOptions(new VmOptions().set(VmOptions.PROFILE, "exact")).describe());
        assertEquals(Map.of("timer", "clock", "timer-ms", 1), ProfilerSettings.fromOptions(
                new VmOptions().set(VmOptions.PROFILE, "timer").set(VmOptions.TIMER_MS, 1)).describe());
    }

    @Test
    void badValuesNameTheOption() {
        VmOptions decay = new VmOptions().set(VmOptions.DCG_DECAY, 0.0);
        VmOptions timer = new VmOptions().set(VmOptions.TIMER, "sometimes");

        assertEquals("--dcg-decay must be in (0, 1]: 0.0",
                assertThrows(IllegalArgumentException.class, () -> ProfilerSettings.fromOptions(decay)).getMessage());
        assertEquals("invalid value for option --timer: 'sometimes' (expected clock or ticks:N)",
                assertThrows(IllegalArgumentException.class, () -> ProfilerSettings.fromOptions(timer)).getMessage());
        assertEquals("unknown profile 'all' (expected one of none, timer, cbs, exact)",
                assertThrows(IllegalArgumentException.class, () -> ProfileKind.fromName("all")).getMessage());
    }
}
