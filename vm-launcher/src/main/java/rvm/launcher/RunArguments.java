package rvm.launcher;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.jar.Attributes;
import java.util.jar.JarFile;
import java.util.jar.Manifest;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Model.OptionSpec;
import picocli.CommandLine.ParseResult;
import picocli.CommandLine;
import rvm.core.io.AtomicFile;
import rvm.core.io.IoErrors;
import rvm.core.options.OptionTable;
import rvm.core.options.VmOption;
import rvm.core.options.VmOptions;
import rvm.inliner.InlineOptions;
import rvm.inliner.InlinerOptions;
import rvm.interp.tier.ControllerOptions;
import rvm.profiling.dcg.DcgFileException;
import rvm.profiling.dcg.DcgProfile;
import rvm.profiling.dcg.DcgReader;
import rvm.profiling.instrument.InstrumentOptions;
import rvm.profiling.instrument.InstrumentSettings;
import rvm.profiling.profiler.ProfileKind;
import rvm.profiling.profiler.ProfilerSettings;
import rvm.profiling.profiler.ProfilingOptions;
import rvm.interp.ExecutionOptions;

/**
 * The arguments of {@code rvm run}: VM options, the guest class path, the main class or jar, and the
 * guest's own arguments.
 *
 * <p>Everything after the main class (or after {@code -jar JAR}) belongs to the guest, even words
 * that look like options, as with the host {@code java} launcher. The options before it are parsed
 * by a picocli spec generated from the {@link #TABLE} of every module's options.
 */
final class RunArguments {

    /**
     * Every option of {@code rvm run}, assembled from the modules that declare them, in the order
     * of {@code --help} and {@code --print-options}: vm-core's tier and the executor's options of
     * the tiers and compiled code, the inliner's, the launcher's for a run with the inliner, the
     * controller's, the profilers', instrumentation sampling's, the executor's reports, then the
     * launcher's own (the VM's summary, the main thread's stack, {@code --print-options}).
     */
    static final OptionTable TABLE = OptionTable.of(VmOptions.EXECUTION, ExecutionOptions.COMPILATION,
            InlinerOptions.ALL, InliningRunOptions.ALL, ControllerOptions.ALL, ProfilingOptions.ALL,
            InstrumentOptions.ALL, ExecutionOptions.REPORTS, LauncherOptions.ALL);

    final VmOptions options = new VmOptions(TABLE);
    /** The DCG {@code --inline-dcg} names, read by {@link #resolveInputs}; {@code null} without it. */
    DcgProfile inlineDcg;
    /** The call-graph profiler the options ask for; set by {@link #parse}. */
    ProfilerSettings profiler;
    /** What {@code --instrument} asks for; {@code null} without it. Set by {@link #parse}. */
    InstrumentSettings instrument;
    final Map<String, String> systemProperties = new LinkedHashMap<>();
    List<Path> classPath = List.of(Path.of("."));
    String mainClass;
    Path jar;
    String[] guestArgs = new String[0];
    boolean helpRequested;
    /** One line for each option set to no effect, for the launcher to warn about. */
    List<String> warnings = List.of();

    private static final List<String> CLASS_PATH_NAMES = List.of("-cp", "-classpath", "--class-path");

    /** The picocli spec of {@code rvm run}'s options, generated from the option table. */
    static CommandSpec spec() {
        CommandSpec spec = CommandSpec.create().name("rvm run");
        spec.usageMessage()
                .customSynopsis("rvm run [OPTIONS] [-cp PATH] MAINCLASS [ARGS...]",
                        "rvm run [OPTIONS] -jar APP.jar [ARGS...]")
                .description("Runs a Java program on rvm: its classes are loaded as guest classes and executed "
                        + "by the VM; the JDK runs natively. Guest stdout and stderr are the program's own; "
                        + "everything rvm says goes to stderr prefixed 'rvm:'.")
                .footerHeading("%nExit codes:%n")
                .footer("  0  the guest returned from main (or its own System.exit code)",
                        "  1  as on the host: uncaught guest exception, main class or method not found",
                        "  2  usage error: unknown option, bad value, missing main class,",
                        "     an output file that cannot be written",
                        "  3  bad input: missing class path entry, unreadable jar, no Main-Class;",
                        "     or a report that could not be written when the guest ended",
                        "  4  internal VM error");
        spec.addOption(OptionSpec.builder("-cp", "-classpath", "--class-path").paramLabel("PATH").type(String.class)
                .description("Guest class path: directories and jars separated by '" + java.io.File.pathSeparator
                        + "'. Default: the current directory.").build());
        spec.addOption(OptionSpec.builder("-jar").paramLabel("APP.jar").type(String.class)
                .description("Run the Main-Class of this jar; the jar (and its manifest Class-Path) is the guest "
                        + "class path. Everything after the jar goes to the guest.").build());
        spec.addOption(OptionSpec.builder("-D").paramLabel("NAME=VALUE").type(Map.class)
                .auxiliaryTypes(String.class, String.class)
                .description("Set a system property before the guest starts (-DNAME: to the empty string).")
                .build());
        for (VmOption<?> o : TABLE.options()) {
            OptionSpec.Builder b = OptionSpec.builder("--" + o.name())
                    .type(o.isFlag() ? boolean.class : o.type() == Path.class ? String.class : o.type())
                    .description(literal(o.description() + " Default: " + defaultText(o) + "."));
            if (!o.isFlag()) {
                b.paramLabel(o.label());
            }
            spec.addOption(b.build());
        }
        spec.addOption(OptionSpec.builder("-h", "--help").usageHelp(true).description("Show this help and exit.")
                .build());
        return spec;
    }

