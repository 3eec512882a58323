package bench.mpegaudio;

/** Produces the input signal: the sum of its voices, saturated to 16 bits. */
final class Synthesizer {

    private final Voice[] voices;

    Synthesizer(Voice... voices) {
        this.voices = voices;
    }

    /** Fills {@code frame} with the next samples and keeps them as its dry copy. */
    void fill(Frame frame) {
        for (int i = 0; i < Frame.SAMPLES; i++) {
            frame.setSample(i, Fixed.saturate(mix()));
        }
        frame.keepDry();
    }

    private int mix() {
        int sum = 0;
        for (Voice voice : voices) {
            sum += voice.next();
        }
        return sum;
    }
}
