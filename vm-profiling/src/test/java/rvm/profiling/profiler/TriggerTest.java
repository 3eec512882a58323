package rvm.profiling.profiler;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

class TriggerTest {

    @Test
    void clockTakesItsPeriodFromTimerMs() {
        Trigger t = Trigger.parse("clock", 10);

        assertFalse(t.onYieldpoints());
        assertEquals(10, t.clockMillis());
        assertEquals("clock:10ms", t.toString());
    }

    @Test
    void ticksCountsYieldpoints() {
        Trigger t = Trigger.parse("ticks:5000", 10);

        assertTrue(t.onYieldpoints());
        assertEquals(5000, t.yieldpoints());
        assertEquals("ticks:5000", t.toString());
    }

    @Test
    void badSpecsNameTheFormsThereAre() {
        assertEquals("invalid value for option --timer: 'ticks:x' (expected clock or ticks:N, N a whole number of "
                + "yieldpoints)",
                assertThrows(IllegalArgumentException.class, () -> Trigger.parse("ticks:x", 10)).getMessage());
        assertEquals("invalid value for option --timer: 'wall' (expected clock or ticks:N)",
                assertThrows(IllegalArgumentException.class, () -> Trigger.parse("wall", 10)).getMessage());
        assertEquals("--timer=ticks:N needs N of at least 1: 0",
                assertThrows(IllegalArgumentException.class, () -> Trigger.parse("ticks:0", 10)).getMessage());
        assertEquals("--timer-ms must be at least 1: 0",
                assertThrows(IllegalArgumentException.class, () -> Trigger.parse("clock", 0)).getMessage());
    }
}
