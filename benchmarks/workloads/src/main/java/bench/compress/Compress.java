package bench.compress;

import bench.Input;
import bench.Workload;

/**
 * An LZW compressor and decompressor over generated text, like SPECjvm98 _201_compress: each
 * buffer is compressed, checksummed, decompressed and compared with the original, several times.
 *
 * <p>Call structure: the per-byte path is a chain of small methods ({@code LzwEncoder.extend},
 * {@code CodeTable.find}, {@code BitSink.write}, {@code ByteSink.write}, {@code Dictionary.write}).
 * Skewed sites: {@code CodeTable.find/put} ({@link HashedCodeTable} for 11 of 12 buffers,
 * {@link TrieCodeTable} for the rest), {@code BitSink.write} and {@code BitSource.read} (LSB-first
 * for 5 of 6 buffers, MSB-first for the rest). Megamorphic site: {@code Phrase.appendTo} in
 * {@link TextGenerator}, over six phrase kinds drawn uniformly.
 */
public final class Compress {

    private static final long SEED = 201;
    private static final int BUFFERS = 12;
    private static final int BUFFER_BYTES = 96 * 1024;
    private static final int SMALL_PASSES = 5;
    private static final int LARGE_PASSES = 190;

    private Compress() {
    }

    public static void main(String[] args) {
        Workload.main("compress", args, Compress::run);
    }

    static long run(Input input) {
        int passes = input == Input.SMALL ? SMALL_PASSES : LARGE_PASSES;
        TextGenerator generator = new TextGenerator(SEED);
        long checksum = 0;
        for (int index = 0; index < BUFFERS; index++) {
            byte[] original = generator.generate(BUFFER_BYTES);
            CodecConfig config = CodecConfig.forBuffer(index);
            for (int pass = 0; pass < passes; pass++) {
                checksum = checksum * 31 + roundTrip(original, config);
            }
        }
        return checksum;
    }

    /** Compresses and decompresses {@code original}; returns a checksum of the compressed bytes. */
    private static long roundTrip(byte[] original, CodecConfig config) {
        byte[] packed = compress(original, config);
        VerifyingSink verifier = new VerifyingSink(original);
        new LzwDecoder(config.maxBits()).decode(config.newSource(packed), verifier);
        verifier.finish();
        Adler32 adler = new Adler32();
        adler.update(packed);
        return ((long) packed.length << 32) | (adler.value() & 0xffffffffL);
    }

    private static byte[] compress(byte[] original, CodecConfig config) {
        ByteArrayBuilder out = new ByteArrayBuilder(original.length / 2);
        new LzwEncoder(config.newTable(), config.newSink(out), config.maxBits()).encode(original);
        return out.toArray();
    }
}
