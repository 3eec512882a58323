package rvm.inliner;

import java.util.List;
import java.util.Objects;

/**
 * The dynamic call graph as the inline oracle reads it: the weighted targets of each call site and
 * the total weight of the graph. Keyed exactly as the DCG is: a call site is the calling method in
 * JVM form, {@code pkg/Cls.name(Desc)Ret}, and the bytecode index of its invoke instruction in the
 * caller's class file; a target is the called method in the same form.
 *
 * <p>The launcher adapts vm-profiling's DCG repository to it; {@link #EMPTY} stands for no profile,
 * under which the oracle decides on static facts alone. A weight is whatever the profiler counts (a
 * sample, a call, possibly decayed): only ratios of weights matter to the oracle.
 *
 * <p>Constraints: the oracle may call it from any compiler thread while the profile grows;
 * an implementation answers each call consistently on its own (a copy), but two calls may see
 * different states of the graph.
 */
public interface CallProfile {

    /** No profile: no call site has targets, and the total weight is 0. */
    CallProfile EMPTY = new CallProfile() {
        @Override
        public double totalWeight() {
            return 0;
        }

        @Override
        public List<Target> targets(String caller, int bci) {
            return List.of();
        }
    };

    /** The sum of the weights of every edge of the graph; 0 when it has none. */
    double totalWeight();

    /**
     * The targets the call site (caller, bci) has been seen to call, with their weights, in any
     * order; empty when the profile does not know the site.
     *
     * @param caller the calling method, {@code pkg/Cls.name(Desc)Ret}; never null
     * @param bci    the bytecode index of the invoke instruction in the caller's class file
     * @return never null
     */
    List<Target> targets(String caller, int bci);

    /**
     * One target of a call site and its weight.
     *
     * @param callee the called method, {@code pkg/Cls.name(Desc)Ret}; never null
     * @param weight the edge's weight, a number at least 0
     */
    record Target(String callee, double weight) {

        /** Checks the weight. */
        public Target {
            Objects.requireNonNull(callee, "callee");
            if (!(weight >= 0) || Double.isInfinite(weight)) {
                throw new IllegalArgumentException("weight must be a number at least 0: " + weight);
            }
        }
    }
}
