package rvm.launcher;

import picocli.CommandLine.Model.CommandSpec;

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
}
