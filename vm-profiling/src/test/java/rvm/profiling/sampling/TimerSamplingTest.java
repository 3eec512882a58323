package rvm.profiling.sampling;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static rvm.core.runtime.YieldpointKind.BACKEDGE;
import static rvm.core.runtime.YieldpointKind.EPILOGUE;
import static rvm.core.runtime.YieldpointKind.PROLOGUE;

import org.junit.jupiter.api.Test;

class TimerSamplingTest {

    private final TestWord word = new TestWord();
    private final TimerSampling timer = new TimerSampling(word);

    @Test
    void eachTick_buysOneSample_atTheNextPrologueOrEpilogue() {
        timer.tick();

        boolean first = timer.taken(EPILOGUE);
        boolean second = timer.taken(PROLOGUE);

        assertTrue(first);
        assertFalse(second);
        assertEquals(0, word.get());
    }

    @Test
    void backedge_passesTheTickOnToTheNextCall() {
        timer.tick();

        boolean atBackedge = timer.taken(BACKEDGE);

        assertFalse(atBackedge);
        assertEquals(-1, word.get(), "only prologues and epilogues take -1");
        assertTrue(timer.taken(PROLOGUE));
        assertEquals(0, word.get());
    }

    @Test
    void ticksWhileOneIsPending_doNotAddSamples() {
        assertTrue(timer.tick());
        assertFalse(timer.tick());
        timer.taken(BACKEDGE);
        assertFalse(timer.tick(), "-1 is pending too");

        assertTrue(timer.taken(PROLOGUE));
        assertFalse(timer.taken(PROLOGUE));
    }

    @Test
    void noTick_noSample() {
        assertFalse(timer.taken(PROLOGUE));
        assertFalse(timer.taken(BACKEDGE));
        assertEquals(0, word.get());
    }
}
