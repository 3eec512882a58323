package bench.mpegaudio;

/** Q15 fixed-point arithmetic: samples are 16-bit integers, coefficients have 15 fraction bits. */
final class Fixed {

    static final int FRACTION_BITS = 15;
    static final int ONE = 1 << FRACTION_BITS;
    static final int MAX_SAMPLE = 32767;
    static final int MIN_SAMPLE = -32768;

    private Fixed() {
    }

    /** Returns {@code a * b} for a Q15 {@code b}, rounded to nearest. */
    static int mul(int a, int b) {
        return round((long) a * b, FRACTION_BITS);
    }

    /** Returns the exact product, to be accumulated and rounded once. */
    static long product(int a, int b) {
        return (long) a * b;
    }

    /** Returns {@code value} divided by 2^{@code shift}, rounded to nearest; shift must be >= 1. */
    static int round(long value, int shift) {
        return (int) ((value + (1L << (shift - 1))) >> shift);
    }

    /** Clamps {@code value} to the 16-bit sample range. */
    static int saturate(int value) {
        return value > MAX_SAMPLE ? MAX_SAMPLE : Math.max(value, MIN_SAMPLE);
    }

    static int abs(int value) {
        return value < 0 ? -value : value;
    }
}
