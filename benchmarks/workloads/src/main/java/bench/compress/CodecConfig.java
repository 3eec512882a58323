package bench.compress;

/**
 * How one buffer is coded: the maximum code width, the table kind and the bit order. Most buffers
 * use 16-bit codes, the hashed table and LSB-first bits; a few use the alternatives.
 */
record CodecConfig(int maxBits, boolean trieTable, boolean msbFirst) {

    /** Returns the configuration of buffer number {@code index}. */
    static CodecConfig forBuffer(int index) {
        return new CodecConfig(index % 4 == 3 ? 12 : 16, index % 8 == 5, index % 6 == 4);
    }

    CodeTable newTable() {
        return trieTable ? new TrieCodeTable(1 << maxBits) : new HashedCodeTable();
    }

    BitSink newSink(ByteSink out) {
        return msbFirst ? new MsbBits.Sink(out) : new LsbBits.Sink(out);
    }

    BitSource newSource(byte[] data) {
        return msbFirst ? new MsbBits.Source(data) : new LsbBits.Source(data);
    }
}
