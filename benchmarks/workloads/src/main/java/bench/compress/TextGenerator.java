package bench.compress;

import bench.Rng;
import java.util.Arrays;

/** Generates deterministic text-like buffers from a fixed seed: the input of the compressor. */
final class TextGenerator {

    private static final int VOCABULARY_SIZE = 600;

    private final Rng rng;
    private final Vocabulary words;
    private final Phrase[] phrases = Phrases.all();

    TextGenerator(long seed) {
        rng = new Rng(seed);
        words = new Vocabulary(rng, VOCABULARY_SIZE);
    }

    /** Returns a new buffer of exactly {@code length} bytes. */
    byte[] generate(int length) {
        ByteArrayBuilder out = new ByteArrayBuilder(length + 256);
        while (out.size() < length) {
            phrases[rng.nextInt(phrases.length)].appendTo(out, words, rng);
        }
        return Arrays.copyOf(out.toArray(), length);
    }
}
