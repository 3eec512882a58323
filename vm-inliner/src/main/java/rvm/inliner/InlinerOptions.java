package rvm.inliner;

import java.util.List;
import rvm.core.options.VmOption;

/**
 * The inline oracle's options, {@code --inline-*}: one per constant of {@link InlineOptions}, each
 * defaulting to Jikes RVM's value (the descriptions name the Jikes RVM option or constant).
 *
 * <p>{@link InlineOptions#fromOptions} reads them; the launcher assembles {@link #ALL} with the other
 * modules' options into the one table of {@code rvm run}. Sizes are in the units of
 * {@link SizeEstimator}.
 */
public final class InlinerOptions {

    /** Who inlines guest code: rvm's inliner, HotSpot's C2, or nobody. */
    public static final VmOption<String> INLINER = new VmOption<>("inliner", String.class, "host", "WHO",
            List.of("rvm", "host", "none"),
            "Who inlines guest calls. host (the default for now): HotSpot's C2 inlines rvm's compiled guest code "
                    + "as it would any Java program, and level 2 compiles as level 1 does. rvm: rvm's "
                    + "profile-directed inliner, at level 2 (the recompilation controller, or --level2-after), "
                    + "and only it in level-2 code: HotSpot is told not to inline into or out of it (it still "
                    + "inlines JDK code and rvm's helpers, and level-1 code into level-1 code). none: nobody "
                    + "inlines guest calls, the floor of every inlining speed-up.");

    /** Below this size a callee that needs no guard is always inlined. */
    public static final VmOption<Integer> ALWAYS_BELOW = new VmOption<>("inline-always-below", Integer.class, 11,
            "UNITS", List.of(),
            "Always inline a callee estimated below UNITS when the call needs no guard (static, private, final "
                    + "or special), whatever its depth and the budget, unless it is already on the inline path "
                    + "(Jikes RVM's INLINE_MAX_ALWAYS_INLINE_TARGET_SIZE, 2 calls less 1 operation).", 0)
            .onlyWith(INLINER, "rvm");

    /** The size limit of a callee on an edge without profile weight. */
    public static final VmOption<Integer> MAX_SIZE = new VmOption<>("inline-max-size", Integer.class, 23, "UNITS",
            List.of(),
            "Inline a callee, its guard included, of at most UNITS on an edge the profile does not know (Jikes "
                    + "RVM's INLINE_MAX_TARGET_SIZE, 4 calls less 1 operation).", 0)
            .onlyWith(INLINER, "rvm");

    /** The size limit of a callee on a hot edge. */
    public static final VmOption<Integer> HOT_MAX_SIZE = new VmOption<>("inline-hot-max-size", Integer.class, 119,
            "UNITS", List.of(),
            "The size limit of a callee on an edge holding --inline-hot-share of the profile's weight or more; "
                    + "below, the limit rises linearly from --inline-max-size with the edge's share (Jikes RVM's "
                    + "INLINE_AI_MAX_TARGET_SIZE, 20 calls less 1 operation). At least --inline-max-size.", 0)
            .onlyWith(INLINER, "rvm");

    /** The share of the profile's weight at which an edge gets the hot size limit. */
    public static final VmOption<Double> HOT_SHARE = new VmOption<>("inline-hot-share", Double.class, 0.01, "F",
            List.of(),
            "An edge holding the fraction F, in (0, 1], of the whole profile's weight or more may inline a "
                    + "callee of --inline-hot-max-size (Jikes RVM's INLINE_AI_HOT_CALLSITE_THRESHOLD).")
            .onlyWith(INLINER, "rvm");

    /** The share of its site's weight a guarded target needs. */
    public static final VmOption<Double> GUARD_SHARE = new VmOption<>("inline-guard-share", Double.class, 0.4, "F",
            List.of(),
            "Inline a profiled target of a virtual or interface call behind a guard if it holds the fraction F, in "
                    + "[0, 1], of its call site's weight (Jikes RVM's INLINE_AI_MIN_CALLSITE_FRACTION), or "
                    + "--inline-guard-hot-share of the whole profile's.")
            .onlyWith(INLINER, "rvm");

