package bench.compress;

/** The Adler-32 checksum, computed in guest code byte by byte. */
final class Adler32 {

    private static final int MOD = 65521;

    private int a = 1;
    private int b;

    void update(int value) {
        a = (a + (value & 0xff)) % MOD;
        b = (b + a) % MOD;
    }

    void update(byte[] bytes) {
        for (byte value : bytes) {
            update(value);
        }
    }

    int value() {
        return (b << 16) | a;
    }
}