    /** An option's default as help shows it: its value, {@code off} for a flag, {@code unset} without one. */
    static String defaultText(VmOption<?> o) {
        return o.isFlag() ? "off" : o.defaultValue() == null ? "unset" : String.valueOf(o.defaultValue());
    }

    /** {@code text} as picocli shows it literally: its descriptions are format strings. */
    private static String literal(String text) {
        return text.replace("%", "%%");
    }

    /**
     * The help text of {@code rvm run}. Picocli writes every option value as {@code --name=VALUE};
     * {@code -D} and {@code -jar} are shown as the java launcher spells them.
     */
    static String usage() {
        return new CommandLine(spec()).getUsageMessage(CommandLine.Help.Ansi.OFF)
                .replace("-D=NAME=VALUE", "-DNAME=VALUE ")
                .replace("-jar=APP.jar", "-jar APP.jar");
    }

    /** Parses {@code rvm run}'s arguments. */
    static RunArguments parse(String[] argv) throws UsageException {
        RunArguments args = new RunArguments();
        int split = argv.length;
        for (int i = 0; i < argv.length; i++) {
            String a = argv[i];
            if (a.equals("-jar")) {
                if (i + 1 >= argv.length) {
                    throw new UsageException(ExitCode.USAGE, "-jar requires a jar file");
                }
                args.jar = Path.of(argv[i + 1]);
                args.guestArgs = Arrays.copyOfRange(argv, i + 2, argv.length);
                split = i;
                break;
            }
            if (!a.startsWith("-")) {
                args.mainClass = a;
                args.guestArgs = Arrays.copyOfRange(argv, i + 1, argv.length);
                split = i;
                break;
            }
            if (takesSeparateValue(a)) {
                i++;
            }
        }
        args.parseOptions(Arrays.copyOfRange(argv, 0, split));
        if (args.helpRequested) {
            return args;
        }
        args.checkProfilerOptions();
        args.checkInlinerOptions();
        args.checkInstrumentOptions();
        if (args.mainClass == null && args.jar == null) {
            throw new UsageException(ExitCode.USAGE, "no main class given (rvm run [OPTIONS] -cp PATH MAINCLASS "
                    + "[ARGS...] or rvm run [OPTIONS] -jar APP.jar [ARGS...])");
        }
        args.checkOutputFiles();
        args.warnings = args.options.withoutEffect();
        return args;
    }

    /**
     * Checks that every file an option names ({@code Path} options, written when the guest ends)
     * can be written, so that a bad path costs a usage error now, not the whole run.
     */
    private void checkOutputFiles() throws UsageException {
        for (VmOption<?> o : TABLE.options()) {
            if (o.type() == Path.class && options.get(o) != null) {
                Path file = (Path) options.get(o);
                if (file.toString().isEmpty()) {
                    throw new UsageException(ExitCode.USAGE, "--" + o.name() + " needs a file name");
                }
                try {
                    AtomicFile.checkWritable(file);
                } catch (IOException e) {
                    throw new UsageException(ExitCode.USAGE, "cannot write --" + o.name() + "=" + file + ": "
                            + IoErrors.describe(e, file));
                }
            }
        }
    }

    private static boolean takesSeparateValue(String a) {
        if (CLASS_PATH_NAMES.contains(a)) {
            return true;
        }
        for (VmOption<?> o : TABLE.options()) {
            if (a.equals("--" + o.name()) && !o.isFlag()) {
                return true;
            }
        }
        return false;
    }

