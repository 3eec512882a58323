package bench.mpegaudio;

/** The encoder's quantizer and the decoder's dequantizer of subband samples. */
final class Quantization {

    private Quantization() {
    }

    /** Quantizes each subband sample to its allocated bits, relative to the subband's scale. */
    static final class Quantizer implements Stage {

        @Override
        public void process(Frame frame) {
            for (int b = 0; b < Frame.BLOCKS; b++) {
                for (int sb = 0; sb < Frame.SUBBANDS; sb++) {
                    frame.codes[b][sb] = quantize(frame.subbands[b][sb], frame.exponents[sb],
                            frame.bits[sb]);
                }
            }
        }

        /** The largest code of a {@code bits}-bit symmetric quantizer. */
        static int levels(int bits) {
            return (1 << (bits - 1)) - 1;
        }

        private static int quantize(int sample, int exponent, int bits) {
            if (bits == 0 || exponent == 0) {
                return 0;
            }
            return Fixed.round((long) sample * levels(bits), exponent);
        }
    }

    /** Rebuilds the subband samples from their codes, as a decoder would. */
    static final class Dequantizer implements Stage {

        @Override
        public void process(Frame frame) {
            for (int b = 0; b < Frame.BLOCKS; b++) {
                for (int sb = 0; sb < Frame.SUBBANDS; sb++) {
                    frame.subbands[b][sb] = dequantize(frame.codes[b][sb], frame.exponents[sb],
                            frame.bits[sb]);
                }
            }
        }

        private static int dequantize(int code, int exponent, int bits) {
            if (bits == 0) {
                return 0;
            }
            return (int) (((long) code << exponent) / Quantizer.levels(bits));
        }
    }
}
