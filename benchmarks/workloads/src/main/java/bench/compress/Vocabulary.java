package bench.compress;

import bench.Rng;
import java.nio.charset.StandardCharsets;

/** A fixed list of pseudo-words built from syllables, drawn with a skewed frequency. */
final class Vocabulary {

    private static final String[] SYLLABLES = {
        "the", "an", "com", "pre", "ss", "ion", "da", "ta", "ve", "ry", "lo", "ng", "str", "ing",
        "in", "ter", "pro", "file", "call", "me", "th", "od", "ob", "ject", "re", "turn", "val",
        "ue", "by", "te", "or", "der", "sam", "ple", "gr", "aph",
    };

    private final byte[][] words;

    Vocabulary(Rng rng, int size) {
        words = new byte[size][];
        for (int i = 0; i < size; i++) {
            words[i] = makeWord(rng);
        }
    }

    private static byte[] makeWord(Rng rng) {
        StringBuilder word = new StringBuilder();
        int syllables = 1 + rng.nextInt(3);
        for (int i = 0; i < syllables; i++) {
            word.append(SYLLABLES[rng.nextSkewed(SYLLABLES.length)]);
        }
        return word.toString().getBytes(StandardCharsets.US_ASCII);
    }

    /** Returns a word, frequent ones more often; callers must not modify it. */
    byte[] pick(Rng rng) {
        return words[rng.nextSkewed(words.length)];
    }
}
