package rvm.bench;

import java.util.List;

/**
 * When HotSpot compiled a method and when it made compiled code not entrant (a deoptimisation, or
 * code a newer compilation replaced) in one run, from its {@code jit+compilation} log: uptimes in
 * seconds, the clock the workloads print their iterations' ends on.
 *
 * @param compiled    one uptime per compilation (OSR and native wrappers included)
 * @param notEntrant  one uptime per compiled method made not entrant
 */
record HostCompilations(List<Double> compiled, List<Double> notEntrant) {

    /** Nothing logged (no log, or a run that printed none). */
    static final HostCompilations NONE = new HostCompilations(List.of(), List.of());

    HostCompilations {
        compiled = List.copyOf(compiled);
        notEntrant = List.copyOf(notEntrant);
    }

    /**
     * The compilations and the not-entrant events of the measured window: after the end of the
     * iteration before the steady ones ({@link RunRecord#firstSteady}) to the end of the last;
     * {@code null} when the workload printed no uptimes.
     *
     * @param iterationEnds the JVM's uptime at the end of each iteration, in order
     */
    Window window(List<Double> iterationEnds) {
        int n = iterationEnds.size();
        if (n == 0 || iterationEnds.stream().anyMatch(d -> d.isNaN())) {
            return null;
        }
        int first = RunRecord.firstSteady(n);
        double from = first == 0 ? 0 : iterationEnds.get(first - 1);
        double to = iterationEnds.get(n - 1);
        return new Window(count(compiled, from, to), count(notEntrant, from, to));
    }

    private static int count(List<Double> at, double from, double to) {
        return (int) at.stream().filter(t -> t > from && t <= to).count();
    }

    /** What HotSpot did while the steady iterations ran. */
    record Window(int compilations, int notEntrant) {
    }
}
