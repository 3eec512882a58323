package rvm.profiling.sampling;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static rvm.core.runtime.YieldpointKind.BACKEDGE;
import static rvm.core.runtime.YieldpointKind.EPILOGUE;
import static rvm.core.runtime.YieldpointKind.PROLOGUE;

import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.AtomicLong;
import org.junit.jupiter.api.Test;
import rvm.core.runtime.YieldpointKind;

class CbsWindowTest {

    private final TestWord word = new TestWord();

    /**
     * Runs prologue/epilogue yieldpoints as compiled code would (taken only when the word is not 0)
     * until the window that the tick opens closes; returns the 1-based positions that sampled.
     */
    private List<Integer> window(CbsWindow cbs) {
        return window(cbs, word);
    }

    private static List<Integer> window(CbsWindow cbs, TestWord w) {
        assertTrue(cbs.tick());
        List<Integer> sampled = new ArrayList<>();
        for (int i = 1; w.get() != 0; i++) {
            YieldpointKind kind = i % 2 == 0 ? EPILOGUE : PROLOGUE;
            if (cbs.taken(kind, w.get())) {
                sampled.add(i);
            }
            assertTrue(i < 10_000, "the window never closed");
        }
        return sampled;
    }

    @Test
    void tickOpensAWindow_thatSamplesEveryStrideth_thenClosesAfterSamples() {
        CbsWindow cbs = new CbsWindow(3, 2, CbsWindow.Start.ROUND_ROBIN, 0, word);

        List<Integer> first = window(cbs);

        assertEquals(List.of(1, 4), first);
        assertEquals(0, word.get());
        assertFalse(cbs.isOpen());
    }

    @Test
    void roundRobinStart_stepsThroughOneToStride() {
        CbsWindow cbs = new CbsWindow(3, 2, CbsWindow.Start.ROUND_ROBIN, 0, word);

        List<List<Integer>> windows = List.of(window(cbs), window(cbs), window(cbs), window(cbs));

        assertEquals(List.of(List.of(1, 4), List.of(2, 5), List.of(3, 6), List.of(1, 4)), windows);
    }

    @Test
    void strideOne_samplesEveryYieldpointOfTheWindow() {
        CbsWindow cbs = new CbsWindow(1, 4, CbsWindow.Start.ROUND_ROBIN, 0, word);

        assertEquals(List.of(1, 2, 3, 4), window(cbs));
        assertEquals(List.of(1, 2, 3, 4), window(cbs));
    }

    @Test
    void wordIsMinusOne_whileTheWindowIsOpen() {
        CbsWindow cbs = new CbsWindow(4, 1, CbsWindow.Start.ROUND_ROBIN, 0, word);
        cbs.tick();
        cbs.taken(PROLOGUE, 1); // opens with first countdown 1: samples at once, closes
        cbs.tick();

        boolean sampled = cbs.taken(PROLOGUE, word.get()); // second window: first countdown 2

        assertFalse(sampled);
        assertEquals(-1, word.get());
        assertTrue(cbs.isOpen());
    }

    @Test
    void backedge_opensTheWindowButNeverCounts() {
        CbsWindow cbs = new CbsWindow(2, 1, CbsWindow.Start.ROUND_ROBIN, 0, word);
        cbs.tick();

        boolean atBackedge = cbs.taken(BACKEDGE, 1);
        boolean again = cbs.taken(BACKEDGE, -1);

        assertFalse(atBackedge);
        assertFalse(again);
        assertEquals(-1, word.get());
        assertTrue(cbs.taken(PROLOGUE, -1), "first countdown 1: the first prologue after the backedge samples");
        assertEquals(0, word.get());
    }

    @Test
    void tickDuringAnOpenWindow_leavesItAlone() {
        CbsWindow cbs = new CbsWindow(3, 2, CbsWindow.Start.ROUND_ROBIN, 0, word);
        cbs.tick();
        assertTrue(cbs.taken(PROLOGUE, 1)); // sample 1 of 2; countdown back to 3

        boolean ticked = cbs.tick();

        assertFalse(ticked);
        assertEquals(-1, word.get());
        assertFalse(cbs.taken(PROLOGUE, -1));
        assertFalse(cbs.taken(EPILOGUE, -1));
        assertTrue(cbs.taken(PROLOGUE, -1), "the overrun tick did not restart the countdown");
        assertEquals(0, word.get());
    }

    @Test
    void tick_setsPlusOneOnlyFromZero() {
        CbsWindow cbs = new CbsWindow(3, 2, CbsWindow.Start.ROUND_ROBIN, 0, word);

        assertTrue(cbs.tick());
        assertFalse(cbs.tick(), "a tick already pending");
        assertEquals(1, word.get());
    }

    @Test
    void closedWindow_takesNoSample() {
        CbsWindow cbs = new CbsWindow(1, 1, CbsWindow.Start.ROUND_ROBIN, 0, word);

        assertFalse(cbs.taken(PROLOGUE, 0));
        assertFalse(cbs.taken(EPILOGUE, -1));
        assertFalse(cbs.isOpen());
    }

    @Test
    void randomStart_isSeeded_andCoversOneToStride() {
        CbsWindow a = new CbsWindow(4, 1, CbsWindow.Start.RANDOM, 42, word);
        List<Integer> firstsA = new ArrayList<>();
        for (int i = 0; i < 200; i++) {
            firstsA.add(window(a).get(0));
        }
        TestWord wordB = new TestWord();
        CbsWindow b = new CbsWindow(4, 1, CbsWindow.Start.RANDOM, 42, wordB);
        List<Integer> firstsB = new ArrayList<>();
        for (int i = 0; i < 200; i++) {
            firstsB.add(window(b, wordB).get(0));
        }

        assertEquals(firstsA, firstsB, "same seed, same starts");
        assertEquals(Set.of(1, 2, 3, 4), new TreeSet<>(firstsA));
    }

    @Test
    void badParameters_areRejected() {
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
                () -> new CbsWindow(0, 16, CbsWindow.Start.ROUND_ROBIN, 0, word));

        assertEquals("stride and samples must be at least 1: 0, 16", e.getMessage());
    }

    @Test
    void concurrentYieldpointsAndTicks_takeExactlySamplesPerOpenedWindow() throws InterruptedException {
        CbsWindow cbs = new CbsWindow(3, 4, CbsWindow.Start.ROUND_ROBIN, 0, word);
        AtomicLong sampled = new AtomicLong();
        AtomicInteger ticks = new AtomicInteger();
        List<Thread> threads = new ArrayList<>();
        for (int t = 0; t < 3; t++) {
            threads.add(new Thread(() -> {
                for (int i = 0; i < 200_000; i++) {
                    int w = word.get();
                    if (w != 0 && cbs.taken(i % 2 == 0 ? PROLOGUE : EPILOGUE, w)) {
                        sampled.incrementAndGet();
                    }
                }
            }));
        }
        threads.add(new Thread(() -> {
            for (int i = 0; i < 2_000; i++) {
                if (cbs.tick()) {
                    ticks.incrementAndGet();
                }
                Thread.onSpinWait();
            }
        }));
        threads.forEach(Thread::start);
        for (Thread t : threads) {
            t.join();
        }

        for (int i = 0; word.get() != 0; i++) { // finish the last window on this thread
            if (cbs.taken(PROLOGUE, word.get())) {
                sampled.incrementAndGet();
            }
            assertTrue(i < 100, "the last window never closed");
        }

        assertTrue(ticks.get() > 0);
        assertEquals(4L * ticks.get(), sampled.get());
    }
}
