package bench.compress;

import bench.Rng;

/** One kind of text fragment; the generator appends fragments of every kind in turn at random. */
interface Phrase {

    /** Appends one fragment of this kind to {@code out}. */
    void appendTo(ByteSink out, Vocabulary words, Rng rng);
}
