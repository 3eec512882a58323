package rvm.profiling.profiler;

import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicLong;
import rvm.core.runtime.VmThreads;
import rvm.core.runtime.CbsCalls;
import rvm.core.runtime.YieldpointKind;
import rvm.core.runtime.YieldpointService;
import rvm.core.runtime.Yieldpoints;
import rvm.core.stack.CallerLookup;
import rvm.profiling.dcg.DcgProfile;
import rvm.profiling.dcg.DcgRepository;
import rvm.profiling.sampling.CbsWindow;
import rvm.profiling.sampling.ControlWord;
import rvm.profiling.sampling.TimerSampling;

/**
 * A call-graph profiler on the yieldpoints ({@code --profile}): the listener in the yieldpoint slow
 * path, its timer, and the organizer that fills the {@link DcgRepository}.
 *
 * <p>The listener decides whether a taken yieldpoint samples ({@link TimerSampling},
 * {@link CbsWindow}, or every prologue for the exact profiler, which holds the word at -1 so that
 * every prologue is taken), asks the {@link CallerLookup} for the call site the yieldpoint's method
 * was called from, and writes (caller, bci, callee) into its thread's {@link SampleBuffer}. With
 * counter-based sampling's announced callers ({@link ProfilerSettings#announcesCalls}), compiled
 * checks count the window and sample without calling the listener ({@link CbsCalls}); the ticks
 * open the windows there, the listener counts down the same window for the yieldpoints that still
 * take the slow path, and the organizer drains the compiled checks' samples. A
 * sample at a prologue or an epilogue names the same edge: the call into the method, or the
 * return from it. A caller is a guest method on any tier, or a JDK method that called back into
 * guest code.
 *
 * <p>Use: construct, {@link #start}, {@link #attachToYieldpoints} before guest code runs, then
 * {@link #stop} once, when the guest has ended. {@link #repository} may be read at any time.
 *
 * <p>Constraints: {@link #yieldpointTaken} runs on guest threads, concurrently, and takes no lock;
 * it allocates only inside the caller lookup's host stack walk, and once per thread for its buffer.
 * A guest thread still running when the profiler stops (a daemon, or any thread when another calls
 * {@code System.exit}) may lose the samples it records during the final drain.
 */
public final class CallEdgeProfiler implements YieldpointService {

    /** Samples per half of a thread's buffer for the sampling profilers. */
    static final int SAMPLING_BUFFER = 4096;
    /**
     * Samples per half of a thread's buffer for the exact profiler, which records every call (two
     * halves of 16384 triples: 384 KiB per guest thread, kept until the run ends).
     */
    static final int EXACT_BUFFER = 16384;

    private final ProfilerSettings settings;
    private final CallerLookup lookup;
    private final ControlWord word;
    private final DcgRepository repository = new DcgRepository();
    private final Organizer organizer;
    private final TimerSampling timer;
    private final CbsWindow cbs;
    private final ThreadLocal<SampleBuffer> buffers;
    private final AtomicLong ticks = new AtomicLong();
    private final AtomicLong ticksTaken = new AtomicLong();
    private ScheduledExecutorService clock;
    private boolean attached;
    private boolean stopped;
    /** Set when the profiler stops: a thread still running after that records nothing more. */
    private volatile boolean recording = true;

    /**
     * A profiler that has not started.
     *
     * @param lookup names callers and methods
     * @param word   the control word its samplers and timer work on
     */
    public CallEdgeProfiler(ProfilerSettings settings, CallerLookup lookup, ControlWord word) {
        this.settings = settings;
        this.lookup = lookup;
        this.word = word;
        this.organizer = new Organizer(repository, lookup::name, settings.decay(), settings.decayEvery(),
                settings.announcesCalls() ? lookup::announcedCaller : null);
        this.timer = new TimerSampling(word);
        this.cbs = new CbsWindow(settings.stride(), settings.samples(), settings.start(), settings.seed(), word);
        boolean exact = settings.kind() == ProfileKind.EXACT;
        this.buffers = ThreadLocal.withInitial(() -> {
            SampleBuffer b = new SampleBuffer(organizer, exact ? EXACT_BUFFER : SAMPLING_BUFFER, exact);
            organizer.register(b);
            return b;
        });
    }

    /** The settings it runs with. */
    public ProfilerSettings settings() {
        return settings;
    }

    /**
     * Starts the organizer thread and, for the sampling profilers with a clock trigger, the timer
     * thread ({@code rvm-timer}, a daemon) that ticks every {@code --timer-ms}.
     */
    public synchronized void start() {
        organizer.start();
        if (settings.ticksOnClock()) {
            clock = Executors.newSingleThreadScheduledExecutor(VmThreads.daemons("rvm-timer"));
            long period = settings.trigger().clockMillis();
            clock.scheduleAtFixedRate(VmThreads.guarded("rvm-timer", "ticking the profiler", this::tick), period,
                    period, TimeUnit.MILLISECONDS);
        }
    }

