package rvm.inliner;

import rvm.core.options.OptionTable;
import rvm.core.options.VmOptions;

/**
 * The constants of the inline oracle, each a command-line option ({@link InlinerOptions}) whose
 * default is Jikes RVM's value, except {@link #guardHotShare}, a rule Jikes RVM does not have. Sizes
 * are in the units of {@link SizeEstimator}, whose {@code CALL_COST} is 6 and {@code
 * SIMPLE_OPERATION_COST} 1.
 *
 * <p>The size limit of a callee grows linearly with its edge's share of the whole profile's weight
 * ({@link #sizeLimit}), as in Arnold and Grove's adaptive inliner for Jikes RVM: no sharp split
 * between hot and cold edges. Jikes RVM calls an edge hot when its weight, as a fraction of the
 * dynamic call graph's and scaled by the call density (the fraction of timer samples taken in
 * prologues and epilogues), exceeds {@code INLINE_AI_HOT_CALLSITE_THRESHOLD} = 0.01, and gives it
 * {@code INLINE_AI_MAX_TARGET_SIZE} = 119; a warmer edge gets {@code 2 * 23 + 73 * share / 0.01}, a
 * line from 46 to 119. rvm's line starts at the plain limit 23 instead of jumping to 46, and reaches
 * 119 at the same share, 1% ({@link #hotShare} = 0.01). rvm's profilers take every sample at a
 * prologue or epilogue, so Jikes RVM's call density, which only shrinks the share, is 1 here.
 *
 * <p>The budget of one compilation ({@link #budget}) is the one Jikes RVM's profile-directed oracle
 * had until December 2003: at most {@code AI_MAX_INLINE_EXPANSION_FACTOR} = 15 times the root
 * method's size, and at most {@code AI_MAX_METHOD_SIZE} = 4096 units more than the root (its static
 * oracle had 4 and 4096). Jikes RVM then dropped the global budget, finding that it interacted badly
 * with local, on-the-fly decisions (5% on SPECjvm98); rvm keeps it because HotSpot does not compile a
 * method over 8000 bytes of bytecode (docs/ARCHITECTURE.md, "Known traps"), so compiled guest code
 * must not grow without bound. The defaults make it bind only for large roots or long chains of hot
 * inlines.
 *
 * @param alwaysBelow  a callee smaller than this that needs no guard is always inlined, before any
 *                     other size, depth or budget rule (Jikes RVM's
 *                     {@code INLINE_MAX_ALWAYS_INLINE_TARGET_SIZE} = {@code 2 * CALL_COST -
 *                     SIMPLE_OPERATION_COST} = 11; {@code DefaultInlineOracle} compares with {@code <})
 * @param maxSize      the size limit, guard included, of a callee on an edge with no profile weight
 *                     (Jikes RVM's {@code INLINE_MAX_TARGET_SIZE} = {@code 4 * CALL_COST -
 *                     SIMPLE_OPERATION_COST} = 23)
 * @param hotMaxSize   the size limit on an edge holding {@code hotShare} of the profile's weight or
 *                     more (Jikes RVM's {@code INLINE_AI_MAX_TARGET_SIZE} = {@code 20 * CALL_COST -
 *                     SIMPLE_OPERATION_COST} = 119); at least {@code maxSize}
 * @param hotShare     the share of the whole profile's weight, in (0, 1], at which an edge gets
 *                     {@code hotMaxSize} (Jikes RVM's {@code INLINE_AI_HOT_CALLSITE_THRESHOLD} = 0.01)
 * @param guardShare   the share of its call site's weight, in [0, 1], a profiled target needs to be
 *                     inlined behind a guard (Jikes RVM's {@code INLINE_AI_MIN_CALLSITE_FRACTION} = 0.4)
 * @param guardHotShare the share of the whole profile's weight, in (0, 1], at which a profiled target
 *                     is inlined behind a guard whatever its share of its site. Jikes RVM has no such
 *                     rule (1 is its behaviour): a minority target's call stays in the fallback, which
 *                     there costs a call; here it is a call HotSpot may not inline, inside loops that C2
 *                     optimises only without it (docs/decisions/028-level2-code-as-hotspot-sees-it.md)
 * @param maxTargets   how many targets one call site may inline behind guards; 0 inlines nothing that
 *                     needs a guard. Jikes RVM has no such limit: its 40% share admits at most 2.
 * @param maxDepth     how many inlined frames deep below the root a callee may land, except the
 *                     always-inlined ones (Jikes RVM's {@code INLINE_MAX_INLINE_DEPTH} = 5). Jikes RVM's
 *                     static oracle refused a call whose caller was deeper than 5, so its callees landed
 *                     up to 6 deep; its current oracle divides the size limit by the excess depth
 *                     instead of refusing. rvm counts the callee's depth and refuses beyond it.
 * @param budgetFactor how many times its root's size one compilation may grow to (see above)
 * @param budgetMax    how many units one compilation may grow by (see above)
 * @param maxRecursion how many times a callee may already be on the inline path, root included, to be
 *                     inlined again; 0, as Jikes RVM ({@code InlineSequence.containsMethod}), never
 *                     inlines a method into itself
 */
