package bench.db;

/** The records with their two indexes, kept consistent by {@link #add} and {@link #remove}. */
final class Database {

    private final RecordTable table = new RecordTable();
    private final NameIndex byName;
    private final ZipIndex byZip = new ZipIndex();
    private int nextId;

    Database(int capacity) {
        byName = new NameIndex(capacity);
    }

    /** Returns a fresh record id. */
    int allocateId() {
        return nextId++;
    }

    void add(Record record) {
        table.add(record);
        byName.add(record);
        byZip.add(record);
    }

    void remove(Record record) {
        table.remove(record);
        byName.remove(record);
        byZip.remove(record);
    }

    int findByName(Text name, RecordVisitor visitor) {
        return byName.find(name, visitor);
    }

    /** Returns the first record named {@code name}, or null. */
    Record firstByName(Text name) {
        return byName.first(name);
    }

    void scanZip(int low, int high, RecordVisitor visitor) {
        byZip.scan(low, high, visitor);
    }

    void forEach(RecordVisitor visitor) {
        table.forEach(visitor);
    }
}
