package rvm.launcher;

import java.io.PrintStream;
import java.nio.file.Path;

/**
 * The {@code rvm} command: {@code rvm run ...} runs a guest program, {@code rvm demo} runs the
 * bundled demo program, {@code rvm dcg ...} reads DCG files, {@code rvm inline diff} compares two
 * inline reports, {@code rvm --help} and {@code rvm --version} describe the tool.
 */
public final class Main {

    /** The version printed by {@code rvm --version}. */
    public static final String VERSION = "rvm 0.1.0";

    /**
     * The host JVM flags every rvm run needs, written once, in {@link #HOST_JVM_FLAGS_FILE} (which the
     * {@code rvm} script passes to the JVM it starts, and the harness and tests read here): a deep stack
     * (an interpreted guest frame takes several host frames); hidden frames shown, because compiled
     * guest code lives in hidden classes whose frames exception stack traces otherwise omit; and no
     * message-less "fast" implicit exceptions, because in the interpreter every guest array access,
     * division and cast is the same few host instructions: once a guest site throws often, HotSpot
     * would throw preallocated exceptions without message or stack trace at every guest site.
     *
     * <p>HotSpot's own warnings and errors go to stderr ({@code -Xlog:disable -Xlog:all=warning:stderr});
     * by default it prints them on stdout, which belongs to the guest (a failed thread start, for
     * one, or a full code cache).
     *
     * <p>The sampling path is compiled early ({@code CompileThresholdScaling} 0.02 for the classes
     * on it): it runs at most a few thousand times a second, so with the usual counts HotSpot would
     * leave it in its interpreter and C1's profiling code for seconds, where each sample costs far
     * more than a compiled walk; so are instrumentation sampling's sampled-copy methods, which run
     * only as often as samples fall in their method
     * (docs/decisions/010-sampled-copy-in-a-method-of-its-own.md).
     *
     * <p>And the yieldpoints' shared slow path ({@code Yieldpoints.slowPath}) is never inlined
     * ({@link #SLOW_PATH_NOT_INLINED}; {@code quiet} keeps HotSpot from printing the command on the
     * guest's standard output). Once a profiler has taken a yieldpoint, HotSpot's C2 compiles the
     * slow path into every inlined prologue and epilogue check instead of a deoptimisation trap;
     * inlined, it would bring the profiler's listener and caller lookup into every guest loop that
     * calls a small method, so it stays one out-of-line call
     * (docs/decisions/004-slow-path-out-of-line-and-compiled-early.md).
     */
    public static final java.util.List<String> HOST_JVM_FLAGS = hostJvmFlags();

    /** The file of {@link #HOST_JVM_FLAGS}, a resource beside this class that {@code ./rvm} reads too. */
    static final String HOST_JVM_FLAGS_FILE = "host-jvm-flags.txt";

    /** The HotSpot flag that keeps the yieldpoints' slow path out of line (see {@link #HOST_JVM_FLAGS}). */
    static final String SLOW_PATH_NOT_INLINED = rvm.core.runtime.Yieldpoints.SLOW_PATH_NOT_INLINED;

    /** The flags of {@link #HOST_JVM_FLAGS_FILE}: its lines, but blank ones and comments ({@code #}). */
    private static java.util.List<String> hostJvmFlags() {
        try (java.io.InputStream in = Main.class.getResourceAsStream(HOST_JVM_FLAGS_FILE)) {
            if (in == null) {
                throw new IllegalStateException("rvm's build lacks " + HOST_JVM_FLAGS_FILE);
            }
            return new String(in.readAllBytes(), java.nio.charset.StandardCharsets.UTF_8).lines()
                    .map(String::strip).filter(l -> !l.isEmpty() && !l.startsWith("#")).toList();
        } catch (java.io.IOException e) {
            throw new java.io.UncheckedIOException("cannot read " + HOST_JVM_FLAGS_FILE, e);
        }
    }

    private Main() {
    }

