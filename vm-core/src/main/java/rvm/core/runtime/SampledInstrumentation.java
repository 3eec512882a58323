package rvm.core.runtime;

import java.lang.invoke.MethodHandles;
import java.lang.invoke.MethodType;
import java.lang.invoke.MutableCallSite;
import java.lang.invoke.VarHandle;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ConcurrentMap;
import java.util.concurrent.atomic.LongAdder;
import java.util.function.Function;

/**
 * What compiled code instrumented by Arnold and Ryder's framework calls (PLDI 2001; the transform is
 * vm-profiling's {@code rvm.profiling.instrument.SamplingTransform}): the sample condition its
 * checks test, and the counters of the instrumentation the duplicated code runs.
 *
 * <p><b>The counter trigger</b> (the paper's Figure 3) counts checks per thread: the thread's
 * countdown is one of {@value #STRIPES} cache-line-padded slots chosen by the thread's id (threads
 * whose ids collide share one, and sample a little more often). Compiled code looks its thread's
 * slot up once per activation, on entry ({@link #slot}: a constant of the code until a second
 * thread runs instrumented code, docs/decisions/029-counter-slot-constant-while-one-thread-runs.md),
 * and keeps the countdown in a local, read on entry and after each call ({@link #countdown}); a
 * check decrements and tests the local and writes it through to the slot ({@link #save}), so that
 * it calls nothing unless it samples, a loop of checking code keeps its optimisations
 * (docs/ARCHITECTURE.md, "Known traps"), and nothing is stored around calls and returns; across
 * calls the count is the thread's, as the paper's global counter
 * (docs/decisions/013-counter-countdown-per-thread.md). A check whose countdown reaches 0
 * samples ({@link #sample}, which restarts it near the interval, varied so that it cannot lock onto
 * a loop: docs/decisions/015-randomised-countdown-restart.md); with the {@code never} trigger the
 * code restarts it without sampling (the framework's own cost, the paper's Table 2). The timer
 * trigger's check ({@link #checkTick}) samples at the first check after each {@link #tick}.
 *
 * <p><b>The instrumentation</b>: a call site or field access site of compiled code is registered
 * when the code is compiled ({@link #callSite}, {@link #fieldSite}) and its key is a constant of
 * the code; each execution of the instrumented instruction counts once ({@link #call},
 * {@link #callOn} with the receiver, whose class tells the target, {@link #field}).
 *
 * <p>Constraints: {@link #configure} before guest code runs; sites are registered from any thread;
 * counts are {@link LongAdder}s, exact under concurrency. A static class because compiled code
 * calls it.
 */
public final class SampledInstrumentation {

    /**
     * A registered call site: the invoke instruction {@code opcode owner.name descriptor} at bytecode
     * index {@code bci} of guest method {@code callerId}.
     */
    public record CallSite(int callerId, int bci, int opcode, String owner, String name, String descriptor) {
    }

    /** A registered field access: the instruction {@code opcode owner.name descriptor} at {@code bci} of {@code methodId}. */
    public record FieldSite(int methodId, int bci, int opcode, String owner, String name, String descriptor) {
    }

    /** Slots of per-thread countdowns; a power of two. */
    static final int STRIPES = 64;
    /** Ints between two slots: 64 bytes, a cache line. */
    private static final int PAD = 16;
    private static final int[] COUNTDOWNS = new int[STRIPES * PAD];
    private static final long[] SAMPLES = new long[STRIPES * PAD / 2];
    private static int interval = 1000;
    private static final LongAdder CHECKS = new LongAdder();
    private static final OwnerConstant SLOTS;
    private static final MutableCallSite SLOT;
    /** 1 while a timer tick waits for a check; never assigned directly: {@link #TICK}. */
    private static int tickPending;
    private static final VarHandle TICK;

    static {
        try {
            MethodHandles.Lookup l = MethodHandles.lookup();
            SLOTS = new OwnerConstant(l.findStatic(SampledInstrumentation.class, "slotById",
                    MethodType.methodType(int.class)));
            TICK = l.findStaticVarHandle(SampledInstrumentation.class, "tickPending", int.class);
        } catch (ReflectiveOperationException e) {
            throw new ExceptionInInitializerError(e);
        }
        SLOT = SLOTS.site();
    }

    private static final Registry<CallSite, CallCounts> CALLS = new Registry<>(CallCounts::new);
    private static final Registry<FieldSite, FieldCounts> FIELDS = new Registry<>(FieldCounts::new);

    private SampledInstrumentation() {
    }

