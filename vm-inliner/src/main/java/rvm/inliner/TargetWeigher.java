package rvm.inliner;

import java.math.BigDecimal;
import java.math.RoundingMode;
import java.util.ArrayList;
import java.util.List;

/**
 * Weighs the targets of one call site, one after the other, heaviest first: the per-target rules of
 * {@link InlineOracle}, in their order, and the reason strings they give.
 *
 * <p>Constraints: one instance per decision, used by one thread; it remembers the growth and the
 * number of guarded targets already accepted at the site, which later targets are held to.
 */
final class TargetWeigher {

    private final InlineOptions options;
    private final InlineContext context;
    private final double siteTotal;
    private final double graphTotal;
    private final boolean stress;
    private final List<Candidate> weighed = new ArrayList<>();
    private int acceptedGrowth;
    private int acceptedGuarded;
    private int cold;

    /**
     * @param siteTotal  the weight of the site's targets in the profile
     * @param graphTotal the weight of the whole profile
     */
    TargetWeigher(InlineOptions options, InlineContext context, double siteTotal, double graphTotal) {
        this(options, context, siteTotal, graphTotal, false);
    }

    /**
     * @param stress whether to weigh as {@code --inline-stress} does: neither the guard share nor the
     *               size limits apply, only the budget, the target limit and the recursion bound
     */
    TargetWeigher(InlineOptions options, InlineContext context, double siteTotal, double graphTotal, boolean stress) {
        this.options = options;
        this.context = context;
        this.siteTotal = siteTotal;
        this.graphTotal = graphTotal;
        this.stress = stress;
    }

    /** The facts of one target gathered so far, and the candidate they make once a rule decides. */
    final class Target {
        private final String method;
        private final Callee callee;
        private final double weight;
        private final boolean needsGuard;
        private int size = -1;
        private List<String> guardClasses = List.of();
        private int limit = -1;

        private Target(String method, Callee callee, double weight, boolean needsGuard) {
            this.method = method;
            this.callee = callee;
            this.weight = weight;
            this.needsGuard = needsGuard;
        }

        double siteShare() {
            return siteTotal > 0 ? weight / siteTotal : 0;
        }

        double graphShare() {
            return graphTotal > 0 ? weight / graphTotal : 0;
        }

        private Candidate verdict(boolean inlined, String reason) {
            Candidate c = new Candidate(method, callee, weight, siteShare(), graphShare(), size, needsGuard,
                    guardClasses, limit, inlined, reason);
            weighed.add(c);
            return c;
        }
    }

    /** Starts weighing {@code method} ({@code callee} null when no loaded class declares it). */
    Target target(String method, Callee callee, double weight, boolean needsGuard) {
        return new Target(method, callee, weight, needsGuard);
    }

    /** Every candidate weighed so far, in order. */
    List<Candidate> weighed() {
        return weighed;
    }

    /** Whether every candidate weighed was refused for holding too little of its site's weight. */
    boolean allCold() {
        return !weighed.isEmpty() && cold == weighed.size();
    }

    /**
     * The always-inline rule, for a target that needs no guard: inlines it when it can be inlined at
     * all, is smaller than {@link InlineOptions#alwaysBelow()} and not too recursive; otherwise
     * answers null and records nothing, so that the other rules weigh it.
     */
    Candidate trivial(Target t) {
        if (t.callee == null || never(t.callee) != null || recursion(t) != null) {
            return null;
        }
        int size = SizeEstimator.estimate(t.callee.code());
        if (size >= options.alwaysBelow()) {
            return null;
        }
        t.size = size;
        return t.verdict(true, "trivial: " + size + " < " + options.alwaysBelow() + " units");
    }

    /** Refuses {@code t} for {@code reason}, a rule of the site's rather than one of this class's. */
    Candidate refuse(Target t, String reason) {
        if (t.callee != null && t.callee.code() != null) {
            t.size = SizeEstimator.estimate(t.callee.code());
        }
        return t.verdict(false, reason);
    }

