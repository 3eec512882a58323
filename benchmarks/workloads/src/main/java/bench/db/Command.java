package bench.db;

/** One statement of the query script. */
interface Command {

    /** Runs this statement against {@code db}; returns a checksum of its effect or answer. */
    long execute(Database db);
}