    /**
     * Sets the sample interval of the counter trigger and starts every thread's countdown afresh.
     * Call before guest code runs.
     *
     * @throws IllegalArgumentException when {@code interval} is below 1
     */
    public static void configure(int interval) {
        if (interval < 1) {
            throw new IllegalArgumentException("sample interval must be at least 1: " + interval);
        }
        SampledInstrumentation.interval = interval;
        SLOTS.reset();
        for (int i = 0; i < STRIPES; i++) {
            COUNTDOWNS[i * PAD] = interval;
            COUNTDOWNS[i * PAD + 1] = 0x9E3779B9 * (i + 1) | 1; // the slot's restart generator, never 0
        }
    }

    /**
     * The current thread's slot, which a compiled activation looks up on entry and keeps in a local:
     * a constant of the compiled code while one thread runs instrumented code ({@link OwnerConstant}).
     */
    public static int slot() {
        try {
            return (int) SLOT.getTarget().invokeExact();
        } catch (Throwable e) {
            throw new AssertionError("the slot lookup threw", e);
        }
    }

    /** The slot its id chooses for the current thread. */
    static int slotById() {
        return ((int) Thread.currentThread().getId() & (STRIPES - 1)) * PAD;
    }

    /** Whether threads have their own slots yet: a second thread has run instrumented code. */
    public static boolean slotsPerThread() {
        return SLOTS.perThread();
    }

    /**
     * The countdown in slot {@code slot} (the current thread's), which a compiled activation keeps
     * in a local: read on entry and after each call it makes.
     */
    public static int countdown(int slot) {
        return COUNTDOWNS[slot];
    }

    /** Stores the activation's countdown for its thread, slot {@code slot}: after each check. */
    public static void save(int slot, int countdown) {
        COUNTDOWNS[slot] = countdown;
    }

    /**
     * A check's countdown reached 0 with the counter trigger, in thread slot {@code s}: counts the
     * sample, and stores and returns the countdown to start again from, drawn uniformly from
     * {@code interval - interval/2} to
     * {@code interval + interval/2} (the interval on average; exactly 1 at interval 1) by the slot's
     * own xorshift generator, seeded by {@link #configure}. A fixed restart keeps its phase against
     * a loop that runs the same number of checks every iteration, and then never samples that
     * loop's own check (docs/decisions/015-randomised-countdown-restart.md); CBS varies its windows'
     * starts for the same reason.
     */
    public static int sample(int s) {
        SAMPLES[s / 2]++;
        int half = interval / 2;
        int restart = interval;
        if (half > 0) {
            int x = COUNTDOWNS[s + 1];
            x ^= x << 13;
            x ^= x >>> 17;
            x ^= x << 5;
            COUNTDOWNS[s + 1] = x;
            restart = interval - half + (int) Long.remainderUnsigned(x & 0xffffffffL, 2L * half + 1);
        }
        COUNTDOWNS[s] = restart;
        return restart;
    }

    /** Counts one check executed ({@code --yieldpoint-stats}): compiled code calls it before each. */
    public static void countCheck() {
        CHECKS.increment();
    }

    /**
     * The check of the timer trigger (the paper's Table 5): samples when a tick is pending, and takes
     * the tick, so that one check of any thread samples per tick. The flag is read opaquely: HotSpot
     * may neither hoist the read out of a checking loop nor reuse an earlier one, so a loop that makes
     * no call still sees the tick.
     */
    public static boolean checkTick() {
        if ((int) TICK.getOpaque() == 0 || !TICK.compareAndSet(1, 0)) {
            return false;
        }
        SAMPLES[slot() / 2]++;
        return true;
    }

    /** Counts a sample that a merged trigger's yieldpoint service decided on. */
    public static void countSample() {
        SAMPLES[slot() / 2]++;
    }

    /** A timer tick: the next check of any thread samples (the timer trigger's thread calls it). */
    public static void tick() {
        TICK.setVolatile(1);
    }

    /** How many checks said to sample (racy per-thread sums; exact once the threads are done). */
    public static long samples() {
        long n = 0;
        for (int i = 0; i < STRIPES; i++) {
            n += SAMPLES[i * PAD / 2];
        }
        return n;
    }

    /** How many checks ran, when they were compiled counting ({@link #countCheck}); else 0. */
    public static long checks() {
        return CHECKS.sum();
    }

    /** The key of a call site, registered on first use; the same site always gets the same key. */
    public static int callSite(int callerId, int bci, int opcode, String owner, String name, String descriptor) {
        return CALLS.key(new CallSite(callerId, bci, opcode, owner, name, descriptor));
    }

