package bench.mpegaudio;

/** First-order pre-emphasis before encoding and its inverse after decoding. */
final class Emphasis {

    private Emphasis() {
    }

    /** A first-order high-pass boost, y[n] = x[n] - a x[n-1], undone by {@link De}. */
    static final class Pre implements Stage {

        private final int coefficient;
        private int previous;

        Pre(int coefficient) {
            this.coefficient = coefficient;
        }

        @Override
        public void process(Frame frame) {
            for (int i = 0; i < Frame.SAMPLES; i++) {
                int x = frame.sample(i);
                frame.setSample(i, Fixed.saturate(x - Fixed.mul(previous, coefficient)));
                previous = x;
            }
        }
    }

    /** The inverse of {@link Pre}: y[n] = x[n] + a y[n-1]. */
    static final class De implements Stage {

        private final int coefficient;
        private int previous;

        De(int coefficient) {
            this.coefficient = coefficient;
        }

        @Override
        public void process(Frame frame) {
            for (int i = 0; i < Frame.SAMPLES; i++) {
                previous = Fixed.saturate(frame.sample(i) + Fixed.mul(previous, coefficient));
                frame.setSample(i, previous);
            }
        }
    }
}
