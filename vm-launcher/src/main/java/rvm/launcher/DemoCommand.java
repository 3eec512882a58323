package rvm.launcher;

import java.io.IOException;
import java.io.PrintStream;
import java.lang.management.ManagementFactory;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import rvm.launcher.inline.InlineCommand;
import rvm.launcher.inline.InlineReportFile;
import rvm.launcher.inline.InlineReportReader;
import rvm.profiling.dcg.DcgProfile;
import rvm.profiling.dcg.DcgReader;
import rvm.profiling.dcg.Overlap;
import rvm.profiling.tools.DcgCommand;

/**
 * {@code rvm demo}: the main job on the bundled demo program. It runs the program three times,
 * each as {@code rvm run} would in a JVM of its own: under the exact profiler (the ground truth),
 * under counter-based sampling and under the timer-only sampler, each writing its dynamic call
 * graph. Then it shows the program's output, the exact profile's heaviest call edges, and how
 * accurate each sampled profile is against the exact one (overlap, as {@code rvm dcg overlap}
 * computes it). Last, the inlining outcome: the program compiled at level 2 before each method's
 * first call ({@code --tier=opt --inliner=rvm}) with the CBS profile and with the timer profile
 * ({@code --inline-dcg}, so that each run decides on a whole recorded profile), each writing its
 * inline report, and how their decisions differ ({@code rvm inline diff}). The DCG files, the inline
 * reports and each run's log stay in {@code vm-launcher/target/demo-profiles}, for {@code rvm dcg}
 * and {@code rvm inline}.
 *
 * <p>The samplers tick every millisecond ({@code --timer-ms=1}): the program runs for about a
 * second, and the default 10 ms would give them few samples. Options given after {@code demo} go
 * to every run.
 */
final class DemoCommand {

    /** One profiled run of the demo: its name, and its options before the user's. */
    private record Profile(String name, List<String> options) {
    }

    private static final List<Profile> PROFILES = List.of(
            new Profile("exact", List.of("--profile=exact")),
            new Profile("cbs", List.of("--profile=cbs", "--timer-ms=1")),
            new Profile("timer", List.of("--profile=timer", "--timer-ms=1")));

    /** The sampled profiles whose inlining decisions are compared, in the order of {@code rvm inline diff}. */
    private static final List<String> INLINED_WITH = List.of("timer", "cbs");

    /** How many of the exact profile's edges are shown. */
    private static final int EDGES_SHOWN = 10;

    private DemoCommand() {
    }

    /** Runs the demo and returns the exit code. */
    static int run(Path home, List<String> userOptions, PrintStream out, PrintStream err) {
        Path classes;
        Path dir = home.resolve("vm-launcher").resolve("target").resolve("demo-profiles");
        try {
            classes = DemoProgram.compile(home);
            Files.createDirectories(dir);
        } catch (IOException | IllegalStateException e) {
            err.println("rvm: error: cannot build the demo program: " + e.getMessage());
            return ExitCode.INTERNAL.code();
        }
        out.println("rvm demo: the bundled program " + DemoProgram.MAIN_CLASS + " (demo/" + DemoProgram.MAIN_CLASS
                + ".java), profiled three ways; files in " + home.relativize(dir));
        List<DcgProfile> profiles = new ArrayList<>();
        for (Profile p : PROFILES) {
            Path dcg = dir.resolve(p.name() + ".json");
            Path log = dir.resolve(p.name() + ".log");
            List<String> options = new ArrayList<>(p.options());
            options.add("--dcg-out=" + dcg);
            long start = System.nanoTime();
            int exit = runRvm(command(options, userOptions, classes), p.name(), log, err);
            if (exit != 0) {
                return exit;
            }
            double seconds = (System.nanoTime() - start) / 1e9;
            DcgProfile profile;
            try {
                profile = DcgReader.read(dcg);
            } catch (IOException e) {
                err.println("rvm: error: " + e.getMessage());
                return ExitCode.BAD_INPUT.code();
            }
            profiles.add(profile);
            if (profiles.size() == 1) {
                showOutput(log, out);
                out.println("The runs (time, calls or samples in the profile, distinct call edges, DCG file):");
            }
            out.printf(Locale.ROOT, "  %-6s %-32s %4.1f s %6d %-8s %3d call edges -> %s%n", p.name(),
                    String.join(" ", p.options()), seconds, profile.samples(),
                    p.name().equals("exact") ? "calls," : "samples,", profile.edges().size(), home.relativize(dcg));
        }
        out.println();
        out.println("The exact profile's heaviest call edges (./rvm dcg top " + home.relativize(dir.resolve("exact.json"))
                + " --edges " + EDGES_SHOWN + " --sites 3):");
        out.flush();
        int top = DcgCommand.run("top", dir.resolve("exact.json").toString(), "--edges", Integer.toString(EDGES_SHOWN),
                "--sites", "3", "--targets", "3");
        if (top != 0) {
            return top;
        }
        out.println();
        out.println("Accuracy against the exact profile (overlap: 100% is the same distribution of calls):");
        for (int k = 1; k < profiles.size(); k++) {
            out.printf(Locale.ROOT, "  %-6s %5.1f%%   (./rvm dcg overlap %s %s)%n", PROFILES.get(k).name(),
                    Overlap.percent(profiles.get(0), profiles.get(k)), home.relativize(dir.resolve("exact.json")),
                    home.relativize(dir.resolve(PROFILES.get(k).name() + ".json")));
        }
        return inliningOutcome(home, dir, userOptions, classes, out, err);
    }

