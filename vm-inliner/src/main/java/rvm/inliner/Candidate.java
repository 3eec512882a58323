package rvm.inliner;

import java.util.List;
import java.util.Objects;

/**
 * One target the oracle weighed at a call site, with the facts it weighed and its verdict: the
 * evidence behind an {@link InlineDecision}, and a line of the inline report.
 *
 * @param method      the target, {@code pkg/Cls.name(Desc)Ret}; never null
 * @param callee      what the class model knows of it; null when no loaded class declares it (a
 *                    profiled method of a class since unloaded, or never loaded by the guest's loader)
 * @param weight      the weight of the edge from the site to this target in the profile; 0 when the
 *                    profile does not know it
 * @param siteShare   {@code weight} over the site's total weight in the profile; 0 when the site has none
 * @param graphShare  {@code weight} over the whole profile's weight; 0 when the profile is empty
 * @param size        the target's estimated size in units ({@link SizeEstimator}); -1 when it has no
 *                    code rvm could inline
 * @param needsGuard  whether inlining it needs a guard: the call is virtual and neither the
 *                    instruction nor the flags bind it to this method
 * @param guardClasses the classes an exact-class guard tests the receiver against, the loaded classes
 *                    that select this target; empty when it needs no guard or the oracle stopped before
 *                    finding them
 * @param limit       the size limit the target was held to, guard included ({@link
 *                    InlineOptions#sizeLimit}); -1 when the oracle stopped before comparing sizes
 * @param inlined     whether the decision inlines it
 * @param reason      why, or why not, in a fixed human-readable form; never null
 */
public record Candidate(String method, Callee callee, double weight, double siteShare, double graphShare, int size,
                        boolean needsGuard, List<String> guardClasses, int limit, boolean inlined, String reason) {

    /** Copies the guard classes and checks that an inlined target is complete. */
    public Candidate {
        Objects.requireNonNull(method, "method");
        Objects.requireNonNull(reason, "reason");
        guardClasses = List.copyOf(guardClasses);
        if (inlined && (callee == null || size < 0 || needsGuard == guardClasses.isEmpty())) {
            throw new IllegalArgumentException("an inlined target needs its callee, its size, and guard classes "
                    + "exactly when it needs a guard: " + method);
        }
    }

    /**
     * The estimated cost of its guard in units: the fallback call, the load of the receiver's class and
     * a compare per class ({@link SizeEstimator}); 0 without guard classes.
     */
    public int guardCost() {
        return guardClasses.isEmpty() ? 0 : SizeEstimator.guardCost(guardClasses.size());
    }

    /** The estimated cost of inlining it, its guard included: what the size limit is compared with. */
    public int cost() {
        return size + guardCost();
    }

    /**
     * How many units inlining it adds to the compilation: its cost less the call it replaces (negative
     * for a callee smaller than a call).
     */
    public int growth() {
        return cost() - SizeEstimator.CALL_COST;
    }

    /**
     * Whether the inlined code must enter and exit the callee's monitor ({@link
     * Callee#isSynchronized()}): the transform keeps the monitor of a {@code synchronized} callee.
     */
    public boolean keepsMonitor() {
        return callee != null && callee.isSynchronized();
    }
}
