package bench.compress;

/**
 * LZW compression with codes growing from 9 bits to {@code maxBits}; when the table is full the
 * encoder sends {@link Lzw#CLEAR} and starts over.
 */
final class LzwEncoder {

    private final CodeTable table;
    private final BitSink sink;
    private final int limit;
    private int nextCode = Lzw.FIRST;

    LzwEncoder(CodeTable table, BitSink sink, int maxBits) {
        this.table = table;
        this.sink = sink;
        this.limit = 1 << maxBits;
    }

    /** Compresses all of {@code data} into the sink and flushes it. */
    void encode(byte[] data) {
        if (data.length > 0) {
            int prefix = data[0] & 0xff;
            for (int i = 1; i < data.length; i++) {
                prefix = extend(prefix, data[i] & 0xff);
            }
            emit(prefix);
        }
        sink.flush();
    }

    private int extend(int prefix, int symbol) {
        int code = table.find(prefix, symbol);
        if (code != CodeTable.NONE) {
            return code;
        }
        emit(prefix);
        learn(prefix, symbol);
        return symbol;
    }

    private void learn(int prefix, int symbol) {
        if (nextCode < limit) {
            table.put(prefix, symbol, nextCode++);
        } else {
            emit(Lzw.CLEAR);
            table.clear();
            nextCode = Lzw.FIRST;
        }
    }

    private void emit(int code) {
        sink.write(code, Lzw.widthBelow(nextCode));
    }
}
