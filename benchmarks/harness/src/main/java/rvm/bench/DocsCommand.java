package rvm.bench;

import java.io.IOException;
import java.io.PrintStream;
import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.Callable;

import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import rvm.core.io.AtomicFile;

/**
 * {@code ./rvm docs}: the generated parts of rvm's documentation, and the rules that keep the rest in
 * its place. {@code usage} writes the options tables of {@code docs/USAGE.md} from the commands'
 * declarations ({@link UsageReference}); {@code results} writes {@code benchmarks/RESULTS.md} from
 * {@code benchmarks/figures.json} and the experiment folders ({@link ResultsIndex}); {@code check}
 * reports every broken rule ({@link DocsRules}). All work on the checkout {@code ./rvm} runs from.
 */
@Command(name = "rvm docs", mixinStandardHelpOptions = true, versionProvider = BenchCommand.Version.class,
        description = "The generated parts of rvm's documentation, and the rules that keep the rest in its place.",
        subcommands = {DocsCommand.Usage.class, DocsCommand.Results.class, DocsCommand.Check.class},
        footer = {"", "Examples:", "  ./rvm docs usage            # after changing an option", "  ./rvm docs results"
            + "          # after changing benchmarks/figures.json or adding an experiment",
            "  ./rvm docs check            # before committing; the build runs the same check",
            "", "Exit codes: 0 done (check: no problem), 1 check found problems, 2 bad command line, 3 I/O error."})
public final class DocsCommand implements Callable<Integer> {

    @CommandLine.Spec
    CommandLine.Model.CommandSpec spec;

    private DocsCommand() {
    }

    /** Runs the command line {@code args} and exits with its exit code. */
    public static void main(String[] args) {
        System.exit(commandLine(System.out, System.err).execute(args));
    }

    /** The picocli command line, with rvm's exit codes. */
    static CommandLine commandLine(PrintStream out, PrintStream err) {
        return BenchCommand.commandLine(new DocsCommand(), "docs", out, err); // its handlers serve the subcommands too
    }

    @Override
    public Integer call() {
        spec.commandLine().usage(spec.commandLine().getErr());
        return CommandLine.ExitCode.USAGE;
    }

    @Command(name = "usage", mixinStandardHelpOptions = true,
            description = "Rewrites the options tables of docs/USAGE.md from the commands' own declarations (the "
                    + "source of their --help).")
    static final class Usage implements Callable<Integer> {

        @CommandLine.Spec
        CommandLine.Model.CommandSpec spec;

        @Override
        public Integer call() throws IOException {
            Path file = BenchCommand.home().resolve("docs/USAGE.md");
            String updated;
            try {
                updated = UsageReference.updated(BenchCommand.home());
            } catch (IllegalArgumentException e) {
                throw new BenchCommand.UsageError(file + ": " + e.getMessage());
            }
            AtomicFile.write(file, w -> w.write(updated));
            spec.commandLine().getErr().println("rvm: docs: wrote " + file);
            return 0;
        }
    }

    @Command(name = "results", mixinStandardHelpOptions = true,
            description = "Writes benchmarks/RESULTS.md: the current figures of benchmarks/figures.json, then the index "
                    + "of the experiment folders under benchmarks/results.")
    static final class Results implements Callable<Integer> {

        @CommandLine.Spec
        CommandLine.Model.CommandSpec spec;

        @Override
        public Integer call() throws IOException {
            Path benchmarks = BenchCommand.home().resolve("benchmarks");
            String text = ResultsIndex.render(benchmarks);
            List<String> problems = ResultsIndex.problems(ResultsIndex.read(benchmarks.resolve("figures.json")),
                    benchmarks.resolve("results"));
            AtomicFile.write(benchmarks.resolve("RESULTS.md"), w -> w.write(text));
            PrintWriter err = spec.commandLine().getErr();
            problems.forEach(p -> err.println("rvm: docs: warning: " + p));
            err.println("rvm: docs: wrote " + benchmarks.resolve("RESULTS.md"));
            return 0;
        }
    }

    @Command(name = "check", mixinStandardHelpOptions = true,
            description = {"Checks every rule of the documentation and prints each problem: the README at most 12 KB "
                    + "and the architecture at most 40 KB without percentages; no dates or issue numbers in the "
                    + "documents of what is; every figure quoted there a current figure; USAGE.md's tables and "
                    + "RESULTS.md as generated; every experiment folder with its README fields, rebuild script and "
                    + "tables; every decision record 300-800 words with status, date and commit; every relative "
                    + "link resolving; no measurement in a code comment."})
    static final class Check implements Callable<Integer> {

        @Option(names = "--quiet", description = "Print only the number of problems.")
        boolean quiet;

        @CommandLine.Spec
        CommandLine.Model.CommandSpec spec;

        @Override
        public Integer call() throws IOException {
            List<String> problems = new DocsRules(BenchCommand.home()).all();
            PrintWriter out = spec.commandLine().getOut();
            if (!quiet) {
                problems.forEach(out::println);
            }
            out.println(problems.isEmpty() ? "rvm: docs: no problem" : "rvm: docs: " + problems.size() + " problems");
            out.flush();
            return problems.isEmpty() ? 0 : 1;
        }
    }
}
