package bench.jess;

/** An integer value; small ones are shared. */
final class IntValue extends Value {

    private static final IntValue[] SMALL = new IntValue[1024];

    static {
        for (int i = 0; i < SMALL.length; i++) {
            SMALL[i] = new IntValue(i);
        }
    }

    private final int value;

    private IntValue(int value) {
        this.value = value;
    }

    /** The value {@code value}, shared when it is small and not negative. */
    static IntValue of(int value) {
        return value >= 0 && value < SMALL.length ? SMALL[value] : new IntValue(value);
    }

    @Override
    boolean equalsValue(Value other) {
        return other instanceof IntValue o && o.value == value;
    }

    @Override
    int hash() {
        return value * 0x9E3779B1;
    }

    @Override
    int asInt() {
        return value;
    }

    @Override
    public String toString() {
        return Integer.toString(value);
    }
}
