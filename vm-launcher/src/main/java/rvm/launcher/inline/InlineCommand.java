package rvm.launcher.inline;

import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Objects;
import java.util.Set;
import java.util.concurrent.Callable;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Parameters;
import rvm.launcher.inline.InlineReportFile.Site;
import rvm.launcher.inline.InlineReportFile.Target;
import rvm.profiling.dcg.DcgProfile;
import rvm.profiling.tools.ToolCommandLine;

/**
 * {@code rvm inline}: tools over the inline reports {@code rvm run --inline-report} writes. {@code
 * diff A B} prints the call sites two reports decided differently, and those only one decided on.
 *
 * <p>Exit codes: 0 done, 2 a bad command line or a file that cannot be read or is not an inline
 * report (the message names the file and the place).
 */
@Command(name = "rvm inline", mixinStandardHelpOptions = true, version = "rvm inline 0.1.0",
        description = "Tools over inline reports (JSON, format rvm-inline/1, written by rvm run --inline-report).",
        subcommands = InlineCommand.DiffCommand.class,
        footer = {"", "Example:", "  ./rvm inline diff exact-inline.json cbs-inline.json"})
public final class InlineCommand implements Callable<Integer> {

    /** A file that cannot be read or is not an inline report (as {@code rvm dcg}: 3; a bad command line is 2). */
    static final int BAD_INPUT = ToolCommandLine.BAD_INPUT;

    @CommandLine.Spec
    CommandLine.Model.CommandSpec spec;

    /** Runs {@code rvm inline ARGS} and returns its exit code. */
    public static int run(String... args) {
        return commandLine().execute(args);
    }

    /** The command line, for tests that capture its output. */
    static CommandLine commandLine() {
        return ToolCommandLine.of(new InlineCommand(), InlineReportFileException.class);
    }

    /** {@code rvm inline} alone: the usage. */
    @Override
    public Integer call() {
        spec.commandLine().usage(spec.commandLine().getErr());
        return CommandLine.ExitCode.USAGE;
    }

    // ------------------------------------------------------------------ diff

    @Command(name = "diff", mixinStandardHelpOptions = true,
            description = {"Compares the inlining decisions of two inline reports, call site by call site. A call "
                    + "site is its caller, the invoke's bytecode index and the inline path from the compiled method "
                    + "down to the caller; the first decision of a site in a report stands for it. Two decisions "
                    + "differ when they are of different kinds (not inlined, inline, guarded inline) or inline "
                    + "different targets.",
                "Prints the sites decided differently, then those only one report decided on, each with each "
                    + "report's decision, its reason and the profile weights of the targets it weighed (with their "
                    + "shares of the site), then a count: same N, different N, only in A N, only in B N."})
    static final class DiffCommand implements Callable<Integer> {

        @Parameters(index = "0", paramLabel = "A.json", description = "One inline report.")
        Path a;

        @Parameters(index = "1", paramLabel = "B.json", description = "The other inline report.")
        Path b;

        @CommandLine.Spec
        CommandLine.Model.CommandSpec spec;

        @Override
        public Integer call() throws IOException {
            InlineReportFile ra = InlineReportReader.read(a);
            InlineReportFile rb = InlineReportReader.read(b);
            InlineDiff diff = InlineDiff.of(ra, rb);
            PrintWriter out = spec.commandLine().getOut();
            out.println(describe("A", a, ra));
            out.println(describe("B", b, rb));
            List<String> options = optionsThatDiffer(ra, rb);
            if (!options.isEmpty()) {
                out.println("Options that differ: " + String.join(", ", options));
            }
            print(out, "Call sites decided differently:", diff.different());
            print(out, "Call sites only in A:", diff.onlyInA());
            print(out, "Call sites only in B:", diff.onlyInB());
            out.printf("%nsame %d, different %d, only in A %d, only in B %d%n", diff.same(), diff.different().size(),
                    diff.onlyInA().size(), diff.onlyInB().size());
            return 0;
        }

        /** {@code A: FILE (profile P, N compilations, N call sites)}, counting sites as the diff does. */
        private static String describe(String name, Path file, InlineReportFile report) {
            return name + ": " + file + " (profile " + report.profile() + ", " + count(report.compilations().size(),
                    "compilation") + ", " + count(InlineDiff.sites(report).size(), "call site") + ")";
        }

        private static String count(int n, String noun) {
            return n + " " + noun + (n == 1 ? "" : "s");
        }

        /** {@code --name A-value in A, B-value in B} for each option the two reports do not share, A's order first. */
        private static List<String> optionsThatDiffer(InlineReportFile a, InlineReportFile b) {
            Set<String> names = new LinkedHashSet<>(a.options().keySet());
            names.addAll(b.options().keySet());
            List<String> differ = new ArrayList<>();
            for (String name : names) {
                Object va = a.options().get(name);
                Object vb = b.options().get(name);
                if (!Objects.equals(String.valueOf(va), String.valueOf(vb))) {
                    differ.add("--" + name + " " + (va == null ? "unset" : va) + " in A, "
                            + (vb == null ? "unset" : vb) + " in B");
                }
            }
            return differ;
        }

        private static void print(PrintWriter out, String heading, List<InlineDiff.Pair> pairs) {
            if (pairs.isEmpty()) {
                return;
            }
            out.printf("%n%s%n", heading);
            for (InlineDiff.Pair p : pairs) {
                Site any = p.a() != null ? p.a() : p.b();
                String path = any.path().size() > 1 ? "  (path " + String.join(" > ", any.path()) + ")" : "";
                out.printf("  %s @%d %s %s%s%n", any.caller(), any.bci(), any.invoke().opcode(),
                        any.invoke().symbolic(), path);
                if (p.a() != null) {
                    printDecision(out, "A", p.a());
                }
                if (p.b() != null) {
                    printDecision(out, "B", p.b());
                }
            }
        }

        /**
         * Two lines: the decision with its targets and reason, then the profile weight of each target
         * weighed, with its share of the site's weight when it has weight.
         */
        private static void printDecision(PrintWriter out, String report, Site s) {
            List<String> inlined = s.inlinedTargets();
            out.printf("    %s: %s%s (%s)%n", report, s.decision().text(),
                    inlined.isEmpty() ? "" : " " + String.join(", ", inlined), s.reason());
            List<String> weights = new ArrayList<>();
            for (Target t : s.candidates()) {
                String share = t.weight() > 0 ? String.format(Locale.ROOT, " (%.2f%%)", 100 * t.siteShare()) : "";
                weights.add(t.method() + " " + DcgProfile.weightText(t.weight()) + share);
            }
            out.printf("       edge weights: %s%n", weights.isEmpty() ? "no target weighed" : String.join(", ", weights));
        }
    }
}
