package bench.jess;

/** An interned symbol: equal symbols are the same object (see {@link SymbolTable}). */
final class SymbolValue extends Value {

    private final String name;
    private final int hash;

    SymbolValue(String name) {
        this.name = name;
        this.hash = name.hashCode();
    }

    String name() {
        return name;
    }

    @Override
    boolean equalsValue(Value other) {
        return other == this;
    }

    @Override
    int hash() {
        return hash;
    }

    @Override
    public String toString() {
        return name;
    }
}
