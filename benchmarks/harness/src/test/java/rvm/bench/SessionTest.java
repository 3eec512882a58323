package rvm.bench;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;

import org.junit.jupiter.api.Test;

/** How a run's outcome becomes a success or a failure with a reason. */
class SessionTest {

    private static ProcessRunner.Outcome outcome(int exit, boolean timedOut, String stdout, String stderr) {
        return new ProcessRunner.Outcome(12.4, 3.0, exit, timedOut, stdout, stderr);
    }

    @Test
    void failure_isNull_whenExitIsZeroAndChecksumMatches() {
        assertNull(Session.failure(outcome(0, false, "checksum -42\n", ""), "-42"));
    }

    @Test
    void failure_namesBothChecksums_whenTheyDiffer() {
        assertEquals("checksum 41, the host printed 42",
                Session.failure(outcome(0, false, "checksum 41\n", ""), "42"));
    }

    @Test
    void failure_quotesTheLastStderrLines_whenExitIsNotZero() {
        assertEquals("exit code 1: b | c | d",
                Session.failure(outcome(1, false, "", "a\nb\nc\nd\n"), "42"));
    }

    @Test
    void failure_saysTimedOut() {
        assertEquals("timed out after 12 s", Session.failure(outcome(-1, true, "", ""), "42"));
    }

    @Test
    void failure_saysNoChecksum_whenStdoutHasNone() {
        assertEquals("printed no checksum line", Session.failure(outcome(0, false, "checksum\n", ""), "42"));
    }

    @Test
    void outcome_readsIterationTimesFromStderr() {
        ProcessRunner.Outcome o = outcome(0, false, "checksum 1\n",
                "bench: db iteration 1/2 812.500 ms\nnoise\nbench: db iteration 2/2 640.125 ms\n");

        assertEquals(java.util.List.of(812.5, 640.125), o.iterationMillis());
    }
}
