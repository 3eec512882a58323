package rvm.bench;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;

/**
 * What an {@code ./rvm inline-fig5} session runs (Figure 5 of Arnold and Grove, CGO 2005): per
 * workload the {@code exact}, {@code timer} and {@code cbs} profiles once each, recorded under the
 * default tier, then rounds of configurations in one {@link Setting}: rvm's inliner on static
 * heuristics alone ({@link #STATIC}, the baseline), the same inliner with each profile, no
 * inlining, HotSpot's own inlining, and optionally the host {@code java}.
 *
 * @param workloads         the workloads, in order
 * @param configs           the timed configurations' labels, {@link #STATIC} first, in {@link #CONFIGS} order
 * @param warmup            warm-up rounds per workload, checked but not timed
 * @param runs              measured rounds per workload
 * @param iterations        iterations inside each timed JVM
 * @param profileIterations iterations inside each profile run
 * @param input             small or large
 * @param profileOptions    more {@code rvm run} options for the profile runs ({@code --cbs-stride=3})
 * @param setting           how the timed configurations compile and where their profile comes from
 */
record Fig5Plan(List<WorkloadSpec> workloads, List<String> configs, int warmup, int runs, int iterations,
                int profileIterations, String input, List<String> profileOptions, Setting setting) {

    /** How the timed configurations compile at level 2, and where the inliner's profile comes from. */
    enum Setting {
        /**
         * The paper's: {@code --tier=opt}, every method compiled at level 2 before its first call, the
         * inliner replaying each recorded profile ({@code --inline-dcg}).
         */
        JIT_ONLY("jit-only", "--tier=opt"),
        /**
         * {@code --tier=adaptive}: the recompilation controller chooses what to recompile at level 2
         * and when; the inliner replays each recorded profile, so that the profilers' own cost stays
         * out of the times.
         */
        ADAPTIVE("adaptive", "--tier=adaptive"),
        /**
         * {@code --tier=adaptive} with each profiler running ({@code --profile}): the controller and the
         * inliner read the profile as it is collected, and the times include what collecting it costs.
         */
        LIVE("live", "--tier=adaptive");

        private final String label;
        private final String tier;

        Setting(String label, String tier) {
            this.label = label;
            this.tier = tier;
        }

        /** Its name on the command line and in the results. */
        String label() {
            return label;
        }

        /** The tier option of its configurations. */
        String tier() {
            return tier;
        }

        /** The setting named {@code label}, or null. */
        static Setting of(String label) {
            for (Setting s : values()) {
                if (s.label.equals(label)) {
                    return s;
                }
            }
            return null;
        }
    }

    /** rvm's inliner on static heuristics alone: the baseline of every speed-up. */
    static final String STATIC = "static";
    /** The inliner replaying the timer profile. */
    static final String TIMER = "timer";
    /** The inliner replaying the CBS profile. */
    static final String CBS = "cbs";
    /** The inliner replaying the exact profile: the perfect-profile bar. */
    static final String EXACT = "exact";
    /** Nobody inlines guest calls: the floor. */
    static final String NONE = "none";
    /** HotSpot's C2 inlines rvm's compiled guest code as it likes: the reference. */
    static final String HOST_INLINING = "host-inlining";
    /** The workload on the host {@code java}, not under rvm. */
    static final String HOST = "host";

    /** Every configuration, in the order of the tables and the chart's bars. */
    static final List<String> CONFIGS = List.of(STATIC, TIMER, CBS, EXACT, NONE, HOST_INLINING, HOST);
    /** The configurations run without {@code --configs}: all but the host's. */
    static final List<String> DEFAULT_CONFIGS = CONFIGS.subList(0, CONFIGS.size() - 1);
    /**
     * The profilers, in the order their profiles are recorded: the exact one first, so that each other
     * profile's accuracy is known as its run ends.
     */
    static final List<String> PROFILERS = List.of(EXACT, TIMER, CBS);

    Fig5Plan {
        workloads = List.copyOf(workloads);
        configs = List.copyOf(configs);
        profileOptions = List.copyOf(profileOptions);
        Objects.requireNonNull(setting, "setting");
        if (configs.isEmpty() || !configs.get(0).equals(STATIC)) {
            throw new IllegalArgumentException("the configurations must begin with " + STATIC + ": " + configs);
        }
    }

    /** Whether {@code label} is the inliner with a profile: {@code timer}, {@code cbs} or {@code exact}. */
    static boolean usesProfile(String label) {
        return PROFILERS.contains(label);
    }

    /**
     * Whether timed configuration {@code label} reads its profiler's recorded DCG, and so is not run
     * when that profile's run failed: the profile configurations but in the {@link Setting#LIVE} setting.
     */
    boolean readsRecordedProfile(String label) {
        return usesProfile(label) && setting != Setting.LIVE;
    }

    /** Whether {@code label} is rvm's inliner, whose decisions an inline report records. */
    static boolean decidesInlining(String label) {
        return label.equals(STATIC) || usesProfile(label);
    }

    /** The label of the run that records {@code profiler}'s profile: {@code profile-cbs}. */
    static String profileLabel(String profiler) {
        return "profile-" + profiler;
    }

    /**
     * The timed configuration {@code label}.
     *
     * @param profile the DCG the inliner replays, for {@code timer}, {@code cbs} and {@code exact}
     *                but in the {@link Setting#LIVE} setting; ignored otherwise
     */
    Config config(String label, Path profile) {
        return switch (label) {
            case STATIC -> rvm(label, "--inliner=rvm");
            case TIMER, CBS, EXACT -> setting == Setting.LIVE ? rvm(label, "--inliner=rvm", "--profile=" + label)
                    : rvm(label, "--inliner=rvm", "--inline-dcg=" + profile.toAbsolutePath());
            case NONE -> rvm(label, "--inliner=none");
            case HOST_INLINING -> rvm(label, "--inliner=host");
            case HOST -> Config.HOST;
            default -> throw new IllegalArgumentException("no configuration " + label);
        };
    }

    private Config rvm(String label, String... inlining) {
        List<String> options = new ArrayList<>(List.of(setting.tier()));
        options.addAll(List.of(inlining));
        return new Config(label, Config.Kind.RVM, options);
    }

    /** The run that records {@code profiler}'s profile, under the default tier; the session adds {@code --dcg-out}. */
    Config profileRun(String profiler) {
        List<String> options = new ArrayList<>(profileOptions);
        options.add("--profile=" + profiler);
        return new Config(profileLabel(profiler), Config.Kind.RVM, options);
    }

    /** The rounds per workload, warm-up and measured. */
    int rounds() {
        return warmup + runs;
    }

    /** Processes a full session starts: per workload the reference, the profiles and the rounds. */
    int processCount() {
        return workloads.size() * (1 + PROFILERS.size() + rounds() * configs.size());
    }

    /**
     * The settings that must match for a session to resume another's results: everything but the
     * workloads, which a resumed session may extend.
     */
    Map<String, Object> resumable() {
        Map<String, Object> s = new LinkedHashMap<>();
        s.put("configs", configs);
        s.put("warmup", warmup);
        s.put("runs", runs);
        s.put("iterations", iterations);
        s.put("profileIterations", profileIterations);
        s.put("input", input);
        s.put("profileOptions", profileOptions);
        if (setting != Setting.JIT_ONLY) { // sessions recorded before there were settings are jit-only
            s.put("setting", setting.label());
        }
        return s;
    }
}
