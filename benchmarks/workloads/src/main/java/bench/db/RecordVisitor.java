package bench.db;

/** Receives the records an index lookup or scan selects. */
interface RecordVisitor {

    void visit(Record record);
}
