package rvm.profiling.dcg;

import java.util.Comparator;
import java.util.Objects;

/**
 * One target of a call site and its weight: how many samples (or calls, for the exact profile)
 * went from the site to this callee, possibly decayed.
 *
 * @param callee the called guest method, {@code pkg/Cls.name(Desc)Ret}; never null
 * @param weight the weight, at least 0
 */
public record Target(String callee, double weight) {

    /** Heaviest first; equal weights by callee name, so that orders are the same on every run. */
    public static final Comparator<Target> HEAVIEST_FIRST =
            Comparator.comparingDouble(Target::weight).reversed().thenComparing(Target::callee);

    public Target {
        Objects.requireNonNull(callee, "callee");
        if (!(weight >= 0)) {
            throw new IllegalArgumentException("weight must be at least 0: " + weight);
        }
    }
}
