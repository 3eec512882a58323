package bench.compress;

/** The code space shared by {@link LzwEncoder} and {@link LzwDecoder}. */
final class Lzw {

    /** Tells the decoder that the encoder has emptied its table. */
    static final int CLEAR = 256;
    /** The first code that stands for a string of two or more bytes. */
    static final int FIRST = 257;
    /** The width of the first codes after a start or a {@link #CLEAR}. */
    static final int MIN_WIDTH = 9;

    private Lzw() {
    }

    /** Returns the width that holds every code below {@code limit}. */
    static int widthBelow(int limit) {
        int width = MIN_WIDTH;
        while ((1 << width) < limit) {
            width++;
        }
        return width;
    }
}
