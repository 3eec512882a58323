package rvm.bench;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * What an {@code ./rvm instrument-tables} session runs: the experiments of Arnold and Ryder's
 * instrumentation sampling paper (PLDI 2001) that the selected tables need, with rvm's call-edge
 * and field-access instrumentation.
 *
 * <ul>
 *   <li>Timed configurations, in rounds against {@code base} (no instrumentation), all with
 *       {@code --tier=opt --inliner=rvm} (every method compiled at level 2 before its first call, so
 *       all of it is instrumented): Table 1's exhaustive instrumentation, Table 2's framework with
 *       no samples (full and partial duplication, the merged checks), Table 3's checks without
 *       duplication, Table 4's counter trigger at each interval (with {@code never-full}, the
 *       framework's part), Figure 8's merged yieldpoint trigger at each timer period.</li>
 *   <li>Accuracy runs, once each, untimed, {@code --tier=baseline} (every method compiled before its
 *       first call), writing their results file: the exhaustive profile (the ground truth), Table
 *       4's counter at each interval, Table 5's timer trigger at 1 ms against the counter at the
 *       interval that gives the same number of samples, Figure 8's merged trigger at 10 ms.</li>
 * </ul>
 *
 * @param tables             the tables, of 1, 2, 3, 4, 5 and 8 (Figure 8), in order
 * @param workloads          the workloads, in order
 * @param intervals          Table 4's sample intervals, ascending
 * @param warmup             warm-up rounds per workload, checked but not timed
 * @param runs               measured rounds per workload
 * @param iterations         iterations inside each timed JVM
 * @param accuracyIterations iterations inside each accuracy run
 * @param input              small or large
 */
