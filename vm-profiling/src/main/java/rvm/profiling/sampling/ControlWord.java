package rvm.profiling.sampling;

import rvm.core.runtime.Yieldpoints;

/**
 * The yieldpoint control word as the samplers see it: 0 nothing requested, -1 prologue and
 * epilogue yieldpoints taken (a sampling window is open), +1 every yieldpoint taken (a timer tick
 * is pending). An interface so that the samplers' state machines can be tested on a word of
 * their own.
 */
public interface ControlWord {

    /** The VM's one word, {@link Yieldpoints#word}. */
    ControlWord YIELDPOINTS = new ControlWord() {
        @Override
        public int get() {
            return Yieldpoints.backedgeWord();
        }

        @Override
        public void set(int value) {
            Yieldpoints.set(value);
        }

        @Override
        public boolean compareAndSet(int expected, int value) {
            return Yieldpoints.compareAndSet(expected, value);
        }
    };

    /** The word's value. */
    int get();

    /** Sets the word. */
    void set(int value);

    /** Sets the word to {@code value} if it is {@code expected}; returns whether it did. */
    boolean compareAndSet(int expected, int value);
}
