package rvm.profiling.instrument;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.EnumSet;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import rvm.core.options.VmOptions;
import rvm.tool.Event;

/**
 * What {@code --instrument} and its options ask for, as one value.
 *
 * @param what       rvm's own instrumentations
 * @param tools      the user's tools ({@code tool:TOOL.jar}); with {@code what}, never both empty
 * @param exhaustive whether they run on every execution, without checks or duplicated code
 * @param duplication how the code is laid out when sampled
 * @param copy       where full duplication's copy is compiled
 * @param trigger    what makes a check sample
 * @param interval   checks between samples with the counter trigger
 * @param timerMillis milliseconds between clock ticks with the timer, yieldpoint and cbs triggers
 * @param tickEvery  with those triggers, a tick every this many yieldpoints executed instead of a
 *                   clock ({@code --sample-timer=ticks:N}); 0 for the clock
 * @param skip       with the yieldpoint trigger: the sample falls on a check drawn from the next this
 *                   many after a tick ({@code --sample-skip}); 1, the first
 * @param cbsStride  with the cbs trigger: every this many entry checks of a window samples
 * @param cbsSamples with the cbs trigger: samples per window
 * @param methods    which compiled methods are instrumented
 * @param out        where the results go, or {@code null}
 */
public record InstrumentSettings(Set<Kind> what, List<ToolJar> tools, boolean exhaustive, Duplication duplication,
                                 SampledCopy copy, Trigger trigger, int interval, int timerMillis, long tickEvery,
                                 int skip, int cbsStride, int cbsSamples, MethodSelection methods, Path out) {

    /** How {@code --instrument} names a tool's jar. */
    public static final String TOOL_PREFIX = "tool:";

    /** An instrumentation. */
    public enum Kind {
        /** Each call site's executions, by target. */
        CALL_EDGES("call-edges"),
        /** Each field access site's executions. */
        FIELD_ACCESSES("field-accesses");

        private final String optionName;

        Kind(String optionName) {
            this.optionName = optionName;
        }

        /** The name {@code --instrument} uses. */
        public String optionName() {
            return optionName;
        }
    }

    /** {@code --duplication}. */
    public enum Duplication { FULL, PARTIAL, NONE }

    /** {@code --sampled-copy}: where full duplication's duplicated code is compiled. */
    public enum SampledCopy {
        /**
         * In a method of its own, with a second checking code: a sample leaves the compiled method
         * for it, and each backedge of the copy leaves the copy for that checking code, so that no
         * checking code's compiled loops contain the copy.
         */
        SEPARATE,
        /** After the checking code in the same method, as in the paper. */
        INLINE
    }

    /** {@code --sample-trigger}. */
    public enum Trigger {
        /** Every interval-th check of a thread samples (a countdown local of each activation). */
        COUNTER,
        /** The first check after a tick samples (a flag of its own). */
        TIMER,
        /** The checks are the yieldpoints; the first after a tick samples. */
        YIELDPOINT,
        /** The checks are the yieldpoints; a tick opens a CBS window, every stride-th entry check in it samples. */
        CBS,
        /** The counter's checks without samples. */
        NEVER;

        /** Whether the checks are rvm's yieldpoints, whose word the trigger's service then owns. */
        public boolean merged() {
            return this == YIELDPOINT || this == CBS;
        }

        /** Whether the checks count down a local of each activation. */
        public boolean usesCountdown() {
            return this == COUNTER || this == NEVER;
        }

        /** Whether a timer thread ticks ({@code --sample-timer-ms}). */
        public boolean ticks() {
            return this == TIMER || merged();
        }
    }

    public InstrumentSettings {
        what = Set.copyOf(what);
        tools = List.copyOf(tools);
        if (what.isEmpty() && tools.isEmpty()) {
            throw new IllegalArgumentException("nothing to instrument");
        }
        if (interval < 1) {
            throw new IllegalArgumentException("--sample-interval must be at least 1: " + interval);
        }
        if (timerMillis < 1) {
            throw new IllegalArgumentException("--sample-timer-ms must be at least 1: " + timerMillis);
        }
        if (tickEvery < 0) {
            throw new IllegalArgumentException("--sample-timer=ticks:N needs N of at least 1: " + tickEvery);
        }
        if (skip < 1) {
            throw new IllegalArgumentException("--sample-skip must be at least 1: " + skip);
        }
        if (cbsStride < 1 || cbsSamples < 1) {
            throw new IllegalArgumentException("--sample-cbs-stride and --sample-cbs-samples must be at least 1: "
                    + cbsStride + ", " + cbsSamples);
        }
        if (trigger.merged() && duplication == Duplication.PARTIAL && !exhaustive) {
            throw new IllegalArgumentException("--sample-trigger=" + trigger.name().toLowerCase(Locale.ROOT)
                    + " makes the yieldpoints of entries and backedges the checks, and --duplication=partial "
                    + "moves checks off them: use --duplication=full");
        }
        if (trigger.merged() && duplication == Duplication.NONE && !exhaustive) {
            throw new IllegalArgumentException("--sample-trigger=" + trigger.name().toLowerCase(Locale.ROOT)
                    + " makes the yieldpoints of entries and backedges the checks: it needs duplicated code "
                    + "(--duplication=full), not --duplication=none's check at each instrumentation operation");
        }
    }

    /**
     * The settings the options ask for, or {@code null} without {@code --instrument}.
     *
     * @throws IllegalArgumentException when {@code --instrument} names no or an unknown
     *                                  instrumentation; the message says which, and what there is
     */
    public static InstrumentSettings fromOptions(VmOptions options) {
        String list = options.get(InstrumentOptions.INSTRUMENT);
        if (list == null) {
            return null;
        }
        Set<Kind> what = EnumSet.noneOf(Kind.class);
        List<ToolJar> tools = new ArrayList<>();
        for (String word : list.split(",", -1)) {
            String w = word.trim();
            if (w.startsWith(TOOL_PREFIX)) {
                tools.add(ToolJar.load(Path.of(w.substring(TOOL_PREFIX.length()))));
                continue;
            }
            Kind k = null;
            for (Kind candidate : Kind.values()) {
                if (candidate.optionName.equals(w)) {
                    k = candidate;
                }
            }
            if (k == null) {
                throw new IllegalArgumentException("--instrument: unknown instrumentation '" + w
                        + "' (expected a comma-separated list of call-edges, field-accesses, tool:TOOL.jar)");
            }
            what.add(k);
        }
        return new InstrumentSettings(what, tools, options.get(InstrumentOptions.INSTRUMENT_EXHAUSTIVE),
                Duplication.valueOf(options.get(InstrumentOptions.DUPLICATION).toUpperCase(Locale.ROOT)),
                SampledCopy.valueOf(options.get(InstrumentOptions.SAMPLED_COPY).toUpperCase(Locale.ROOT)),
                Trigger.valueOf(options.get(InstrumentOptions.SAMPLE_TRIGGER).toUpperCase(Locale.ROOT)),
                options.get(InstrumentOptions.SAMPLE_INTERVAL), options.get(InstrumentOptions.SAMPLE_TIMER_MS),
                rvm.profiling.profiler.Trigger.parse("--sample-timer", options.get(InstrumentOptions.SAMPLE_TIMER),
                        options.get(InstrumentOptions.SAMPLE_TIMER_MS)).yieldpoints(),
                options.get(InstrumentOptions.SAMPLE_SKIP), options.get(InstrumentOptions.SAMPLE_CBS_STRIDE),
                options.get(InstrumentOptions.SAMPLE_CBS_SAMPLES),
                MethodSelection.parse(options.get(InstrumentOptions.INSTRUMENT_METHODS)),
                options.get(InstrumentOptions.INSTRUMENT_OUT));
    }

    /** Every event some tool asked for. */
    public Set<Event> toolEvents() {
        Set<Event> events = EnumSet.noneOf(Event.class);
        for (ToolJar t : tools) {
            events.addAll(t.tool().events());
        }
        return events;
    }

    /** Whether a merged trigger samples, and so owns the yieldpoint word ({@code --sample-trigger=yieldpoint, cbs}). */
    public boolean ownsYieldpointWord() {
        return !exhaustive && trigger.merged();
    }

    /** Whether checks that see a tick count down {@link #skip} before one samples (the yieldpoint trigger, past 1). */
    public boolean skips() {
        return ownsYieldpointWord() && trigger == Trigger.YIELDPOINT && skip > 1;
    }

    /** Whether ticks come from executed yieldpoints ({@code --sample-timer=ticks:N}) of a trigger that ticks. */
    public boolean ticksOnYieldpoints() {
        return tickEvery > 0 && !exhaustive && trigger.ticks();
    }

    /** Whether call edges are instrumented. */
    public boolean callEdges() {
        return what.contains(Kind.CALL_EDGES);
    }

    /** Whether field accesses are instrumented. */
    public boolean fieldAccesses() {
        return what.contains(Kind.FIELD_ACCESSES);
    }

    /** The name of the profile the results are: {@code instrument-exhaustive} or {@code instrument-sampled}. */
    public String profileName() {
        return exhaustive ? "instrument-exhaustive" : "instrument-sampled";
    }
}
