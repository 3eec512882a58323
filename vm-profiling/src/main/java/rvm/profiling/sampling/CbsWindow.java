package rvm.profiling.sampling;

import java.util.Random;
import java.util.concurrent.atomic.AtomicLong;
import rvm.core.runtime.YieldpointKind;

/**
 * Counter-based sampling's decision, Figure 3 of Arnold and Grove (CGO 2005) on the overloaded
 * control word: which taken yieldpoints take a call-edge sample.
 *
 * <ol>
 *   <li>A timer tick sets the word to +1 (only from 0: see {@link #tick}).</li>
 *   <li>The first yieldpoint that sees +1 opens a <em>window</em>: the word becomes -1, so that
 *       every prologue and epilogue yieldpoint (and no backedge) is taken from then on, and a
 *       countdown starts at the window's first stride.</li>
 *   <li>Each prologue or epilogue yieldpoint taken in the window counts down; the one that reaches 0
 *       takes a sample and the countdown restarts at {@code stride}.</li>
 *   <li>After {@code samples} samples the window closes and the word goes back to 0.</li>
 * </ol>
 * The first countdown of each window is {@code 1, 2, ..., stride, 1, 2, ...} in turn
 * ({@link Start#ROUND_ROBIN}) or drawn from {@code [1..stride]} with a seeded generator
 * ({@link Start#RANDOM}), so that samples do not always fall on the same calls after a tick. A tick
 * that arrives while a window is open leaves the window alone (Jikes RVM's "CBS overrun").
 *
 * <p>One window for the whole VM, as there is one word: in a multi-threaded guest the yieldpoints of
 * all threads count down the same window.
 *
 * <p>Constraints: called from yieldpoint slow paths on any guest thread, concurrently; no lock, and
 * no allocation but the opener's random draw.
 */
public final class CbsWindow {

    /** How the first countdown of a window is chosen. */
    public enum Start {
        /** 1, 2, ..., stride, then 1 again, one step per window. */
        ROUND_ROBIN,
        /** Uniform in [1..stride], from a generator seeded once. */
        RANDOM
    }

    /** No window open (or one being opened: yieldpoints that see it do not count). */
    private static final long CLOSED = 0;

    private final int stride;
    private final int samples;
    private final Start start;
    private final ControlWord word;
    private final Random random;
    /** The window: samples left (high half) and countdown (low half), or CLOSED. */
    private final AtomicLong state = new AtomicLong(CLOSED);
    /**
     * The round-robin start of the next window, 0-based; written only by a window's opener, and
     * published to the next opener through the word and the state.
     */
    private int nextStart;

    /**
     * A closed window on {@code word}.
     *
     * @param stride  every stride-th prologue or epilogue yieldpoint of a window takes a sample; at least 1
     * @param samples samples per window (per tick); at least 1
     * @param seed    the seed of the {@link Start#RANDOM} generator
     * @throws IllegalArgumentException for a stride or a sample count below 1
     */
    public CbsWindow(int stride, int samples, Start start, long seed, ControlWord word) {
        if (stride < 1 || samples < 1) {
            throw new IllegalArgumentException("stride and samples must be at least 1: " + stride + ", " + samples);
        }
        this.stride = stride;
        this.samples = samples;
        this.start = start;
        this.word = word;
        this.random = new Random(seed);
    }

    /**
     * A timer tick: sets the word to +1 unless a request is already pending or a window is open.
     * Returns whether it did.
     */
    public boolean tick() {
        return word.compareAndSet(0, 1);
    }

    /**
     * A yieldpoint of {@code kind} was taken with the word at {@code wordSeen}. Returns whether it
     * takes a sample.
     */
    public boolean taken(YieldpointKind kind, int wordSeen) {
        if (wordSeen > 0) {
            open();
        }
        return kind != YieldpointKind.BACKEDGE && countDown();
    }

    /** Whether a window is open and counting down. */
    public boolean isOpen() {
        return state.get() != CLOSED;
    }

    /**
     * Opens a window if the word still holds a tick. The word's +1 to -1 elects one opener per
     * tick: a yieldpoint that saw +1 long ago, after that tick's window has come and gone, opens
     * nothing.
     */
    private void open() {
        if (!word.compareAndSet(1, -1)) {
            return;
        }
        state.set(pack(samples, nextFirst()));
    }

    /**
     * The first countdown of the next window (round robin or drawn, per {@link Start}), for the
     * window's opener only: here, or the tick that opens a call-free window ({@code CbsCalls.open}).
     */
    public int nextFirst() {
        if (start == Start.ROUND_ROBIN) {
            int first = nextStart % stride + 1;
            nextStart = first % stride;
            return first;
        }
        return random.nextInt(stride) + 1;
    }

    private boolean countDown() {
        while (true) {
            long s = state.get();
            if (s == CLOSED) {
                return false;
            }
            int left = (int) (s >>> 32);
            int countdown = (int) s - 1;
            if (countdown > 0) {
                if (state.compareAndSet(s, pack(left, countdown))) {
                    return false;
                }
            } else if (left == 1) {
                if (state.compareAndSet(s, CLOSED)) {
                    word.set(0);
                    return true;
                }
            } else if (state.compareAndSet(s, pack(left - 1, stride))) {
                return true;
            }
        }
    }

    private static long pack(int left, int countdown) {
        return ((long) left << 32) | countdown;
    }
}
