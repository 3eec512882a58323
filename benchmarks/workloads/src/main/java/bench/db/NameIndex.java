package bench.db;

/**
 * A hash index from name to records, with open addressing and linear probing. Names repeat, so a
 * lookup visits every record of the name; removal leaves a tombstone that later insertions reuse.
 */
final class NameIndex {

    private static final Record TOMBSTONE = new Record(-1, Text.of(""), Text.of(""), Text.of(""),
            Text.of(""), 0, 0, 0);

    private Record[] slots;
    private int used;
    private int live;

    NameIndex(int capacity) {
        slots = new Record[tableSize(capacity)];
    }

    void add(Record record) {
        if (2 * (used + 1) > slots.length) {
            rehash();
        }
        int slot = home(record.name());
        while (slots[slot] != null && slots[slot] != TOMBSTONE) {
            slot = next(slot);
        }
        if (slots[slot] == null) {
            used++;
        }
        slots[slot] = record;
        live++;
    }

    void remove(Record record) {
        for (int slot = home(record.name()); slots[slot] != null; slot = next(slot)) {
            if (slots[slot] == record) {
                slots[slot] = TOMBSTONE;
                live--;
                return;
            }
        }
    }

    /** Visits every record named {@code name}; returns how many there were. */
    int find(Text name, RecordVisitor visitor) {
        int found = 0;
        for (int slot = home(name); slots[slot] != null; slot = next(slot)) {
            Record record = slots[slot];
            if (record != TOMBSTONE && record.name().equals(name)) {
                visitor.visit(record);
                found++;
            }
        }
        return found;
    }

    /** Returns the first record named {@code name}, or null. */
    Record first(Text name) {
        for (int slot = home(name); slots[slot] != null; slot = next(slot)) {
            Record record = slots[slot];
            if (record != TOMBSTONE && record.name().equals(name)) {
                return record;
            }
        }
        return null;
    }

    private int home(Text name) {
        return (name.hashCode() & 0x7fffffff) % slots.length;
    }

    private int next(int slot) {
        return slot + 1 == slots.length ? 0 : slot + 1;
    }

    private void rehash() {
        Record[] old = slots;
        slots = new Record[tableSize(live)];
        used = 0;
        live = 0;
        for (Record record : old) {
            if (record != null && record != TOMBSTONE) {
                add(record);
            }
        }
    }

    private static int tableSize(int capacity) {
        return 4 * capacity + 1;
    }
}
