package rvm.core.runtime;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
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

    /**
     * One thread's slot is a constant of the lookup until a second thread asks; from then on each
     * thread's is the one its id chooses, the first thread's unchanged.
     */
    @Test
    void theSlotIsTheOwnersUntilASecondThreadAsks_thenEachThreadHasItsOwn() throws InterruptedException {
        SampledInstrumentation.configure(1000);
        assertFalse(SampledInstrumentation.slotsPerThread());
        int mine = SampledInstrumentation.slot();
        assertEquals(SampledInstrumentation.slotById(), mine);
        assertEquals(mine, SampledInstrumentation.slot());
        assertFalse(SampledInstrumentation.slotsPerThread(), "the owner asking again changes nothing");

        int[] other = new int[2];
        Thread t = new Thread(() -> {
            other[0] = SampledInstrumentation.slot();
            other[1] = SampledInstrumentation.slotById();
        });
        t.start();
        t.join();

        assertTrue(SampledInstrumentation.slotsPerThread());
        assertEquals(other[1], other[0], "the second thread's own slot");
        assertEquals(mine, SampledInstrumentation.slot(), "the owner's slot is the same");

        SampledInstrumentation.configure(1000);
        assertFalse(SampledInstrumentation.slotsPerThread(), "configure starts with no owner again");
    }
}
