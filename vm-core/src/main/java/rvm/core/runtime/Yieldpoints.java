package rvm.core.runtime;

import java.lang.invoke.MethodHandles;
import java.lang.invoke.VarHandle;
import java.util.concurrent.atomic.AtomicLong;
import java.util.concurrent.atomic.LongAdder;

/**
 * The yieldpoint control word and the slow path every yieldpoint shares.
 *
 * <p>The word has three values (docs/ARCHITECTURE.md, "Yieldpoints"): 0 nothing requested, -1 a
 * counter-based sampling window is open (prologue and epilogue yieldpoints taken, backedges
 * not), +1 a timer tick is pending (all yieldpoints taken). The fast path is one test of the
 * word: {@code word != 0} in prologues and epilogues, {@code word > 0} on backedges. Everything
 * else (which service wants the yieldpoint, per-thread state) is decided in {@link #taken}.
 *
 * <p><b>How the word is read.</b> Prologue and epilogue checks read {@link #word} plainly; backedge
 * checks read it with opaque semantics ({@link #backedgeWord}), compiled code only every 1024th
 * time (strip-mined, the default), or that and plainly in between
 * ({@code --compiled-backedge-checks=every}; docs/decisions/002-strip-mined-backedge-checks.md).
 * A volatile or opaque read costs far more than its load in HotSpot's optimised code: it is a
 * barrier that stops loads being reused across it, which in every inlined call's prologue and
 * epilogue, or on every iteration of a hot loop, costs the guest code around it its optimisations
 * (docs/decisions/001-one-overloaded-yieldpoint-word.md). A plain read costs nothing beyond its
 * test, but C2 may reuse one plain read for the next ones and hoist it out of a loop that has no
 * call and no barrier, and then that loop would never see a tick. The periodic opaque backedge read
 * forbids exactly that, so:
 * <ul>
 *   <li>every guest loop sees a change of the word within 1024 iterations;
 *   <li>prologue and epilogue checks see it at the latest after the next opaque read or
 *       non-inlined call of the compiled code around them. A JDK loop that calls a small guest
 *       method without a loop of its own (a stream stage over a lambda) may, once HotSpot inlines
 *       the lambda, see the word only when the JDK loop is left.
 * </ul>
 * Writers use {@link #set}, a volatile write, or {@link #compareAndSet}.
 *
 * <p>Executed/taken counts per kind are kept only when {@link #enableCounting} was called before
 * guest code ran (the {@code --yieldpoint-stats} option), so that counting costs nothing otherwise.
 *
 * <p>This class is in the VM's runtime package, which guest class loaders delegate to the VM's
 * own loader, so guest bytecode (constructors, static initialisers) can call it.
 */
public final class Yieldpoints {

    /**
     * The control word: 0, -1 or +1. Read plainly by prologue and epilogue checks (generated code
     * names it). Writers call {@link #set} or {@link #compareAndSet}, but for the plain store with
     * which counter-based sampling closes a call-free window ({@link CbsCalls}).
     */
    public static int word;

    /**
     * The merged triggers' checks still to pass before a tick's sample ({@code --sample-skip}): set
     * by each tick before it sets the word (1 but with the yieldpoint trigger's skip), and counted
     * down, plainly, by the checks of compiled checking code that see the word set; only the check
     * that takes it to 0 or below asks the service. Racy across threads by design: a lost decrement
     * moves a sample by a check.
     */
    public static int skip;

    /**
     * Where the backedge countdown of the yieldpoint trigger's checking code with a skip starts and
     * restarts, in the sampled-copy method, or in the method with the paper's layout
     * ({@code CompilationUnit.restartCountdownAtPhase}; other code, the normal method among it, uses
     * {@link rvm.core.compile.CodeGenConfig#READ_INTERVAL}), after which a strip-mined backedge
     * reads the word: the interval, and 1 while a sample is pending, so that then every backedge
     * reads it and is counted as a check (a loop of fewer iterations than the interval would
     * otherwise never read it). Set by the trigger, read plainly on entry and at each restart.
     */
    public static int phase = rvm.core.compile.CodeGenConfig.READ_INTERVAL;

