package rvm.bench;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * What an {@code ./rvm inline-fig5} session runs (Figure 5 of Arnold and Grove, CGO 2005): per
 * workload the {@code exact}, {@code timer} and {@code cbs} profiles once each, recorded under the
 * default tier, then rounds of JIT-only configurations ({@code --tier=opt}, every method compiled
 * at level 2 before its first call): rvm's inliner on static heuristics alone ({@link #STATIC}, the
 * baseline), the same inliner replaying each recorded profile ({@code --inline-dcg}), no inlining,
 * HotSpot's own inlining, and optionally the host {@code java}.
 *
 * @param workloads         the workloads, in order
 * @param configs           the timed configurations' labels, {@link #STATIC} first, in {@link #CONFIGS} order
 * @param warmup            warm-up rounds per workload, checked but not timed
 * @param runs              measured rounds per workload
 * @param iterations        iterations inside each timed JVM
 * @param profileIterations iterations inside each profile run
 * @param input             small or large
 * @param profileOptions    more {@code rvm run} options for the profile runs ({@code --cbs-stride=3})
 */
record Fig5Plan(List<WorkloadSpec> workloads, List<String> configs, int warmup, int runs, int iterations,
                int profileIterations, String input, List<String> profileOptions) {

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
        if (configs.isEmpty() || !configs.get(0).equals(STATIC)) {
            throw new IllegalArgumentException("the configurations must begin with " + STATIC + ": " + configs);
        }
    }

    /** Whether {@code label} replays a recorded profile: {@code timer}, {@code cbs} or {@code exact}. */
    static boolean replaysProfile(String label) {
        return PROFILERS.contains(label);
    }

    /** Whether {@code label} is rvm's inliner, whose decisions an inline report records. */
    static boolean decidesInlining(String label) {
        return label.equals(STATIC) || replaysProfile(label);
    }

    /** The label of the run that records {@code profiler}'s profile: {@code profile-cbs}. */
    static String profileLabel(String profiler) {
        return "profile-" + profiler;
    }

    /**
     * The timed configuration {@code label}.
     *
     * @param profile the DCG the inliner replays, for {@code timer}, {@code cbs} and {@code exact};
     *                ignored otherwise
     */
    Config config(String label, Path profile) {
        return switch (label) {
            case STATIC -> rvm(label, "--inliner=rvm");
            case TIMER, CBS, EXACT -> rvm(label, "--inliner=rvm", "--inline-dcg=" + profile.toAbsolutePath());
            case NONE -> rvm(label, "--inliner=none");
            case HOST_INLINING -> rvm(label, "--inliner=host");
            case HOST -> Config.HOST;
            default -> throw new IllegalArgumentException("no configuration " + label);
        };
    }

    private static Config rvm(String label, String... inlining) {
        List<String> options = new ArrayList<>(List.of("--tier=opt"));
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
        return s;
    }
}
