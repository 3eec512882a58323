package rvm.core.runtime;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

class CbsCallsTest {

    private final List<String> samples = new ArrayList<>();

    @AfterEach
    void closeEverything() {
        CbsCalls.disable();
        Yieldpoints.set(0);
        Yieldpoints.setService(null);
    }

    private long drain() {
        return CbsCalls.drain((site, callee) -> samples.add(site + "->" + callee));
    }

    @Test
    void aWindowSamplesEveryStrideThPrologueWithTheCallersAnnouncementThenClosesTheWord() {
        CbsCalls.enable(2);
        assertTrue(CbsCalls.open(1, 2));
        assertEquals(-1, Yieldpoints.word);

        CbsCalls.announce(11);
        Yieldpoints.prologueCheck(100); // the first countdown is 1: sampled, with site 11
        CbsCalls.announce(12);
        Yieldpoints.prologueCheck(101); // counted
        CbsCalls.announce(13);
        Yieldpoints.prologueCheck(102); // sampled: the window's second and last
        CbsCalls.announce(14);
        Yieldpoints.prologueCheck(103); // the word is 0 again: not even taken

        assertEquals(0, Yieldpoints.word);
        assertEquals(0, drain());
        assertEquals(List.of("11->100", "13->102"), samples);
    }

    @Test
    void announcementsAreStoredOnlyWhileAWindowIsOpen_andTakenOnceBySampling() {
        CbsCalls.enable(1);
        CbsCalls.announce(7); // no window: dropped
        assertTrue(CbsCalls.open(1, 2));
        Yieldpoints.prologueCheck(1); // nothing announced since the window opened
        Yieldpoints.prologueCheck(2); // and the sample before took nothing either

        drain();
        assertEquals(List.of("0->1", "0->2"), samples);
    }

    @Test
    void aTickWhileAWindowIsOpenOpensNothing() {
        CbsCalls.enable(3);
        assertTrue(CbsCalls.open(3, 1));
        assertFalse(CbsCalls.open(1, 1));
        Yieldpoints.prologueCheck(1);
        Yieldpoints.prologueCheck(2);
        Yieldpoints.prologueCheck(3); // the first window's countdown of 3 runs out here

        drain();
        assertEquals(List.of("0->3"), samples);
        assertEquals(0, Yieldpoints.word);
    }

    @Test
    void theSlowPathCountsTheSameWindow_prologuesOnly() {
        CbsCalls.enable(2);
        CbsCalls.open(2, 2);

        assertFalse(CbsCalls.countDown(YieldpointKind.EPILOGUE));
        assertFalse(CbsCalls.countDown(YieldpointKind.BACKEDGE));
        assertFalse(CbsCalls.countDown(YieldpointKind.PROLOGUE));
        assertTrue(CbsCalls.countDown(YieldpointKind.PROLOGUE));
        Yieldpoints.prologueCheck(5); // a compiled check between them counts too
        assertTrue(CbsCalls.countDown(YieldpointKind.PROLOGUE));

        assertEquals(0, Yieldpoints.word);
        assertFalse(CbsCalls.countDown(YieldpointKind.PROLOGUE)); // closed
    }

    @Test
    void withoutCbsCallsTheChecksTakeTheSlowPath() {
        List<YieldpointKind> taken = new ArrayList<>();
        Yieldpoints.setService((kind, methodId, bci) -> taken.add(kind));
        Yieldpoints.set(-1);

        Yieldpoints.prologueCheck(1);
        Yieldpoints.epilogueCheck(1);

        assertEquals(List.of(YieldpointKind.PROLOGUE, YieldpointKind.EPILOGUE), taken);
    }

    @Test
    void aRingOverwrittenBeforeItsDrainCountsWhatWasLost() {
        CbsCalls.enable(1);
        CbsCalls.open(1, CbsCalls.RING + 5);
        for (int i = 0; i < CbsCalls.RING + 5; i++) {
            Yieldpoints.prologueCheck(i);
        }

        assertEquals(5, drain());
        assertEquals(CbsCalls.RING, samples.size());
        assertEquals("0->5", samples.get(0));
        assertEquals(0, drain()); // nothing new
    }

    /**
     * Each thread's announcement is its own (its slot chosen by its id), and a sample takes its own
     * thread's; the slot stays looked up by id (docs/decisions/029-counter-slot-constant-while-one-thread-runs.md).
     */
    @Test
    void aSecondThreadsAnnouncementIsItsOwn() throws InterruptedException {
        CbsCalls.enable(1);
        assertTrue(CbsCalls.open(1, 3));
        CbsCalls.announce(21);

        Runnable announceAndSample = () -> {
            CbsCalls.announce(22);
            Yieldpoints.prologueCheck(200); // samples its own thread's announcement
        };
        Thread other = new Thread(announceAndSample);
        while ((other.getId() - Thread.currentThread().getId()) % CbsCalls.SLOTS == 0) {
            other = new Thread(announceAndSample); // one whose id chooses another slot than this thread's
        }
        other.start();
        other.join();
        Yieldpoints.prologueCheck(100); // and this thread's is still there

        drain();
        assertEquals(List.of("22->200", "21->100"), samples);
    }
}
