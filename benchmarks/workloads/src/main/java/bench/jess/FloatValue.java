package bench.jess;

/** A floating-point value, compared exactly. */
final class FloatValue extends Value {

    private final double value;

    FloatValue(double value) {
        this.value = value;
    }

    @Override
    boolean equalsValue(Value other) {
        return other instanceof FloatValue o && o.value == value;
    }

    @Override
    int hash() {
        long bits = Double.doubleToLongBits(value);
        return (int) (bits ^ (bits >>> 32));
    }

    @Override
    public String toString() {
        return Double.toString(value);
    }
}
