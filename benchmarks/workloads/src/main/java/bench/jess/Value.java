package bench.jess;

/**
 * A slot value of a fact. Five concrete classes stand for the atoms of a problem (the engine is
 * run with each in turn), so {@link #equalsValue} and {@link #hash} are megamorphic call sites of
 * the join and of the fact table.
 */
abstract class Value {

    /** True when {@code other} denotes the same value: same class and equal contents. */
    abstract boolean equalsValue(Value other);

    /** A hash consistent with {@link #equalsValue}, the same on every VM. */
    abstract int hash();

    /** The integer of a numeric value. */
    int asInt() {
        throw new IllegalStateException("not an integer: " + this);
    }
}
