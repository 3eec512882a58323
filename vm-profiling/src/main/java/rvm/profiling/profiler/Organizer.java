package rvm.profiling.profiler;

import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.locks.LockSupport;
import java.util.function.IntFunction;
import rvm.core.runtime.CbsCalls;
import rvm.core.runtime.HostThreads;
import rvm.core.runtime.VmThreads;
import rvm.core.stack.CallerLookup;
import rvm.profiling.dcg.CallSiteKey;
import rvm.profiling.dcg.DcgRepository;

/**
 * Drains the listeners' full sample buffers into the DCG repository, on a thread of its own (Jikes
 * RVM's organizer): samples become edges named {@code pkg/Cls.name(Desc)Ret}, each of weight 1,
 * counted in runs of equal edges before they go in, and decayed every {@code decayEvery} samples
 * when a decay is set. With a decay, the repository lags the samples by up to {@code decayEvery}.
 *
 * <p>Samples go in in the order each thread recorded them and decays fall between the same samples
 * on every run, so a single-threaded deterministic program with a deterministic trigger gives the
 * same DCG every time.
 *
 * <p>Constraints: draining is serialised by this object's lock. The organizer thread wakes when a
 * buffer fills and at least every {@link #PERIOD_MS} ms.
 */
final class Organizer {

    /** The longest the organizer sleeps between drains, in milliseconds. */
    static final long PERIOD_MS = 100;

    /** Receives one drained sample. */
    interface Sink {
        /** The call from (callerKey, bci) to calleeId. */
        void sample(int callerKey, int bci, int calleeId);
    }

    private record Triple(int callerKey, int bci, int calleeId) {
    }

    /** Names the caller of an announced call ({@code CallerLookup.announcedCaller}). */
    interface Announcements {
        /** The packed call site of {@code siteKey} if it could have called {@code calleeId}, else {@code NO_CALLER}. */
        long caller(int siteKey, int calleeId);
    }

    private final DcgRepository repository;
    private final IntFunction<String> names;
    private final double decay;
    private final long decayEvery;
    private final List<SampleBuffer> buffers = new CopyOnWriteArrayList<>();
    private final Map<Integer, String> nameCache = new HashMap<>();
    /** Samples counted but not yet in the repository; guarded by this. */
    private final Map<Triple, long[]> pending = new LinkedHashMap<>();
    private final Sink sink = this::sample;
    /** Resolves the samples of {@link CbsCalls}' ring, or {@code null} when it is not drained. */
    private final Announcements announcements;
    private final CbsCalls.Sink announced = this::announcedSample;
    /** Ring samples without a guest-visible caller, and lost ones; guarded by this. */
    private long announcedUnattributed;
    private long announcedLost;
    private long sinceDecay;
    private volatile Thread thread;
    private volatile boolean stopping;

    /**
     * @param names      the JVM name of a caller key or callee id (a {@code CallerLookup}'s)
     * @param decay      the factor of each decay, 1 for none
     * @param decayEvery samples between decays
     * @param announcements names the callers of {@link CbsCalls}' samples, which it then drains with
     *                   the buffers; {@code null} for none
     */
    Organizer(DcgRepository repository, IntFunction<String> names, double decay, long decayEvery,
              Announcements announcements) {
        this.repository = repository;
        this.announcements = announcements;
        this.names = names;
        this.decay = decay;
        this.decayEvery = decayEvery;
    }

    /** Registers a new thread's buffer. */
    void register(SampleBuffer buffer) {
        buffers.add(buffer);
    }

    /** Starts the organizer thread, a daemon named {@code rvm-organizer}. */
    void start() {
        Thread t = VmThreads.daemon("rvm-organizer", "draining sample buffers into the DCG", this::loop);
        thread = t;
        t.start();
    }

    /** Wakes the organizer thread: a buffer is full. */
    void wake() {
        Thread t = thread;
        if (t != null) {
            LockSupport.unpark(t);
        }
    }

    private void loop() {
        while (!stopping) {
            LockSupport.parkNanos(TimeUnit.MILLISECONDS.toNanos(PERIOD_MS));
            drainFull();
            for (SampleBuffer b : buffers) {
                b.requestFlush(); // what they record by the next period reaches the repository then
            }
        }
    }

    /** Drains every buffer's full halves. */
    synchronized void drainFull() {
        for (SampleBuffer b : buffers) {
            b.drainFull(sink);
        }
        drainAnnounced();
        flushBetweenDecays();
    }

    private void drainAnnounced() {
        if (announcements != null) {
            announcedLost += CbsCalls.drain(announced);
        }
    }

    private void announcedSample(int siteKey, int calleeId) {
        long site = announcements.caller(siteKey, calleeId);
        if (site == CallerLookup.NO_CALLER) {
            announcedUnattributed++;
        } else {
            sample(CallerLookup.methodKey(site), CallerLookup.bci(site), calleeId);
        }
    }

    /** Drains {@code buffer}'s full halves now, on the calling thread (a lossless buffer that caught up). */
    synchronized void drainNow(SampleBuffer buffer) {
        buffer.drainFull(sink);
        flushBetweenDecays();
    }

    /**
     * Without decay, what was counted goes into the repository at every drain (sums of whole
     * numbers do not depend on where they are split). With decay it waits for the next decay or the
     * end, so that the floating-point sums are the same on every run.
     */
    private void flushBetweenDecays() {
        if (decay == 1) {
            flushPending();
        }
    }

    /**
     * Stops the organizer thread and drains everything recorded, partial halves included: the end
     * of the run.
     */
    void stop() {
        stopping = true;
        Thread t = thread;
        if (t != null) {
            LockSupport.unpark(t);
            HostThreads.joinUninterruptibly(t);
        }
        synchronized (this) {
            for (SampleBuffer b : buffers) {
                b.drainAll(sink);
            }
            drainAnnounced();
            flushPending();
        }
    }

    /** Samples dropped because a thread's buffer was full, over all threads. */
    synchronized long dropped() {
        return buffers.stream().mapToLong(SampleBuffer::dropped).sum() + announcedLost;
    }

    /** Taken yieldpoints whose caller could not be named, over all threads. */
    synchronized long unattributed() {
        return buffers.stream().mapToLong(SampleBuffer::unattributedCount).sum() + announcedUnattributed;
    }

    private void sample(int callerKey, int bci, int calleeId) {
        pending.computeIfAbsent(new Triple(callerKey, bci, calleeId), k -> new long[1])[0]++;
        if (decay < 1 && ++sinceDecay == decayEvery) {
            flushPending();
            repository.decay(decay);
            sinceDecay = 0;
        }
    }

    private void flushPending() {
        for (Map.Entry<Triple, long[]> e : pending.entrySet()) {
            Triple t = e.getKey();
            long n = e.getValue()[0];
            repository.add(new CallSiteKey(name(t.callerKey()), t.bci()), name(t.calleeId()), n, n);
        }
        pending.clear();
    }

    private String name(int key) {
        return nameCache.computeIfAbsent(key, names::apply);
    }
}
