package rvm.interp.tier;

import java.util.List;
import rvm.core.options.VmOption;
import rvm.core.options.VmOptions;

/**
 * The recompilation controller's options, one per constant of its {@link AnalyticModel} and of its
 * plans ({@link Controller.Settings}). The launcher assembles {@link #ALL} with the other modules'
 * options and starts the controller under {@code --tier=adaptive --inliner=rvm}; the hot share and
 * the samples it waits for are the level-2 trigger's ({@code --level2-hot-share},
 * {@code --level2-min-samples}).
 */
public final class ControllerOptions {

    /** Level 2 with static heuristics over level 1. */
    public static final VmOption<Double> LEVEL2_SPEEDUP = new VmOption<>("level2-speedup", Double.class, 1.5, "X",
            List.of(),
            "The controller's model: how many times faster a method with calls runs at level 2, inlining on "
                    + "static heuristics, than at level 1, where nothing is inlined (Jikes RVM's speed-up rates of "
                    + "its CompilerDNA, measured for rvm's levels). At least 1.")
            .onlyWith(VmOptions.TIER, "adaptive");

    /** The further speed-up of inlining hot edges by the profile. */
    public static final VmOption<Double> HOT_EDGE_BOOST = new VmOption<>("hot-edge-boost", Double.class, 1.342, "X",
            List.of(),
            "The controller's model: how many times faster again level-2 code runs when it inlines the method's "
                    + "hot call edges by the profile (Jikes RVM's boost factor of an AINewHotEdgeEvent; the default "
                    + "is Figure 5's CBS replay over static heuristics). At least 1.")
            .onlyWith(VmOptions.TIER, "adaptive");

    /** Level-2 compile rate. */
    public static final VmOption<Double> COMPILE_RATE = new VmOption<>("level2-compile-rate", Double.class, 5.0,
            "BYTES", List.of(),
            "The controller's model: guest bytecode bytes level 2 compiles per millisecond, which with the "
                    + "method's size makes the cost of recompiling it (Jikes RVM's compilation rates). Above 0.")
            .onlyWith(VmOptions.TIER, "adaptive");

    /** HotSpot's compile rate of level-2 code. */
    public static final VmOption<Double> HOST_COMPILE_RATE = new VmOption<>("level2-host-compile-rate", Double.class,
            1.7, "BYTES", List.of(),
            "The controller's model: guest bytecode bytes of level-2 code HotSpot compiles per millisecond "
                    + "(C1 and C2 of the new code, the part of a recompilation's cost rvm's own compile rate "
                    + "leaves out; the default is measured with JFR on 5 SPEC-style workloads). Above 0.")
            .onlyWith(VmOptions.TIER, "adaptive");

    /** How often the controller looks. */
    public static final VmOption<Integer> PERIOD_MS = new VmOption<>("controller-period-ms", Integer.class, 100, "MS",
            List.of(),
            "How often the recompilation controller reads the profile and decides, in milliseconds.", 1)
            .onlyWith(VmOptions.TIER, "adaptive");

    /** Growth of a level-2 method's share before it is recompiled with the new profile. */
    public static final VmOption<Double> PROFILE_GROWTH = new VmOption<>("reprofile-growth", Double.class, 2.0, "X",
            List.of(),
            "Recompile a level-2 method at level 2 again when its call sites hold X times the share of the "
                    + "profile they held at its last compilation, or became hot, and the model says it pays. At "
                    + "least 1.")
            .onlyWith(VmOptions.TIER, "adaptive");

    /** The most level-2 compilations of one method. */
    public static final VmOption<Integer> MAX_PLANS = new VmOption<>("max-level2-compilations", Integer.class, 2, "N",
            List.of(),
            "The most times the controller compiles one method at level 2 (its first level-2 compilation "
                    + "included).", 1)
            .onlyWith(VmOptions.TIER, "adaptive");

    /** Every controller option, in {@code --help} order. */
    public static final List<VmOption<?>> ALL = List.of(LEVEL2_SPEEDUP, HOT_EDGE_BOOST, COMPILE_RATE,
            HOST_COMPILE_RATE, PERIOD_MS, PROFILE_GROWTH, MAX_PLANS);

    private ControllerOptions() {
    }

    /**
     * The controller's settings from {@code options}.
     *
     * @param hotShare   {@code --level2-hot-share}
     * @param minSamples the samples to wait for ({@code --level2-min-samples}, scaled for the sampler)
     * @throws IllegalArgumentException when a constant is out of its range
     */
    public static Controller.Settings settings(VmOptions options, double hotShare, long minSamples) {
        double growth = options.get(PROFILE_GROWTH);
        if (!(growth >= 1)) {
            throw new IllegalArgumentException("--reprofile-growth must be at least 1: " + growth);
        }
        AnalyticModel model;
        try {
            model = new AnalyticModel(options.get(LEVEL2_SPEEDUP), options.get(HOT_EDGE_BOOST),
                    options.get(COMPILE_RATE), options.get(HOST_COMPILE_RATE));
        } catch (IllegalArgumentException e) {
            throw new IllegalArgumentException("--level2-speedup and --hot-edge-boost must be at least 1, "
                    + "--level2-compile-rate and --level2-host-compile-rate above 0");
        }
        return new Controller.Settings(model, options.get(PERIOD_MS), hotShare, minSamples, growth,
                options.get(MAX_PLANS));
    }
}
