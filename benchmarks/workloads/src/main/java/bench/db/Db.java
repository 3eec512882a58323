package bench.db;

import bench.Input;
import bench.Rng;
import bench.Workload;

/**
 * An in-memory database of address records driven by a query script, like SPECjvm98 _209_db: it
 * loads the records, then runs finds, inserts, deletes, updates, range scans, per-state tallies
 * and sorted range queries, and finally hashes the surviving records.
 *
 * <p>Call structure: megamorphic site {@code Command.execute} in {@link #execute}, over seven
 * command classes in equal proportions. Skewed site: {@code Comparator.compare} in
 * {@link MergeSorter}, where {@link Orders#BY_NAME} takes about 88% of the queries and four rare
 * orders share the rest; the comparators call small getters and {@link Text#compareTo}, which
 * calls {@link Text#byteAt}. Polymorphic {@code RecordVisitor.visit} sites: in {@link ZipIndex}
 * over three visitor classes, in {@link NameIndex} over two.
 */
public final class Db {

    private static final long SEED = 209;
    private static final int RECORDS = 20_000;
    private static final int SMALL_COMMANDS = 20_000;
    private static final int LARGE_COMMANDS = 800_000;

    private Db() {
    }

    public static void main(String[] args) {
        Workload.main("db", args, Db::run);
    }

    static long run(Input input) {
        RecordGenerator generator = new RecordGenerator();
        Database db = load(generator, new Rng(SEED));
        Command[] script = new ScriptWriter(generator, SEED + 1)
                .write(input == Input.SMALL ? SMALL_COMMANDS : LARGE_COMMANDS);
        long checksum = execute(db, script);
        Visitors.Summary survivors = new Visitors.Summary();
        db.forEach(survivors);
        return checksum * 31 + survivors.result();
    }

    private static Database load(RecordGenerator generator, Rng rng) {
        Database db = new Database(RECORDS);
        for (int i = 0; i < RECORDS; i++) {
            db.add(generator.record(db.allocateId(), rng));
        }
        return db;
    }

    private static long execute(Database db, Command[] script) {
        long checksum = 0;
        for (Command command : script) {
            checksum = checksum * 1_000_003 + command.execute(db);
        }
        return checksum;
    }
}