    /**
     * The HotSpot flag that keeps the shared slow path out of line, as every rvm run has it (the
     * launcher's host JVM flags) and JMH forks that take yieldpoints name it.
     */
    public static final String SLOW_PATH_NOT_INLINED = "-XX:CompileCommand=dontinline,rvm.core.runtime.Yieldpoints::slowPath";

    /** {@link #word} as a variable handle, for the opaque backedge read and the volatile write. */
    private static final VarHandle WORD;

    static {
        try {
            WORD = MethodHandles.lookup().findStaticVarHandle(Yieldpoints.class, "word", int.class);
        } catch (ReflectiveOperationException e) {
            throw new ExceptionInInitializerError(e);
        }
    }

    private static volatile YieldpointService service;
    /** Set before guest code runs and never changed after, so a plain field. */
    private static boolean counting;
    private static final LongAdder[] EXECUTED = adders();
    private static final LongAdder[] TAKEN = adders();
    /** With counting on: a tick every this many executed yieldpoints, or 0 for none. */
    private static long tickInterval;
    private static Runnable ticker;
    private static final AtomicLong EXECUTED_ALL = new AtomicLong();

    private Yieldpoints() {
    }

    private static LongAdder[] adders() {
        LongAdder[] a = new LongAdder[YieldpointKind.values().length];
        for (int i = 0; i < a.length; i++) {
            a[i] = new LongAdder();
        }
        return a;
    }

    /** Sets the control word (a volatile write): 0, -1 or +1. */
    public static void set(int value) {
        WORD.setVolatile(value);
    }

    /**
     * Sets the control word to {@code value} if it is {@code expected}, atomically (a timer sets a
     * tick only where no request is pending). Returns whether it did.
     */
    public static boolean compareAndSet(int expected, int value) {
        return WORD.compareAndSet(expected, value);
    }

    /**
     * The word as a backedge check reads it: opaque, so that HotSpot can neither hoist the read out
     * of a loop nor reuse an earlier read for it, but with no ordering cost beyond that.
     */
    public static int backedgeWord() {
        return (int) WORD.getOpaque();
    }

    /** Installs the service called when a yieldpoint is taken; {@code null} removes it. */
    public static void setService(YieldpointService s) {
        service = s;
    }

    /** Turns on per-kind executed/taken counting; call before any guest code runs. */
    public static void enableCounting() {
        counting = true;
    }

    /**
     * Runs {@code tick} on every {@code interval}-th yieldpoint executed, of any kind on any thread,
     * before that yieldpoint tests the word: a timer that a deterministic program hits at the same
     * yieldpoints on every run ({@code --timer=ticks:N}). Needs counting; call after
     * {@link #enableCounting} and before any guest code runs.
     *
     * @throws IllegalStateException when counting is off
     * @throws IllegalArgumentException when {@code interval} is below 1
     */
    public static void tickEvery(long interval, Runnable tick) {
        if (!counting) {
            throw new IllegalStateException("ticks on executed yieldpoints need counting on");
        }
        if (interval < 1) {
            throw new IllegalArgumentException("tick interval must be at least 1: " + interval);
        }
        ticker = tick;
        EXECUTED_ALL.set(0);
        tickInterval = interval;
    }

    /** Stops the ticks {@link #tickEvery} started. */
    public static void stopTicks() {
        tickInterval = 0;
        ticker = null;
    }

    /** Whether executed/taken counts are being kept. */
    public static boolean isCounting() {
        return counting;
    }

    /** How many yieldpoints of this kind were executed (0 unless counting is enabled). */
    public static long executed(YieldpointKind kind) {
        return EXECUTED[kind.ordinal()].sum();
    }

    /** How many yieldpoints of this kind were taken (0 unless counting is enabled). */
    public static long taken(YieldpointKind kind) {
        return TAKEN[kind.ordinal()].sum();
    }

    /** Clears the counts (tests). */
    public static void resetCounts() {
        for (int i = 0; i < EXECUTED.length; i++) {
            EXECUTED[i].reset();
            TAKEN[i].reset();
        }
    }

    /** Counts one executed yieldpoint when counting is on; executors call it on every check. */
    public static void countExecuted(YieldpointKind kind) {
        if (counting) {
            executed(kind.ordinal());
        }
    }

