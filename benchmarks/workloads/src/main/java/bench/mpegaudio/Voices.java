package bench.mpegaudio;

/**
 * The six voices of the test signal: sine, square, sawtooth, triangle, noise and chirp. Each is a
 * 32-bit phase accumulator (or generator) scaled by a Q15 amplitude; the synthesizer calls every
 * voice once per sample, so its {@code Voice.next} call site is megamorphic.
 */
final class Voices {

    static final int SAMPLE_RATE = 44_100;

    private Voices() {
    }

    /** Returns the phase increment per sample of a tone of {@code hertz}. */
    static int step(int hertz) {
        return (int) ((long) hertz * (1L << 32) / SAMPLE_RATE);
    }

    abstract static class Oscillator implements Voice {
        private final int step;
        private final int amplitude;
        private int phase;

        Oscillator(int hertz, int amplitude) {
            this.step = step(hertz);
            this.amplitude = amplitude;
        }

        @Override
        public final int next() {
            phase += step;
            return Fixed.mul(wave(phase), amplitude);
        }

        /** Returns the waveform at {@code phase} (a full turn is 2^32) in Q15. */
        abstract int wave(int phase);
    }

    static final class Sine extends Oscillator {
        Sine(int hertz, int amplitude) {
            super(hertz, amplitude);
        }

        @Override
        int wave(int phase) {
            return FixedTrig.sin(phase >>> 22);
        }
    }

    static final class Square extends Oscillator {
        Square(int hertz, int amplitude) {
            super(hertz, amplitude);
        }

        @Override
        int wave(int phase) {
            return phase < 0 ? -Fixed.MAX_SAMPLE : Fixed.MAX_SAMPLE;
        }
    }

    static final class Sawtooth extends Oscillator {
        Sawtooth(int hertz, int amplitude) {
            super(hertz, amplitude);
        }

        @Override
        int wave(int phase) {
            return phase >> 16;
        }
    }

    static final class Triangle extends Oscillator {
        Triangle(int hertz, int amplitude) {
            super(hertz, amplitude);
        }

        @Override
        int wave(int phase) {
            int ramp = phase >> 15;
            return (ramp < 0 ? -ramp : ramp) - Fixed.ONE;
        }
    }

    /** White noise from a linear congruential generator with a fixed seed. */
    static final class Noise implements Voice {
        private final int amplitude;
        private int state = 0x1234567;

        Noise(int amplitude) {
            this.amplitude = amplitude;
        }

        @Override
        public int next() {
            state = state * 1_103_515_245 + 12_345;
            return Fixed.mul(state >> 16, amplitude);
        }
    }

    /** A sine whose frequency sweeps up from {@code fromHertz} and wraps at {@code toHertz}. */
    static final class Chirp implements Voice {
        private final int lowest;
        private final int highest;
        private final int amplitude;
        private int step;
        private int phase;

        Chirp(int fromHertz, int toHertz, int amplitude) {
            lowest = step(fromHertz);
            highest = step(toHertz);
            this.amplitude = amplitude;
            step = lowest;
        }

        @Override
        public int next() {
            phase += step;
            step = step >= highest ? lowest : step + 64;
            return Fixed.mul(FixedTrig.sin(phase >>> 22), amplitude);
        }
    }
}
