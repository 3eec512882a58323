package bench.jess;

import java.util.Arrays;

/** An unordered list of facts (an alpha memory): add, remove by identity, index. */
final class FactList {

    private Fact[] facts = new Fact[8];
    private int size;

    int size() {
        return size;
    }

    Fact get(int index) {
        return facts[index];
    }

    void add(Fact fact) {
        if (size == facts.length) {
            facts = Arrays.copyOf(facts, size * 2);
        }
        facts[size++] = fact;
    }

    /** Removes {@code fact} if present, moving the last fact into its place. */
    boolean remove(Fact fact) {
        for (int i = 0; i < size; i++) {
            if (facts[i] == fact) {
                facts[i] = facts[--size];
                facts[size] = null;
                return true;
            }
        }
        return false;
    }
}
