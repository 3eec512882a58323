package rvm.launcher;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.locks.LockSupport;
import rvm.core.model.ClassModel;
import rvm.core.model.GuestMethod;
import rvm.core.runtime.VmThreads;
import rvm.interp.tier.Tiers;
import rvm.profiling.dcg.DcgRepository;

/**
 * The profile-directed level-2 trigger of {@code --tier=adaptive --inliner=rvm}
 * ({@code --level2-hot-share}): every {@link #PERIOD_MS} ms it reads the DCG the inliner reads, and
 * recompiles at level 2, together, every loaded method whose call sites hold at least the hot share
 * of the profile's weight (the callers of hot edges, as Jikes RVM's adaptive inlining organizer
 * finds them). The calls that profile-directed inlining would turn into inlined code are in such
 * methods, whether the method is called often or runs one long loop; a method that makes no calls
 * gains nothing from the inliner and is not recompiled.
 *
 * <p>Why not call counts alone ({@code --level2-after}): a method whose time is spent in a loop is
 * called rarely and never reaches the count, and counting recompiles hundreds of small methods one at
 * a time; each install retargets an entry slot and throws away the HotSpot code of its callers
 * (docs/decisions/008-level2-from-hot-call-edges.md).
 *
 * <p>Constraints: runs on a daemon thread of its own, {@code rvm-level2}; reads copies of the
 * repository and only queues compilations (the compiler thread compiles them).
 */
final class HotCallerTrigger {

    /** How often the trigger reads the profile, in milliseconds. */
    static final long PERIOD_MS = 100;

    private final DcgRepository profile;
    private final double hotShare;
    private final long minSamples;
    private final ClassModel model;
    private final Tiers tiers;
    /** Callers already recompiled; only the trigger's thread reads and writes it. */
    private final Set<String> done = new HashSet<>();

    /**
     * @param profile    the DCG the inliner reads
     * @param hotShare   the share of the profile's weight a method's call sites must hold, in (0, 1]
     * @param minSamples samples the profile must hold before the trigger looks at it
     */
    HotCallerTrigger(DcgRepository profile, double hotShare, long minSamples, ClassModel model, Tiers tiers) {
        this.profile = profile;
        this.hotShare = hotShare;
        this.minSamples = minSamples;
        this.model = model;
        this.tiers = tiers;
    }

    /** Starts the trigger's thread, a daemon named {@code rvm-level2}. */
    void start() {
        Thread t = VmThreads.daemon("rvm-level2", "looking for hot callers to recompile at level 2", this::loop);
        t.start();
    }

    private void loop() {
        while (true) {
            LockSupport.parkNanos(TimeUnit.MILLISECONDS.toNanos(PERIOD_MS));
            check();
        }
    }

    /** Looks at the profile once: recompiles the hot callers not recompiled yet. */
    void check() {
        if (profile.samples() < minSamples) {
            return;
        }
        List<GuestMethod> methods = new ArrayList<>();
        for (String caller : hotCallers(profile.weightByCaller(), hotShare)) {
            if (done.contains(caller)) {
                continue;
            }
            GuestMethod m = model.method(caller);
            if (m != null) {
                done.add(caller); // a method not loaded yet is looked up again next time
                methods.add(m);
            }
        }
        if (!methods.isEmpty()) {
            tiers.recompileAtLevel2(methods);
        }
    }

    /**
     * The callers whose call sites together hold at least {@code share} of the total weight,
     * heaviest first (ties in name order); none when the weight is 0.
     *
     * @param byCaller each calling method's weight, as {@link DcgRepository#weightByCaller()} gives it
     * @param share    in (0, 1]
     */
    static List<String> hotCallers(Map<String, Double> byCaller, double share) {
        double total = byCaller.values().stream().mapToDouble(Double::doubleValue).sum();
        return byCaller.entrySet().stream()
                .filter(e -> total > 0 && e.getValue() >= share * total)
                .sorted(Map.Entry.<String, Double>comparingByValue().reversed().thenComparing(Map.Entry.comparingByKey()))
                .map(Map.Entry::getKey)
                .toList();
    }
}
