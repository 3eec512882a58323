package rvm.profiling.profiler;

/**
 * What makes the timer ticks that sampling profilers sample on ({@code --timer}).
 *
 * @param clockMillis with a clock, the period in milliseconds ({@code --timer-ms}); 0 otherwise
 * @param yieldpoints with ticks on yieldpoints, a tick every this many yieldpoints executed; 0 otherwise
 */
public record Trigger(int clockMillis, long yieldpoints) {

    /** A clock tick every {@code millis} milliseconds. */
    public static Trigger clock(int millis) {
        if (millis < 1) {
            throw new IllegalArgumentException("--timer-ms must be at least 1: " + millis);
        }
        return new Trigger(millis, 0);
    }

    /** A tick every {@code n} yieldpoints executed: the same ticks on every run of a deterministic program. */
    public static Trigger everyYieldpoints(long n) {
        return everyYieldpoints("--timer", n);
    }

    private static Trigger everyYieldpoints(String option, long n) {
        if (n < 1) {
            throw new IllegalArgumentException(option + "=ticks:N needs N of at least 1: " + n);
        }
        return new Trigger(0, n);
    }

    /**
     * The trigger {@code --timer} names: {@code clock} (ticks every {@code clockMillis}) or
     * {@code ticks:N}.
     *
     * @throws IllegalArgumentException with the accepted forms, for anything else
     */
    public static Trigger parse(String spec, int clockMillis) {
        return parse("--timer", spec, clockMillis);
    }

    /**
     * The trigger option {@code option} names ({@code --timer}, {@code --sample-timer}):
     * {@code clock} (ticks every {@code clockMillis}) or {@code ticks:N}.
     *
     * @throws IllegalArgumentException with the accepted forms, for anything else
     */
    public static Trigger parse(String option, String spec, int clockMillis) {
        if (spec.equals("clock")) {
            return clock(clockMillis);
        }
        if (spec.startsWith("ticks:")) {
            long n;
            try {
                n = Long.parseLong(spec.substring("ticks:".length()));
            } catch (NumberFormatException e) {
                throw new IllegalArgumentException("invalid value for option " + option + ": '" + spec
                        + "' (expected clock or ticks:N, N a whole number of yieldpoints)");
            }
            return everyYieldpoints(option, n);
        }
        throw new IllegalArgumentException("invalid value for option " + option + ": '" + spec
                + "' (expected clock or ticks:N)");
    }

    /** Whether ticks come from executed yieldpoints rather than a clock. */
    public boolean onYieldpoints() {
        return yieldpoints > 0;
    }

    /** As users write it: {@code clock:10ms} or {@code ticks:N}. */
    @Override
    public String toString() {
        return onYieldpoints() ? "ticks:" + yieldpoints : "clock:" + clockMillis + "ms";
    }
}
