package bench.compress;

/**
 * LZW decompression mirroring {@link LzwEncoder}. The decoder learns each string one code later
 * than the encoder, so it reads a code one entry ahead of its own table size.
 */
final class LzwDecoder {

    private static final int NO_PREVIOUS = -1;

    private final Dictionary dictionary;
    private final int limit;

    LzwDecoder(int maxBits) {
        limit = 1 << maxBits;
        dictionary = new Dictionary(limit);
    }

    /** Decompresses every code of {@code source} into {@code out}. */
    void decode(BitSource source, ByteSink out) {
        int previous = NO_PREVIOUS;
        for (int code = source.read(width(previous)); code >= 0;
                code = source.read(width(previous))) {
            previous = code == Lzw.CLEAR ? restart() : expand(previous, code, out);
        }
    }

    private int width(int previous) {
        int known = dictionary.nextCode();
        return Lzw.widthBelow(previous == NO_PREVIOUS ? known : Math.min(known + 1, limit));
    }

    private int restart() {
        dictionary.reset();
        return NO_PREVIOUS;
    }

    private int expand(int previous, int code, ByteSink out) {
        if (previous == NO_PREVIOUS) {
            checkLiteral(code);
            out.write(code);
            return code;
        }
        checkKnown(code);
        int first = code < dictionary.nextCode() ? dictionary.firstByte(code)
                : dictionary.firstByte(previous);
        if (!dictionary.isFull()) {
            dictionary.add(previous, first);
        }
        dictionary.write(code, out);
        return code;
    }

    private static void checkLiteral(int code) {
        if (code > 255) {
            throw new IllegalStateException("corrupt stream: code " + code + " after a clear");
        }
    }

    private void checkKnown(int code) {
        if (code > dictionary.nextCode()) {
            throw new IllegalStateException("corrupt stream: code " + code + " beyond "
                    + dictionary.nextCode());
        }
    }
}
