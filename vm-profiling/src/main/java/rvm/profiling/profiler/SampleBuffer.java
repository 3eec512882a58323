package rvm.profiling.profiler;

import java.util.concurrent.atomic.AtomicLongArray;

/**
 * One guest thread's samples: two preallocated halves of (caller key, call-site bci, callee id)
 * triples. The thread fills one half while the organizer drains the other.
 *
 * <p>A half's state is 0 while its thread may write it, and the sequence number of its filling
 * (1, 2, ...) from the moment it is full until the organizer has drained it, so the organizer can
 * drain full halves in the order they filled. A half is also handed over before it is full when the
 * organizer asks ({@link #requestFlush}, every {@code Organizer.PERIOD_MS}), so the DCG that readers
 * see while the guest runs (the inliner) lags the samples by that period, not by a half's filling.
 *
 * <p>Constraints: {@link #add} runs only on the owning thread, with no lock and no allocation.
 * When the half it must write next is still waiting for the organizer, a lossy buffer drops the
 * sample and counts it; a lossless one (the exact profiler's) has the organizer drain it at once,
 * on the guest thread. Everything else runs under the organizer's lock.
 */
final class SampleBuffer {

    private final Organizer organizer;
    private final boolean lossless;
    private final int capacity;
    private final int[][] halves;
    private final AtomicLongArray state = new AtomicLongArray(2);
    /** How many triples each half held when it was handed over (written before its state). */
    private final int[] lengths = new int[2];
    /** Whether the organizer asked for the half being filled, full or not. */
    private volatile boolean flush;
    // The owner's fields. Others read them only at the end of the run: ordered after the owner's
    // writes when its thread ended or called System.exit; a thread still running then (a daemon)
    // may lose the samples it records meanwhile (the listener stops recording first).
    /** The half the owner writes, and how many triples it holds. */
    private int active;
    private int count;
    private long fills;
    private long dropped;
    private long unattributed;

    SampleBuffer(Organizer organizer, int capacity, boolean lossless) {
        this.organizer = organizer;
        this.capacity = capacity;
        this.lossless = lossless;
        this.halves = new int[][] {new int[capacity * 3], new int[capacity * 3]};
    }

    /** Records one sample: the call from (callerKey, bci) to calleeId. */
    void add(int callerKey, int bci, int calleeId) {
        int a = active;
        int n = count;
        if (n == 0 && state.get(a) != 0) {
            if (!lossless) {
                dropped++;
                return;
            }
            organizer.drainNow(this);
        }
        int[] h = halves[a];
        h[3 * n] = callerKey;
        h[3 * n + 1] = bci;
        h[3 * n + 2] = calleeId;
        int filled = n + 1;
        if (filled < capacity && !flush) {
            count = filled;
            return;
        }
        flush = false;
        lengths[a] = filled;
        state.set(a, ++fills);
        active = a ^ 1;
        count = 0;
        organizer.wake();
    }

    /** Asks the owner to hand over the half it fills at its next sample, full or not. */
    void requestFlush() {
        flush = true;
    }

    /** Counts a taken yieldpoint whose caller could not be named (see {@code CallerLookup.NO_CALLER}). */
    void unattributed() {
        unattributed++;
    }

    long dropped() {
        return dropped;
    }

    long unattributedCount() {
        return unattributed;
    }

    /** Drains the full halves, oldest first, into {@code sink}. Under the organizer's lock. */
    void drainFull(Organizer.Sink sink) {
        while (true) {
            long s0 = state.get(0);
            long s1 = state.get(1);
            if (s0 == 0 && s1 == 0) {
                return;
            }
            int h = s1 == 0 || (s0 != 0 && s0 < s1) ? 0 : 1;
            drain(halves[h], lengths[h], sink);
            state.set(h, 0);
        }
    }

    /**
     * Drains the full halves and then the samples of the half being filled: the end of the run.
     * Under the organizer's lock; a thread still recording meanwhile may lose its last samples.
     */
    void drainAll(Organizer.Sink sink) {
        drainFull(sink);
        int a = active;
        int n = count;
        drain(halves[a], n, sink);
        count = 0;
    }

    private static void drain(int[] h, int n, Organizer.Sink sink) {
        for (int i = 0; i < n; i++) {
            sink.sample(h[3 * i], h[3 * i + 1], h[3 * i + 2]);
        }
    }
}
