package bench.compress;

/**
 * The sink of decompressed output: compares every byte with the original text as it arrives, so a
 * faulty round trip fails at its first wrong byte.
 */
final class VerifyingSink implements ByteSink {

    private final byte[] expected;
    private int position;

    VerifyingSink(byte[] expected) {
        this.expected = expected;
    }

    @Override
    public void write(int b) {
        if (position >= expected.length || expected[position] != (byte) b) {
            throw new IllegalStateException("round trip differs at byte " + position
                    + " of " + expected.length);
        }
        position++;
    }

    /** Throws unless exactly the whole original text was written. */
    void finish() {
        if (position != expected.length) {
            throw new IllegalStateException("round trip gave " + position + " bytes, expected "
                    + expected.length);
        }
    }
}
