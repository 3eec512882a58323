package bench.compress;

import java.util.Arrays;

/** Open addressing with a secondary probe, as in Unix compress(1) and SPECjvm98 _201_compress. */
final class HashedCodeTable implements CodeTable {

    private static final int SIZE = 69001;

    private final int[] keys = new int[SIZE];
    private final int[] codes = new int[SIZE];

    @Override
    public int find(int prefix, int symbol) {
        int slot = slotOf(prefix, symbol);
        return keys[slot] == 0 ? NONE : codes[slot];
    }

    @Override
    public void put(int prefix, int symbol, int code) {
        int slot = slotOf(prefix, symbol);
        keys[slot] = keyOf(prefix, symbol);
        codes[slot] = code;
    }

    @Override
    public void clear() {
        Arrays.fill(keys, 0);
    }

    private int slotOf(int prefix, int symbol) {
        int key = keyOf(prefix, symbol);
        int slot = hash(prefix, symbol);
        int step = step(slot);
        while (keys[slot] != 0 && keys[slot] != key) {
            slot = probe(slot, step);
        }
        return slot;
    }

    private static int keyOf(int prefix, int symbol) {
        return ((symbol << 16) | prefix) + 1;
    }

    private static int hash(int prefix, int symbol) {
        return (symbol << 8) ^ prefix;
    }

    private static int step(int slot) {
        return slot == 0 ? 1 : SIZE - slot;
    }

    private static int probe(int slot, int step) {
        int next = slot - step;
        return next < 0 ? next + SIZE : next;
    }
}
