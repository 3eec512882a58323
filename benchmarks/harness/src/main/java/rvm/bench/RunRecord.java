package rvm.bench;

import com.fasterxml.jackson.annotation.JsonInclude;
import java.util.List;

import org.apache.commons.math3.stat.StatUtils;

/**
 * One run of one workload under one configuration, in a fresh JVM.
 *
 * @param workload the workload's name
 * @param config the configuration's label
 * @param phase what the run was for
 * @param round the round it belongs to (0-based, warm-up rounds first; 0 for the reference run)
 * @param wallSeconds wall-clock time of the whole process, start-up included
 * @param cpuSeconds user plus system CPU time of the process, NaN when {@code /usr/bin/time} is missing
 * @param iterationMillis the workload's own time per iteration, as it printed them
 * @param exitCode the process's exit code (-1 when it was killed)
 * @param checksum the checksum it printed, {@code null} when it printed none
 * @param failure why the run failed, {@code null} when it succeeded
 * @param loadAverage the one-minute load average when the run ended (NaN where unknown)
 * @param windowCompilations HotSpot's compilations while the steady iterations ran (the last
 *        quarter, {@link #steadySeconds}), {@code null} where unknown
 * @param windowNotEntrant compiled methods HotSpot made not entrant (deoptimised or replaced) while
 *        they ran, {@code null} where unknown
 */
public record RunRecord(String workload, String config, Phase phase, int round, double wallSeconds,
                        double cpuSeconds, List<Double> iterationMillis, int exitCode, String checksum,
                        String failure, double loadAverage,
                        @JsonInclude(JsonInclude.Include.NON_NULL) Integer windowCompilations,
                        @JsonInclude(JsonInclude.Include.NON_NULL) Integer windowNotEntrant) {

    public RunRecord {
        iterationMillis = List.copyOf(iterationMillis);
    }

    /** A run whose HotSpot compilations are not known. */
    public RunRecord(String workload, String config, Phase phase, int round, double wallSeconds, double cpuSeconds,
                     List<Double> iterationMillis, int exitCode, String checksum, String failure, double loadAverage) {
        this(workload, config, phase, round, wallSeconds, cpuSeconds, iterationMillis, exitCode, checksum, failure,
                loadAverage, null, null);
    }

    /** Whether the run exited with 0 and printed the reference checksum. */
    public boolean ok() {
        return failure == null;
    }

    /**
     * The workload's steady-state time in seconds: the median of its last quarter of iterations,
     * rounded up (the last iteration alone for up to four), NaN when it printed none. A median of
     * several late iterations, not the last one alone, so that one slow iteration (a GC, a late
     * compilation) does not decide the run.
     */
    public double steadySeconds() {
        int n = iterationMillis.size();
        if (n == 0) {
            return Double.NaN;
        }
        double[] tail = iterationMillis.subList(firstSteady(n), n).stream().mapToDouble(d -> d).toArray();
        return StatUtils.percentile(tail, 50) / 1000;
    }

    /**
     * The index (from 0) of the first of {@code n} iterations that count as steady: the last quarter,
     * rounded up (the last alone for up to four).
     */
    static int firstSteady(int n) {
        return n - (n + 3) / 4;
    }

    /**
     * Start-up in seconds: the wall-clock time of the process minus the time of the workload's own
     * iterations (JVM and VM start, loading and linking before the first iteration, exit), NaN when
     * it printed no iteration.
     */
    public double startupSeconds() {
        if (iterationMillis.isEmpty()) {
            return Double.NaN;
        }
        return wallSeconds - iterationMillis.stream().mapToDouble(d -> d).sum() / 1000;
    }

    /** This run's value of {@code metric}, in seconds. */
    public double seconds(Metric metric) {
        return switch (metric) {
            case WALL -> wallSeconds;
            case CPU -> cpuSeconds;
            case STEADY -> steadySeconds();
            case STARTUP -> startupSeconds();
        };
    }

    /** A copy of this run marked as failed for {@code reason}. */
    public RunRecord failed(String reason) {
        return new RunRecord(workload, config, phase, round, wallSeconds, cpuSeconds, iterationMillis, exitCode,
                checksum, reason, loadAverage, windowCompilations, windowNotEntrant);
    }
}