    /**
     * Weighs {@code t} by every per-target rule, in order: it must be known, inlinable and not too
     * recursive; a guarded target needs loaded classes to test and, when it comes from the profile,
     * {@link InlineOptions#guardShare()} of the site's weight or {@link InlineOptions#guardHotShare()}
     * of the whole profile's; its cost must fit the size limit of its
     * edge and the compilation's budget; and the site may inline at most {@link
     * InlineOptions#maxTargets()} guarded targets.
     *
     * A target the latest compilation of some root inlined at this site ({@code previously}) is kept
     * whatever its share of the site and its size limit (after Jikes RVM's "previously inlined"); the
     * budget and the target limit still apply.
     *
     * @param guardClasses the classes that select {@code t}, for its guard (unused when it needs none)
     * @param profiled     whether {@code t} comes from the profile, so that the guard share applies
     * @param previously   whether the latest compilation of some root inlined {@code t} at this site
     */
    Candidate weigh(Target t, List<String> guardClasses, boolean profiled, boolean previously) {
        if (t.callee == null) {
            return t.verdict(false, "not found among loaded classes");
        }
        String never = never(t.callee);
        if (never != null) {
            return t.verdict(false, never);
        }
        t.size = SizeEstimator.estimate(t.callee.code());
        String recursive = recursion(t);
        if (recursive != null) {
            return t.verdict(false, recursive);
        }
        boolean underShare = false;
        if (t.needsGuard) {
            if (guardClasses.isEmpty()) {
                return t.verdict(false, "no loaded class to test in a guard");
            }
            t.guardClasses = List.copyOf(guardClasses);
            underShare = profiled && !stress && t.siteShare() < options.guardShare();
            if (underShare && t.graphShare() >= options.guardHotShare()) {
                return weighSize(t, previously, false, true);
            }
            if (underShare && !previously) {
                cold++;
                return t.verdict(false, "cold target: " + percent(t.siteShare()) + " < "
                        + percent(options.guardShare()) + " of the site's weight");
            }
        }
        return weighSize(t, previously, underShare, false);
    }

    /**
     * The size limit, the budget and the target limit; {@code underShare}: the guard share, which
     * only a previously inlined target passes, refuses {@code t}; {@code hotMinority}: {@code t} is
     * under the guard share but its edge holds the guard hot share of the profile.
     */
    private Candidate weighSize(Target t, boolean previously, boolean underShare, boolean hotMinority) {
        t.limit = options.sizeLimit(t.graphShare());
        int guardCost = t.needsGuard ? SizeEstimator.guardCost(t.guardClasses.size()) : 0;
        int cost = t.size + guardCost;
        String costText = t.needsGuard ? t.size + " + " + guardCost + " (guard)" : String.valueOf(t.size);
        boolean overLimit = cost > t.limit && !stress;
        if (overLimit && !previously) {
            String raised = t.limit > options.maxSize()
                    ? ", the limit at " + percent(t.graphShare()) + " of the DCG" : "";
            return t.verdict(false, "callee too big: " + costText + " > " + t.limit + " units" + raised);
        }
        int growth = cost - SizeEstimator.CALL_COST;
        int budget = options.budget(context.rootSize());
        int before = context.compiledSize() + acceptedGrowth;
        if (before + growth > budget) {
            return t.verdict(false, "budget exhausted: " + before + (growth < 0 ? " - " + -growth : " + " + growth)
                    + " > " + budget + " units (" + budgetText() + ")");
        }
        if (t.needsGuard && acceptedGuarded >= options.maxTargets()) {
            return t.verdict(false, "target limit: at most " + options.maxTargets() + " guarded targets per call site");
        }
        acceptedGrowth += growth;
        acceptedGuarded += t.needsGuard ? 1 : 0;
        if (previously && (overLimit || underShare)) { // kept only by the rule
            return t.verdict(true, "previously inlined: level-2 code inlines it here ("
                    + costText + " units, " + percent(t.siteShare()) + " of the site's weight)");
        }
        if (hotMinority) {
            return t.verdict(true, "hot edge: " + percent(t.graphShare()) + " of the DCG, though "
                    + percent(t.siteShare()) + " < " + percent(options.guardShare()) + " of the site's weight; "
                    + costText + " <= " + t.limit + " units");
        }
        if (cost <= options.maxSize()) {
            return t.verdict(true, "small: " + costText + " <= " + options.maxSize() + " units");
        }
        if (cost > t.limit) {
            return t.verdict(true, "stress: " + costText + " units, over the limit of " + t.limit);
        }
        return t.verdict(true, "hot edge: " + percent(t.graphShare()) + " of the DCG raises the limit to " + t.limit
                + " units");
    }

    private String budgetText() {
        int root = context.rootSize();
        long byFactor = (long) options.budgetFactor() * root;
        return byFactor <= (long) root + options.budgetMax()
                ? options.budgetFactor() + " x the root's " + root
                : "the root's " + root + " + " + options.budgetMax();
    }

    /** Why {@code callee} can never be inlined, or null when it can. */
    static String never(Callee callee) {
        if (!callee.guest()) {
            return "not guest code";
        }
        if (callee.isNative()) {
            return "native";
        }
        if (callee.isAbstract()) {
            return "abstract";
        }
        return callee.keptReason() == null ? null : "kept as bytecode: " + callee.keptReason();
    }

    private String recursion(Target t) {
        int times = context.occurrences(t.method);
        if (times <= options.maxRecursion()) {
            return null;
        }
        return "recursive: already " + times + (times == 1 ? " time" : " times") + " on inline path";
    }

    /** {@code share} as a percentage with at most two decimals: 0.125 as {@code 12.5%}, 0.4 as {@code 40%}. */
    static String percent(double share) {
        return BigDecimal.valueOf(share * 100).setScale(2, RoundingMode.HALF_UP).stripTrailingZeros().toPlainString()
                + "%";
    }
}