    /** Counts one executed yieldpoint of kind {@code ordinal}, and ticks when a tick is due. */
    private static void executed(int ordinal) {
        EXECUTED[ordinal].increment();
        long interval = tickInterval;
        if (interval != 0 && EXECUTED_ALL.incrementAndGet() % interval == 0) {
            Runnable t = ticker;
            if (t != null) {
                t.run();
            }
        }
    }

    /**
     * The slow path: a yieldpoint saw a word that asks for it. Counts it and calls the service.
     */
    public static void taken(YieldpointKind kind, int methodId, int bci) {
        slowPath(kind, methodId, bci, false);
    }

    /**
     * The slow path of the interpreter's yieldpoints: as {@link #taken}, telling the service that
     * the innermost guest frame is the interpreter's current frame.
     */
    public static void takenInterpreted(YieldpointKind kind, int methodId, int bci) {
        slowPath(kind, methodId, bci, true);
    }

    /**
     * The one slow path. rvm's host JVM flags keep HotSpot from inlining it
     * ({@code -XX:CompileCommand=dontinline,rvm.core.runtime.Yieldpoints::slowPath}, named in
     * {@code rvm.launcher.Main}): once a profiler has taken a yieldpoint, C2 compiles this
     * path into every inlined check in place of a deoptimisation trap, and inlined it would carry
     * the profiler's listener into every guest loop that calls a small method
     * (docs/decisions/004-slow-path-out-of-line-and-compiled-early.md).
     */
    private static void slowPath(YieldpointKind kind, int methodId, int bci, boolean interpreted) {
        if (counting) {
            TAKEN[kind.ordinal()].increment();
        }
        YieldpointService s = service;
        if (s == null) {
            return;
        }
        if (interpreted) {
            s.interpretedYieldpointTaken(kind, methodId, bci);
        } else {
            s.yieldpointTaken(kind, methodId, bci);
        }
    }

    // ---- compiled code's yieldpoints: prologue and epilogue checks are a call of 4 to 6 bytes (the
    //      method id and the call) in place of the test itself, so that guest methods stay small
    //      enough for HotSpot's inlining limits; HotSpot inlines these. Each calls the slow path
    //      itself, one level of inlining rather than three: C1 inlines the whole chain into every
    //      check, taken or not, and stops inlining 9 levels deep
    //      (docs/decisions/003-yieldpoint-check-as-a-small-call.md).

    /**
     * A compiled prologue yieldpoint: {@code word != 0} takes it, into counter-based sampling's
     * call-free window when that is on ({@link CbsCalls}), else into the slow path.
     */
    public static void prologueCheck(int methodId) {
        if (word != 0) {
            if (CbsCalls.on) {
                CbsCalls.prologue(methodId);
            } else {
                slowPath(YieldpointKind.PROLOGUE, methodId, -1, false);
            }
        }
    }

    /**
     * The compiled prologue yieldpoint of a method that JDK code may call (an override of a JDK
     * method, a lambda body): {@code word != 0} takes it into the slow path, whose walk names a JDK
     * caller, which counter-based sampling's announcements cannot ({@link CbsCalls}). A method of
     * its own, so that its taken branch is not the other checks' and puts its call only where it is.
     */
    public static void prologueCheckWalked(int methodId) {
        if (word != 0) {
            slowPath(YieldpointKind.PROLOGUE, methodId, -1, false);
        }
    }

    /**
     * A compiled epilogue yieldpoint: {@code word != 0} takes it into the slow path. Code compiled
     * for counter-based sampling's call-free windows has none: they count prologues only
     * ({@link rvm.core.compile.CodeGenConfig#epilogues}).
     */
    public static void epilogueCheck(int methodId) {
        if (word != 0) {
            slowPath(YieldpointKind.EPILOGUE, methodId, -1, false);
        }
    }

    /**
     * The prologue yieldpoint an inlined callee keeps ({@code --inlined-yieldpoints=keep}): the call
     * edge it stands for is in its arguments, so the slow path needs no stack walk.
     */
    public static void inlinedPrologueCheck(int callerId, int bci, int calleeId) {
        if (word != 0) {
            slowPath(YieldpointKind.PROLOGUE, callerId, bci, calleeId);
        }
    }

    /** The epilogue yieldpoint an inlined callee keeps, at each of its returns. */
    public static void inlinedEpilogueCheck(int callerId, int bci, int calleeId) {
        if (word != 0) {
            slowPath(YieldpointKind.EPILOGUE, callerId, bci, calleeId);
        }
    }

