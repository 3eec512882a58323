package rvm.profiling.instrument;

import java.nio.file.Path;
import java.util.EnumSet;
import java.util.Locale;
import java.util.Set;
import rvm.core.options.VmOptions;

/**
 * What {@code --instrument} and its options ask for, as one value.
 *
 * @param what       the instrumentations, never empty
 * @param exhaustive whether they run on every execution, without checks or duplicated code
 * @param duplication how the code is laid out when sampled
 * @param trigger    what makes a check sample
 * @param interval   checks between samples with the counter trigger
 * @param timerMillis milliseconds between ticks with the timer trigger
 * @param out        where the results go, or {@code null}
 */
public record InstrumentSettings(Set<Kind> what, boolean exhaustive, Duplication duplication, Trigger trigger,
                                 int interval, int timerMillis, Path out) {

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
    public enum Duplication { FULL, NONE }

    /** {@code --sample-trigger}. */
    public enum Trigger { COUNTER, TIMER, NEVER }

    public InstrumentSettings {
        what = Set.copyOf(what);
        if (what.isEmpty()) {
            throw new IllegalArgumentException("nothing to instrument");
        }
        if (interval < 1) {
            throw new IllegalArgumentException("--sample-interval must be at least 1: " + interval);
        }
        if (timerMillis < 1) {
            throw new IllegalArgumentException("--sample-timer-ms must be at least 1: " + timerMillis);
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
        for (String word : list.split(",", -1)) {
            String w = word.trim();
            Kind k = null;
            for (Kind candidate : Kind.values()) {
                if (candidate.optionName.equals(w)) {
                    k = candidate;
                }
            }
            if (k == null) {
                throw new IllegalArgumentException("--instrument: unknown instrumentation '" + w
                        + "' (expected a comma-separated list of call-edges, field-accesses)");
            }
            what.add(k);
        }
        return new InstrumentSettings(what, options.get(InstrumentOptions.INSTRUMENT_EXHAUSTIVE),
                Duplication.valueOf(options.get(InstrumentOptions.DUPLICATION).toUpperCase(Locale.ROOT)),
                Trigger.valueOf(options.get(InstrumentOptions.SAMPLE_TRIGGER).toUpperCase(Locale.ROOT)),
                options.get(InstrumentOptions.SAMPLE_INTERVAL), options.get(InstrumentOptions.SAMPLE_TIMER_MS),
                options.get(InstrumentOptions.INSTRUMENT_OUT));
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
