package bench.compress;

/** Packs variable-width codes into bytes. */
interface BitSink {

    /** Appends the low {@code width} bits of {@code code}; {@code width} is at most 16. */
    void write(int code, int width);

    /** Writes the last partial byte, padded with zero bits. */
    void flush();
}
