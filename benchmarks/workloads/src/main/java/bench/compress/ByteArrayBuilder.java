package bench.compress;

import java.util.Arrays;

/** A growable byte array: the sink of generated text and of compressed output. */
final class ByteArrayBuilder implements ByteSink {

    private byte[] bytes;
    private int size;

    ByteArrayBuilder(int capacity) {
        bytes = new byte[Math.max(16, capacity)];
    }

    @Override
    public void write(int b) {
        if (size == bytes.length) {
            bytes = Arrays.copyOf(bytes, size * 2);
        }
        bytes[size++] = (byte) b;
    }

    int size() {
        return size;
    }

    /** Returns the bytes written so far, in a new array of exactly {@link #size()} bytes. */
    byte[] toArray() {
        return Arrays.copyOf(bytes, size);
    }
}