    /** The key of a field access site, registered on first use. */
    public static int fieldSite(int methodId, int bci, int opcode, String owner, String name, String descriptor) {
        return FIELDS.key(new FieldSite(methodId, bci, opcode, owner, name, descriptor));
    }

    /** Call site {@code key}, whose target is known without a receiver (static, special), is calling. */
    public static void call(int key) {
        CALLS.get(key).unresolved.increment();
    }

    /** Call site {@code key} is calling a virtual or interface method on {@code receiver}. */
    public static void callOn(Object receiver, int key) {
        CallCounts c = CALLS.get(key);
        if (receiver == null) {
            c.unresolved.increment(); // the call throws NullPointerException: counted, with no target
            return;
        }
        c.byClass(receiver.getClass()).increment();
    }

    /** Field access site {@code key} is running. */
    public static void field(int key) {
        FIELDS.get(key).count.increment();
    }

    /** The counts of one call site. */
    public static final class CallCounts {
        private final CallSite site;
        private final LongAdder unresolved = new LongAdder();
        private volatile Class<?> firstClass;
        private volatile LongAdder firstCount;
        private final ConcurrentMap<Class<?>, LongAdder> others = new ConcurrentHashMap<>();

        CallCounts(CallSite site) {
            this.site = site;
        }

        private LongAdder byClass(Class<?> c) {
            LongAdder first = firstCount;
            if (firstClass == c && first != null) {
                return first;
            }
            synchronized (this) {
                if (firstClass == null) {
                    firstCount = new LongAdder();
                    firstClass = c;
                    return firstCount;
                }
                if (firstClass == c) {
                    return firstCount;
                }
            }
            return GuestPathMaps.getOrCompute(others, c, k -> new LongAdder());
        }

        /** The site. */
        public CallSite site() {
            return site;
        }

        /** Calls counted without a receiver class: static and special calls, and null receivers. */
        public long withoutReceiver() {
            return unresolved.sum();
        }

        /** Calls counted per receiver class. */
        public Map<Class<?>, Long> byReceiverClass() {
            Map<Class<?>, Long> out = new java.util.LinkedHashMap<>();
            Class<?> c;
            LongAdder first;
            synchronized (this) {
                c = firstClass;
                first = firstCount;
            }
            if (c != null) {
                out.put(c, first.sum());
            }
            others.forEach((k, v) -> out.put(k, v.sum()));
            return out;
        }
    }

    /** The count of one field access site. */
    public static final class FieldCounts {
        private final FieldSite site;
        private final LongAdder count = new LongAdder();

        FieldCounts(FieldSite site) {
            this.site = site;
        }

        /** The site. */
        public FieldSite site() {
            return site;
        }

        /** How often it ran instrumented. */
        public long count() {
            return count.sum();
        }
    }

    /** Every call site registered so far, in key order. */
    public static List<CallCounts> callSites() {
        return CALLS.all();
    }

    /** Every field access site registered so far, in key order. */
    public static List<FieldCounts> fieldSites() {
        return FIELDS.all();
    }

    /** Forgets every site and count, and sets the defaults again (tests). */
    public static void reset() {
        CALLS.clear();
        FIELDS.clear();
        CHECKS.reset();
        Arrays.fill(SAMPLES, 0);
        TICK.setVolatile(0);
        configure(1000);
    }

    /**
     * Sites of one kind, each with a key (its index, given out in order on first use) and its
     * counts. Keys are read by compiled code at every instrumented execution: the array is replaced,
     * never changed in place, under the registry's lock.
     */
    private static final class Registry<S, C> {
        private final ConcurrentMap<S, Integer> keys = new ConcurrentHashMap<>();
        private final Function<S, C> counts;
        private volatile Object[] byKey = new Object[64];
        private int size;

        Registry(Function<S, C> counts) {
            this.counts = counts;
        }

        int key(S site) {
            return GuestPathMaps.getOrComputeOnce(keys, site, this, s -> {
                Object[] a = byKey;
                if (size == a.length) {
                    a = Arrays.copyOf(a, a.length * 2);
                }
                a[size] = counts.apply(s);
                byKey = a;
                return size++;
            });
        }

        @SuppressWarnings("unchecked")
        C get(int key) {
            return (C) byKey[key];
        }

        @SuppressWarnings("unchecked")
        synchronized List<C> all() {
            List<C> out = new ArrayList<>(size);
            for (int k = 0; k < size; k++) {
                out.add((C) byKey[k]);
            }
            return out;
        }

        synchronized void clear() {
            keys.clear();
            byKey = new Object[64];
            size = 0;
        }
    }
}
