package rvm.profiling.sampling;

import rvm.core.runtime.YieldpointKind;

/**
 * The old Jikes RVM timer-only scheme's decision: each timer tick buys exactly one call-edge
 * sample, taken at the next prologue or epilogue yieldpoint.
 *
 * <p>A tick sets the word to +1. A backedge yieldpoint that sees it cannot sample a call edge, so
 * it turns the word to -1, which only prologue and epilogue yieldpoints take; the first of those
 * to win the word back to 0 takes the sample. The sample therefore lands on whatever call is
 * under way when the tick arrives, which is exactly the bias counter-based sampling was designed
 * to remove (a long-running callee absorbs the samples of the short calls around it).
 *
 * <p>Constraints: called from yieldpoint slow paths on any guest thread, concurrently; no lock,
 * no allocation.
 */
public final class TimerSampling {

    private final ControlWord word;

    /** The scheme on {@code word}. */
    public TimerSampling(ControlWord word) {
        this.word = word;
    }

    /** A timer tick: sets the word to +1 unless a request is pending. Returns whether it did. */
    public boolean tick() {
        return word.compareAndSet(0, 1);
    }

    /** A yieldpoint of {@code kind} was taken. Returns whether it takes the tick's sample. */
    public boolean taken(YieldpointKind kind) {
        if (kind == YieldpointKind.BACKEDGE) {
            word.compareAndSet(1, -1);
            return false;
        }
        int w = word.get();
        return w != 0 && word.compareAndSet(w, 0);
    }
}
