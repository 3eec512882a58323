package bench.jess;

/** A pair of integers, such as a grid cell or a (family, member) key. */
final class PairValue extends Value {

    private final int first;
    private final int second;

    PairValue(int first, int second) {
        this.first = first;
        this.second = second;
    }

    @Override
    boolean equalsValue(Value other) {
        return other instanceof PairValue o && o.first == first && o.second == second;
    }

    @Override
    int hash() {
        return first * 65_599 + second;
    }

    @Override
    public String toString() {
        return "(" + first + " . " + second + ")";
    }
}
