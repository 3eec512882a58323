package bench.mpegaudio;

/** Blends the decoded signal with the dry input, wet and dry gains in Q15. */
final class Mixer implements Stage {

    private final int wet;
    private final int dry;

    Mixer(int wet, int dry) {
        this.wet = wet;
        this.dry = dry;
    }

    @Override
    public void process(Frame frame) {
        for (int i = 0; i < Frame.SAMPLES; i++) {
            frame.setSample(i, mix(frame.sample(i), frame.drySample(i)));
        }
    }

    private int mix(int decoded, int input) {
        return Fixed.saturate(Fixed.mul(decoded, wet) + Fixed.mul(input, dry));
    }
}
