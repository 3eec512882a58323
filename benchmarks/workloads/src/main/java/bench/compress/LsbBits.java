package bench.compress;

/** Least significant bit first, as in compress(1) and GIF: the common bit order. */
final class LsbBits {

    private LsbBits() {
    }

    /** Packs codes least significant bit first. */
    static final class Sink implements BitSink {

        private final ByteSink out;
        private int buffer;
        private int count;

        Sink(ByteSink out) {
            this.out = out;
        }

        @Override
        public void write(int code, int width) {
            buffer |= code << count;
            count += width;
            while (count >= 8) {
                out.write(buffer);
                buffer >>>= 8;
                count -= 8;
            }
        }

        @Override
        public void flush() {
            if (count > 0) {
                out.write(buffer);
                buffer = 0;
                count = 0;
            }
        }
    }

    /** Reads codes written by {@link Sink}. */
    static final class Source implements BitSource {

        private final byte[] data;
        private int position;
        private int buffer;
        private int count;

        Source(byte[] data) {
            this.data = data;
        }

        @Override
        public int read(int width) {
            while (count < width) {
                if (position == data.length) {
                    return -1;
                }
                buffer |= (data[position++] & 0xff) << count;
                count += 8;
            }
            int code = buffer & ((1 << width) - 1);
            buffer >>>= width;
            count -= width;
            return code;
        }
    }
}