    private void parseOptions(String[] words) throws UsageException {
        CommandLine cl = new CommandLine(spec());
        ParseResult result;
        try {
            result = cl.parseArgs(withoutSystemProperties(words));
        } catch (CommandLine.ParameterException e) {
            throw new UsageException(ExitCode.USAGE, e.getMessage());
        }
        if (result.isUsageHelpRequested()) {
            helpRequested = true;
            return;
        }
        if (result.hasMatchedPositional(0)) {
            throw new UsageException(ExitCode.USAGE, "unexpected argument " + result.matchedPositionals());
        }
        if (result.hasMatchedOption("-cp")) {
            classPath = splitClassPath(result.matchedOptionValue("-cp", ""));
        }
        for (VmOption<?> o : TABLE.options()) {
            if (result.hasMatchedOption("--" + o.name())) {
                Object v = result.matchedOptionValue("--" + o.name(), null);
                setOption(o, o.type() == Path.class ? Path.of((String) v) : v);
            }
        }
    }

    /**
     * {@code words} without the {@code -DNAME[=VALUE]} words, which set {@link #systemProperties} as
     * the {@code java} launcher sets them: the value is everything after the first {@code =}, or
     * empty when there is none; a later setting of a name wins.
     */
    private String[] withoutSystemProperties(String[] words) throws UsageException {
        List<String> rest = new ArrayList<>();
        for (int i = 0; i < words.length; i++) {
            String w = words[i];
            if (takesSeparateValue(w) && i + 1 < words.length) {
                rest.add(w);
                rest.add(words[++i]);
            } else if (w.startsWith("-D")) {
                int eq = w.indexOf('=');
                String name = eq < 0 ? w.substring(2) : w.substring(2, eq);
                if (name.isEmpty()) {
                    throw new UsageException(ExitCode.USAGE, "-D needs a property name: -DNAME=VALUE");
                }
                systemProperties.put(name, eq < 0 ? "" : w.substring(eq + 1));
            } else {
                rest.add(w);
            }
        }
        return rest.toArray(new String[0]);
    }

    /** The profiler options as one setting; values only a profiler can judge are checked here. */
    private void checkProfilerOptions() throws UsageException {
        try {
            profiler = ProfilerSettings.fromOptions(options);
        } catch (IllegalArgumentException e) {
            throw new UsageException(ExitCode.USAGE, e.getMessage());
        }
        if (options.get(ProfilingOptions.DCG_OUT) != null && profiler.kind() == ProfileKind.NONE) {
            throw new UsageException(ExitCode.USAGE, "--dcg-out needs a profiler: add --profile=timer, cbs or exact");
        }
        if (profiler.kind() != ProfileKind.NONE && options.get(ExecutionOptions.NO_COMPILED_YIELDPOINTS)) {
            throw new UsageException(ExitCode.USAGE, "--profile=" + profiler.kind().optionName()
                    + " needs yieldpoints in compiled code: drop --no-compiled-yieldpoints");
        }
    }

    /** Instrumentation sampling's options as one setting. */
    private void checkInstrumentOptions() throws UsageException {
        try {
            instrument = InstrumentSettings.fromOptions(options);
        } catch (IllegalArgumentException e) {
            throw new UsageException(ExitCode.USAGE, e.getMessage());
        }
        if (instrument != null && options.get(VmOptions.TIER).equals("interp")) {
            throw new UsageException(ExitCode.USAGE, "--instrument instruments compiled code: it needs "
                    + "--tier=baseline, opt or adaptive, not --tier=interp");
        }
        if (instrument != null && instrument.methods().hot() && (!options.get(InlinerOptions.INLINER).equals("rvm")
                || options.get(VmOptions.TIER).equals("baseline"))) {
            throw new UsageException(ExitCode.USAGE, "--instrument-methods=hot instruments what is compiled at "
                    + "level 2, which needs --inliner=rvm and --tier=adaptive or opt");
        }
        if (instrument != null && instrument.ticksOnYieldpoints() && profiler.ticksOnYieldpoints()) {
            throw new UsageException(ExitCode.USAGE, "--sample-timer=ticks:N and --timer=ticks:N both tick on "
                    + "executed yieldpoints, which have one ticker: use a clock for one of them");
        }
        if (instrument != null && instrument.ownsYieldpointWord()) {
            String trigger = "--sample-trigger=" + options.get(InstrumentOptions.SAMPLE_TRIGGER);
            if (!options.get(ProfilingOptions.PROFILE).equals("none")) {
                throw new UsageException(ExitCode.USAGE, trigger + " makes the yieldpoint word the instrumentation's "
                        + "trigger, which --profile=" + options.get(ProfilingOptions.PROFILE) + " also needs: use "
                        + "--sample-trigger=counter or timer with a profiler");
            }
            if (options.get(ExecutionOptions.NO_COMPILED_YIELDPOINTS)
                    || options.get(ExecutionOptions.COMPILED_BACKEDGE_CHECKS).equals("none")) {
                throw new UsageException(ExitCode.USAGE, trigger + " makes compiled yieldpoints the checks: drop "
                        + "--no-compiled-yieldpoints and --compiled-backedge-checks=none");
            }
        }
    }

