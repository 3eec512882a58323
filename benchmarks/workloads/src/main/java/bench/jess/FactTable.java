package bench.jess;

/** Working memory: the live facts, hashed by contents so that a duplicate assert is a no-op. */
final class FactTable {

    private Fact[] buckets = new Fact[256];
    private int size;

    int size() {
        return size;
    }

    /** The live fact of {@code template} with {@code slots} and hash {@code hash}, or null. */
    Fact find(Template template, Value[] slots, int hash) {
        for (Fact f = buckets[hash & (buckets.length - 1)]; f != null; f = f.next) {
            if (f.hash() == hash && f.sameAs(template, slots)) {
                return f;
            }
        }
        return null;
    }

    void add(Fact fact) {
        int i = fact.hash() & (buckets.length - 1);
        fact.next = buckets[i];
        buckets[i] = fact;
        if (++size > buckets.length) {
            grow();
        }
    }

    void remove(Fact fact) {
        int i = fact.hash() & (buckets.length - 1);
        if (buckets[i] == fact) {
            buckets[i] = fact.next;
        } else {
            Fact f = buckets[i];
            while (f.next != fact) {
                f = f.next;
            }
            f.next = fact.next;
        }
        size--;
    }

    /** A hash of all live facts that does not depend on their order. */
    long contentHash() {
        long sum = 0;
        for (Fact head : buckets) {
            for (Fact f = head; f != null; f = f.next) {
                sum += f.hash() * 0x9E3779B97F4A7C15L;
            }
        }
        return sum;
    }

    private void grow() {
        Fact[] old = buckets;
        buckets = new Fact[old.length * 2];
        for (Fact head : old) {
            Fact f = head;
            while (f != null) {
                Fact next = f.next;
                int i = f.hash() & (buckets.length - 1);
                f.next = buckets[i];
                buckets[i] = f;
                f = next;
            }
        }
    }
}
