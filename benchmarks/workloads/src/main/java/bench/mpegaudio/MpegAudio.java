package bench.mpegaudio;

import bench.Input;
import bench.Workload;
import java.util.Arrays;

/**
 * A fixed-point subband audio codec round trip, like SPECjvm98 _222_mpegaudio: synthesized frames
 * go through pre-emphasis, the MPEG-1 polyphase analysis filterbank, scale factors, bit
 * allocation, quantization, dequantization, the synthesis filterbank, de-emphasis and a wet/dry
 * mix; the checksum covers every output sample and every frame's allocation.
 *
 * <p>Call structure: the hottest site is {@code Filter.tap} in {@link Matrix}, where
 * {@link Filters.CosineFilter} receives about 94% of calls and {@link Filters.GainFilter} (the
 * equalised subbands) the rest; every tap calls the {@link Fixed} helpers. Megamorphic sites:
 * {@code Stage.process} in {@link Pipeline}, over nine stage classes once per frame each, and
 * {@code Voice.next} in {@link Synthesizer}, over six voice classes once per sample each.
 */
public final class MpegAudio {

    private static final int SMALL_FRAMES = 4_000;
    private static final int LARGE_FRAMES = 80_000;
    private static final int EMPHASIS = Fixed.ONE / 4;
    private static final int BITS_PER_BLOCK = 96;

    private MpegAudio() {
    }

    public static void main(String[] args) {
        Workload.main("mpegaudio", args, MpegAudio::run);
    }

    static long run(Input input) {
        int frames = input == Input.SMALL ? SMALL_FRAMES : LARGE_FRAMES;
        Synthesizer source = newSource();
        Pipeline codec = newCodec();
        Frame frame = new Frame();
        long checksum = 0;
        for (int f = 0; f < frames; f++) {
            source.fill(frame);
            codec.process(frame);
            checksum = frame.fold(checksum);
        }
        return checksum;
    }

    private static Synthesizer newSource() {
        return new Synthesizer(new Voices.Sine(440, 6000), new Voices.Square(110, 2500),
                new Voices.Sawtooth(330, 3000), new Voices.Triangle(660, 4000),
                new Voices.Noise(800), new Voices.Chirp(200, 8000, 5000));
    }

    private static Pipeline newCodec() {
        Window window = new Window();
        return new Pipeline(new Emphasis.Pre(EMPHASIS),
                new AnalysisFilterbank(window, equaliserGains()), new ScaleFactors(),
                new BitAllocator(BITS_PER_BLOCK), new Quantization.Quantizer(),
                new Quantization.Dequantizer(),
                new SynthesisFilterbank(window), new Emphasis.De(EMPHASIS),
                new Mixer(Fixed.ONE * 3 / 4, Fixed.ONE / 4));
    }

    /** Unity gain except a bass boost in subband 0 and a cut in the top three subbands. */
    private static int[] equaliserGains() {
        int[] gains = new int[Frame.SUBBANDS];
        Arrays.fill(gains, Fixed.ONE);
        gains[0] = Fixed.ONE * 5 / 4;
        for (int sb = Frame.SUBBANDS - 3; sb < Frame.SUBBANDS; sb++) {
            gains[sb] = Fixed.ONE / 2;
        }
        return gains;
    }
}
