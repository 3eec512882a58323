package bench.compress;

/** Unpacks variable-width codes from bytes written by the matching {@link BitSink}. */
interface BitSource {

    /** Returns the next {@code width}-bit code, or -1 when fewer than {@code width} bits remain. */
    int read(int width);
}
