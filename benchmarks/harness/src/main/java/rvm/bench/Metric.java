package rvm.bench;

/** Which time of a run the summary and the ratios use. */
public enum Metric {
    /** Wall-clock time of the whole process, start-up included. */
    WALL,
    /** User plus system CPU time of the whole process (all its threads). */
    CPU,
    /** The workload's own time for its last iteration: steady state once iterations warm it up. */
    STEADY
}
