package rvm.launcher;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.locks.LockSupport;
import rvm.core.model.ClassModel;
import rvm.core.model.GuestMethod;
import rvm.interp.tier.Tiers;
import rvm.profiling.dcg.CallSiteKey;
import rvm.profiling.dcg.DcgRepository;
import rvm.profiling.dcg.WeightedTargets;

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
 * (RESULTS, "Issue 22: where the time goes").
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
    /** Callers already recompiled (or found not to be loaded guest methods that can be). */
    private final Set<String> done = ConcurrentHashMap.newKeySet();

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
        Thread t = new Thread(this::loop, "rvm-level2");
        t.setDaemon(true);
        t.start();
    }

    private void loop() {
        while (true) {
            LockSupport.parkNanos(TimeUnit.MILLISECONDS.toNanos(PERIOD_MS));
            check();
        }
    }

    /**
     * Looks at the profile once: recompiles the hot callers not recompiled yet.
     *
     * @return the methods queued for level 2
     */
    List<GuestMethod> check() {
        if (profile.samples() < minSamples) {
            return List.of();
        }
        List<GuestMethod> methods = new ArrayList<>();
        for (String caller : hotCallers(profile.sites(), hotShare)) {
            if (done.contains(caller)) {
                continue;
            }
            GuestMethod m = model.method(caller);
            if (m != null) {
                done.add(caller); // a method not loaded yet is looked up again next time
                methods.add(m);
            }
        }
        return methods.isEmpty() ? List.of() : tiers.recompileAtLevel2(methods);
    }

    /**
     * The callers whose call sites together hold at least {@code share} of the weight of
     * {@code sites}, heaviest first (ties in name order); none when the weight is 0.
     *
     * @param sites every call site with its targets, as {@link DcgRepository#sites()} gives them
     * @param share in (0, 1]
     */
    static List<String> hotCallers(List<Map.Entry<CallSiteKey, WeightedTargets>> sites, double share) {
        Map<String, Double> byCaller = new HashMap<>();
        double total = 0;
        for (Map.Entry<CallSiteKey, WeightedTargets> e : sites) {
            double w = e.getValue().totalWeight();
            byCaller.merge(e.getKey().caller(), w, Double::sum);
            total += w;
        }
        if (total <= 0) {
            return List.of();
        }
        Map<String, Double> hot = new LinkedHashMap<>();
        for (Map.Entry<String, Double> e : byCaller.entrySet()) {
            if (e.getValue() >= share * total) {
                hot.put(e.getKey(), e.getValue());
            }
        }
        List<String> names = new ArrayList<>(hot.keySet());
        names.sort((a, b) -> {
            int c = Double.compare(hot.get(b), hot.get(a));
            return c != 0 ? c : a.compareTo(b);
        });
        return names;
    }
}
