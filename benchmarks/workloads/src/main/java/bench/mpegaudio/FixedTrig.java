package bench.mpegaudio;

/**
 * A Q15 sine table of {@link #STEPS} points per turn, built by repeated rotation in Q30 integer
 * arithmetic, so that every VM computes the same coefficients.
 */
final class FixedTrig {

    /** Table points per full turn. */
    static final int STEPS = 1024;

    private static final long COS_STEP = 1073721611L;
    private static final long SIN_STEP = 6588356L;
    private static final int[] SINE = build();

    private FixedTrig() {
    }

    /** Returns sin(2 pi index / STEPS) in Q15, for any int index. */
    static int sin(int index) {
        return SINE[index & (STEPS - 1)];
    }

    /** Returns cos(2 pi index / STEPS) in Q15, for any int index. */
    static int cos(int index) {
        return sin(index + STEPS / 4);
    }

    private static int[] build() {
        int[] table = new int[STEPS];
        long cos = 1L << 30;
        long sin = 0;
        for (int i = 0; i < STEPS; i++) {
            table[i] = Fixed.round(sin, 15);
            long nextCos = (cos * COS_STEP - sin * SIN_STEP + (1L << 29)) >> 30;
            sin = (sin * COS_STEP + cos * SIN_STEP + (1L << 29)) >> 30;
            cos = nextCos;
        }
        return table;
    }
}
