package rvm.profiling.profiler;

import java.util.Arrays;
import java.util.Locale;
import java.util.stream.Collectors;

/** Which call-graph profiler runs on the yieldpoints ({@code --profile}). */
public enum ProfileKind {
    /** Yieldpoints present, no timer, nothing sampled: the baseline of every overhead figure. */
    NONE,
    /** The old Jikes RVM scheme: each timer tick buys one sample at the next prologue or epilogue. */
    TIMER,
    /** Counter-based sampling: each tick opens a window of samples, one every stride calls. */
    CBS,
    /** Every call edge counted, on every tier: the ground truth. */
    EXACT;

    /** The name users write: {@code none}, {@code timer}, {@code cbs} or {@code exact}. */
    public String optionName() {
        return name().toLowerCase(Locale.ROOT);
    }

    /**
     * The kind a user named.
     *
     * @throws IllegalArgumentException naming the kinds there are, for any other name
     */
    public static ProfileKind fromName(String name) {
        for (ProfileKind k : values()) {
            if (k.optionName().equals(name)) {
                return k;
            }
        }
        throw new IllegalArgumentException("unknown profile '" + name + "' (expected one of "
                + Arrays.stream(values()).map(ProfileKind::optionName).collect(Collectors.joining(", ")) + ")");
    }
}
