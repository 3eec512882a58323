package rvm.launcher;

import java.util.LinkedHashMap;
import java.util.Map;

import picocli.CommandLine.Model.CommandSpec;
import rvm.core.options.VmOption;

/**
 * {@code rvm run}'s command line as a picocli model, generated from the option table that every module
 * declares its options in: the one source of {@code --help} and of the options table that the
 * documentation generator ({@code ./rvm docs usage}) writes into {@code docs/USAGE.md}.
 */
public final class RunCommandSpec {

    private RunCommandSpec() {
    }

    /** The model of {@code rvm run}; each option's description ends with its default ({@code Default: 10.}). */
    public static CommandSpec get() {
        return RunArguments.spec();
    }

    /**
     * The default of each option of the table, by its long name ({@code --tier}), as {@code --help}
     * shows it: the value, {@code off} for a flag, {@code unset} for an option without one.
     */
    public static Map<String, String> defaults() {
        Map<String, String> defaults = new LinkedHashMap<>();
        for (VmOption<?> o : RunArguments.TABLE.options()) {
            defaults.put("--" + o.name(), RunArguments.defaultText(o));
        }
        return defaults;
    }
}
