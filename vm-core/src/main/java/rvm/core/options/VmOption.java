package rvm.core.options;

import java.util.List;

/**
 * One VM option: its name, value type, default and description. The {@link VmOptions} table of
 * these generates the command-line parser, {@code --help} and {@code --print-options}.
 *
 * @param name        the long name without dashes, e.g. {@code tier}
 * @param type        {@code Boolean} (a flag), {@code Integer}, {@code String} or {@code Path}
 * @param defaultValue the default; {@code null} for "not set"
 * @param label       the value's placeholder in help text, e.g. {@code FILE}; unused for flags
 * @param choices     the accepted values of a {@code String} option, empty when any value goes
 * @param description one or two sentences for {@code --help}
 * @param minimum     the least value an {@code Integer} option accepts (ignored for other types)
 */
public record VmOption<T>(String name, Class<T> type, T defaultValue, String label, List<String> choices,
                          String description, int minimum) {

    /** An option without a lower bound (or not an integer). */
    public VmOption(String name, Class<T> type, T defaultValue, String label, List<String> choices,
                    String description) {
        this(name, type, defaultValue, label, choices, description, Integer.MIN_VALUE);
    }

    /** Whether the option is a flag that takes no value. */
    public boolean isFlag() {
        return type == Boolean.class;
    }
}
