package rvm.profiling.tools;

import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.concurrent.Callable;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import rvm.core.io.AtomicFile;
import rvm.core.io.IoErrors;
import rvm.profiling.dcg.CallSiteKey;
import rvm.profiling.dcg.DcgFileException;
import rvm.profiling.dcg.DcgFormat;
import rvm.profiling.dcg.DcgProfile;
import rvm.profiling.dcg.DcgReader;
import rvm.profiling.dcg.DcgWriter;
import rvm.profiling.dcg.Edge;
import rvm.profiling.dcg.Overlap;

/**
 * {@code rvm dcg}: tools over JSON DCG files. {@code overlap A B} prints the overlap accuracy of
 * two profiles; {@code top FILE} prints the heaviest edges and call sites with their targets;
 * {@code convert FILE} writes the graph in another format.
 *
 * <p>Exit codes: 0 done, 2 bad command line, 3 a file that cannot be read or written, or is not a
 * DCG file (the same codes as {@code rvm run}).
 */
@Command(name = "rvm dcg", mixinStandardHelpOptions = true, version = "rvm dcg 0.1.0",
        description = "Tools over JSON DCG files (format rvm-dcg/1).",
        subcommands = {DcgCommand.OverlapCommand.class, DcgCommand.TopCommand.class, DcgCommand.ConvertCommand.class},
        footer = {"", "Examples:", "  ./rvm dcg overlap exact.json cbs.json", "  ./rvm dcg top cbs.json --edges 10",
            "  ./rvm dcg convert cbs.json --format dot -o cbs.dot && dot -Tsvg cbs.dot > cbs.svg"})
public final class DcgCommand implements Callable<Integer> {

    /** A file that cannot be read or written, or is not a DCG file. */
    static final int BAD_INPUT = ToolCommandLine.BAD_INPUT;

    @CommandLine.Spec
    CommandLine.Model.CommandSpec spec;

    /** Runs {@code rvm dcg ARGS} and returns its exit code. */
    public static int run(String... args) {
        return commandLine().execute(args);
    }

    /** The command line, for tests that capture its output. */
    static CommandLine commandLine() {
        return ToolCommandLine.of(new DcgCommand(), DcgFileException.class);
    }

    /** {@code rvm dcg} alone: the usage. */
    @Override
    public Integer call() {
        spec.commandLine().usage(spec.commandLine().getErr());
        return CommandLine.ExitCode.USAGE;
    }

    public static void main(String[] args) {
        System.exit(run(args));
    }

    // ------------------------------------------------------------------ overlap

    @Command(name = "overlap", mixinStandardHelpOptions = true,
            description = {"Prints the overlap accuracy of two profiles, in percent: the sum over call edges "
                    + "(caller, bci, callee) of the smaller of the edge's shares of its profile's total weight. "
                    + "100%% means identical distributions; it is symmetric.",
                "Then the edges whose shares differ most: share in A, share in B, and B - A. The overlap "
                    + "falls short of 100%% by half the sum of all the differences."})
    static final class OverlapCommand implements Callable<Integer> {

        @Parameters(index = "0", paramLabel = "A.json", description = "One profile (often the exact one).")
        Path a;

        @Parameters(index = "1", paramLabel = "B.json", description = "The other profile.")
        Path b;

        @Option(names = "--edges", paramLabel = "N", defaultValue = "10",
                description = "How many of the edges that differ most to print; 0 for the overlap alone "
                        + "(default: ${DEFAULT-VALUE}).")
        int edges;

        @CommandLine.Spec
        CommandLine.Model.CommandSpec spec;

