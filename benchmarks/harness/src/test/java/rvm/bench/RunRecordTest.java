package rvm.bench;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;

import org.junit.jupiter.api.Test;

class RunRecordTest {

    private static RunRecord run(double wall, Double... iterationMillis) {
        return new RunRecord("a", "rvm", Phase.MEASURED, 0, wall, wall, List.of(iterationMillis), 0, "7", null, 0.1);
    }

    @Test
    void steady_isTheLastIteration_upToFourIterations() {
        assertEquals(0.4, run(9, 900.0, 100.0, 300.0, 400.0).steadySeconds(), 1e-12);
        assertEquals(0.7, run(9, 700.0).steadySeconds(), 1e-12);
    }

    @Test
    void steady_isTheMedianOfTheLastQuarterOfTheIterations_roundedUp() {
        // 9 iterations: the last 3 (300, 100, 200); the slow first ones and one slow late one do not count
        assertEquals(0.2, run(9, 5000.0, 900.0, 800.0, 700.0, 600.0, 500.0, 300.0, 100.0, 200.0).steadySeconds(),
                1e-12);
        // 8 iterations: the last 2, whose median is their mean
        assertEquals(0.15, run(9, 5000.0, 900.0, 800.0, 700.0, 600.0, 500.0, 100.0, 200.0).steadySeconds(), 1e-12);
    }

    @Test
    void startup_isWallMinusTheIterations() {
        assertEquals(1.5, run(3.0, 1000.0, 500.0).startupSeconds(), 1e-12);
        assertEquals(1.5, run(3.0, 1000.0, 500.0).seconds(Metric.STARTUP), 1e-12);
    }

    @Test
    void steadyAndStartup_areNaN_withoutIterations() {
        assertTrue(Double.isNaN(run(3.0).steadySeconds()));
        assertTrue(Double.isNaN(run(3.0).startupSeconds()));
    }
}
