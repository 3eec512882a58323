package rvm.core.runtime;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.HashSet;
import java.util.Set;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

class SampledInstrumentationTest {

    @AfterEach
    void reset() {
        SampledInstrumentation.reset();
    }

    /** A restart that varies around the interval, so that a countdown cannot keep one phase against a loop. */
    @Test
    void aSampleRestartsTheCountdownNearTheInterval_varied_andTheIntervalOnAverage() {
        SampledInstrumentation.configure(1000);
        Set<Integer> seen = new HashSet<>();
        long sum = 0;
        int n = 20_000;
        for (int i = 0; i < n; i++) {
            int r = SampledInstrumentation.sample(SampledInstrumentation.slot());
            assertTrue(r >= 500 && r <= 1500, "restart " + r);
            seen.add(r);
            sum += r;
        }
        assertTrue(seen.size() > 900, seen.size() + " distinct restarts");
        assertEquals(1000.0, (double) sum / n, 10.0, "the interval on average");
        assertEquals(n, SampledInstrumentation.samples());
    }

    @Test
    void atIntervalOne_everyCheckSamples() {
        SampledInstrumentation.configure(1);
        for (int i = 0; i < 100; i++) {
            assertEquals(1, SampledInstrumentation.sample(SampledInstrumentation.slot()));
        }
    }

    @Test
    void theRestartsAreTheSameOnEveryRun() {
        SampledInstrumentation.configure(100);
        int[] first = new int[50];
        for (int i = 0; i < first.length; i++) {
            first[i] = SampledInstrumentation.sample(SampledInstrumentation.slot());
        }
        SampledInstrumentation.configure(100);
        for (int i = 0; i < first.length; i++) {
            assertEquals(first[i], SampledInstrumentation.sample(SampledInstrumentation.slot()), "restart " + i);
        }
    }
}
