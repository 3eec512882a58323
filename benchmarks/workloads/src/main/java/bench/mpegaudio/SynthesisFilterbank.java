package bench.mpegaudio;

/**
 * The polyphase synthesis filterbank of MPEG-1 audio: per block, matrixing of 32 subband samples
 * into 64 values pushed onto a 1024-value history, then windowing to 32 PCM samples.
 */
final class SynthesisFilterbank implements Stage {

    private static final int MATRIXED = 64;
    private static final int HISTORY = 1024;

    private final Window window;
    private final Matrix matrix;
    private final int[] history = new int[HISTORY];
    private final int[] matrixed = new int[MATRIXED];

    SynthesisFilterbank(Window window) {
        this.window = window;
        Filter[] rows = new Filter[MATRIXED];
        for (int i = 0; i < rows.length; i++) {
            rows[i] = new Filters.CosineFilter(Frame.SUBBANDS, 8 * (16 + i), 16 * (16 + i));
        }
        matrix = new Matrix(rows, Fixed.FRACTION_BITS);
    }

    @Override
    public void process(Frame frame) {
        for (int b = 0; b < Frame.BLOCKS; b++) {
            matrix.apply(frame.subbands[b], matrixed);
            System.arraycopy(history, 0, history, MATRIXED, HISTORY - MATRIXED);
            System.arraycopy(matrixed, 0, history, 0, MATRIXED);
            for (int j = 0; j < Frame.SUBBANDS; j++) {
                frame.setSample(b * Frame.SUBBANDS + j, Fixed.saturate(output(j)));
            }
        }
    }

    private int output(int j) {
        long sum = 0;
        for (int i = 0; i < 8; i++) {
            sum += window.weigh(i * 64 + j, history[i * 128 + j]);
            sum += window.weigh(i * 64 + 32 + j, history[i * 128 + 96 + j]);
        }
        return Fixed.round(sum, Fixed.FRACTION_BITS);
    }
}
