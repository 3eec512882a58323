package rvm.tool;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

class SiteCountersTest {

    private static Site site(int id, String method) {
        return new Site(id, Event.METHOD_ENTRY, "p/C", method, "()V", 0, -1, 0, null, 1);
    }

    @Test
    void concurrentIncrements_areAllCounted_evenAsTheArrayGrows() throws InterruptedException {
        SiteCounters counters = new SiteCounters();
        List<Site> sites = new ArrayList<>();
        for (int id = 0; id < 1000; id++) {
            sites.add(site(id, "m" + id));
        }
        List<Thread> threads = new ArrayList<>();
        for (int t = 0; t < 4; t++) {
            Thread thread = new Thread(() -> {
                for (int round = 0; round < 100; round++) {
                    sites.forEach(counters::increment);
                }
            });
            threads.add(thread);
            thread.start();
        }

        for (Thread thread : threads) {
            thread.join();
        }

        assertEquals(1000, counters.counts().size());
        for (Site s : sites) {
            assertEquals(400, counters.get(s), s.toString());
        }
    }

    @Test
    void byMethod_addsUpTheSitesOfAMethod_theHighestFirst_andLeavesOutZeros() {
        SiteCounters counters = new SiteCounters();

        counters.add(site(0, "a"), 3);
        counters.add(site(5, "b"), 4);
        counters.add(site(300, "a"), 2);
        counters.add(site(7, "z"), 0);

        assertEquals(List.of(Map.entry("p/C.a()V", 5L), Map.entry("p/C.b()V", 4L)), counters.byMethod());
        assertEquals(0, counters.get(site(9, "never")));
    }
}