    /** The share of the profile's weight at which a target is guarded whatever its share of its site. */
    public static final VmOption<Double> GUARD_HOT_SHARE = new VmOption<>("inline-guard-hot-share", Double.class,
            0.01, "F", List.of(),
            "Inline a profiled target behind a guard whatever its share of its call site if its edge holds the "
                    + "fraction F, in (0, 1], of the whole profile's weight: its call would otherwise stay in the "
                    + "guard's fallback, a call HotSpot may not inline. 1 is Jikes RVM's rule (--inline-guard-share "
                    + "alone).")
            .onlyWith(INLINER, "rvm");

    /** How many targets one call site may inline behind guards. */
    public static final VmOption<Integer> MAX_TARGETS = new VmOption<>("inline-max-targets", Integer.class, 2, "N",
            List.of(),
            "Inline at most N targets behind guards at one call site, heaviest first, the original call kept as "
                    + "the fallback; 0 inlines no call that needs a guard. With --inline-guard-share=0.4 at most "
                    + "2 targets qualify by their share of the site.", 0)
            .onlyWith(INLINER, "rvm");

    /** How deep inlined code may nest. */
    public static final VmOption<Integer> MAX_DEPTH = new VmOption<>("inline-max-depth", Integer.class, 5, "N",
            List.of(),
            "Inline (beyond --inline-always-below) only callees that land at most N inlined frames below the "
                    + "compiled method (Jikes RVM's INLINE_MAX_INLINE_DEPTH).", 0)
            .onlyWith(INLINER, "rvm");

    /** The budget of one compilation relative to its root method. */
    public static final VmOption<Integer> BUDGET_FACTOR = new VmOption<>("inline-budget-factor", Integer.class, 15,
            "N", List.of(),
            "One compilation may grow to N times its root method's size by inlining, and to no more than "
                    + "--inline-budget-max units above it (Jikes RVM's AI_MAX_INLINE_EXPANSION_FACTOR, dropped in "
                    + "2003).", 1)
            .onlyWith(INLINER, "rvm");

    /** The absolute growth cap of one compilation. */
    public static final VmOption<Integer> BUDGET_MAX = new VmOption<>("inline-budget-max", Integer.class, 4096,
            "UNITS", List.of(),
            "One compilation may grow by at most UNITS through inlining (Jikes RVM's AI_MAX_METHOD_SIZE, dropped "
                    + "in 2003).", 0)
            .onlyWith(INLINER, "rvm");

    /** How often a method may already be on its own inline path. */
    public static final VmOption<Integer> MAX_RECURSION = new VmOption<>("inline-max-recursion", Integer.class, 0,
            "N", List.of(),
            "Inline a method that is already N times or fewer on the inline path of the call, the compiled "
                    + "method included; 0, as in Jikes RVM, never inlines a recursive call.", 0)
            .onlyWith(INLINER, "rvm");

    /**
     * The options the oracle reads ({@link InlineOptions#fromOptions}), in {@code --help} order: what an
     * inline report records as the options its decisions were made with.
     */
    public static final List<VmOption<?>> ORACLE = List.of(ALWAYS_BELOW, MAX_SIZE, HOT_MAX_SIZE, HOT_SHARE,
            GUARD_SHARE, GUARD_HOT_SHARE, MAX_TARGETS, MAX_DEPTH, BUDGET_FACTOR, BUDGET_MAX, MAX_RECURSION);

    /** Every option of the inliner, in {@code --help} order. */
    public static final List<VmOption<?>> ALL = List.of(INLINER, ALWAYS_BELOW, MAX_SIZE, HOT_MAX_SIZE, HOT_SHARE, GUARD_SHARE,
            GUARD_HOT_SHARE, MAX_TARGETS, MAX_DEPTH, BUDGET_FACTOR, BUDGET_MAX, MAX_RECURSION);

    private InlinerOptions() {
    }
}
