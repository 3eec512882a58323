package bench.mpegaudio;

/**
 * The polyphase analysis filterbank of MPEG-1 audio: per block of 32 new samples, windowing of a
 * 512-sample history, folding to 64 partial sums, and matrixing to 32 subband samples. Subbands
 * the equaliser boosts or cuts use a {@link Filters.GainFilter}; all others a bare
 * {@link Filters.CosineFilter}.
 */
final class AnalysisFilterbank implements Stage {

    private static final int FOLDED = 64;

    private final Window window;
    private final Matrix matrix;
    private final int[] history = new int[Window.TAPS];
    private final int[] folded = new int[FOLDED];
    private final int[] block = new int[Frame.SUBBANDS];

    AnalysisFilterbank(Window window, int[] equaliserGains) {
        this.window = window;
        Filter[] rows = new Filter[Frame.SUBBANDS];
        for (int k = 0; k < rows.length; k++) {
            int harmonic = 2 * k + 1;
            Filter row = new Filters.CosineFilter(FOLDED, -128 * harmonic, 8 * harmonic);
            int gain = equaliserGains[k];
            rows[k] = gain == Fixed.ONE ? row : new Filters.GainFilter(row, gain);
        }
        matrix = new Matrix(rows, 20);
    }

    @Override
    public void process(Frame frame) {
        for (int b = 0; b < Frame.BLOCKS; b++) {
            shiftIn(frame, b * Frame.SUBBANDS);
            fold();
            matrix.apply(folded, block);
            System.arraycopy(block, 0, frame.subbands[b], 0, Frame.SUBBANDS);
        }
    }

    private void shiftIn(Frame frame, int offset) {
        System.arraycopy(history, 0, history, Frame.SUBBANDS, Window.TAPS - Frame.SUBBANDS);
        for (int j = 0; j < Frame.SUBBANDS; j++) {
            history[Frame.SUBBANDS - 1 - j] = frame.sample(offset + j);
        }
    }

    private void fold() {
        for (int i = 0; i < FOLDED; i++) {
            long sum = 0;
            for (int j = i; j < Window.TAPS; j += FOLDED) {
                sum += window.weigh(j, history[j]);
            }
            folded[i] = Fixed.round(sum, Fixed.FRACTION_BITS);
        }
    }
}
