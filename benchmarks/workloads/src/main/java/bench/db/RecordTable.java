package bench.db;

import java.util.Arrays;

/**
 * The records of the database in storage order. Removal moves the last record into the hole, so
 * adding and removing take constant time.
 */
final class RecordTable {

    private Record[] records = new Record[1024];
    private int size;

    void add(Record record) {
        if (size == records.length) {
            records = Arrays.copyOf(records, size * 2);
        }
        record.setSlot(size);
        records[size++] = record;
    }

    void remove(Record record) {
        int slot = record.slot();
        Record last = records[--size];
        records[slot] = last;
        last.setSlot(slot);
        records[size] = null;
        record.setSlot(-1);
    }

    void forEach(RecordVisitor visitor) {
        for (int slot = 0; slot < size; slot++) {
            visitor.visit(records[slot]);
        }
    }
}
