package bench.compress;

/** Most significant bit first, as in TIFF's LZW: the rare bit order. */
final class MsbBits {

    private MsbBits() {
    }

    /** Packs codes most significant bit first. */
    static final class Sink implements BitSink {

        private final ByteSink out;
        private int buffer;
        private int count;

        Sink(ByteSink out) {
            this.out = out;
        }

        @Override
        public void write(int code, int width) {
            buffer = (buffer << width) | code;
            count += width;
            while (count >= 8) {
                count -= 8;
                out.write(buffer >>> count);
            }
            buffer &= (1 << count) - 1;
        }

        @Override
        public void flush() {
            if (count > 0) {
                out.write(buffer << (8 - count));
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
                buffer = (buffer << 8) | (data[position++] & 0xff);
                count += 8;
            }
            count -= width;
            int code = buffer >>> count;
            buffer &= (1 << count) - 1;
            return code;
        }
    }
}
