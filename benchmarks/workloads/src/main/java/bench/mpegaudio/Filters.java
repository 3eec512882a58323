package bench.mpegaudio;

/**
 * The two kinds of matrixing row: {@link CosineFilter}, the common one, and {@link GainFilter},
 * used only for the subbands the equaliser boosts or cuts.
 */
final class Filters {

    private Filters() {
    }

    /** A row of cosine weights in Q15: the common filter of both filterbanks. */
    static final class CosineFilter implements Filter {

        private final int[] weights;

        /** Weight {@code i} is cos(2 pi (start + i step) / FixedTrig.STEPS). */
        CosineFilter(int length, int start, int step) {
            weights = new int[length];
            for (int i = 0; i < length; i++) {
                weights[i] = FixedTrig.cos(start + i * step);
            }
        }

        @Override
        public int length() {
            return weights.length;
        }

        @Override
        public long tap(int index, int sample) {
            return Fixed.product(weights[index], sample);
        }
    }

    /** A filter scaled by a Q15 gain: the equaliser's few boosted or cut subbands. */
    static final class GainFilter implements Filter {

        private final Filter inner;
        private final int gain;

        GainFilter(Filter inner, int gain) {
            this.inner = inner;
            this.gain = gain;
        }

        @Override
        public int length() {
            return inner.length();
        }

        @Override
        public long tap(int index, int sample) {
            return inner.tap(index, Fixed.mul(sample, gain));
        }
    }
}
