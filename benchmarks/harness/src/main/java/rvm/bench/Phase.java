package rvm.bench;

/** What a run is for. */
public enum Phase {
    /** The host run whose checksum every other run must print. */
    REFERENCE,
    /** Checked, not timed. */
    WARMUP,
    /** Checked and timed. */
    MEASURED
}
