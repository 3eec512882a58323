package rvm.core.options;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * vm-core's option (the tier), and the values in force for one run of the options of a
 * {@link OptionTable}.
 *
 * <p>Each module declares the options it reads (the executor's are in vm-interp's
 * {@code ExecutionOptions}, the launcher's own in its {@code LauncherOptions}, the inliner's in vm-inliner's
 * {@code InlinerOptions}, the profilers' and instrumentation sampling's in vm-profiling's
 * {@code ProfilingOptions} and {@code InstrumentOptions}); the launcher assembles one table from
 * them. Nothing reads an option that is not in the table of the values it reads from: {@link #get}
 * and {@link #set} refuse one. An option states the values of other options, of any module, it
 * needs to have an effect ({@link VmOption#needs()}); {@link #withoutEffect()} names those set in
 * vain. Every {@code Path} option names a file the VM writes.
 */
public final class VmOptions {

    /** Which tier runs guest methods. */
    public static final VmOption<String> TIER = new VmOption<>("tier", String.class, "adaptive", "TIER",
            List.of("interp", "baseline", "adaptive", "opt"),
            "Execution tier of guest methods. interp: the tier-0 interpreter runs every method. baseline: every "
                    + "method is compiled to host bytecode (tier 1) before its first call. adaptive: methods start "
                    + "interpreted and are compiled once hot (see --compile-threshold and --osr-threshold). opt: "
                    + "every method is compiled at level 2 before its first call (the JIT-only configuration of "
                    + "the optimising level; with --inliner=rvm it inlines, on static heuristics or the profile "
                    + "collected so far, or --inline-dcg). Constructors and static initialisers always run as host "
                    + "bytecode with yieldpoints.");

    /**
     * This module's options, which come first in {@code --help}: the tier, which the other modules'
     * options name in what they need.
     */
    public static final List<VmOption<?>> EXECUTION = List.of(TIER);

    /** The table of this module's options alone. */
    public static final OptionTable TABLE = OptionTable.of(EXECUTION);

    private final OptionTable table;
    private final Map<VmOption<?>, Object> values = new LinkedHashMap<>();
    /** The options {@link #set} explicitly, in the order they were set. */
    private final Set<VmOption<?>> explicit = new LinkedHashSet<>();

    /** This module's options ({@link #TABLE}), every value at its default. */
    public VmOptions() {
        this(TABLE);
    }

    /** The options of {@code table}, every value at its default. */
    public VmOptions(OptionTable table) {
        this.table = table;
        for (VmOption<?> o : table.options()) {
            values.put(o, o.defaultValue());
        }
    }

    /** The table whose options these are. */
    public OptionTable table() {
        return table;
    }

    /**
     * Sets an option; the value must be of the option's type (or {@code null}).
     *
     * @throws IllegalArgumentException when the value is not one the option takes, or the option is
     *                                  not in {@link #table()}
     */
    public <T> VmOptions set(VmOption<T> option, T value) {
        checkInTable(option);
        if (value != null && !option.type().isInstance(value)) {
            throw new IllegalArgumentException("option --" + option.name() + " takes " + valueNoun(option.type()));
        }
        if (value != null && !option.choices().isEmpty() && !option.choices().contains(value)) {
            throw new IllegalArgumentException("invalid value for option --" + option.name() + ": '" + value
                    + "' (expected one of " + String.join(", ", option.choices()) + ")");
        }
        if (value instanceof Integer && (Integer) value < option.minimum()) {
            throw new IllegalArgumentException("invalid value for option --" + option.name() + ": '" + value
                    + "' (expected at least " + option.minimum() + ")");
        }
        if (value instanceof Integer && (Integer) value > option.maximum()) {
            throw new IllegalArgumentException("invalid value for option --" + option.name() + ": '" + value
                    + "' (expected at most " + option.maximum() + ")");
        }
        values.put(option, value);
        explicit.add(option);
        return this;
    }

    /**
     * One line for each option that was {@link #set} but has no effect with the others in force (its
     * first {@link VmOption#needs() need} that fails), for example
     * {@code --dcg-format=dot has no effect without --dcg-out}, in table order.
     */
    public List<String> withoutEffect() {
        List<String> lines = new ArrayList<>();
        for (VmOption<?> o : table.options()) {
            if (!explicit.contains(o) || (o.isFlag() && !Boolean.TRUE.equals(get(o)))) {
                continue; // a flag set to false asks for nothing
            }
            for (VmOption.Needs n : o.needs()) {
                if (!n.holds(this)) {
                    String set = "--" + o.name() + (o.isFlag() ? "" : "=" + get(o));
                    lines.add(set + " has no effect " + n.whyNot(this));
                    break;
                }
            }
        }
        return lines;
    }

    private static String valueNoun(Class<?> type) {
        if (type == Boolean.class) {
            return "no value (it is a flag)";
        }
        if (type == Integer.class) {
            return "an integer";
        }
        if (type == Double.class) {
            return "a number";
        }
        return type == Path.class ? "a file path" : "a string";
    }

    /**
     * The value in force, {@code null} when an option without default is unset.
     *
     * @throws IllegalArgumentException when the option is not in {@link #table()}
     */
    public <T> T get(VmOption<T> option) {
        checkInTable(option);
        return option.type().cast(values.get(option));
    }

    private void checkInTable(VmOption<?> option) {
        if (!table.contains(option)) {
            throw new IllegalArgumentException("option --" + option.name() + " is not in this option table");
        }
    }

    /** Every option with its value in force, in table order. */
    public Map<VmOption<?>, Object> inForce() {
        return Collections.unmodifiableMap(values);
    }

    /** One line per option, {@code --name=value}, as printed by {@code --print-options}. */
    public List<String> describe() {
        return values.entrySet().stream()
                .map(e -> "--" + e.getKey().name() + "=" + (e.getValue() == null ? "(unset)" : e.getValue()))
                .toList();
    }
}
