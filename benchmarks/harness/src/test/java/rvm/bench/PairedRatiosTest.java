package rvm.bench;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;

import org.junit.jupiter.api.Test;

class PairedRatiosTest {

    private static PairedRuns.Run run(String workload, String config, int file, int round, double steady) {
        return new PairedRuns.Run(workload, config, file, round, true, Double.NaN, Double.NaN, steady, List.of());
    }

    private static PairedRatios.Options options(PairedRatios.Center center) {
        return new PairedRatios.Options("base", List.of(), List.of(), Metric.STEADY, null, center, 0.95, 2000, 1);
    }

    @Test
    void ratiosPairRunsOfTheSameRoundOnly() {
        List<PairedRuns.Run> runs = List.of(run("a", "base", 0, 0, 1.0), run("a", "x", 0, 0, 1.1),
                run("a", "base", 0, 1, 2.0), run("a", "x", 0, 1, 2.4), run("a", "x", 0, 2, 9.0));

        PairedRatios p = PairedRatios.of(runs, options(PairedRatios.Center.MEDIAN));

        assertArrayEquals(new double[] {1.1, 1.2}, p.cell("a", "x").ratios(), 1e-12);
        assertEquals(1.15, p.cell("a", "x").center(), 1e-12);
    }

    @Test
    void roundsOfDifferentFilesNeverPair() {
        List<PairedRuns.Run> runs = List.of(run("a", "base", 0, 0, 1.0), run("a", "x", 1, 0, 5.0),
                run("a", "x", 0, 0, 2.0));

        PairedRatios p = PairedRatios.of(runs, options(PairedRatios.Center.MEDIAN));

        assertArrayEquals(new double[] {2.0}, p.cell("a", "x").ratios(), 1e-12);
    }

    @Test
    void suiteIsTheGeometricMeanOfTheCenters_withRoundMeans() {
        List<PairedRuns.Run> runs = new ArrayList<>();
        for (int r = 0; r < 2; r++) {
            runs.add(run("a", "base", 0, r, 1.0));
            runs.add(run("a", "x", 0, r, r == 0 ? 2.0 : 8.0));
            runs.add(run("b", "base", 0, r, 1.0));
            runs.add(run("b", "x", 0, r, 0.5));
        }

        PairedRatios.Suite s = PairedRatios.of(runs, options(PairedRatios.Center.GEOMEAN)).suite("x");

        assertEquals(2, s.workloads());
        assertEquals(Math.sqrt(4.0 * 0.5), s.geomean(), 1e-12);
        assertEquals(2, s.rounds().size());
        assertEquals(1.0, s.rounds().get(0), 1e-12);
        assertEquals(2.0, s.rounds().get(1), 1e-12);
        assertTrue(s.low() <= s.geomean() && s.geomean() <= s.high(), s.low() + " " + s.high());
    }

    @Test
    void bootstrapInterval_isTheSameForTheSameSeed_andNarrowsToAPointWithoutSpread() {
        List<PairedRuns.Run> runs = new ArrayList<>();
        for (int r = 0; r < 5; r++) {
            runs.add(run("a", "base", 0, r, 1.0));
            runs.add(run("a", "x", 0, r, 1.0 + r / 10.0));
            runs.add(run("a", "same", 0, r, 1.5));
        }
        PairedRatios p = PairedRatios.of(runs, options(PairedRatios.Center.MEDIAN));

        PairedRatios.Suite x = p.suite("x");
        PairedRatios.Suite again = PairedRatios.of(runs, options(PairedRatios.Center.MEDIAN)).suite("x");
        PairedRatios.Suite same = p.suite("same");

        assertEquals(x, again);
        assertTrue(x.low() < x.high());
        assertEquals(1.5, same.low(), 1e-12);
        assertEquals(1.5, same.high(), 1e-12);
        PairedRatios.Cell cell = p.cell("a", "x");
        assertTrue(cell.min() <= cell.low() && cell.low() < cell.center() && cell.center() < cell.high()
                && cell.high() <= cell.max(), cell.low() + " " + cell.high());
        assertEquals(cell.low(), PairedRatios.of(runs, options(PairedRatios.Center.MEDIAN)).cell("a", "x").low());
        assertEquals(1.5, p.cell("a", "same").low(), 1e-12);
    }

