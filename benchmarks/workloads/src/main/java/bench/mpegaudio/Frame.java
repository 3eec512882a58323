package bench.mpegaudio;

/**
 * One frame of audio as it moves through the pipeline: 384 PCM samples, the dry copy of the input,
 * and the 12 x 32 subband samples with their scale exponents, bit allocation and quantized codes.
 */
final class Frame {

    static final int SUBBANDS = 32;
    static final int BLOCKS = 12;
    static final int SAMPLES = SUBBANDS * BLOCKS;

    private final int[] pcm = new int[SAMPLES];
    private final int[] dry = new int[SAMPLES];
    final int[][] subbands = new int[BLOCKS][SUBBANDS];
    final int[][] codes = new int[BLOCKS][SUBBANDS];
    final int[] exponents = new int[SUBBANDS];
    final int[] bits = new int[SUBBANDS];

    int sample(int index) {
        return pcm[index];
    }

    void setSample(int index, int value) {
        pcm[index] = value;
    }

    int drySample(int index) {
        return dry[index];
    }

    /** Keeps a copy of the current samples for the final mix. */
    void keepDry() {
        System.arraycopy(pcm, 0, dry, 0, SAMPLES);
    }

    /** Folds the output samples and the codes into {@code hash}. */
    long fold(long hash) {
        for (int i = 0; i < SAMPLES; i++) {
            hash = hash * 31 + pcm[i];
        }
        for (int sb = 0; sb < SUBBANDS; sb++) {
            hash = hash * 31 + (bits[sb] << 8 | exponents[sb]);
        }
        return hash;
    }
}
