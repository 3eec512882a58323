package bench.mpegaudio;

/**
 * The 512-tap window of both filterbanks: a Hann-windowed sinc low-pass prototype with cut-off
 * pi/64, centred on tap 256, in Q15, its sign flipped in every other block of 64 taps as the
 * polyphase form requires.
 */
final class Window {

    static final int TAPS = 512;
    private static final int BLOCK = 64;
    private static final long PI_E4 = 31416;

    private final int[] weights = new int[TAPS];

    Window() {
        for (int n = 0; n < TAPS; n++) {
            int weight = Fixed.mul(sinc(n - TAPS / 2), hann(n));
            weights[n] = (n / BLOCK) % 2 == 0 ? weight : -weight;
        }
    }

    /** Returns tap {@code index} times {@code sample}, unrounded (Q15). */
    long weigh(int index, int sample) {
        return Fixed.product(weights[index], sample);
    }

    /** sin(pi t / 64) / (pi t / 64) in Q15. */
    private static int sinc(int t) {
        if (t == 0) {
            return Fixed.MAX_SAMPLE;
        }
        return (int) (FixedTrig.sin(8 * t) * 64L * 10_000L / (PI_E4 * t));
    }

    private static int hann(int n) {
        return (Fixed.ONE - FixedTrig.cos(2 * n)) / 2;
    }
}
