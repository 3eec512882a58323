package bench.jess;

/**
 * How a problem's atoms (people, tasks, places) are represented: each atom in turn with the next
 * of five kinds, so that the join's {@link Value#equalsValue} site sees all five value classes
 * about evenly.
 */
enum AtomKind {
    SYMBOL, INTEGER, STRING, FLOAT, PAIR;

    private static final AtomKind[] KINDS = values();

    /** The atom numbered {@code index}; symbols are interned in {@code symbols}. */
    static Value atom(int index, SymbolTable symbols) {
        return KINDS[index % KINDS.length].make(index, symbols);
    }

    private Value make(int index, SymbolTable symbols) {
        return switch (this) {
            case SYMBOL -> symbols.intern("a" + index);
            case INTEGER -> IntValue.of(10_000 + index);
            case STRING -> new StringValue("n" + index);
            case FLOAT -> new FloatValue(index * 0.5);
            case PAIR -> new PairValue(index >> 4, index & 15);
        };
    }
}
