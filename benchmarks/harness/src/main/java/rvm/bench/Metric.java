package rvm.bench;

/** Which time of a run the summary and the ratios use. */
public enum Metric {
    /** Wall-clock time of the whole process, start-up included. */
    WALL,
    /** User plus system CPU time of the whole process (all its threads). */
    CPU,
    /**
     * The workload's own time per iteration in its steady state: the median of the last quarter of
     * its iterations (the last alone for up to four), once iterations warm it up.
     */
    STEADY,
    /** Wall-clock time minus the workload's timed iterations: start-up, loading and exit. */
    STARTUP
}