        @Override
        public Integer call() throws IOException {
            if (edges < 0) {
                spec.commandLine().getErr().println("rvm: error: --edges must be at least 0");
                return CommandLine.ExitCode.USAGE;
            }
            DcgProfile pa = DcgReader.read(a);
            DcgProfile pb = DcgReader.read(b);
            PrintWriter out = spec.commandLine().getOut();
            double overlap;
            List<Overlap.Difference> differences;
            try {
                overlap = Overlap.percent(pa, pb);
                differences = Overlap.differences(pa, pb);
            } catch (IllegalArgumentException e) {
                spec.commandLine().getErr().println("rvm: error: cannot compare " + a + " and " + b + ": " + e.getMessage());
                return BAD_INPUT;
            }
            out.printf(Locale.ROOT, "overlap %.2f%%  (%s: %s, %d edges; %s: %s, %d edges)%n", overlap,
                    a, pa.profile(), pa.edges().size(), b, pb.profile(), pb.edges().size());
            if (edges > 0 && !differences.isEmpty()) {
                printDifferences(out, differences);
            }
            return 0;
        }

        private void printDifferences(PrintWriter out, List<Overlap.Difference> differences) {
            out.printf("%nEdges whose shares differ most (A: %s, B: %s):%n%8s %8s %8s  %s%n", a, b, "A", "B",
                    "B - A", "caller @bci -> callee");
            for (Overlap.Difference d : differences.subList(0, Math.min(edges, differences.size()))) {
                out.printf(Locale.ROOT, "%7.2f%% %7.2f%% %+7.2f%%  %s @%d -> %s%n", 100 * d.shareA(), 100 * d.shareB(),
                        100 * d.difference(), d.edge().caller(), d.edge().bci(), d.edge().callee());
            }
            if (differences.size() > edges) {
                double rest = 0;
                for (Overlap.Difference d : differences.subList(edges, differences.size())) {
                    rest += Math.abs(d.difference());
                }
                out.printf(Locale.ROOT, "(%d more edges differ, by %.2f%% in all)%n", differences.size() - edges,
                        100 * rest);
            }
        }
    }

    // ------------------------------------------------------------------ convert

    @Command(name = "convert", mixinStandardHelpOptions = true,
            description = "Writes a JSON DCG file in another format: dot (Graphviz), collapsed (flame graphs) or json.")
    static final class ConvertCommand implements Callable<Integer> {

        @Parameters(index = "0", paramLabel = "FILE", description = "A JSON DCG file.")
        Path file;

        @Option(names = "--format", paramLabel = "FORMAT", required = true,
                description = "dot, collapsed or json.")
        String format;

        @Option(names = {"-o", "--out"}, paramLabel = "OUT",
                description = "Write to OUT (atomically) instead of stdout.")
        Path out;

        @CommandLine.Spec
        CommandLine.Model.CommandSpec spec;

        @Override
        public Integer call() throws IOException {
            DcgFormat f;
            try {
                f = DcgFormat.fromName(format);
            } catch (IllegalArgumentException e) {
                spec.commandLine().getErr().println("rvm: error: --format: " + e.getMessage());
                return CommandLine.ExitCode.USAGE;
            }
            if (out != null) {
                try {
                    AtomicFile.checkWritable(out); // before the work, not after
                } catch (IOException e) {
                    return cannotWrite(e);
                }
            }
            DcgProfile p = DcgReader.read(file);
            if (out != null) {
                try {
                    DcgWriter.write(out, p, f);
                } catch (IOException e) {
                    return cannotWrite(e);
                }
            } else {
                PrintWriter w = spec.commandLine().getOut();
                DcgWriter.write(w, p, f);
                w.flush();
            }
            return 0;
        }

        private int cannotWrite(IOException e) {
            spec.commandLine().getErr().println("rvm: error: cannot write " + out + ": " + IoErrors.describe(e, out));
            return BAD_INPUT;
        }
    }

    // ------------------------------------------------------------------ top

    @Command(name = "top", mixinStandardHelpOptions = true,
            description = "Prints a profile's heaviest call edges and call sites, each site with its targets.")
    static final class TopCommand implements Callable<Integer> {

        @Parameters(index = "0", paramLabel = "FILE", description = "A JSON DCG file.")
        Path file;

        @Option(names = "--edges", paramLabel = "N", defaultValue = "20",
                description = "How many edges to print (default: ${DEFAULT-VALUE}).")
        int edges;

