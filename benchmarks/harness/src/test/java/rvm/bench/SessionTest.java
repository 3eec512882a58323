package rvm.bench;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;

import org.junit.jupiter.api.Test;

/** How a run's outcome becomes a success or a failure with a reason. */
class SessionTest {

    private static ProcessRunner.Outcome outcome(int exit, boolean timedOut, String stdout, String stderr) {
        return new ProcessRunner.Outcome(12.4, 3.0, exit, timedOut, stdout, stderr, HostCompilations.NONE);
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

    @Test
    void outcome_readsWhenEachIterationEnded_NaNWhereTheWorkloadDidNotSay() {
        ProcessRunner.Outcome o = outcome(0, false, "checksum 1\n",
                "bench: db iteration 1/2 812.500 ms at 1.250 s\nbench: db iteration 2/2 640.125 ms\n");

        assertEquals(java.util.List.of(812.5, 640.125), o.iterationMillis());
        assertEquals(1.25, o.iterationEnds().get(0));
        assertEquals(Double.NaN, o.iterationEnds().get(1));
    }

    @Test
    void hotSpotsLog_givesCompilationsAndNotEntrantEvents_andTheSteadyWindowCountsThoseAfterTheWarmUp(
            @org.junit.jupiter.api.io.TempDir java.nio.file.Path dir) throws java.io.IOException {
        java.nio.file.Path log = dir.resolve("jit.log");
        java.nio.file.Files.writeString(log, String.join("\n",
                "[0.100s]    1       3       java.lang.Object::<init> (1 bytes)",
                "[0.900s]   21     n 0       java.lang.System::arraycopy (native)   (static)",
                "[2.500s]  812 %     4       bench.Kernel::loop @ 12 (80 bytes)",
                "[2.600s]  700       3       bench.Kernel::loop (80 bytes)   made not entrant",
                "[2.700s]  700       3       bench.Kernel::loop (80 bytes)   made zombie",
                "[3.900s]  900       4       bench.Kernel::step (20 bytes)",
                "a line without an uptime", ""));

        HostCompilations c = ProcessRunner.compilations(log);

        assertEquals(java.util.List.of(0.1, 0.9, 2.5, 3.9), c.compiled());
        assertEquals(java.util.List.of(2.6), c.notEntrant());
        // 8 iterations: the last quarter is 7 and 8, after the end of the 6th at 2.0 s
        java.util.List<Double> ends = java.util.List.of(0.5, 0.8, 1.1, 1.4, 1.7, 2.0, 3.0, 4.0);
        assertEquals(new HostCompilations.Window(2, 1), c.window(ends));
        assertEquals(new HostCompilations.Window(4, 1), c.window(java.util.List.of(4.0)), "one iteration: all of it");
        assertEquals(null, c.window(java.util.List.of(1.0, Double.NaN)));
    }
}