public record InlineOptions(int alwaysBelow, int maxSize, int hotMaxSize, double hotShare, double guardShare,
                            double guardHotShare, int maxTargets, int maxDepth, int budgetFactor, int budgetMax,
                            int maxRecursion) {

    /** Jikes RVM's values: the defaults of {@link InlinerOptions}. */
    public static final InlineOptions DEFAULTS = fromOptions(new VmOptions(OptionTable.of(VmOptions.EXECUTION, InlinerOptions.ALL)));

    /** Absorbs the floating-point error of {@link #sizeLimit}'s raise before it is rounded down. */
    private static final double ROUNDING_SLACK = 1e-9;

    /** Checks the values; the messages name the option a user would fix. */
    public InlineOptions {
        atLeast("inline-always-below", alwaysBelow, 0);
        atLeast("inline-max-size", maxSize, 0);
        if (hotMaxSize < maxSize) {
            throw new IllegalArgumentException("--inline-hot-max-size must be at least --inline-max-size ("
                    + maxSize + "): " + hotMaxSize);
        }
        if (!(hotShare > 0 && hotShare <= 1)) {
            throw new IllegalArgumentException("--inline-hot-share must be in (0, 1]: " + hotShare);
        }
        if (!(guardShare >= 0 && guardShare <= 1)) {
            throw new IllegalArgumentException("--inline-guard-share must be in [0, 1]: " + guardShare);
        }
        if (!(guardHotShare > 0 && guardHotShare <= 1)) {
            throw new IllegalArgumentException("--inline-guard-hot-share must be in (0, 1]: " + guardHotShare);
        }
        atLeast("inline-max-targets", maxTargets, 0);
        atLeast("inline-max-depth", maxDepth, 0);
        atLeast("inline-budget-factor", budgetFactor, 1);
        atLeast("inline-budget-max", budgetMax, 0);
        atLeast("inline-max-recursion", maxRecursion, 0);
    }

    private static void atLeast(String option, int value, int min) {
        if (value < min) {
            throw new IllegalArgumentException("--" + option + " must be at least " + min + ": " + value);
        }
    }

    /**
     * The options a run's {@code --inline-*} options give.
     *
     * @param o options whose table holds {@link InlinerOptions#ALL}
     * @throws IllegalArgumentException naming the option, for a value the oracle cannot use
     */
    public static InlineOptions fromOptions(VmOptions o) {
        return new InlineOptions(o.get(InlinerOptions.ALWAYS_BELOW), o.get(InlinerOptions.MAX_SIZE),
                o.get(InlinerOptions.HOT_MAX_SIZE), o.get(InlinerOptions.HOT_SHARE), o.get(InlinerOptions.GUARD_SHARE),
                o.get(InlinerOptions.GUARD_HOT_SHARE), o.get(InlinerOptions.MAX_TARGETS), o.get(InlinerOptions.MAX_DEPTH),
                o.get(InlinerOptions.BUDGET_FACTOR), o.get(InlinerOptions.BUDGET_MAX), o.get(InlinerOptions.MAX_RECURSION));
    }

    /**
     * The size limit of a callee whose edge holds {@code graphShare} of the whole profile's weight:
     * {@code maxSize + floor((hotMaxSize - maxSize) * min(1, graphShare / hotShare))}, so {@code
     * maxSize} for an edge the profile does not know and {@code hotMaxSize} from {@code hotShare} up.
     * The raise is rounded down after adding 1e-9, so that a share whose raise is a whole number is not
     * rounded a unit low by floating point (an edge of weight 1 in 192 raises the limit by {@code 96 *
     * (1.0 / 192 / 0.01)}, which is {@code 49.99999999999999}, not 50).
     *
     * @param graphShare the edge's weight over the profile's total weight, in [0, 1]
     */
    public int sizeLimit(double graphShare) {
        double raise = (hotMaxSize - maxSize) * Math.min(1.0, graphShare / hotShare);
        return maxSize + (int) Math.floor(raise + ROUNDING_SLACK);
    }

    /**
     * The most units one compilation whose root method estimates {@code rootSize} units may reach
     * by inlining: {@code min(budgetFactor * rootSize, rootSize + budgetMax)}.
     */
    public int budget(int rootSize) {
        long budget = Math.min((long) budgetFactor * rootSize, (long) rootSize + budgetMax);
        return (int) Math.min(Integer.MAX_VALUE, budget);
    }
}
