package rvm.profiling.dcg;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.atomic.DoubleAdder;
import java.util.concurrent.atomic.LongAdder;
import java.util.concurrent.locks.ReadWriteLock;
import java.util.concurrent.locks.ReentrantReadWriteLock;

/**
 * The dynamic call graph collected so far: call site (method, bytecode index) to its weighted
 * targets, plus the total weight and the number of samples that went in.
 *
 * <p>Writers are the profilers' organizers (and the exact profiler); readers are the inliner,
 * while the guest runs, and the output at its end. Every read returns a copy.
 *
 * <p>Decay ({@link #decay}) multiplies every weight by a factor, so that old behaviour weighs less
 * than recent behaviour; the sample count is not decayed.
 *
 * <p>Constraints: thread-safe. Adds to different sites run in parallel (one lock per site); a
 * decay waits for the adds under way and holds new ones off until it is done.
 */
public final class DcgRepository {

    private final Map<CallSiteKey, Slot> sites = new ConcurrentHashMap<>();
    /** Shared by adds, exclusive for decay, so that a decay sees no half-done add. */
    private final ReadWriteLock decayLock = new ReentrantReadWriteLock();
    private final LongAdder samples = new LongAdder();
    /** Each method's weight as a caller (its call sites') and as a callee, kept as edges are added. */
    private final Map<String, DoubleAdder> asCaller = new ConcurrentHashMap<>();
    private final Map<String, DoubleAdder> asCallee = new ConcurrentHashMap<>();

    /**
     * One site's targets, replaced when a single target becomes several; guarded by itself. Null
     * only between the slot's creation and the end of its first add: readers skip it then.
     */
    private static final class Slot {
        private MutableTargets targets;
    }

    /**
     * A repository holding a recorded profile's edges and counting the samples it records (a
     * replay, {@code --inline-dcg}): as many as went into the profile, not one per edge, so that a
     * reader waiting for a number of samples sees the recorded run's.
     */
    public static DcgRepository of(DcgProfile profile) {
        DcgRepository r = new DcgRepository();
        for (Edge e : profile.edges()) {
            r.add(new CallSiteKey(e.caller(), e.bci()), e.callee(), e.weight(), 0);
        }
        r.samples.add(profile.samples());
        return r;
    }

    /**
     * Adds {@code weight} to the edge (caller, bci) to callee and counts one sample.
     *
     * @throws IllegalArgumentException when the weight is negative or not a number
     */
    public void add(String caller, int bci, String callee, double weight) {
        add(new CallSiteKey(caller, bci), callee, weight, 1);
    }

    /**
     * Adds {@code weight} to the edge {@code site} to callee and counts {@code sampleCount}
     * samples (the exact profiler adds a count of calls as one weight).
     */
    public void add(CallSiteKey site, String callee, double weight, long sampleCount) {
        if (!(weight >= 0) || Double.isInfinite(weight)) {
            throw new IllegalArgumentException("weight must be a number at least 0: " + weight);
        }
        decayLock.readLock().lock();
        try {
            Slot slot = sites.computeIfAbsent(site, s -> new Slot());
            synchronized (slot) {
                slot.targets = slot.targets == null ? new SingleTarget(callee, weight) : slot.targets.add(callee, weight);
            }
            samples.add(sampleCount);
            asCaller.computeIfAbsent(site.caller(), k -> new DoubleAdder()).add(weight);
            asCallee.computeIfAbsent(callee, k -> new DoubleAdder()).add(weight);
        } finally {
            decayLock.readLock().unlock();
        }
    }

    /** The targets of the call site (caller, bci), heaviest first, if it has any. */
    public Optional<WeightedTargets> targets(String caller, int bci) {
        Slot slot = sites.get(new CallSiteKey(caller, bci));
        if (slot == null) {
            return Optional.empty();
        }
        synchronized (slot) {
            return Optional.ofNullable(slot.targets).map(MutableTargets::copy);
        }
    }

    /** Every call site with its targets, heaviest site first (ties in site order). */
    public List<Map.Entry<CallSiteKey, WeightedTargets>> sites() {
        List<Map.Entry<CallSiteKey, WeightedTargets>> list = new ArrayList<>();
        for (Map.Entry<CallSiteKey, Slot> e : sites.entrySet()) {
            synchronized (e.getValue()) {
                if (e.getValue().targets != null) {
                    list.add(Map.entry(e.getKey(), e.getValue().targets.copy()));
                }
            }
        }
        list.sort(Comparator.comparing((Map.Entry<CallSiteKey, WeightedTargets> e) -> -e.getValue().totalWeight())
                .thenComparing(Map.Entry::getKey));
        return list;
    }

    /** Every edge, heaviest first (see {@link Edge#HEAVIEST_FIRST}). */
    public List<Edge> edges() {
        List<Edge> list = new ArrayList<>();
        for (Map.Entry<CallSiteKey, WeightedTargets> e : sites()) {
            CallSiteKey site = e.getKey();
            for (Target t : e.getValue().targets()) {
                list.add(new Edge(site.caller(), site.bci(), t.callee(), t.weight()));
            }
        }
        list.sort(Edge.HEAVIEST_FIRST);
        return list;
    }

    /**
     * The weight of each calling method's sites together. Kept as edges are added, so that reading it
     * costs one entry per method, not a walk of the sites (what a reader polling the graph while the
     * guest runs needs); a caller no edge has been added from is absent.
     */
    public Map<String, Double> weightByCaller() {
        return sums(asCaller);
    }

    /**
     * Each called method's weight: the sum of the weights of the edges into it. Kept as edges are
     * added, so that reading it costs one entry per method, not a walk of the sites.
     */
    public Map<String, Double> weightByCallee() {
        return sums(asCallee);
    }

    private static Map<String, Double> sums(Map<String, DoubleAdder> tallies) {
        Map<String, Double> copy = new HashMap<>(tallies.size() * 2);
        tallies.forEach((method, weight) -> copy.put(method, weight.sum()));
        return copy;
    }

    /** The sum of all edges' weights. */
    public double totalWeight() {
        double total = 0;
        for (Slot slot : sites.values()) {
            synchronized (slot) {
                total += slot.targets == null ? 0 : slot.targets.totalWeight();
            }
        }
        return total;
    }

    /** How many samples (or counted calls) went in, not decayed. */
    public long samples() {
        return samples.sum();
    }

    /**
     * Multiplies every weight by {@code factor}.
     *
     * @param factor in (0, 1]
     * @throws IllegalArgumentException for a factor outside (0, 1]
     */
    public void decay(double factor) {
        if (!(factor > 0 && factor <= 1)) {
            throw new IllegalArgumentException("decay factor must be in (0, 1]: " + factor);
        }
        decayLock.writeLock().lock();
        try {
            for (Slot slot : sites.values()) {
                synchronized (slot) {
                    if (slot.targets != null) {
                        slot.targets.scale(factor);
                    }
                }
            }
            scale(asCaller, factor);
            scale(asCallee, factor);
        } finally {
            decayLock.writeLock().unlock();
        }
    }

    private static void scale(Map<String, DoubleAdder> tallies, double factor) {
        for (DoubleAdder weight : tallies.values()) {
            double scaled = weight.sumThenReset() * factor;
            weight.add(scaled);
        }
    }

    /** A snapshot of the whole graph as a profile of kind {@code profile}, for the output formats. */
    public DcgProfile snapshot(String profile, Map<String, Object> options) {
        List<Edge> edges = edges();
        double total = 0;
        for (Edge e : edges) {
            total += e.weight();
        }
        return new DcgProfile(profile, options, total, samples(), edges);
    }
}