record InstrumentTablesPlan(List<Integer> tables, List<WorkloadSpec> workloads, List<Integer> intervals, int warmup,
                            int runs, int iterations, int accuracyIterations, String input) {

    /** The tables there are: the paper's Tables 1 to 5 and its Figure 8. */
    static final List<Integer> TABLES = List.of(1, 2, 3, 4, 5, 8);
    /** No instrumentation: the baseline of every ratio. */
    static final String BASE = "base";
    /** The ground truth of every accuracy. */
    static final String EXHAUSTIVE = "acc-exhaustive";
    /** Table 5: the timer trigger, a tick every millisecond. */
    static final String TIMER = "acc-timer";
    /** Table 5: the counter at the interval that takes as many samples as {@link #TIMER}. */
    static final String COUNTER_EQUAL = "acc-counter-eq";
    /** Table 5's counter interval is scaled from this interval's run. */
    static final int EQUAL_FROM = 1000;
    /** Figure 8's timer periods, in milliseconds. */
    static final List<Integer> MERGED_PERIODS = List.of(100, 10, 1);

    private static final List<String> INSTRUMENT = List.of("--instrument=call-edges,field-accesses");

    InstrumentTablesPlan {
        tables = List.copyOf(tables);
        workloads = List.copyOf(workloads);
        intervals = List.copyOf(intervals);
        for (int t : tables) {
            if (!TABLES.contains(t)) {
                throw new IllegalArgumentException("no table " + t + " (tables: 1, 2, 3, 4, 5, 8)");
            }
        }
    }

    /** The timed configurations of {@code table}, {@link #BASE} first; only {@code base} for Table 5. */
    List<String> timed(int table) {
        List<String> labels = new ArrayList<>(List.of(BASE));
        switch (table) {
            case 1 -> labels.addAll(List.of("exhaustive-calls", "exhaustive-fields"));
            case 2 -> labels.addAll(List.of("never-full", "never-partial", "merged-never"));
            case 3 -> labels.add("never-none");
            case 4 -> {
                labels.add("never-full");
                intervals.forEach(n -> labels.add("counter-" + n));
            }
            case 8 -> {
                labels.add("merged-never");
                MERGED_PERIODS.forEach(ms -> labels.add("merged-" + ms + "ms"));
            }
            default -> { }
        }
        return labels;
    }

    /** Every timed configuration of the selected tables, {@link #BASE} first, each once. */
    List<String> timed() {
        Set<String> all = new LinkedHashSet<>();
        tables.forEach(t -> all.addAll(timed(t)));
        return all.size() > 1 ? List.copyOf(all) : List.of();
    }

    /** The accuracy runs of {@code table}, {@link #EXHAUSTIVE} first; none for Tables 1 to 3. */
    List<String> accuracy(int table) {
        List<String> labels = new ArrayList<>();
        switch (table) {
            case 4 -> intervals.forEach(n -> labels.add("acc-counter-" + n));
            case 5 -> labels.addAll(List.of("acc-counter-" + EQUAL_FROM, TIMER, COUNTER_EQUAL));
            case 8 -> labels.add("acc-merged-10ms");
            default -> { }
        }
        if (!labels.isEmpty()) {
            labels.add(0, EXHAUSTIVE);
        }
        return labels;
    }

    /** Every accuracy run of the selected tables, each once, in an order where each one's inputs come first. */
    List<String> accuracy() {
        Set<String> all = new LinkedHashSet<>();
        tables.forEach(t -> all.addAll(accuracy(t)));
        if (all.remove(COUNTER_EQUAL)) {
            all.add(COUNTER_EQUAL); // after the timer's run and the counter's it is scaled from
        }
        return List.copyOf(all);
    }

    /** The timed configuration {@code label}. */
    Config timedConfig(String label) {
        List<String> options = new ArrayList<>(List.of("--tier=opt", "--inliner=rvm"));
        if (!label.equals(BASE)) {
            options.addAll(instrumentation(label));
        }
        return new Config(label, Config.Kind.RVM, options);
    }

    /**
     * The accuracy run {@code label}, writing to {@code out}.
     *
     * @param equalInterval the counter interval of {@link #COUNTER_EQUAL}; ignored for the others
     */
    Config accuracyConfig(String label, Path out, int equalInterval) {
        List<String> options = new ArrayList<>(List.of("--tier=baseline"));
        options.addAll(label.equals(COUNTER_EQUAL) ? List.of(INSTRUMENT.get(0), "--sample-interval=" + equalInterval)
                : instrumentation(label.substring("acc-".length())));
        options.add("--instrument-out=" + out.toAbsolutePath());
        return new Config(label, Config.Kind.RVM, options);
    }

    /** The instrumentation options of configuration {@code name} (a label without {@code acc-}). */
    private static List<String> instrumentation(String name) {
        List<String> o = new ArrayList<>();
        if (name.startsWith("exhaustive")) {
            o.add(name.equals("exhaustive-calls") ? "--instrument=call-edges"
                    : name.equals("exhaustive-fields") ? "--instrument=field-accesses" : INSTRUMENT.get(0));
            o.add("--instrument-exhaustive");
            return o;
        }
        o.addAll(INSTRUMENT);
        if (name.startsWith("never-")) {
            o.addAll(List.of("--sample-trigger=never", "--duplication=" + name.substring("never-".length())));
        } else if (name.equals("merged-never")) {
            o.addAll(List.of("--sample-trigger=yieldpoint", "--sample-timer-ms=1000000")); // a tick every 1,000 s: none
        } else if (name.startsWith("merged-")) {
            o.addAll(List.of("--sample-trigger=yieldpoint", "--sample-timer-ms="
                    + name.substring("merged-".length(), name.length() - "ms".length())));
        } else if (name.startsWith("counter-")) {
            o.add("--sample-interval=" + name.substring("counter-".length()));
        } else if (name.equals("timer")) {
            o.addAll(List.of("--sample-trigger=timer", "--sample-timer-ms=1"));
        } else {
            throw new IllegalArgumentException("no configuration " + name);
        }
        return o;
    }

    /** The rounds per workload, warm-up and measured. */
    int rounds() {
        return warmup + runs;
    }

    /** Processes a full session starts: per workload the reference, the accuracy runs and the rounds. */
    int processCount() {
        return workloads.size() * (1 + accuracy().size() + rounds() * timed().size());
    }

    /** The settings a resumed session must repeat: everything but the workloads. */
    Map<String, Object> resumable() {
        Map<String, Object> s = new LinkedHashMap<>();
        s.put("tables", tables);
        s.put("intervals", intervals);
        s.put("warmup", warmup);
        s.put("runs", runs);
        s.put("iterations", iterations);
        s.put("accuracyIterations", accuracyIterations);
        s.put("input", input);
        return s;
    }
}
