package rvm.launcher;

import java.nio.file.Path;
import java.util.List;
import rvm.core.options.VmOption;
import rvm.core.options.VmOptions;
import rvm.inliner.InlinerOptions;

/**
 * The options of a run with rvm's inliner that the launcher reads: how level 2 is set up (the
 * inlined callees' yieldpoints, the profile it weighs, stress mode), what it reports, and when the
 * recompilation controller starts looking at the profile. They need {@code --inliner=rvm}.
 */
final class InliningRunOptions {

    private InliningRunOptions() {
    }

    /** Whether an inlined callee keeps its prologue and epilogue yieldpoints. */
    static final VmOption<String> INLINED_YIELDPOINTS = new VmOption<>("inlined-yieldpoints", String.class,
            "drop", "MODE", List.of("drop", "keep"),
            "drop (as Jikes RVM): a callee inlined at level 2 loses its prologue and epilogue yieldpoints, so only "
                    + "calls that stay calls are sampled. keep: it keeps them, and since the compiler knows the call "
                    + "edge each one stands for, a taken one records that edge without a stack walk: the call graph "
                    + "keeps growing inside inlined code. Loops keep their backedge checks either way.")
            .onlyWith(InlinerOptions.INLINER, "rvm");

    /** A DCG file the inliner reads instead of the running profiler's DCG. */
    static final VmOption<String> INLINE_DCG = new VmOption<>("inline-dcg", String.class, null, "FILE",
            List.of(),
            "Level 2 weighs call sites with the DCG in FILE (rvm-dcg/1 JSON, as --dcg-out writes it), recorded "
                    + "earlier, instead of the running profiler's: the same decisions can be replayed, and an "
                    + "exact profile gives the perfect-profile experiment. A profiler set with --profile still "
                    + "runs, for its own output.")
            .onlyWith(InlinerOptions.INLINER, "rvm");

    /** The stress mode of the oracle, for testing the inlining transform. */
    static final VmOption<Boolean> INLINE_STRESS = new VmOption<>("inline-stress", Boolean.class, false,
            null, List.of(),
            "Testing: level 2 inlines everything it can within the budget, the target limit and the recursion "
                    + "bound: no size or depth limit, no guard share, and a polymorphic site without profile guards "
                    + "the first --inline-max-targets implementations among loaded classes. Slow; it exists to "
                    + "exercise the inlining transform.")
            .onlyWith(InlinerOptions.INLINER, "rvm");

    /** Whether each level-2 compilation's inlining tree is printed. */
    static final VmOption<Boolean> PRINT_INLINING = new VmOption<>("print-inlining", Boolean.class, false,
            null, List.of(),
            "Print each level-2 compilation's inlining tree to stderr when it is compiled, one line per call "
                    + "site with the decision and its reason, as HotSpot's -XX:+PrintInlining does.")
            .onlyWith(InlinerOptions.INLINER, "rvm");

    /** Where each level-2 compilation's inlining tree is written, as JSON, when the guest ends. */
    static final VmOption<Path> INLINE_REPORT = new VmOption<>("inline-report", Path.class, null, "FILE",
            List.of(),
            "When the guest ends (as --dcg-out), write every level-2 compilation's inlining tree to FILE, "
                    + "atomically, as JSON (rvm-inline/1, what 'rvm inline diff' reads): each call site with its "
                    + "decision, its reason and the targets weighed, with their profile weights and sizes.")
            .onlyWith(InlinerOptions.INLINER, "rvm");

    /** The share of the profile's weight that makes the calls out of one method worth recompiling it. */
    static final VmOption<Double> LEVEL2_HOT_SHARE = new VmOption<>("level2-hot-share", Double.class, 0.005,
            "F", List.of(),
            "With --tier=adaptive, the recompilation controller's hot share: a method whose call sites hold the "
                    + "fraction F, in [0, 1], of the profile's weight or more has hot edges, and the controller's "
                    + "model boosts the gain of recompiling it at level 2 with the inliner (Jikes RVM's "
                    + "AINewHotEdgeEvent). The profile is the running profiler's DCG (--profile) or --inline-dcg's, "
                    + "looked at every --controller-period-ms once it holds --level2-min-samples samples. "
                    + "Without a profile, rvm samples call edges for the controller alone, one sample every "
                    + "10 ms (the timer-only scheme), and the inliner decides on static heuristics. 0 turns the "
                    + "controller off; --level2-after still counts calls.")
            .onlyWith(InlinerOptions.INLINER, "rvm").onlyWith(VmOptions.TIER, "adaptive");

    /** How many samples the profile needs before the hot-edge trigger looks at it. */
    static final VmOption<Integer> LEVEL2_MIN_SAMPLES = new VmOption<>("level2-min-samples", Integer.class,
            1000, "N", List.of(),
            "The recompilation controller waits until the profile holds N samples (calls, for the exact "
                    + "profiler), so that the inliner does not decide on the first few. Without a profile, whose "
                    + "timer sampler only chooses the methods and takes one sample every 10 ms, it waits for N/10 "
                    + "(a second at the default). A profile replayed with --inline-dcg is whole from the start, "
                    + "and the controller does not wait for it.", 0)
            .onlyWith(InlinerOptions.INLINER, "rvm").onlyWith(VmOptions.TIER, "adaptive");

    /** These options, in {@code --help} order (after {@link InlinerOptions#ALL}). */
    static final List<VmOption<?>> ALL = List.of(INLINED_YIELDPOINTS, INLINE_DCG, INLINE_STRESS, PRINT_INLINING,
            INLINE_REPORT, LEVEL2_HOT_SHARE, LEVEL2_MIN_SAMPLES);
}
