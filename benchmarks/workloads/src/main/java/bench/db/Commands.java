package bench.db;

import bench.Rng;
import java.util.Comparator;

/**
 * The seven statement kinds of the query script. {@link Db} calls them in equal proportions from
 * one {@code Command.execute} site.
 */
final class Commands {

    private Commands() {
    }

    /** Looks up every record of a name through the hash index. */
    static final class Find implements Command {

        private final Text name;

        Find(Text name) {
            this.name = name;
        }

        @Override
        public long execute(Database db) {
            Visitors.Summary summary = new Visitors.Summary();
            db.findByName(name, summary);
            return summary.result();
        }
    }

    /** Inserts a new record whose fields come from a seed fixed when the script was written. */
    static final class Add implements Command {

        private final RecordGenerator generator;
        private final long seed;

        Add(RecordGenerator generator, long seed) {
            this.generator = generator;
            this.seed = seed;
        }

        @Override
        public long execute(Database db) {
            Record record = generator.record(db.allocateId(), new Rng(seed));
            db.add(record);
            return record.fingerprint();
        }
    }

    /** Removes the first record of a name, if there is one. */
    static final class Delete implements Command {

        private final Text name;

        Delete(Text name) {
            this.name = name;
        }

        @Override
        public long execute(Database db) {
            Record record = db.firstByName(name);
            if (record == null) {
                return -1;
            }
            db.remove(record);
            return record.fingerprint();
        }
    }

    /** Adds an amount to the balance of every record of a name. */
    static final class Update implements Command {

        private final Text name;
        private final long amount;

        Update(Text name, long amount) {
            this.name = name;
            this.amount = amount;
        }

        @Override
        public long execute(Database db) {
            return db.findByName(name, new Visitors.Deposit(amount)) * amount;
        }
    }

    /** Summarises the records of a zip range, in index order. */
    static final class RangeScan implements Command {

        private final int low;
        private final int high;

        RangeScan(int low, int high) {
            this.low = low;
            this.high = high;
        }

        @Override
        public long execute(Database db) {
            Visitors.Summary summary = new Visitors.Summary();
            db.scanZip(low, high, summary);
            return summary.result();
        }
    }

    /** Counts the records of a zip range per state. */
    static final class Tally implements Command {

        private final int low;
        private final int high;

        Tally(int low, int high) {
            this.low = low;
            this.high = high;
        }

        @Override
        public long execute(Database db) {
            Visitors.StateTally tally = new Visitors.StateTally();
            db.scanZip(low, high, tally);
            return tally.result();
        }
    }

    /** Selects the records of a zip range, sorts them and hashes the ids in sorted order. */
    static final class SortQuery implements Command {

        private final int low;
        private final int high;
        private final Comparator<Record> order;

        SortQuery(int low, int high, Comparator<Record> order) {
            this.low = low;
            this.high = high;
            this.order = order;
        }

        @Override
        public long execute(Database db) {
            Visitors.Collector selected = new Visitors.Collector();
            db.scanZip(low, high, selected);
            Record[] items = selected.items();
            MergeSorter.sort(items, selected.count(), order);
            long hash = selected.count();
            for (int i = 0; i < selected.count(); i++) {
                hash = hash * 31 + items[i].id();
            }
            return hash;
        }
    }
}
