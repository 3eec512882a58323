package rvm.interp.tier;

/**
 * The controller's cost-benefit model, as Jikes RVM's {@code AnalyticModel}: a method that has run
 * for a time T is expected to run for T more; recompiling it costs its size over the level's compile
 * rates, rvm's and HotSpot's, and makes the T to come shorter by the level's speed-up; recompile when
 * the cost and the shorter future together are less than the future left alone. A hot call edge out
 * of the method
 * (an {@code AINewHotEdgeEvent} in Jikes RVM) boosts the speed-up: level 2 then inlines by the
 * profile.
 *
 * <p>The speed-up is relative to the level the method runs at: level 2 over level 1 is
 * {@link #level2Speedup} for a method with calls to inline, 1 for one without (level 2 is level 1
 * with inlining); recompiling at level 2 again, with a profile that has changed, gains the boost
 * alone.
 *
 * <p>A recompilation costs twice over: rvm compiles the method (Jikes RVM's compile rate), and
 * HotSpot then compiles the new class's code afresh, with C1 and then C2, while its level-1 code,
 * already compiled by HotSpot, is thrown away; Jikes RVM's compiled code needs no second compiler.
 *
 * @param level2Speedup   how much faster level-2 code with the inliner's static heuristics runs than
 *                        level-1 code, at least 1
 * @param hotEdgeBoost    how much faster again code runs that inlines its hot edges by the profile,
 *                        at least 1
 * @param compileRate     guest bytecode bytes compiled at level 2 per millisecond, above 0
 * @param hostCompileRate guest bytecode bytes of level-2 code HotSpot compiles per millisecond, above 0
 *                        (infinite: HotSpot's part is not counted)
 */
public record AnalyticModel(double level2Speedup, double hotEdgeBoost, double compileRate, double hostCompileRate) {

    /** What the model expects of one choice. */
    public record Estimate(double timeSoFarMs, double speedup, double costMs) {

        /** The time the method is expected to run from now on at its new level. */
        public double futureMs() {
            return timeSoFarMs / speedup;
        }

        /** The time the choice saves: the future left alone less the cost and the shorter future. */
        public double benefitMs() {
            return timeSoFarMs - costMs - futureMs();
        }

        /** Whether the choice pays: it saves time. */
        public boolean pays() {
            return benefitMs() > 0;
        }

        @Override
        public String toString() {
            return String.format("expected %.1f ms more, %.1f ms after %.2fx, cost %.1f ms", timeSoFarMs,
                    futureMs(), speedup, costMs);
        }
    }

    /** Checks the constants. */
    public AnalyticModel {
        if (!(level2Speedup >= 1) || !(hotEdgeBoost >= 1) || !(compileRate > 0) || !(hostCompileRate > 0)) {
            throw new IllegalArgumentException("speed-ups must be at least 1 and the compile rates above 0: "
                    + level2Speedup + ", " + hotEdgeBoost + ", " + compileRate + ", " + hostCompileRate);
        }
    }

    /** This model with rvm's compile rate {@code rate} (one measured while the guest runs). */
    public AnalyticModel withCompileRate(double rate) {
        return new AnalyticModel(level2Speedup, hotEdgeBoost, rate, hostCompileRate);
    }

    /** What compiling {@code codeLength} bytes of guest bytecode at level 2 costs, rvm's part and HotSpot's. */
    private double costMs(int codeLength) {
        return codeLength / compileRate + codeLength / hostCompileRate;
    }

    /**
     * Recompiling a level-1 method at level 2.
     *
     * @param timeSoFarMs the time the method has run so far
     * @param codeLength  its guest bytecode, in bytes
     * @param hasCalls    whether it has calls level 2 could inline
     * @param hotEdges    whether calls out of it are hot in the profile
     */
    public Estimate level2(double timeSoFarMs, int codeLength, boolean hasCalls, boolean hotEdges) {
        double speedup = !hasCalls ? 1 : hotEdges ? level2Speedup * hotEdgeBoost : level2Speedup;
        return new Estimate(timeSoFarMs, speedup, costMs(codeLength));
    }

    /** Recompiling a level-2 method at level 2 again, its hot edges new or grown in the profile. */
    public Estimate reprofile(double timeSoFarMs, int codeLength) {
        return new Estimate(timeSoFarMs, hotEdgeBoost, costMs(codeLength));
    }
}
