package rvm.tool;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.atomic.AtomicReference;
import java.util.concurrent.atomic.LongAdder;

/**
 * A count per {@link Site}, safe under concurrent {@link #add} from guest threads: what most tools
 * keep. Sites are found by {@link Site#id()} in an array, and counts are {@link LongAdder}s, so
 * that threads counting one hot site do not contend.
 */
public final class SiteCounters {

    private record Counter(Site site, LongAdder count) {
    }

    private final AtomicReference<Counter[]> counters = new AtomicReference<>(new Counter[256]);

    /** Adds {@code n} to the count of {@code site}. */
    public void add(Site site, long n) {
        counter(site).add(n);
    }

    /** Adds 1 to the count of {@code site}. */
    public void increment(Site site) {
        counter(site).increment();
    }

    /** The count of {@code site}: 0 if nothing was added. */
    public long get(Site site) {
        Counter[] a = counters.get();
        Counter c = site.id() < a.length ? a[site.id()] : null;
        return c == null ? 0 : c.count().sum();
    }

    /** Every site counted so far with its count, in the order of their ids. */
    public Map<Site, Long> counts() {
        Map<Site, Long> out = new LinkedHashMap<>();
        for (Counter c : counters.get()) {
            if (c != null) {
                out.put(c.site(), c.count().sum());
            }
        }
        return out;
    }

    /**
     * The counts added up per method ({@link Site#method()}), the highest first (then by name);
     * methods whose sites all count 0 are left out.
     */
    public List<Map.Entry<String, Long>> byMethod() {
        Map<String, Long> perMethod = new HashMap<>();
        counts().forEach((site, n) -> perMethod.merge(site.method(), n, Long::sum));
        List<Map.Entry<String, Long>> sorted = new ArrayList<>(perMethod.entrySet());
        sorted.removeIf(e -> e.getValue() == 0);
        sorted.sort(Map.Entry.<String, Long>comparingByValue().reversed().thenComparing(Map.Entry.comparingByKey()));
        return sorted;
    }

    private LongAdder counter(Site site) {
        int id = site.id();
        Counter[] a = counters.get();
        if (id < a.length && a[id] != null) {
            return a[id].count();
        }
        synchronized (this) {
            a = counters.get();
            if (id >= a.length) {
                Counter[] bigger = new Counter[Math.max(a.length * 2, id + 1)];
                System.arraycopy(a, 0, bigger, 0, a.length);
                a = bigger;
            }
            if (a[id] == null) { // a record's fields are final: a reader that sees it sees it whole
                a[id] = new Counter(site, new LongAdder());
            }
            counters.set(a);
            return a[id].count();
        }
    }
}
