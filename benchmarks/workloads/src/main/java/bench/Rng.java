package bench;

/**
 * Deterministic pseudo-random numbers for generating workload inputs: a xorshift generator with a
 * mixed seed, run as guest code, so every VM and every run draws the same sequence.
 */
public final class Rng {

    private long state;

    /** A generator whose sequence is fixed by {@code seed}. */
    public Rng(long seed) {
        long mixed = (seed ^ 0x2545F4914F6CDD1DL) * 0x9E3779B97F4A7C15L;
        state = mixed == 0 ? 1 : mixed;
    }

    /** A number in {@code [0, bound)}. */
    public int nextInt(int bound) {
        return (int) ((next() >>> 33) % bound);
    }

    /** A number in {@code [0, bound)}, small values more likely (the product of two uniform draws). */
    public int nextSkewed(int bound) {
        return (int) ((long) nextInt(bound) * nextInt(bound) / bound);
    }

    /** A double in {@code [low, high)}. */
    public double range(double low, double high) {
        return low + (next() >>> 11) * 0x1.0p-53 * (high - low);
    }

    private long next() {
        state ^= state << 13;
        state ^= state >>> 7;
        state ^= state << 17;
        return state;
    }
}
