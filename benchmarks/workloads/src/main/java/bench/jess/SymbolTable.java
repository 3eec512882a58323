package bench.jess;

/** Interns symbols, so that equal symbols are one object; an open-addressing table. */
final class SymbolTable {

    private SymbolValue[] table = new SymbolValue[64];
    private int size;

    /** The one symbol called {@code name}. */
    SymbolValue intern(String name) {
        int mask = table.length - 1;
        int i = name.hashCode() & mask;
        while (table[i] != null) {
            if (table[i].name().equals(name)) {
                return table[i];
            }
            i = (i + 1) & mask;
        }
        SymbolValue symbol = new SymbolValue(name);
        table[i] = symbol;
        if (++size * 2 > table.length) {
            grow();
        }
        return symbol;
    }

    private void grow() {
        SymbolValue[] old = table;
        table = new SymbolValue[old.length * 2];
        int mask = table.length - 1;
        for (SymbolValue symbol : old) {
            if (symbol != null) {
                int i = symbol.hash() & mask;
                while (table[i] != null) {
                    i = (i + 1) & mask;
                }
                table[i] = symbol;
            }
        }
    }
}
