package rvm.profiling.dcg;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CountDownLatch;
import org.junit.jupiter.api.Test;

class DcgRepositoryTest {

    private static final String MAIN = "p/Main.main([Ljava/lang/String;)V";
    private static final String A = "p/A.run()V";
    private static final String B = "p/B.run()V";

    @Test
    void singleTargetSite_isHeldWithoutATable() {
        DcgRepository dcg = new DcgRepository();

        dcg.add(MAIN, 4, A, 1);
        dcg.add(MAIN, 4, A, 2);

        WeightedTargets t = dcg.targets(MAIN, 4).orElseThrow();
        assertInstanceOf(SingleTarget.class, t);
        assertEquals(List.of(new Target(A, 3)), t.targets());
        assertEquals(3, t.totalWeight());
    }

    @Test
    void aRecordedProfile_givesItsEdgesAndTheSamplesItRecords() {
        DcgProfile recorded = new DcgProfile("cbs", Map.of(), 5, 1234,
                List.of(new Edge(MAIN, 4, A, 3), new Edge(MAIN, 4, B, 2)));

        DcgRepository dcg = DcgRepository.of(recorded);

        assertEquals(1234, dcg.samples());
        assertEquals(5, dcg.totalWeight());
        assertEquals(List.of(new Target(A, 3), new Target(B, 2)), dcg.targets(MAIN, 4).orElseThrow().targets());
    }

    @Test
    void secondTarget_switchesToATable_heaviestFirst() {
        DcgRepository dcg = new DcgRepository();

        dcg.add(MAIN, 4, A, 1);
        dcg.add(MAIN, 4, B, 1);
        dcg.add(MAIN, 4, B, 1);

        WeightedTargets t = dcg.targets(MAIN, 4).orElseThrow();
        assertInstanceOf(ManyTargets.class, t);
        assertEquals(List.of(new Target(B, 2), new Target(A, 1)), t.targets());
        assertEquals(new Target(B, 2), t.heaviest());
        assertEquals(3, t.totalWeight());
        assertEquals(1, t.weightOf(A));
        assertEquals(0, t.weightOf("p/C.run()V"));
    }

    @Test
    void sameCallerOtherBci_isAnotherSite() {
        DcgRepository dcg = new DcgRepository();

        dcg.add(MAIN, 4, A, 1);
        dcg.add(MAIN, 9, A, 5);

        assertEquals(1, dcg.targets(MAIN, 4).orElseThrow().totalWeight());
        assertEquals(5, dcg.targets(MAIN, 9).orElseThrow().totalWeight());
        assertTrue(dcg.targets(MAIN, 5).isEmpty());
        assertEquals(List.of(new CallSiteKey(MAIN, 9), new CallSiteKey(MAIN, 4)),
                dcg.sites().stream().map(Map.Entry::getKey).toList());
    }

    @Test
    void targets_isACopy_thatLaterAddsDoNotChange() {
        DcgRepository dcg = new DcgRepository();
        dcg.add(MAIN, 4, A, 1);
        WeightedTargets before = dcg.targets(MAIN, 4).orElseThrow();

        dcg.add(MAIN, 4, A, 1);
        dcg.add(MAIN, 4, B, 7);

        assertEquals(List.of(new Target(A, 1)), before.targets());
    }

    @Test
    void edges_heaviestFirst_withTotalAndSamples() {
        DcgRepository dcg = new DcgRepository();

        dcg.add(MAIN, 4, A, 1);
        dcg.add(MAIN, 9, B, 3);
        dcg.add(A, 0, B, 2);

        assertEquals(List.of(new Edge(MAIN, 9, B, 3), new Edge(A, 0, B, 2), new Edge(MAIN, 4, A, 1)), dcg.edges());
        assertEquals(6, dcg.totalWeight());
        assertEquals(3, dcg.samples());
    }

    @Test
    void weightByCaller_sumsEachCallersSites() {
        DcgRepository dcg = new DcgRepository();

        dcg.add(MAIN, 4, A, 1);
        dcg.add(MAIN, 9, B, 3);
        dcg.add(MAIN, 9, A, 0.5);
        dcg.add(A, 0, B, 2);

        assertEquals(Map.of(MAIN, 4.5, A, 2.0), dcg.weightByCaller());
        assertEquals(Map.of(), new DcgRepository().weightByCaller());
    }

    @Test
    void addOfManyCalls_countsThemAsSamples() {
        DcgRepository dcg = new DcgRepository();

        dcg.add(new CallSiteKey(MAIN, 4), A, 1000, 1000);

        assertEquals(1000, dcg.samples());
        assertEquals(1000, dcg.totalWeight());
    }

    @Test
    void decayHalvesWeights_whenFactorIsHalf_butNotSamples() {
        DcgRepository dcg = new DcgRepository();
        dcg.add(MAIN, 4, A, 4);
        dcg.add(MAIN, 4, B, 2);

        dcg.decay(0.5);

        assertEquals(List.of(new Target(A, 2), new Target(B, 1)), dcg.targets(MAIN, 4).orElseThrow().targets());
        assertEquals(3, dcg.totalWeight());
        assertEquals(3, dcg.targets(MAIN, 4).orElseThrow().totalWeight());
        assertEquals(2, dcg.samples());
    }

    @Test
    void decay_rejectsFactorsOutsideZeroToOne() {
        DcgRepository dcg = new DcgRepository();

        IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> dcg.decay(1.5));

        assertEquals("decay factor must be in (0, 1]: 1.5", e.getMessage());
        assertThrows(IllegalArgumentException.class, () -> dcg.decay(0));
    }

    @Test
    void add_rejectsNegativeAndNaNWeights() {
        DcgRepository dcg = new DcgRepository();

        IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> dcg.add(MAIN, 4, A, -1));

        assertEquals("weight must be a number at least 0: -1.0", e.getMessage());
        assertThrows(IllegalArgumentException.class, () -> dcg.add(MAIN, 4, A, Double.NaN));
        assertTrue(dcg.edges().isEmpty());
    }

    @Test
    void concurrentAddsAndDecays_loseNoWeight() throws InterruptedException {
        DcgRepository dcg = new DcgRepository();
        int threads = 4;
        int adds = 20_000;
        CountDownLatch start = new CountDownLatch(1);
        List<Thread> workers = new ArrayList<>();
        for (int t = 0; t < threads; t++) {
            String callee = t % 2 == 0 ? A : B;
            workers.add(started(() -> {
                awaitQuietly(start);
                for (int i = 0; i < adds; i++) {
                    dcg.add(MAIN, i % 8, callee, 1);
                }
            }));
        }
        // a factor of 1 changes no weight, but takes the exclusive lock while the adds run
        Thread decayer = started(() -> {
            awaitQuietly(start);
            for (int i = 0; i < 50; i++) {
                dcg.decay(1.0);
            }
        });

        start.countDown();
        for (Thread w : workers) {
            w.join();
        }
        decayer.join();

        assertEquals(threads * adds, dcg.totalWeight());
        assertEquals(threads * adds, dcg.samples());
        assertEquals(2 * adds / 8.0, dcg.targets(MAIN, 3).orElseThrow().weightOf(A));
    }

    private static Thread started(Runnable r) {
        Thread t = new Thread(r);
        t.start();
        return t;
    }

    private static void awaitQuietly(CountDownLatch latch) {
        try {
            latch.await();
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }
}
