package rvm.bench;

import java.io.IOException;

/**
 * What a resumable experiment runs ({@link GridSession}, {@link Fig5Session},
 * {@link InstrumentTablesSession}): its plan, through
 * the {@link ResumableRuns} that record the runs and skip those an earlier session recorded.
 *
 * <p>Constraints: both methods run on the session's thread; the session is stopped through its
 * {@link ResumableRuns#cancel}.
 */
interface ResumableSession {

    /**
     * How many runs the plan still needs, given what earlier sessions recorded: runs not recorded, and
     * recorded profile runs whose profile file is missing.
     */
    int remaining();

    /** How many runs of the plan no session recorded, whatever files are there ({@code --report}'s completeness). */
    int unrecorded();

    /** Runs what the plan still needs, or until cancelled. */
    void run() throws IOException, InterruptedException;
}
