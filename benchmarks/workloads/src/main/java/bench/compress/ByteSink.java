package bench.compress;

/** A destination of bytes: the output stream abstraction shared by the generator and the codec. */
interface ByteSink {

    /** Appends the low eight bits of {@code b}. */
    void write(int b);
}