    /**
     * Installs the listener as the VM's yieldpoint service; with {@code --timer=ticks:N}, ticks on
     * every N-th executed yieldpoint (yieldpoint counting must be on); for the exact profiler,
     * holds the word at -1. Call before guest code runs.
     */
    public synchronized void attachToYieldpoints() {
        if (settings.kind() == ProfileKind.NONE) {
            return;
        }
        Yieldpoints.setService(this);
        if (settings.announcesCalls()) {
            CbsCalls.enable(settings.stride());
        }
        if (settings.ticksOnYieldpoints()) {
            Yieldpoints.tickEvery(settings.trigger().yieldpoints(), this::tick);
        }
        if (settings.kind() == ProfileKind.EXACT) {
            word.set(-1);
        }
        attached = true;
    }

    /** A timer tick: asks for a sample (timer) or a window (cbs). */
    public void tick() {
        ticks.incrementAndGet();
        boolean set = settings.announcesCalls() ? CbsCalls.open(cbs.nextFirst(), settings.samples())
                : settings.kind() == ProfileKind.CBS ? cbs.tick() : timer.tick();
        if (set) {
            ticksTaken.incrementAndGet();
        }
    }

    @Override
    public void yieldpointTaken(YieldpointKind kind, int methodId, int bci) {
        if (samples(kind)) {
            record(methodId, false);
        }
    }

    @Override
    public void interpretedYieldpointTaken(YieldpointKind kind, int methodId, int bci) {
        if (samples(kind)) {
            record(methodId, true);
        }
    }

    /**
     * A yieldpoint an inlined callee kept ({@code --inlined-yieldpoints=keep}, and the prologue of
     * every inlined copy under the exact profiler): the same decision, and the edge it names is
     * recorded as it is, with no caller lookup.
     */
    @Override
    public void inlinedYieldpointTaken(YieldpointKind kind, int callerId, int bci, int calleeId) {
        if (samples(kind) && recording) {
            buffers.get().add(callerId, bci, calleeId);
        }
    }

    /** Whether a taken yieldpoint of {@code kind} takes a sample: the profiler's decision. */
    private boolean samples(YieldpointKind kind) {
        return switch (settings.kind()) {
            case TIMER -> timer.taken(kind);
            case CBS -> settings.announcesCalls() ? CbsCalls.countDown(kind) : cbs.taken(kind, word.get());
            case EXACT -> kind == YieldpointKind.PROLOGUE;
            case NONE -> false;
        };
    }

    /** Records the call into {@code methodId}, whose frame is the innermost guest frame. */
    private void record(int methodId, boolean interpreted) {
        if (!recording) {
            return;
        }
        SampleBuffer buffer = buffers.get();
        long site = interpreted ? lookup.callerOfInterpreted(methodId) : lookup.callerOf(methodId);
        if (site == CallerLookup.NO_CALLER) {
            buffer.unattributed();
            return;
        }
        buffer.add(CallerLookup.methodKey(site), CallerLookup.bci(site), methodId);
    }

    /**
     * The DCG so far: what the organizer has drained. It lags the samples by about the organizer's
     * period ({@code Organizer.PERIOD_MS}): a thread hands a half of its buffer over once it is full
     * ({@link #SAMPLING_BUFFER} samples, {@link #EXACT_BUFFER} calls) and, partly filled, at its
     * first sample after the organizer's request of each period; what no sample has handed over yet
     * arrives when the profiler stops.
     */
    public DcgRepository repository() {
        return repository;
    }

    /**
     * Stops ticking and sampling, gives the word back (0), and drains every sample recorded into the
     * repository. Idempotent.
     */
    public synchronized Summary stop() {
        if (!stopped) {
            stopped = true;
            recording = false;
            if (clock != null) {
                clock.shutdownNow();
            }
            if (attached) {
                Yieldpoints.stopTicks();
                Yieldpoints.setService(null);
                word.set(0);
            }
            organizer.stop();
            if (attached && settings.announcesCalls()) {
                CbsCalls.disable();
            }
        }
        return new Summary(repository.samples(), organizer.unattributed(), organizer.dropped(), ticks.get(),
                ticksTaken.get());
    }

    /** The DCG as written to a file: the repository's edges with this profiler's name and settings. */
    public DcgProfile profile() {
        return repository.snapshot(settings.kind().optionName(), settings.describe());
    }

    /**
     * What a run's profiler did.
     *
     * @param samples      samples (calls, for the exact profiler) in the DCG
     * @param unattributed samples not taken because the yieldpoint's caller could not be named (the
     *                     guest's {@code main}, code called by the VM itself)
     * @param dropped      samples lost because a thread's buffer was full
     * @param ticks        timer ticks
     * @param ticksTaken   ticks that asked for a sample or window (the others found a request
     *                     still pending or a window open)
     */
    public record Summary(long samples, long unattributed, long dropped, long ticks, long ticksTaken) {

        /** One line for the user. */
        public String describe(ProfileKind kind) {
            String s = kind.optionName() + ": " + samples + (kind == ProfileKind.EXACT ? " calls" : " samples")
                    + ", " + unattributed + " without a guest-visible caller, " + dropped + " dropped";
            return kind == ProfileKind.TIMER || kind == ProfileKind.CBS
                    ? s + ", " + ticks + " ticks (" + (ticks - ticksTaken) + " while a request was pending)" : s;
        }
    }
}
