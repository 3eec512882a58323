package rvm.bench;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * What a CBS grid session runs ({@code ./rvm cbs-grid}): per workload the exact profile once, then
 * rounds of {@code none}, the {@code timer} row and one {@code cbs} run per cell of strides by
 * samples per tick, every run with the same clock timer.
 *
 * @param workloads   the workloads, in order
 * @param strides     the CBS strides, the grid's columns
 * @param samples     the samples per tick, the grid's rows
 * @param timerRow    whether the timer scheme runs too
 * @param runs        measured rounds per workload
 * @param iterations  iterations inside each JVM
 * @param input       small or large
 * @param timerMs     the clock timer's period for {@code timer} and {@code cbs}
 * @param rvmOptions  further options for every rvm run ({@code --tier=baseline})
 */
record GridPlan(List<WorkloadSpec> workloads, List<Integer> strides, List<Integer> samples, boolean timerRow,
                int runs, int iterations, String input, int timerMs, List<String> rvmOptions) {

    /** The label of the baseline configuration: yieldpoints, no profiler. */
    static final String NONE = "none";
    /** The label of the timer scheme's configuration. */
    static final String TIMER = "timer";
    /** The label of the exact profile's run, once per workload. */
    static final String EXACT = "exact";

    GridPlan {
        workloads = List.copyOf(workloads);
        strides = List.copyOf(strides);
        samples = List.copyOf(samples);
        rvmOptions = List.copyOf(rvmOptions);
    }

    /** The label of the CBS run at {@code stride} and {@code samples} per tick: {@code cbs-3x16}. */
    static String cbsLabel(int stride, int samples) {
        return "cbs-" + stride + "x" + samples;
    }

    /** The timed configurations, the baseline ({@code none}) first, then the timer row, then the cells. */
    List<Config> configs() {
        List<Config> configs = new ArrayList<>();
        configs.add(rvm(NONE, List.of("--profile=none")));
        if (timerRow) {
            configs.add(rvm(TIMER, List.of("--profile=timer", "--timer-ms=" + timerMs)));
        }
        for (int stride : strides) {
            for (int n : samples) {
                configs.add(rvm(cbsLabel(stride, n), List.of("--profile=cbs", "--timer-ms=" + timerMs,
                        "--cbs-stride=" + stride, "--cbs-samples=" + n)));
            }
        }
        return configs;
    }

    /** The configuration of the exact profile's run. */
    Config exact() {
        return rvm(EXACT, List.of("--profile=exact"));
    }

    private Config rvm(String label, List<String> profile) {
        List<String> options = new ArrayList<>(rvmOptions);
        options.addAll(profile);
        return new Config(label, Config.Kind.RVM, options);
    }

    /** Processes a full session starts: per workload the reference, the exact run and the rounds. */
    int processCount() {
        return workloads.size() * (2 + runs * configs().size());
    }

    /**
     * The settings that must match for a session to resume another's results: everything but the
     * workloads, which a resumed session may extend.
     */
    Map<String, Object> resumable() {
        Map<String, Object> s = new LinkedHashMap<>();
        s.put("strides", strides);
        s.put("samples", samples);
        s.put("timerRow", timerRow);
        s.put("runs", runs);
        s.put("iterations", iterations);
        s.put("input", input);
        s.put("timerMs", timerMs);
        s.put("rvmOptions", rvmOptions);
        return s;
    }
}
