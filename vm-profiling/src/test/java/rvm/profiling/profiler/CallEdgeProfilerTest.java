package rvm.profiling.profiler;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static rvm.core.runtime.YieldpointKind.BACKEDGE;
import static rvm.core.runtime.YieldpointKind.EPILOGUE;
import static rvm.core.runtime.YieldpointKind.PROLOGUE;

import java.util.List;
import org.junit.jupiter.api.Test;
import rvm.core.stack.CallerLookup;
import rvm.profiling.dcg.DcgProfile;
import rvm.profiling.dcg.Edge;
import rvm.profiling.sampling.CbsWindow;
import rvm.profiling.sampling.TestWord;

class CallEdgeProfilerTest {

    /** Guest methods are named m0, m1, ...; every callee was called from {@link #caller}. */
    private static final class FixedCaller implements CallerLookup {
        long caller = CallerLookup.pack(1, 12);

        @Override
        public long callerOf(int calleeId) {
            return caller;
        }

        @Override
        public String name(int methodKey) {
            return methodKey >= 0 ? "C.m" + methodKey + "()V" : "java/lang/Host.call()V";
        }
    }

    private final TestWord word = new TestWord();
    private final FixedCaller lookup = new FixedCaller();

    private CallEdgeProfiler profiler(String kind, int stride, int samples) {
        return new CallEdgeProfiler(new ProfilerSettings(ProfileKind.fromName(kind), Trigger.everyYieldpoints(1),
                stride, samples, CbsWindow.Start.ROUND_ROBIN, 1, 1.0, 1000), lookup, word);
    }

    private static List<String> edges(DcgProfile p) {
        return p.edges().stream().map(CallEdgeProfilerTest::text).toList();
    }

    private static String text(Edge e) {
        return e.caller() + "@" + e.bci() + " -> " + e.callee() + " " + DcgProfile.weightText(e.weight());
    }

    @Test
    void exactCountsEveryPrologue_andNothingElse() {
        CallEdgeProfiler p = profiler("exact", 3, 16);

        for (int i = 0; i < 5; i++) {
            p.yieldpointTaken(PROLOGUE, 5, -1);
            p.yieldpointTaken(BACKEDGE, 5, 3);
            p.yieldpointTaken(EPILOGUE, 5, -1);
        }
        lookup.caller = CallerLookup.pack(-1, 30);
        p.yieldpointTaken(PROLOGUE, 6, -1);
        CallEdgeProfiler.Summary s = p.stop();

        assertEquals(List.of("C.m1()V@12 -> C.m5()V 5", "java/lang/Host.call()V@30 -> C.m6()V 1"), edges(p.profile()));
        assertEquals(new CallEdgeProfiler.Summary(6, 0, 0, 0, 0), s);
        assertEquals("exact", p.profile().profile());
    }

    @Test
    void cbsSamplesEveryStrideThCall_untilTheWindowCloses() {
        CallEdgeProfiler p = profiler("cbs", 3, 2);

        p.tick();
        for (int callee = 1; callee <= 8 && word.get() != 0; callee++) {
            p.yieldpointTaken(callee % 2 == 0 ? EPILOGUE : PROLOGUE, callee, -1);
        }
        int wordAfterWindow = word.get();
        p.tick();
        p.tick();
        CallEdgeProfiler.Summary s = p.stop();

        // the first window's countdown starts at 1: calls 1 and 4 sample, then the word is 0 again
        assertEquals(List.of("C.m1()V@12 -> C.m1()V 1", "C.m1()V@12 -> C.m4()V 1"), edges(p.profile()));
        assertEquals(0, wordAfterWindow);
        assertEquals(3, s.ticks());
        assertEquals(2, s.ticksTaken(), "the third tick found the second still pending");
    }

    @Test
    void anInlinedCalleesYieldpoint_countsInTheWindow_andRecordsTheEdgeItNames_withoutALookup() {
        CallEdgeProfiler p = profiler("cbs", 2, 2);
        lookup.caller = CallerLookup.NO_CALLER; // a lookup would find no caller

        p.tick();
        p.inlinedYieldpointTaken(PROLOGUE, 7, 40, 8); // the countdown starts at 1: a sample
        p.yieldpointTaken(EPILOGUE, 9, -1);
        p.inlinedYieldpointTaken(EPILOGUE, 7, 40, 8); // the second sample, which closes the window
        p.inlinedYieldpointTaken(PROLOGUE, 7, 52, 10);
        CallEdgeProfiler.Summary s = p.stop();

        assertEquals(List.of("C.m7()V@40 -> C.m8()V 2"), edges(p.profile()));
        assertEquals(0, s.unattributed());
    }

    @Test
    void exactRecordsEveryInlinedCalleesPrologue_butNotItsEpilogue() {
        CallEdgeProfiler p = profiler("exact", 3, 16);

        p.inlinedYieldpointTaken(PROLOGUE, 7, 40, 8);
        p.inlinedYieldpointTaken(EPILOGUE, 7, 40, 8);
        p.inlinedYieldpointTaken(PROLOGUE, 7, 40, 8);
        p.stop();

        assertEquals(List.of("C.m7()V@40 -> C.m8()V 2"), edges(p.profile()));
    }

    @Test
    void timerSamplesOncePerTick_atThePrologueAfterABackedgePassedItOn() {
        CallEdgeProfiler p = profiler("timer", 3, 16);

        p.tick();
        p.yieldpointTaken(BACKEDGE, 2, 7);
        p.yieldpointTaken(PROLOGUE, 3, -1);
        p.yieldpointTaken(PROLOGUE, 4, -1);
        p.stop();

        assertEquals(List.of("C.m1()V@12 -> C.m3()V 1"), edges(p.profile()));
    }

    @Test
    void aSampleWithoutACallerIsCountedNotRecorded() {
        CallEdgeProfiler p = profiler("exact", 3, 16);
        lookup.caller = CallerLookup.NO_CALLER;

        p.yieldpointTaken(PROLOGUE, 0, -1);
        CallEdgeProfiler.Summary s = p.stop();

        assertEquals(List.of(), edges(p.profile()));
        assertEquals(1, s.unattributed());
        assertEquals("exact: 0 calls, 1 without a guest-visible caller, 0 dropped", s.describe(ProfileKind.EXACT));
    }

    @Test
    void samplesOfManyThreadsAllArrive() throws InterruptedException {
        CallEdgeProfiler p = profiler("exact", 3, 16);
        p.start();
        Thread[] threads = new Thread[4];
        for (int t = 0; t < threads.length; t++) {
            int callee = 10 + t;
            threads[t] = new Thread(() -> {
                for (int i = 0; i < 100_000; i++) {
                    p.yieldpointTaken(PROLOGUE, callee, -1);
                }
            });
            threads[t].start();
        }
        for (Thread t : threads) {
            t.join();
        }
        CallEdgeProfiler.Summary s = p.stop();

        assertEquals(List.of("C.m1()V@12 -> C.m10()V 100000", "C.m1()V@12 -> C.m11()V 100000",
                "C.m1()V@12 -> C.m12()V 100000", "C.m1()V@12 -> C.m13()V 100000"),
                edges(p.profile()).stream().sorted().toList());
        assertEquals(0, s.dropped());
    }

    @Test
    void settingsRejectAStrideBelowOne() {
        assertEquals("--cbs-stride must be at least 1: 0", assertThrows(IllegalArgumentException.class,
                () -> profiler("cbs", 0, 16)).getMessage());
    }
}