    /** The inliner's options, which the oracle and the level-2 trigger judge, checked before the guest starts. */
    private void checkInlinerOptions() throws UsageException {
        try {
            InlineOptions.fromOptions(options);
        } catch (IllegalArgumentException e) {
            throw new UsageException(ExitCode.USAGE, e.getMessage());
        }
        double share = options.get(InliningRunOptions.LEVEL2_HOT_SHARE);
        if (!(share >= 0 && share <= 1)) {
            throw new UsageException(ExitCode.USAGE, "--level2-hot-share must be in [0, 1]: " + share);
        }
        try {
            ControllerOptions.settings(options, share, 0);
        } catch (IllegalArgumentException e) {
            throw new UsageException(ExitCode.USAGE, e.getMessage());
        }
    }

    @SuppressWarnings("unchecked")
    private <T> void setOption(VmOption<T> o, Object value) throws UsageException {
        try {
            options.set(o, (T) value);
        } catch (IllegalArgumentException e) {
            throw new UsageException(ExitCode.USAGE, e.getMessage());
        }
    }

    private static List<Path> splitClassPath(String s) {
        List<Path> out = new ArrayList<>();
        for (String part : s.split(java.io.File.pathSeparator, -1)) {
            out.add(Path.of(part.isEmpty() ? "." : part));
        }
        return out;
    }

    /**
     * Checks the class path (every entry must exist) or, for {@code -jar}, reads the jar's manifest
     * for its main class and Class-Path.
     */
    void resolveInputs() throws UsageException {
        if (jar != null) {
            resolveJar();
        }
        String dcg = options.get(InliningRunOptions.INLINE_DCG);
        if (dcg != null) {
            try {
                inlineDcg = DcgReader.read(Path.of(dcg));
            } catch (DcgFileException e) {
                throw new UsageException(ExitCode.BAD_INPUT, "--inline-dcg: " + e.getMessage());
            } catch (IOException e) {
                throw new UsageException(ExitCode.BAD_INPUT, "cannot read --inline-dcg=" + dcg + ": "
                        + IoErrors.describe(e, Path.of(dcg)));
            }
        }
        for (Path p : classPath) {
            if (!Files.exists(p)) {
                throw new UsageException(ExitCode.BAD_INPUT, "class path entry not found: " + p);
            }
            if (Files.isRegularFile(p) && !isReadableJar(p)) {
                throw new UsageException(ExitCode.BAD_INPUT, "class path entry is not a readable jar file: " + p);
            }
        }
    }

    private void resolveJar() throws UsageException {
        if (!Files.isRegularFile(jar)) {
            throw new UsageException(ExitCode.BAD_INPUT, "jar file not found: " + jar);
        }
        Manifest manifest;
        try (JarFile file = new JarFile(jar.toFile())) {
            manifest = file.getManifest();
        } catch (IOException e) {
            throw new UsageException(ExitCode.BAD_INPUT, "cannot read jar file " + jar + ": " + e.getMessage());
        }
        String main = manifest == null ? null : manifest.getMainAttributes().getValue(Attributes.Name.MAIN_CLASS);
        if (main == null) {
            throw new UsageException(ExitCode.BAD_INPUT, "no Main-Class in the manifest of " + jar);
        }
        mainClass = main.trim();
        List<Path> cp = new ArrayList<>();
        cp.add(jar);
        String extra = manifest.getMainAttributes().getValue(Attributes.Name.CLASS_PATH);
        if (extra != null) {
            // entries are URLs relative to the jar's own URL; missing ones are skipped, as java does
            for (String entry : extra.trim().split("\\s+")) {
                try {
                    Path p = Path.of(new java.net.URL(jar.toAbsolutePath().toUri().toURL(), entry).toURI());
                    if (Files.exists(p)) {
                        cp.add(p);
                    }
                } catch (java.net.MalformedURLException | java.net.URISyntaxException | IllegalArgumentException e) {
                    // not a usable relative URL: skipped, as java skips it
                }
            }
        }
        classPath = cp;
    }

    private static boolean isReadableJar(Path p) {
        try (JarFile ignored = new JarFile(p.toFile())) {
            return true;
        } catch (IOException e) {
            return false;
        }
    }
}