    /**
     * The slow path of an inlined callee's yieldpoints, out of line as the other one (the same
     * compile command names both).
     */
    private static void slowPath(YieldpointKind kind, int callerId, int bci, int calleeId) {
        if (counting) {
            TAKEN[kind.ordinal()].increment();
        }
        YieldpointService s = service;
        if (s != null) {
            s.inlinedYieldpointTaken(kind, callerId, bci, calleeId);
        }
    }

    /**
     * A compiled prologue yieldpoint that is also instrumentation sampling's check on entry (the
     * merged triggers): {@code word != 0} takes it, and the service says whether it samples.
     */
    public static boolean prologueSampleCheck(int methodId) {
        return word != 0 && slowPath(YieldpointKind.PROLOGUE, methodId, -1);
    }

    /**
     * A compiled backedge yieldpoint of checking code saw a word above 0 (the merged triggers):
     * whether it samples.
     */
    public static boolean backedgeSampleTaken(int methodId, int bci) {
        return slowPath(YieldpointKind.BACKEDGE, methodId, bci);
    }

    /** The slow path of a yieldpoint that is also a sampling check, out of line as the others. */
    private static boolean slowPath(YieldpointKind kind, int methodId, int bci) {
        if (counting) {
            TAKEN[kind.ordinal()].increment();
        }
        YieldpointService s = service;
        return s != null && s.checkingYieldpointTaken(kind, methodId, bci);
    }

    /** A compiled backedge yieldpoint saw a word above 0 (the test itself is inline). */
    public static void backedgeTaken(int methodId, int bci) {
        slowPath(YieldpointKind.BACKEDGE, methodId, bci, false);
    }

    // ---- entry points for yieldpoints compiled into real guest bytecode (constructors, <clinit>),
    //      and for compiled code when counting is on

    /** Prologue yieldpoint of a method kept as real bytecode. */
    public static void prologue(int methodId) {
        if (counting) {
            executed(0);
        }
        if (word != 0) {
            taken(YieldpointKind.PROLOGUE, methodId, -1);
        }
    }

    /** Epilogue yieldpoint of a method kept as real bytecode. */
    public static void epilogue(int methodId) {
        if (counting) {
            executed(1);
        }
        if (word != 0) {
            taken(YieldpointKind.EPILOGUE, methodId, -1);
        }
    }

    /** The counting form of {@link #prologueSampleCheck}; counts a sampling check too. */
    public static boolean prologueSample(int methodId) {
        if (counting) {
            executed(0);
            SampledInstrumentation.countCheck();
        }
        return word != 0 && skipRunOut() && slowPath(YieldpointKind.PROLOGUE, methodId, -1);
    }

    /** The counting form of a backedge yieldpoint of checking code: tests the word itself. */
    public static boolean backedgeSample(int methodId, int bci) {
        if (counting) {
            executed(2);
            SampledInstrumentation.countCheck();
        }
        return backedgeWord() > 0 && skipRunOut() && slowPath(YieldpointKind.BACKEDGE, methodId, bci);
    }

    /**
     * Counts one check off {@link #skip}, as the compiled checks of inline yieldpoints do in their
     * own code; whether it has run out.
     */
    private static boolean skipRunOut() {
        int s = skip - 1;
        skip = s;
        return s <= 0;
    }

    /** The counting form of {@link #inlinedPrologueCheck}. */
    public static void inlinedPrologue(int callerId, int bci, int calleeId) {
        if (counting) {
            executed(0);
        }
        inlinedPrologueCheck(callerId, bci, calleeId);
    }

    /** The counting form of {@link #inlinedEpilogueCheck}. */
    public static void inlinedEpilogue(int callerId, int bci, int calleeId) {
        if (counting) {
            executed(1);
        }
        inlinedEpilogueCheck(callerId, bci, calleeId);
    }

    /**
     * Backedge yieldpoint of a method kept as real bytecode; it sits just before the backward
     * branch instruction, so it runs whether or not a conditional branch is then taken.
     */
    public static void backedge(int methodId, int bci) {
        if (counting) {
            executed(2);
        }
        if (backedgeWord() > 0) {
            taken(YieldpointKind.BACKEDGE, methodId, bci);
        }
    }
}
