package bench.db;

import java.util.Arrays;

/** The visitors that commands hand to the indexes, to summarise, tally, collect or update. */
final class Visitors {

    private Visitors() {
    }

    /** Counts the visited records and hashes their fields in visiting order. */
    static final class Summary implements RecordVisitor {

        private int count;
        private long total;
        private long hash;

        @Override
        public void visit(Record record) {
            count++;
            total += record.balance();
            hash = hash * 1_000_003 + record.fingerprint();
        }

        long result() {
            return (hash ^ total) * 31 + count;
        }
    }

    /** Counts the visited records per state and sums their ages, with a small linear table. */
    static final class StateTally implements RecordVisitor {

        private final Text[] states = new Text[64];
        private final int[] counts = new int[64];
        private final long[] ages = new long[64];
        private int size;

        @Override
        public void visit(Record record) {
            int index = indexOf(record.state());
            counts[index]++;
            ages[index] += record.age();
        }

        private int indexOf(Text state) {
            for (int i = 0; i < size; i++) {
                if (states[i].equals(state)) {
                    return i;
                }
            }
            states[size] = state;
            return size++;
        }

        long result() {
            long hash = size;
            for (int i = 0; i < size; i++) {
                hash = hash * 31 + states[i].hashCode();
                hash = hash * 31 + counts[i];
                hash = hash * 31 + ages[i];
            }
            return hash;
        }
    }

    /** Gathers the visited records into an array, for sorting. */
    static final class Collector implements RecordVisitor {

        private Record[] items = new Record[64];
        private int count;

        @Override
        public void visit(Record record) {
            if (count == items.length) {
                items = Arrays.copyOf(items, count * 2);
            }
            items[count++] = record;
        }

        Record[] items() {
            return items;
        }

        int count() {
            return count;
        }
    }

    /** Adds a fixed amount to the balance of every visited record. */
    static final class Deposit implements RecordVisitor {

        private final long amount;

        Deposit(long amount) {
            this.amount = amount;
        }

        @Override
        public void visit(Record record) {
            record.deposit(amount);
        }
    }
}
