package rvm.core.runtime;

import java.lang.invoke.MethodHandles;
import java.lang.invoke.VarHandle;

/**
 * Counter-based sampling with no call on compiled code's paths ({@code --profile=cbs}, with
 * {@code --cbs-callers=announced}, the default): the window's countdown, the callers'
 * announcements and the samples, all in plain fields that compiled checks read and write inline.
 *
 * <p>Why: once a check is taken, HotSpot's C2 compiles its taken path into the guest code the check
 * is inlined in, for good. A call there (the shared slow path and its stack walk) costs the loops
 * around it their optimisations whether or not it runs
 * (docs/decisions/004-slow-path-out-of-line-and-compiled-early.md); loads, tests and stores do not
 * stop C2 reusing the guest's own values across them.
 *
 * <p>How:
 * <ul>
 *   <li>A tick ({@link #open}) sets the window's countdown and sample count, clears every
 *       announcement slot, and sets the yieldpoint word to -1 directly (the walking form sets +1 and
 *       lets the first yieldpoint open the window; backedges never count, so the samples are the
 *       same).</li>
 *   <li>While the word is non-zero, compiled code announces each call's site ({@link #announce})
 *       in its thread's slot before making it; the interpreter announces too.</li>
 *   <li>A compiled prologue check that sees the word counts down ({@link #prologue}); the one that
 *       runs the countdown out takes the slot's announcement and writes (site, callee) into a
 *       ring; after the window's last sample it sets the word back to 0 itself.</li>
 *   <li>Windows count prologues only (the slot at an epilogue names a call the method made, not
 *       the call into it), so code compiled for them has no epilogue checks at all
 *       ({@link rvm.core.compile.CodeGenConfig#epilogues}): each would cost a test of the word
 *       after every taken path it follows, for nothing. Each call has one
 *       prologue and one epilogue, so counting calls samples them as the paper's count of both
 *       does; a window then spans {@code stride * samples} calls, not half as many. Deferring an
 *       epilogue's sample to the next prologue instead was measured to bias the samples towards
 *       the first call after a return.</li>
 *   <li>The profiler's organizer drains the ring ({@link #drain}) and checks each announcement
 *       against its callee off the guest thread: a call from JDK code (a stale announcement, or
 *       none) is counted as without a guest-visible caller. So methods JDK code may call (overrides
 *       of JDK methods, lambda bodies) get a prologue check that takes the slow path and walks
 *       instead ({@link Yieldpoints#prologueCheckWalked}).</li>
 *   <li>Yieldpoints that take the slow path (the interpreter's, and compiled code that counts
 *       yieldpoints) count the same window down ({@link #countDown}) and walk the stack for their
 *       caller.</li>
 * </ul>
 *
 * <p>Everything is racy by design, as the paper's one global counter: threads share one window; a
 * lost decrement moves a sample by a check; two threads writing the ring at once lose a sample;
 * threads whose ids collide modulo {@link #SLOTS} share an announcement slot (the organizer's check
 * catches most of what that mixes up). rvm's host JVM flags (and {@code --inliner=rvm}'s compiler
 * directive) make HotSpot inline every method here, taken path or not.
 *
 * <p>Constraints: {@link #enable} before guest code runs; {@link #drain} from one thread (the
 * organizer).
 */
public final class CbsCalls {

    /** Announcement slots, chosen by thread id. */
    static final int SLOTS = 64;
    /** Samples the ring holds between two drains. */
    static final int RING = 8192;

    /** Whether compiled prologue checks count windows here; set before guest code runs. */
    static boolean on;
    private static int stride = 1;
    /** Prologues of the open window to pass before the next sample. */
    private static int countdown;
    /** Samples the open window still takes. */
    private static int left;
    private static final Slot[] SLOT = slots();
    private static final Entry[] ENTRIES = entries();
    /** Samples written since the start; the ring's next entry is {@code head & (RING - 1)}. */
    private static int head;
    /** The organizer's position in the ring (its thread only). */
    private static int read;

    private static final VarHandle HEAD;

    static {
        try {
            HEAD = MethodHandles.lookup().findStaticVarHandle(CbsCalls.class, "head", int.class);
        } catch (ReflectiveOperationException e) {
            throw new ExceptionInInitializerError(e);
        }
    }

    /** A thread's announcement: the key of the call site it is calling through (0 for none). */
    static final class Slot {
        int site;
        @SuppressWarnings("unused")
        private long p1, p2, p3, p4, p5, p6, p7; // a cache line of its own
    }

