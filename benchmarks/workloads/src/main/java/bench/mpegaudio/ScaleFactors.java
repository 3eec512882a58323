package bench.mpegaudio;

/** Finds each subband's scale: the exponent of the smallest power of two above its peak. */
final class ScaleFactors implements Stage {

    @Override
    public void process(Frame frame) {
        for (int sb = 0; sb < Frame.SUBBANDS; sb++) {
            frame.exponents[sb] = exponentAbove(peak(frame, sb));
        }
    }

    private static int peak(Frame frame, int sb) {
        int peak = 0;
        for (int b = 0; b < Frame.BLOCKS; b++) {
            peak = Math.max(peak, Fixed.abs(frame.subbands[b][sb]));
        }
        return peak;
    }

    private static int exponentAbove(int peak) {
        int exponent = 0;
        while ((1 << exponent) <= peak) {
            exponent++;
        }
        return exponent;
    }
}
