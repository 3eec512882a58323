package rvm.profiling.profiler;

import java.util.LinkedHashMap;
import java.util.Map;
import rvm.core.options.VmOptions;
import rvm.profiling.sampling.CbsWindow;

/**
 * Everything that decides what a call-graph profiler records.
 *
 * @param kind       which profiler
 * @param trigger    where the sampling profilers' ticks come from (unused by {@code none} and {@code exact})
 * @param stride     counter-based sampling: every stride-th prologue or epilogue of a window samples
 * @param samples    counter-based sampling: samples per tick
 * @param start      counter-based sampling: how each window's first countdown is chosen
 * @param seed       the seed of the {@link CbsWindow.Start#RANDOM} start
 * @param decay      the factor every weight is multiplied by every {@code decayEvery} samples; 1 for none
 * @param decayEvery samples between decays
 * @param callers    counter-based sampling: how a sample finds its caller
 */
public record ProfilerSettings(ProfileKind kind, Trigger trigger, int stride, int samples, CbsWindow.Start start,
                               long seed, double decay, long decayEvery, Callers callers) {

    /** How a counter-based sample finds its caller ({@code --cbs-callers}). */
    public enum Callers {
        /**
         * Compiled callers announce their call sites while a window is open, and compiled checks
         * sample with no call ({@code rvm.core.runtime.CbsCalls}); the slow path walks.
         */
        ANNOUNCED,
        /** Every sample walks the host stack to its caller, in the yieldpoints' slow path. */
        WALK
    }

    /** Settings whose counter-based samples walk for their callers. */
    public ProfilerSettings(ProfileKind kind, Trigger trigger, int stride, int samples, CbsWindow.Start start,
                            long seed, double decay, long decayEvery) {
        this(kind, trigger, stride, samples, start, seed, decay, decayEvery, Callers.WALK);
    }

    /** Checks the values; the messages name the option a user would fix. */
    public ProfilerSettings {
        if (stride < 1) {
            throw new IllegalArgumentException("--cbs-stride must be at least 1: " + stride);
        }
        if (samples < 1) {
            throw new IllegalArgumentException("--cbs-samples must be at least 1: " + samples);
        }
        if (!(decay > 0 && decay <= 1)) {
            throw new IllegalArgumentException("--dcg-decay must be in (0, 1]: " + decay);
        }
        if (decayEvery < 1) {
            throw new IllegalArgumentException("--dcg-decay-every must be at least 1: " + decayEvery);
        }
    }

    /**
     * The settings a run's options give ({@code --profile}, {@code --timer}, {@code --timer-ms},
     * {@code --cbs-*}, {@code --dcg-decay*}).
     *
     * @param o options whose table holds {@link ProfilingOptions#ALL}
     * @throws IllegalArgumentException naming the option, for a value no profiler can use
     */
    public static ProfilerSettings fromOptions(VmOptions o) {
        CbsWindow.Start start = o.get(ProfilingOptions.CBS_START).equals("random")
                ? CbsWindow.Start.RANDOM : CbsWindow.Start.ROUND_ROBIN;
        return new ProfilerSettings(ProfileKind.fromName(o.get(ProfilingOptions.PROFILE)),
                Trigger.parse(o.get(ProfilingOptions.TIMER), o.get(ProfilingOptions.TIMER_MS)),
                o.get(ProfilingOptions.CBS_STRIDE), o.get(ProfilingOptions.CBS_SAMPLES), start,
                o.get(ProfilingOptions.CBS_SEED), o.get(ProfilingOptions.DCG_DECAY),
                o.get(ProfilingOptions.DCG_DECAY_EVERY),
                o.get(ProfilingOptions.CBS_CALLERS).equals("walk") ? Callers.WALK : Callers.ANNOUNCED);
    }

    /** Whether this is counter-based sampling whose callers announce their calls. */
    public boolean announcesCalls() {
        return kind == ProfileKind.CBS && callers == Callers.ANNOUNCED;
    }

    /**
     * The sampler the tier policy runs for itself when no profiler runs ({@code --tier=adaptive
     * --inliner=rvm --profile=none}): one call-edge sample per clock tick of {@code --timer-ms}'s
     * default period, at the first prologue after the tick (counter-based sampling with a stride and
     * a window of 1, callers announced, so that it leaves no call in compiled code), no decay. Its
     * DCG only tells the level-2 trigger which methods make hot calls; the inliner does not read it.
     */
    public static ProfilerSettings tierSampler() {
        return new ProfilerSettings(ProfileKind.CBS, Trigger.clock(ProfilingOptions.TIMER_MS.defaultValue()), 1, 1,
                CbsWindow.Start.ROUND_ROBIN, ProfilingOptions.CBS_SEED.defaultValue(), 1.0,
                ProfilingOptions.DCG_DECAY_EVERY.defaultValue(), Callers.ANNOUNCED);
    }

    /** Whether this is a sampling profiler, one that needs ticks ({@code timer} or {@code cbs}). */
    public boolean isSampling() {
        return kind == ProfileKind.TIMER || kind == ProfileKind.CBS;
    }

    /** Whether this sampling profiler ticks on executed yieldpoints ({@code --timer=ticks:N}). */
    public boolean ticksOnYieldpoints() {
        return isSampling() && trigger.onYieldpoints();
    }

    /** Whether this sampling profiler ticks on a clock thread ({@code --timer=clock}). */
    public boolean ticksOnClock() {
        return isSampling() && !trigger.onYieldpoints();
    }

    /**
     * The settings that shaped the profile, as the DCG file's {@code options} records them: the
     * options' names without dashes, and only the options the profiler used.
     */
    public Map<String, Object> describe() {
        Map<String, Object> m = new LinkedHashMap<>();
        if (isSampling()) {
            if (trigger.onYieldpoints()) {
                m.put("timer", trigger.toString());
            } else {
                m.put("timer", "clock");
                m.put("timer-ms", trigger.clockMillis());
            }
        }
        if (kind == ProfileKind.CBS) {
            m.put("cbs-stride", stride);
            m.put("cbs-samples", samples);
            m.put("cbs-start", start == CbsWindow.Start.RANDOM ? "random" : "roundrobin");
            if (start == CbsWindow.Start.RANDOM) {
                m.put("cbs-seed", seed);
            }
            m.put("cbs-callers", callers == Callers.WALK ? "walk" : "announced");
        }
        if (decay < 1) {
            m.put("dcg-decay", decay);
            m.put("dcg-decay-every", decayEvery);
        }
        return m;
    }
}