    /** One sample: the site key in the high half, the callee id plus 1 in the low half; 0 empty. */
    static final class Entry {
        long value;
    }

    /** Receives one drained sample. */
    @FunctionalInterface
    public interface Sink {
        /** The callee {@code calleeId} was sampled with {@code siteKey} announced (0: none). */
        void sample(int siteKey, int calleeId);
    }

    private CbsCalls() {
    }

    private static Slot[] slots() {
        Slot[] s = new Slot[SLOTS];
        for (int i = 0; i < s.length; i++) {
            s[i] = new Slot();
        }
        return s;
    }

    private static Entry[] entries() {
        Entry[] e = new Entry[RING];
        for (int i = 0; i < e.length; i++) {
            e[i] = new Entry();
        }
        return e;
    }

    /**
     * Compiled checks count windows here from now on, every {@code stride}-th prologue of a window
     * taking a sample. Call before guest code runs.
     *
     * @throws IllegalArgumentException for a stride below 1
     */
    public static void enable(int stride) {
        if (stride < 1) {
            throw new IllegalArgumentException("stride must be at least 1: " + stride);
        }
        CbsCalls.stride = stride;
        on = true;
    }

    /** Compiled checks take the slow path again; the ring and the window are emptied. */
    public static void disable() {
        on = false;
        countdown = 0;
        left = 0;
        head = 0;
        read = 0;
        for (Entry e : ENTRIES) {
            e.value = 0;
        }
        clearSlots();
    }

    /**
     * A tick: opens a window whose first sample is at the {@code first}-th prologue,
     * taking {@code samples} samples, unless the word is already set (a window still open). Returns
     * whether it opened one.
     */
    public static boolean open(int first, int samples) {
        if (Yieldpoints.backedgeWord() != 0) {
            return false;
        }
        clearSlots();
        countdown = first;
        left = samples;
        return Yieldpoints.compareAndSet(0, -1); // publishes the countdown and the count
    }

    private static void clearSlots() {
        for (Slot s : SLOT) {
            s.site = 0;
        }
    }

    /** Compiled code is about to call through the site {@code key}: announced while a window is open. */
    public static void announce(int key) {
        if (Yieldpoints.word != 0) {
            slot().site = key;
        }
    }

    /** The interpreter is about to call through {@code key} (0: a JDK method) with the word set. */
    public static void announceInterpreted(int key) {
        slot().site = key;
    }

    private static Slot slot() {
        return SLOT[(int) Thread.currentThread().getId() & (SLOTS - 1)];
    }

    /** A compiled prologue check of {@code calleeId} saw the word set. */
    static void prologue(int calleeId) {
        if (sampleDue()) {
            Slot s = slot();
            int site = s.site;
            s.site = 0;
            int h = head;
            ENTRIES[h & (RING - 1)].value = ((long) site << 32) | (calleeId + 1L);
            head = h + 1;
        }
    }

    /**
     * A yieldpoint of {@code kind} took the slow path while windows are counted here: whether it
     * takes a sample (its caller is then found by a walk). Only prologues count.
     */
    public static boolean countDown(YieldpointKind kind) {
        return kind == YieldpointKind.PROLOGUE && left > 0 && sampleDue();
    }

    /**
     * Counts one prologue of the open window, compiled or not: whether it takes a sample. The one
     * that does restarts the countdown at the stride, and the window's last closes the word with a
     * plain store (no barrier on compiled code's path).
     */
    private static boolean sampleDue() {
        int c = countdown - 1;
        if (c > 0) {
            countdown = c;
            return false;
        }
        countdown = stride;
        int l = left - 1;
        left = l;
        if (l <= 0) {
            Yieldpoints.word = 0;
        }
        return true;
    }

    /**
     * Hands every sample written since the last drain to {@code sink}, oldest first. Returns how many
     * were lost: overwritten before this drain, or still being written.
     */
    public static long drain(Sink sink) {
        int h = (int) HEAD.getAcquire();
        int n = h - read;
        if (n <= 0) {
            return 0; // nothing new, or a racing writer moved the head back: the next drain reads on
        }
        long lost = 0;
        if (n > RING) {
            lost = n - RING;
            read = h - RING;
        }
        for (int r = read; r != h; r++) {
            Entry e = ENTRIES[r & (RING - 1)];
            long v = e.value;
            e.value = 0;
            if (v == 0) {
                lost++;
            } else {
                sink.sample((int) (v >>> 32), (int) v - 1);
            }
        }
        read = h;
        return lost;
    }
}
