package bench.compress;

/** The decompressor's string table: each code is its prefix code plus one last byte. */
final class Dictionary {

    private final int[] prefixes;
    private final byte[] lastBytes;
    private final byte[] firstBytes;
    private final byte[] stack;
    private int nextCode = Lzw.FIRST;

    Dictionary(int capacity) {
        prefixes = new int[capacity];
        lastBytes = new byte[capacity];
        firstBytes = new byte[capacity];
        stack = new byte[capacity];
        for (int b = 0; b < 256; b++) {
            lastBytes[b] = (byte) b;
            firstBytes[b] = (byte) b;
        }
    }

    int nextCode() {
        return nextCode;
    }

    boolean isFull() {
        return nextCode == prefixes.length;
    }

    void reset() {
        nextCode = Lzw.FIRST;
    }

    int firstByte(int code) {
        return firstBytes[code] & 0xff;
    }

    /** Adds the string of {@code prefix} followed by {@code last} as the next code. */
    void add(int prefix, int last) {
        prefixes[nextCode] = prefix;
        lastBytes[nextCode] = (byte) last;
        firstBytes[nextCode] = firstBytes[prefix];
        nextCode++;
    }

    /** Writes the string of {@code code} to {@code out}. */
    void write(int code, ByteSink out) {
        int depth = 0;
        while (code >= Lzw.FIRST) {
            stack[depth++] = lastBytes[code];
            code = prefixes[code];
        }
        out.write(code);
        while (depth > 0) {
            out.write(stack[--depth]);
        }
    }
}
