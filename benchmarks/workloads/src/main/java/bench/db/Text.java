package bench.db;

import java.nio.charset.StandardCharsets;

/**
 * An immutable ASCII string with its own ordering and hashing, so that field comparisons run in
 * guest code rather than in the JDK's {@code String}.
 */
final class Text implements Comparable<Text> {

    private final byte[] bytes;
    private int hash;

    private Text(byte[] bytes) {
        this.bytes = bytes;
    }

    static Text of(String value) {
        return new Text(value.getBytes(StandardCharsets.US_ASCII));
    }

    int length() {
        return bytes.length;
    }

    int byteAt(int index) {
        return bytes[index];
    }

    @Override
    public int compareTo(Text other) {
        int common = Math.min(length(), other.length());
        for (int i = 0; i < common; i++) {
            int difference = byteAt(i) - other.byteAt(i);
            if (difference != 0) {
                return difference;
            }
        }
        return length() - other.length();
    }

    @Override
    public boolean equals(Object other) {
        return other instanceof Text text && text.hashCode() == hashCode() && compareTo(text) == 0;
    }

    @Override
    public int hashCode() {
        int h = hash;
        if (h == 0) {
            for (byte b : bytes) {
                h = 31 * h + b;
            }
            hash = h == 0 ? 1 : h;
        }
        return hash;
    }
}