        @Option(names = "--sites", paramLabel = "N", defaultValue = "10",
                description = "How many call sites to print (default: ${DEFAULT-VALUE}).")
        int sites;

        @Option(names = "--targets", paramLabel = "N", defaultValue = "5",
                description = "How many targets to print per call site (default: ${DEFAULT-VALUE}).")
        int targets;

        @CommandLine.Spec
        CommandLine.Model.CommandSpec spec;

        @Override
        public Integer call() throws IOException {
            if (edges < 0 || sites < 0 || targets < 1) {
                spec.commandLine().getErr().println("rvm: error: --edges and --sites must be at least 0, --targets at least 1");
                return CommandLine.ExitCode.USAGE;
            }
            DcgProfile p = DcgReader.read(file);
            PrintWriter out = spec.commandLine().getOut();
            Map<CallSiteKey, List<Edge>> bySite = bySite(p.edges());
            out.printf(Locale.ROOT, "%s: profile %s, %d samples, total weight %s, %d edges, %d call sites%n",
                    file, p.profile(), p.samples(), weight(p.totalWeight()), p.edges().size(), bySite.size());
            printEdges(out, p);
            printSites(out, p, bySite);
            return 0;
        }

        private void printEdges(PrintWriter out, DcgProfile p) {
            out.printf("%nHeaviest edges:%n%8s %10s  %s%n", "share", "weight", "caller @bci -> callee");
            for (Edge e : p.edges().subList(0, Math.min(edges, p.edges().size()))) {
                out.printf(Locale.ROOT, "%7.2f%% %10s  %s @%d -> %s%n", share(e.weight(), p.totalWeight()),
                        weight(e.weight()), e.caller(), e.bci(), e.callee());
            }
        }

        private void printSites(PrintWriter out, DcgProfile p, Map<CallSiteKey, List<Edge>> bySite) {
            out.printf("%nHeaviest call sites (targets: share of the site):%n%8s %10s  %s%n", "share", "weight",
                    "caller @bci");
            List<Map.Entry<CallSiteKey, List<Edge>>> list = new ArrayList<>(bySite.entrySet());
            list.sort(Comparator.comparingDouble((Map.Entry<CallSiteKey, List<Edge>> s) -> -total(s.getValue()))
                    .thenComparing(Map.Entry::getKey));
            for (Map.Entry<CallSiteKey, List<Edge>> s : list.subList(0, Math.min(sites, list.size()))) {
                double siteWeight = total(s.getValue());
                out.printf(Locale.ROOT, "%7.2f%% %10s  %s (%d target%s)%n", share(siteWeight, p.totalWeight()),
                        weight(siteWeight), s.getKey(), s.getValue().size(), s.getValue().size() == 1 ? "" : "s");
                List<Edge> ts = s.getValue();
                for (Edge t : ts.subList(0, Math.min(targets, ts.size()))) {
                    out.printf(Locale.ROOT, "%19s %7.2f%%  %s%n", "", share(t.weight(), siteWeight), t.callee());
                }
                if (ts.size() > targets) {
                    out.printf("%19s %8s  (%d more)%n", "", "", ts.size() - targets);
                }
            }
        }

        /** Edges grouped by call site, each group heaviest first (the profile's order). */
        private static Map<CallSiteKey, List<Edge>> bySite(List<Edge> edges) {
            Map<CallSiteKey, List<Edge>> map = new LinkedHashMap<>();
            for (Edge e : edges) {
                map.computeIfAbsent(e.site(), k -> new ArrayList<>()).add(e);
            }
            return map;
        }

        private static double total(List<Edge> edges) {
            double t = 0;
            for (Edge e : edges) {
                t += e.weight();
            }
            return t;
        }

        private static double share(double w, double total) {
            return total > 0 ? 100 * w / total : 0;
        }

        private static String weight(double w) {
            return DcgProfile.weightText(w);
        }
    }
}
