package rvm.bench;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;

import org.junit.jupiter.api.Test;

class SummaryTest {

    private static RunRecord run(String workload, String config, Phase phase, int round, double wall) {
        return new RunRecord(workload, config, phase, round, wall, wall * 2, List.of(wall * 100, wall * 500), 0, "7",
                null, 0.5);
    }

    @Test
    void cell_hasMedianMinMaxOfMeasuredRunsOnly() {
        List<RunRecord> runs = List.of(run("a", "host", Phase.WARMUP, 0, 100),
                run("a", "host", Phase.MEASURED, 1, 3), run("a", "host", Phase.MEASURED, 2, 1),
                run("a", "host", Phase.MEASURED, 3, 2));

        Summary.Cell c = new Summary(List.of("a"), List.of("host"), Metric.WALL, runs).cell("a", "host");

        assertEquals(3, c.runs());
        assertEquals(2.0, c.median());
        assertEquals(1.0, c.min());
        assertEquals(3.0, c.max());
        assertEquals(4.0, c.cpuMedian());
        assertEquals(1.0, c.steadyMedian()); // the last of two iterations: 500 ms per wall second
        assertEquals(0.8, c.startupMedian(), 1e-12); // 2 s wall minus 0.2 + 1.0 s of iterations
        assertEquals(1.0, c.ratio());
    }

    @Test
    void ratio_isMedianOfPairwiseRatiosOfTheSameRound() {
        List<RunRecord> runs = List.of(
                run("a", "host", Phase.MEASURED, 0, 1), run("a", "rvm", Phase.MEASURED, 0, 10),
                run("a", "host", Phase.MEASURED, 1, 2), run("a", "rvm", Phase.MEASURED, 1, 30),
                run("a", "host", Phase.MEASURED, 2, 4), run("a", "rvm", Phase.MEASURED, 2, 48));

        Summary s = new Summary(List.of("a"), List.of("host", "rvm"), Metric.WALL, runs);

        assertEquals(12.0, s.cell("a", "rvm").ratio()); // pairs 10, 15, 12, not median 30 / median 2
    }

    @Test
    void speedup_isTheMedianOfTheBaselinesTimeOverTheConfigs_notTheReciprocalOfTheRatio() {
        List<RunRecord> runs = List.of(
                run("a", "static", Phase.MEASURED, 0, 2), run("a", "cbs", Phase.MEASURED, 0, 1),
                run("a", "static", Phase.MEASURED, 1, 1), run("a", "cbs", Phase.MEASURED, 1, 1));

        Summary s = new Summary(List.of("a"), List.of("static", "cbs"), Metric.WALL, Summary.Comparison.SPEEDUP, runs);

        assertEquals(1.5, s.ratio("a", "cbs"), 1e-12); // pairs 2 and 1; 1 / median(0.5, 1) would be 1.33
        assertEquals(1.0, s.ratio("a", "static"), 1e-12);
        assertEquals(0.75, new Summary(List.of("a"), List.of("static", "cbs"), Metric.WALL, runs).ratio("a", "cbs"),
                1e-12);
    }

    @Test
    void speedup_leavesOutAPairWhoseTimeIsZero() {
        List<RunRecord> runs = List.of(
                run("a", "static", Phase.MEASURED, 0, 2), run("a", "cbs", Phase.MEASURED, 0, 0),
                run("a", "static", Phase.MEASURED, 1, 3), run("a", "cbs", Phase.MEASURED, 1, 2));

        Summary s = new Summary(List.of("a"), List.of("static", "cbs"), Metric.WALL, Summary.Comparison.SPEEDUP, runs);

        assertEquals(1.5, s.ratio("a", "cbs"), 1e-12);
    }

    @Test
    void comparison_namesItsColumns() {
        assertEquals("rvm/host", Summary.Comparison.RATIO.header("rvm", "host"));
        assertEquals("cbs speed-up", Summary.Comparison.SPEEDUP.header("cbs", "static"));
        assertEquals("ratio_to_host", Summary.Comparison.RATIO.csvColumn("host"));
        assertEquals("speedup_over_static", Summary.Comparison.SPEEDUP.csvColumn("static"));
        assertEquals("speed-up over static (static's steady time / time)",
                Summary.Comparison.SPEEDUP.axisTitle(Metric.STEADY, "static"));
    }

    @Test
    void geometricMean_isOverWorkloadsOfTheRatios() {
        List<RunRecord> runs = List.of(
                run("a", "host", Phase.MEASURED, 0, 1), run("a", "rvm", Phase.MEASURED, 0, 2),
                run("b", "host", Phase.MEASURED, 0, 1), run("b", "rvm", Phase.MEASURED, 0, 8));

        Summary s = new Summary(List.of("a", "b"), List.of("host", "rvm"), Metric.WALL, runs);

        assertEquals(4.0, s.geometricMean("rvm"), 1e-12);
        assertEquals(1.0, s.geometricMean("host"), 1e-12);
    }

    @Test
    void failedRun_isNotATime_andLeavesTheWorkloadOutOfTheMean() {
        List<RunRecord> runs = new ArrayList<>(List.of(
                run("a", "host", Phase.MEASURED, 0, 1), run("a", "rvm", Phase.MEASURED, 0, 2),
                run("b", "host", Phase.MEASURED, 0, 1), run("b", "rvm", Phase.MEASURED, 0, 8).failed("checksum 8")));

        Summary s = new Summary(List.of("a", "b"), List.of("host", "rvm"), Metric.WALL, runs);

        Summary.Cell b = s.cell("b", "rvm");
        assertFalse(b.ok());
        assertEquals(1, b.failures());
        assertTrue(Double.isNaN(b.median()));
        assertEquals("checksum 8", b.firstFailure());
        assertEquals(2.0, s.geometricMean("rvm"), 1e-12);
        assertEquals(List.of("b"), s.leftOut("rvm"));
    }

    @Test
    void failedWarmup_failsTheCellAlthoughMeasuredRunsSucceeded() {
        List<RunRecord> runs = List.of(run("a", "rvm", Phase.WARMUP, 0, 1).failed("exit code 1: boom"),
                run("a", "rvm", Phase.MEASURED, 1, 1));

        Summary.Cell c = new Summary(List.of("a"), List.of("rvm"), Metric.WALL, runs).cell("a", "rvm");

        assertFalse(c.ok());
        assertEquals("exit code 1: boom", c.firstFailure());
    }

    @Test
    void failedReference_failsEveryCellOfTheWorkload_withTheReason() {
        List<RunRecord> runs = List.of(new RunRecord("a", "reference", Phase.REFERENCE, 0, 1, 1, List.of(), 1, null,
                "exit code 1: boom", 0.5));

        Summary s = new Summary(List.of("a"), List.of("host", "rvm"), Metric.WALL, runs);

        assertFalse(s.cell("a", "rvm").ok());
        assertEquals("the reference run on the host failed: exit code 1: boom", s.cell("a", "rvm").firstFailure());
        assertEquals(List.of("a"), s.leftOut("rvm"));
    }
}
