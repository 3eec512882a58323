package rvm.core.options;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.List;

/**
 * One VM option: its name, value type, default and description, and the values of other options
 * it needs to have an effect. An {@link OptionTable} of these generates the command-line
 * parser, {@code --help}, {@code --print-options}, and the warnings about options set to no effect.
 *
 * @param name        the long name without dashes, e.g. {@code tier}
 * @param type        {@code Boolean} (a flag), {@code Integer}, {@code Double}, {@code String}, or
 *                    {@code Path}: a file the VM writes when the guest ends, which the launcher
 *                    checks can be written before the guest starts
 * @param defaultValue the default; {@code null} for "not set"
 * @param label       the value's placeholder in help text, e.g. {@code FILE}; unused for flags
 * @param choices     the accepted values of a {@code String} option, empty when any value goes
 * @param description one or two sentences for {@code --help}
 * @param minimum     the least value an {@code Integer} option accepts (ignored for other types)
 * @param maximum     the greatest value an {@code Integer} option accepts (ignored for other types)
 * @param needs       the conditions on other options under which this one has an effect; an option
 *                    set while one of them fails is reported as having none. Never null.
 */
public record VmOption<T>(String name, Class<T> type, T defaultValue, String label, List<String> choices,
                          String description, int minimum, int maximum, List<Needs> needs) {

    public VmOption {
        choices = List.copyOf(choices);
        needs = List.copyOf(needs);
    }

    /** An option with a lower bound and no dependency. */
    public VmOption(String name, Class<T> type, T defaultValue, String label, List<String> choices,
                    String description, int minimum) {
        this(name, type, defaultValue, label, choices, description, minimum, Integer.MAX_VALUE, List.of());
    }

    /** An option without bounds (or not an integer) and without dependency. */
    public VmOption(String name, Class<T> type, T defaultValue, String label, List<String> choices,
                    String description) {
        this(name, type, defaultValue, label, choices, description, Integer.MIN_VALUE);
    }

    /** Whether the option is a flag that takes no value. */
    public boolean isFlag() {
        return type == Boolean.class;
    }

    /** This option, accepting at most {@code max} (an {@code Integer} option). */
    public VmOption<T> atMost(int max) {
        return new VmOption<>(name, type, defaultValue, label, choices, description, minimum, max, needs);
    }

    /** This option, having an effect only while {@code other} has one of {@code values}. */
    public VmOption<T> onlyWith(VmOption<?> other, Object... values) {
        return needing(new Needs(other, false, Arrays.asList(values)));
    }

    /** This option, having no effect while {@code other} has the value {@code value}. */
    public VmOption<T> notWith(VmOption<?> other, Object value) {
        return needing(new Needs(other, true, Collections.singletonList(value)));
    }

    /** This option, having an effect only when {@code other} (an option without default) is set. */
    public VmOption<T> onlyWhenSet(VmOption<?> other) {
        return notWith(other, null);
    }

    private VmOption<T> needing(Needs n) {
        List<Needs> all = new ArrayList<>(needs);
        all.add(n);
        return new VmOption<>(name, type, defaultValue, label, choices, description, minimum, maximum, all);
    }

    /**
     * A condition on another option's value under which an option has an effect: {@code option}
     * has one of {@code values} or, when {@code negated}, none of them ({@code null} stands for
     * "not set").
     */
    public record Needs(VmOption<?> option, boolean negated, List<Object> values) {

        public Needs {
            values = Collections.unmodifiableList(new ArrayList<>(values)); // may hold null
        }

        /** Whether the condition holds for the options in force. */
        public boolean holds(VmOptions options) {
            return values.contains(options.get(option)) != negated;
        }

        /**
         * Why an option has no effect under {@code options}, where this condition fails: for example
         * {@code "without --dcg-out"}, {@code "with --profile=none (it needs --profile=timer or cbs)"},
         * {@code "with --tier=interp"}.
         */
        public String whyNot(VmOptions options) {
            if (negated && values.size() == 1 && values.get(0) == null) {
                return "without --" + option.name();
            }
            String current = options.get(option) == null ? "(unset)" : String.valueOf(options.get(option));
            String with = "with --" + option.name() + (option.isFlag() ? "" : "=" + current);
            if (negated) {
                return with;
            }
            List<String> wanted = values.stream().map(String::valueOf).toList();
            return with + " (it needs --" + option.name() + "=" + String.join(" or ", wanted) + ")";
        }
    }
}