    /** Entry point of the launcher. */
    public static void main(String[] argv) {
        PrintStream err = System.err;
        if (argv.length == 0) {
            printTopHelp(err);
            System.exit(ExitCode.USAGE.code());
        }
        switch (argv[0]) {
            case "-h": case "--help": case "help":
                printTopHelp(System.out);
                return;
            case "--version":
                System.out.println(VERSION);
                return;
            case "run":
                GuestRun.start(java.util.Arrays.copyOfRange(argv, 1, argv.length));
                return;
            case "demo":
                System.exit(DemoCommand.run(Path.of(System.getProperty("rvm.home", ".")),
                        java.util.Arrays.asList(argv).subList(1, argv.length), System.out, err));
                return;
            case "dcg":
                System.exit(rvm.profiling.tools.DcgCommand.run(java.util.Arrays.copyOfRange(argv, 1, argv.length)));
                return;
            case "inline":
                System.exit(rvm.launcher.inline.InlineCommand.run(java.util.Arrays.copyOfRange(argv, 1, argv.length)));
                return;
            case "bench": case "cbs-grid": case "inline-fig5": case "instrument-tables": case "results": case "docs":
            case "jmh":
                err.println("rvm: error: '" + argv[0] + "' is run by the ./rvm script, with the benchmarks module");
                System.exit(ExitCode.USAGE.code());
                return;
            default:
                err.println("rvm: error: unknown command '" + argv[0] + "' (commands: run, demo, dcg, inline, "
                        + "bench, cbs-grid, inline-fig5, instrument-tables, results, docs, jmh; see rvm --help)");
                System.exit(ExitCode.USAGE.code());
        }
    }

    private static void printTopHelp(PrintStream out) {
        out.println("Usage: rvm COMMAND ...");
        out.println();
        out.println("rvm is a research Java VM written in Java: it runs unmodified Java programs as guests,");
        out.println("with yieldpoints in every method prologue, epilogue and loop backedge.");
        out.println();
        out.println("Commands:");
        out.println("  run [OPTIONS] [-cp PATH] MAINCLASS [ARGS...]   run a program on rvm");
        out.println("  run [OPTIONS] -jar APP.jar [ARGS...]           run a jar's Main-Class on rvm");
        out.println("  demo [OPTIONS]                                 profile the bundled demo program (exact, cbs, timer)");
        out.println("  dcg overlap A.json B.json                      overlap accuracy of two DCG files, in percent");
        out.println("  dcg top FILE                                   heaviest edges and call sites of a DCG file");
        out.println("  dcg convert FILE --format dot|collapsed|json   a DCG file in another format (see rvm dcg --help)");
        out.println("  inline diff A.json B.json                      call sites two inline reports (--inline-report)");
        out.println("                                                 decided differently (see rvm inline --help)");
        out.println("  bench [OPTIONS] [WORKLOAD...]                  benchmark harness: host java vs rvm (rvm bench --help)");
        out.println("  cbs-grid [OPTIONS] [WORKLOAD...]               the CBS paper's Table 2: overhead and accuracy per");
        out.println("                                                 CBS stride x samples (rvm cbs-grid --help)");
        out.println("  inline-fig5 [OPTIONS] [WORKLOAD...]            the CBS paper's Figure 5: inlining speed-up over static");
        out.println("                                                 heuristics with each profile (rvm inline-fig5 --help)");
        out.println("  instrument-tables [OPTIONS] [WORKLOAD...]      Arnold & Ryder's Tables 1-5 and Figure 8: cost and");
        out.println("                                                 accuracy of sampled instrumentation (--help)");
        out.println("  results paired|overlap|accuracy|jmh ...        an experiment's raw data as tables: paired ratios");
        out.println("                                                 with bootstrap intervals, overlaps (rvm results --help)");
        out.println("  docs usage|results|check                       the generated documentation and its rules (--help)");
        out.println("  jmh [JMH-OPTIONS] [BENCHMARK...]               JMH micro-benchmarks (rvm jmh -h)");
        out.println("  --help, --version");
        out.println();
        out.println("Options of 'rvm run' (and 'rvm demo'):");
        out.print(RunArguments.usage());
    }
}