    /**
     * The program compiled at level 2 with rvm's inliner on each sampled profile, and the decisions
     * that differ ({@code rvm inline diff}).
     */
    private static int inliningOutcome(Path home, Path dir, List<String> userOptions, Path classes, PrintStream out,
                                       PrintStream err) {
        out.println();
        out.println("Inlining with each profile: every method compiled at level 2 before its first call, rvm's");
        out.println("inliner deciding on the recorded profile (--tier=opt --inliner=rvm --inline-dcg=PROFILE):");
        List<String> reports = new ArrayList<>();
        for (String profile : INLINED_WITH) {
            Path report = dir.resolve(profile + "-inline.json");
            List<String> options = List.of("--tier=opt", "--inliner=rvm", "--inline-dcg=" + dir.resolve(profile + ".json"),
                    "--inline-report=" + report);
            String name = profile + "-inline";
            int exit = runRvm(command(options, userOptions, classes), name, dir.resolve(name + ".log"), err);
            if (exit != 0) {
                return exit;
            }
            try {
                InlineReportFile r = InlineReportReader.read(report);
                int inlined = r.inlinedSiteCount();
                out.printf(Locale.ROOT, "  %-6s %3d level-2 compilations, %3d call sites decided, %3d inlined -> %s%n",
                        profile, r.compilations().size(), r.siteCount(), inlined, home.relativize(report));
            } catch (IOException e) {
                err.println("rvm: error: " + e.getMessage());
                return ExitCode.BAD_INPUT.code();
            }
            reports.add(report.toString());
        }
        out.println();
        out.println("How the decisions differ (./rvm inline diff " + home.relativize(Path.of(reports.get(0))) + " "
                + home.relativize(Path.of(reports.get(1))) + "):");
        out.flush();
        return InlineCommand.run("diff", reports.get(0), reports.get(1));
    }

    /** Runs one {@code rvm run} JVM with its output in {@code log}: its exit code, or an error's. */
    private static int runRvm(List<String> command, String name, Path log, PrintStream err) {
        int exit;
        try {
            exit = new ProcessBuilder(command).redirectErrorStream(true).redirectOutput(log.toFile()).start().waitFor();
        } catch (IOException e) {
            err.println("rvm: error: cannot start the " + name + " run: " + e.getMessage());
            return ExitCode.INTERNAL.code();
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            return ExitCode.INTERNAL.code();
        }
        if (exit != 0) {
            err.println("rvm: error: the demo's " + name + " run exited with " + exit + "; its output is in " + log);
        }
        return exit;
    }

    /**
     * {@code rvm run} in a JVM like this one: same java, same JVM flags (but a debugger agent or a
     * flight recording, which the demo's JVMs cannot share), same class path.
     */
    private static List<String> command(List<String> options, List<String> userOptions, Path classes) {
        List<String> command = new ArrayList<>();
        command.add(Path.of(System.getProperty("java.home"), "bin", "java").toString());
        for (String arg : ManagementFactory.getRuntimeMXBean().getInputArguments()) {
            // a debugger's port or a flight recording's file cannot be shared by the demo's JVMs
            if (!arg.startsWith("-agentlib:jdwp") && !arg.startsWith("-XX:StartFlightRecording")) {
                command.add(arg);
            }
        }
        command.add("-cp");
        command.add(System.getProperty("java.class.path"));
        command.add(Main.class.getName());
        command.add("run");
        command.addAll(options);
        command.addAll(userOptions);
        command.add("-cp");
        command.add(classes.toString());
        command.add(DemoProgram.MAIN_CLASS);
        return command;
    }

    /** The program's own output, from the first run's log (rvm's own lines, {@code rvm: ...}, left out). */
    private static void showOutput(Path log, PrintStream out) {
        out.println();
        out.println("Its output:");
        try {
            for (String line : Files.readAllLines(log, StandardCharsets.UTF_8)) {
                if (!line.startsWith("rvm: ")) {
                    out.println("  " + line);
                }
            }
        } catch (IOException e) {
            out.println("  (cannot read " + log + ": " + e.getMessage() + ")");
        }
        out.println();
    }
}