    @Test
    void windowTakesTheMedianOfTheNamedIterations_andLeavesOutShorterRuns() {
        PairedRuns.Run base = new PairedRuns.Run("a", "base", 0, 0, true, 9, Double.NaN, Double.NaN,
                List.of(900.0, 100.0, 300.0, 200.0));
        PairedRuns.Run x = new PairedRuns.Run("a", "x", 0, 0, true, 9, Double.NaN, Double.NaN,
                List.of(900.0, 400.0, 600.0, 500.0));
        PairedRuns.Run shortRun = new PairedRuns.Run("a", "x", 0, 1, true, 9, Double.NaN, Double.NaN, List.of(1.0));
        PairedRatios.Options o = new PairedRatios.Options("base", List.of(), List.of(), Metric.STEADY,
                new int[] {2, 4}, PairedRatios.Center.MEDIAN, 0.95, 100, 1);

        PairedRatios p = PairedRatios.of(List.of(base, x, shortRun), o);

        assertArrayEquals(new double[] {2.5}, p.cell("a", "x").ratios(), 1e-12);
    }

    @Test
    void failedRunsMakeNoPair() {
        PairedRuns.Run failed = new PairedRuns.Run("a", "x", 0, 1, false, 1, 1, 1, List.of());
        List<PairedRuns.Run> runs = List.of(run("a", "base", 0, 0, 1), run("a", "x", 0, 0, 3),
                run("a", "base", 0, 1, 1), failed);

        assertEquals(1, PairedRatios.of(runs, options(PairedRatios.Center.MEDIAN)).cell("a", "x").ratios().length);
    }

    @Test
    void aRoundWithTwoRunsOfOneConfiguration_isRefused() {
        List<PairedRuns.Run> runs = List.of(run("a", "base", 0, 3, 1), run("a", "x", 0, 3, 2), run("a", "x", 0, 3, 3));

        IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
                () -> PairedRatios.of(runs, options(PairedRatios.Center.MEDIAN)));

        assertEquals("round 3 of file 1 holds two runs of a under x", e.getMessage());
    }

    @Test
    void unknownBaselineOrConfiguration_isNamed() {
        List<PairedRuns.Run> runs = List.of(run("a", "base", 0, 0, 1), run("a", "x", 0, 0, 2));
        PairedRatios.Options other = new PairedRatios.Options("none", List.of(), List.of(), Metric.STEADY, null,
                PairedRatios.Center.MEDIAN, 0.95, 10, 1);
        PairedRatios.Options missing = new PairedRatios.Options("base", List.of("y"), List.of(), Metric.STEADY, null,
                PairedRatios.Center.MEDIAN, 0.95, 10, 1);

        IllegalArgumentException e1 = assertThrows(IllegalArgumentException.class, () -> PairedRatios.of(runs, other));
        IllegalArgumentException e2 = assertThrows(IllegalArgumentException.class,
                () -> PairedRatios.of(runs, missing));

        assertEquals("no runs of the baseline 'none' (configurations: base, x)", e1.getMessage());
        assertEquals("no runs of the configuration 'y' (there are: base, x)", e2.getMessage());
    }

    @Test
    void windows_showTheMedianCompileCountsPerCell_baseFirst_andNothingWithoutCounts() {
        List<PairedRuns.Run> counted = List.of(
                new PairedRuns.Run("a", "base", 0, 0, true, Double.NaN, Double.NaN, 1.0, List.of(), 10, 2),
                new PairedRuns.Run("a", "x", 0, 0, true, Double.NaN, Double.NaN, 1.2, List.of(), 40, 9),
                new PairedRuns.Run("a", "base", 0, 1, true, Double.NaN, Double.NaN, 1.0, List.of(), 11, 3),
                new PairedRuns.Run("a", "x", 0, 1, true, Double.NaN, Double.NaN, 1.1, List.of(), 60, 9),
                new PairedRuns.Run("a", "x", 0, 2, false, Double.NaN, Double.NaN, 9.0, List.of(), 900, 900));
        PairedRatios p = PairedRatios.of(counted, new PairedRatios.Options("base", List.of(), List.of(), Metric.STEADY,
                null, PairedRatios.Center.MEDIAN, 0.95, 200, 1));

        List<String> lines = PairedReport.windows(counted, p);

        assertEquals(List.of("| workload | base | x |", "| --- | --- | --- |", "| a | 10.5 / 2.5 | 50 / 9 |"),
                lines.subList(2, lines.size()), "the failed run's storm is not counted");
        List<PairedRuns.Run> uncounted = List.of(run("a", "base", 0, 0, 1.0), run("a", "x", 0, 0, 1.1));
        assertEquals(List.of(), PairedReport.windows(uncounted,
                PairedRatios.of(uncounted, options(PairedRatios.Center.MEDIAN))));
    }
}
