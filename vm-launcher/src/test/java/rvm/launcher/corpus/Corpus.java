package rvm.launcher.corpus;

import java.io.IOException;
import java.io.StringWriter;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HexFormat;
import java.util.List;
import java.util.regex.Pattern;
import java.util.Locale;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ConcurrentMap;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.FutureTask;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import javax.tools.Diagnostic;
import javax.tools.DiagnosticCollector;
import javax.tools.JavaCompiler;
import javax.tools.JavaFileObject;
import javax.tools.StandardJavaFileManager;
import javax.tools.ToolProvider;
import rvm.launcher.testing.GuestProcess;
import rvm.launcher.testing.ToolJars;
import rvm.launcher.testing.Tier;

/**
 * The conformance corpus: finds its programs, builds them and runs each under rvm at most once
 * per test JVM, so that {@link CorpusTest} and {@link OpcodeCoverageTest} share the runs whichever
 * runs first (neither depends on the other having run).
 *
 * <p>Layout under the work directory ({@code rvm.work.dir}): {@code corpus/NAME/} holds the
 * program's class files, {@code corpus-opcodes/NAME.txt} the opcode counts of its rvm run and
 * {@code corpus-run/NAME/} is the directory it runs in.
 *
 * <p>Constraints: safe to call from several threads; a program being built or run by one thread
 * is waited for, not built twice.
 */
final class Corpus {

    /** How long one program may run under rvm. */
    static final Duration TIMEOUT = Duration.ofSeconds(120);

    /** The javac options for source programs: those of the regen script, plus -proc:none (no processors). */
    static final List<String> JAVAC_OPTIONS = List.of("-g", "--release", "17", "-encoding", "UTF-8", "-proc:none");

    /** One rvm run of a program: what it printed and where its opcode counts should be (interpreter runs only). */
    record GuestRun(CorpusProgram program, GuestProcess.Result result, Path countsFile) {
    }

    /**
     * The configurations every program must run identically under: the tiers, the profilers on them,
     * recompilation, instrumentation sampling. Most run with HotSpot's C1 alone compiling rvm and its
     * code ({@link GuestProcess.HostJit#C1_ONLY}), which saves about 40% of a short run's CPU time;
     * the configurations a user runs to measure (the default tier, the optimising tier,
     * profile-directed inlining, the merged trigger) run on HotSpot's default compilers, as {@code
     * ./rvm} does, so that every program also runs with C2 compiling the generated code.
     */
    enum Config {
        /** The interpreter alone; this run also records opcode counts. */
        INTERP(Tier.INTERP),
        /** Every method compiled before its first call. */
        BASELINE(Tier.BASELINE),
        /** The default: interpret, compile what gets hot. */
        ADAPTIVE(GuestProcess.HostJit.TIERED, Tier.ADAPTIVE),
        /** Compile at the first call, move into compiled code at the first backedge, on the calling thread. */
        STRESS(Tier.STRESS),
        /** Counter-based sampling, a window every millisecond, a sample at every call of it. */
        CBS(Tier.ADAPTIVE, "--profile=cbs", "--timer-ms=1", "--cbs-stride=1"),
        /** The timer-only sampler, a tick every millisecond. */
        TIMER(Tier.ADAPTIVE, "--profile=timer", "--timer-ms=1"),
        /** The exact profiler, in the stress mode: every call's caller looked up, on every tier. */
        EXACT(Tier.STRESS, "--profile=exact"),
        /**
         * The stress mode with recompilation: the second call of a method's level-1 code recompiles
         * it at level 2, with rvm's inliner alone (HotSpot told not to inline guest code) on static
         * heuristics, so methods run interpreted, at level 1 and at level 2 (with methods inlined into
         * them) within one run.
         */
        RECOMPILE(Tier.STRESS, "--level2-after=2", "--inliner=rvm"),
        /** The JIT-only optimising tier: every method compiled at level 2, with rvm's inliner, before its first call. */
        OPT(GuestProcess.HostJit.TIERED, Tier.OPT, "--inliner=rvm"),
        /**
         * The inliner's stress mode in the stress tier: everything inlined that the transform can, within
         * the budget, polymorphic sites guarded on the implementations class hierarchy analysis finds.
         */
        INLINE_STRESS(Tier.STRESS, "--level2-after=2", "--inliner=rvm", "--inline-stress"),
        /**
         * Profile-directed inlining as a user runs it: counter-based sampling at every call of a
         * window every millisecond, and level 2 for the methods whose call sites hold 1% of the DCG
         * sampled so far (the hot-caller trigger, looking from the 50th sample on), inlining with
         * that DCG (guarded inlining of the targets it has seen); methods that are called often or
         * loop but make no hot calls stay at level 1. Inlined callees keep their yieldpoints, so
         * samples are also taken inside inlined code (the other inlining configurations drop them).
         */
        INLINE_CBS(GuestProcess.HostJit.TIERED, Tier.ADAPTIVE, "--compile-threshold=2", "--inliner=rvm",
                "--profile=cbs", "--timer-ms=1", "--cbs-stride=1", "--inlined-yieldpoints=keep",
                "--level2-hot-share=0.01", "--level2-min-samples=50"),
        /**
         * Arnold and Ryder's instrumentation sampling with full duplication in the stress mode (so
         * OSR variants have duplicated code too), every check sampling: everything compiled runs in
         * the duplicated, instrumented code, which counts every call edge and field access. The copy
         * is a method of its own (the default), so every check and every backedge of the copy leaves a
         * compiled method for another, and stack traces must show one guest frame for the two.
         */
        INSTRUMENT(Tier.STRESS, "--instrument=call-edges,field-accesses", "--sample-interval=1"),
        /** As {@link #INSTRUMENT}, the copy compiled after the checking code in the same method, as in the paper. */
        INSTRUMENT_INLINE(Tier.STRESS, "--instrument=call-edges,field-accesses", "--sampled-copy=inline",
                "--sample-interval=1"),
        /**
         * Partial duplication, every check sampling: only the blocks between instrumentation are
         * copied, the checks sit where paths leave instrumentation-free code.
         */
        INSTRUMENT_PARTIAL(Tier.BASELINE, "--instrument=call-edges,field-accesses", "--duplication=partial",
                "--sample-interval=1"),
        /** Instrumentation sampling without duplication: each instrumentation operation under its own check, every one sampling. */
        INSTRUMENT_NONE(Tier.BASELINE, "--instrument=call-edges,field-accesses", "--duplication=none",
                "--sample-interval=1"),
        /**
         * The merged trigger in the stress mode, a tick at every executed yieldpoint: the prologue and
         * backedge yieldpoints are the checks, and every one samples.
         */
        INSTRUMENT_YIELDPOINT(GuestProcess.HostJit.TIERED, Tier.STRESS, "--instrument=call-edges,field-accesses",
                "--sample-trigger=yieldpoint", "--sample-timer=ticks:1"),
        /**
         * The three example tools of {@code tools/} (every basic block, method entry and branch
         * reported) and the call edges, in the optimising tier with rvm's inliner, every check
         * sampling: tools' calls in duplicated and inlined code.
         */
        INSTRUMENT_TOOLS(Tier.OPT, "--inliner=rvm", "--instrument=call-edges," + ToolJars.examples(),
                "--sample-interval=1");

        /** A tool's summary line, which rvm prints when the guest ends. */
        private static final Pattern TOOL_SUMMARY = Pattern.compile("rvm: tool \\w+: .*");

        final List<String> options;
        /** The compilers of the rvm JVM. */
        final GuestProcess.HostJit jit;

        Config(Tier tier, String... more) {
            this(GuestProcess.HostJit.C1_ONLY, tier, more);
        }

        Config(GuestProcess.HostJit jit, Tier tier, String... more) {
            List<String> all = new ArrayList<>(tier.options);
            all.addAll(List.of(more));
            this.options = List.copyOf(all);
            this.jit = jit;
        }

        /** How a user reproduces {@code program}'s run in this configuration, up to the class path. */
        String commandLine(CorpusProgram program) {
            String host = jit.flags().isEmpty() ? "" : "RVM_JAVA_OPTS='" + String.join(" ", jit.flags()) + "' ";
            return host + "./rvm run " + String.join(" ", options(program));
        }

        /**
         * The options of {@code program}'s rvm run in this configuration: the program's own (its
         * {@code // rvm-options:} header), then the configuration's.
         */
        List<String> options(CorpusProgram program) {
            List<String> all = new ArrayList<>(program.rvmOptions());
            all.addAll(options);
            return all;
        }

        /** How many summary lines of tools the configuration's runs print after the guest's own stderr. */
        int toolSummaries() {
            return this == INSTRUMENT_TOOLS ? 3 : 0;
        }

        /** The lines of {@code stderr} that are tools' summaries. */
        static List<String> toolSummaries(String stderr) {
            return stderr.lines().filter(l -> TOOL_SUMMARY.matcher(l).matches()).toList();
        }

        /** {@code stderr} without the tools' summary lines: what the guest printed. */
        static String withoutToolSummaries(String stderr) {
            StringBuilder sb = new StringBuilder();
            for (String line : stderr.split("(?<=\n)")) {
                if (!TOOL_SUMMARY.matcher(line.stripTrailing()).matches()) {
                    sb.append(line);
                }
            }
            return sb.toString();
        }
    }

    private final Path corpusDir;
    private final Path workDir;
    /** Whether the corpus includes the programs {@link OpcodeClassGenerator} writes. */
    private final boolean generatedPrograms;
    private final ConcurrentMap<String, FutureTask<Path>> builds = new ConcurrentHashMap<>();
    private final ConcurrentMap<String, FutureTask<GuestRun>> runs = new ConcurrentHashMap<>();
    private final ConcurrentMap<String, FutureTask<GuestRun>> tierRuns = new ConcurrentHashMap<>();
    private final ConcurrentMap<String, FutureTask<GuestProcess.Result>> hostRuns = new ConcurrentHashMap<>();

    Corpus(Path corpusDir, Path workDir) {
        this(corpusDir, workDir, true);
    }

    private Corpus(Path corpusDir, Path workDir, boolean generatedPrograms) {
        this.corpusDir = corpusDir;
        this.workDir = workDir;
        this.generatedPrograms = generatedPrograms;
    }

    /** The corpus of the system properties {@code rvm.corpus.dir} and {@code rvm.work.dir}, one per JVM. */
    static Corpus shared() {
        return Golden.CORPUS;
    }

    /**
     * The host-compared corpus of {@code rvm.hostcorpus.dir}, one per JVM: source programs whose output
     * depends on the JDK (its own stack frames and line numbers), so that it is compared with the
     * host's output in the same test run instead of with a golden file. Built and run under
     * {@code rvm.work.dir/host-corpus}.
     */
    static Corpus hostCompared() {
        return HostCompared.CORPUS;
    }

    /** The golden corpus, made when first asked for (class initialisation is lazy and thread-safe). */
    private static final class Golden {
        static final Corpus CORPUS = new Corpus(directoryProperty("rvm.corpus.dir"), directoryProperty("rvm.work.dir"));
    }

    /** The host-compared corpus, likewise. */
    private static final class HostCompared {
        static final Corpus CORPUS = new Corpus(directoryProperty("rvm.hostcorpus.dir"),
                directoryProperty("rvm.work.dir").resolve("host-corpus"), false);
    }

    private static Path directoryProperty(String name) {
        String value = System.getProperty(name);
        if (value == null || value.isBlank()) {
            throw new IllegalStateException("system property " + name + " is not set: run the tests with Maven, whose"
                    + " surefire configuration in vm-launcher/pom.xml sets it");
        }
        return Path.of(value).toAbsolutePath();
    }

    Path corpusDir() {
        return corpusDir;
    }

    /** Every program: the {@code *.java} files in name order, then the generated programs. */
    List<CorpusProgram> programs() {
        List<CorpusProgram> programs = new ArrayList<>();
        try (Stream<Path> files = Files.list(corpusDir)) {
            files.filter(f -> f.getFileName().toString().endsWith(".java"))
                    .sorted(Comparator.comparing(f -> f.getFileName().toString()))
                    .forEach(f -> programs.add(CorpusProgram.fromSource(f)));
        } catch (IOException e) {
            throw new UncheckedIOException("cannot list the corpus directory " + corpusDir, e);
        }
        if (!generatedPrograms) {
            return programs;
        }
        for (String name : OpcodeClassGenerator.programNames()) {
            if (Files.exists(corpusDir.resolve(name + ".java"))) {
                throw new IllegalStateException(name + " is both a source program and a generated one");
            }
            programs.add(CorpusProgram.generated(name, corpusDir));
        }
        return programs;
    }

    /** The directory that holds the class files of {@code program} once built. */
    Path classesDir(CorpusProgram program) {
        return workDir.resolve("corpus").resolve(program.name());
    }

    /**
     * Builds {@code program} (compiles its source unless the class files are up to date, or writes
     * its generated class files) and returns its class directory.
     *
     * @throws IllegalStateException with the compiler's diagnostics if the source does not compile
     */
    Path build(CorpusProgram program) {
        return once(builds, program.name(), () -> buildNow(program));
    }

    /** Runs {@code program} under rvm's interpreter, the first time it is asked for in this JVM. */
    GuestRun run(CorpusProgram program) {
        return once(runs, program.name(), () -> runNow(program));
    }

    /** Runs {@code program} under rvm in {@code tier}'s configuration, once per JVM. */
    GuestRun run(CorpusProgram program, Config tier) {
        if (tier == Config.INTERP) {
            return run(program);
        }
        return once(tierRuns, program.name() + " " + tier, () -> {
            Path classes = build(program);
            Path runDir = workDir.resolve("corpus-run").resolve(program.name() + "-" + tier.name().toLowerCase(Locale.ROOT));
            Files.createDirectories(runDir);
            return new GuestRun(program, GuestProcess.rvm(rvmArguments(program, tier, List.of(), classes), runDir,
                    TIMEOUT, tier.jit), null);
        });
    }

    /** Runs {@code program} on the host {@code java}, once per JVM. */
    GuestProcess.Result runOnHost(CorpusProgram program) {
        return once(hostRuns, program.name(), () -> {
            Path classes = build(program);
            Path runDir = workDir.resolve("host-run").resolve(program.name());
            Files.createDirectories(runDir);
            List<String> args = new ArrayList<>(List.of("-cp", classes.toString(), program.name()));
            args.addAll(program.args());
            return GuestProcess.host(args, runDir, TIMEOUT);
        });
    }

    private GuestRun runNow(CorpusProgram program) throws IOException {
        Path classes = build(program);
        Path counts = workDir.resolve("corpus-opcodes").resolve(program.name() + ".txt");
        Files.createDirectories(counts.getParent());
        Files.deleteIfExists(counts);
        Path runDir = workDir.resolve("corpus-run").resolve(program.name());
        Files.createDirectories(runDir);
        List<String> args = rvmArguments(program, Config.INTERP, List.of("--opcode-counts=" + counts), classes);
        return new GuestRun(program, GuestProcess.rvm(args, runDir, TIMEOUT, Config.INTERP.jit), counts);
    }

    /**
     * The arguments of {@code rvm} for {@code program}'s run in {@code config}: {@code run}, the
     * program's and the configuration's options, {@code more} options, the class path, the main class
     * and the program's arguments.
     */
    private static List<String> rvmArguments(CorpusProgram program, Config config, List<String> more, Path classes) {
        List<String> args = new ArrayList<>(List.of("run"));
        args.addAll(config.options(program));
        args.addAll(more);
        args.addAll(List.of("-cp", classes.toString(), program.name()));
        args.addAll(program.args());
        return args;
    }

    private Path buildNow(CorpusProgram program) throws IOException {
        Path classes = classesDir(program);
        if (program.isGenerated()) {
            deleteContents(classes);
            OpcodeClassGenerator.writeProgram(program.name(), classes);
            return classes;
        }
        Path stampFile = classes.resolve(".source-stamp");
        String stamp = stamp(program.source());
        if (Files.exists(stampFile) && Files.readString(stampFile).equals(stamp)) {
            return classes;
        }
        deleteContents(classes);
        compile(program, classes);
        Files.writeString(stampFile, stamp);
        return classes;
    }

    /** What the class files depend on: the source text, the options and the compiling JDK. */
    private static String stamp(Path source) throws IOException {
        try {
            MessageDigest sha = MessageDigest.getInstance("SHA-256");
            String digest = HexFormat.of().formatHex(sha.digest(Files.readAllBytes(source)));
            return digest + " " + JAVAC_OPTIONS + " " + Runtime.version() + "\n";
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException(e);
        }
    }

    private static void compile(CorpusProgram program, Path classes) throws IOException {
        JavaCompiler javac = ToolProvider.getSystemJavaCompiler();
        if (javac == null) {
            throw new IllegalStateException("no system Java compiler: run the tests on a JDK");
        }
        DiagnosticCollector<JavaFileObject> diagnostics = new DiagnosticCollector<>();
        StringWriter output = new StringWriter();
        List<String> options = new ArrayList<>(JAVAC_OPTIONS);
        // The class path defaults to this JVM's (the test class path): point it at the output.
        options.addAll(List.of("-d", classes.toString(), "-classpath", classes.toString()));
        boolean compiled;
        try (StandardJavaFileManager files = javac.getStandardFileManager(diagnostics, Locale.ROOT,
                StandardCharsets.UTF_8)) {
            compiled = javac.getTask(output, files, diagnostics, options, null,
                    files.getJavaFileObjects(program.source())).call();
        }
        if (!compiled) {
            String messages = diagnostics.getDiagnostics().stream()
                    .filter(d -> d.getKind() == Diagnostic.Kind.ERROR)
                    .map(d -> (d.getSource() == null ? "" : d.getSource().getName() + ":" + d.getLineNumber() + ": ")
                            + d.getMessage(Locale.ROOT))
                    .collect(Collectors.joining("\n"));
            throw new IllegalStateException(program.name() + " does not compile:\n" + messages + output);
        }
    }

    private static void deleteContents(Path dir) throws IOException {
        if (Files.exists(dir)) {
            try (Stream<Path> paths = Files.walk(dir)) {
                for (Path p : paths.sorted(Comparator.reverseOrder()).toList()) {
                    if (!p.equals(dir)) {
                        Files.delete(p);
                    }
                }
            }
        }
        Files.createDirectories(dir);
    }

    /** A step that may throw; the checked exceptions reach the caller as unchecked ones. */
    private interface Step<T> {
        T call() throws Exception;
    }

    /** Runs {@code step} for {@code key} once: later and concurrent callers get its result or exception. */
    private static <T> T once(ConcurrentMap<String, FutureTask<T>> tasks, String key, Step<T> step) {
        FutureTask<T> task = tasks.computeIfAbsent(key, k -> new FutureTask<>(step::call));
        task.run();
        try {
            return task.get();
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException("interrupted while waiting for " + key, e);
        } catch (ExecutionException e) {
            Throwable cause = e.getCause();
            if (cause instanceof RuntimeException runtime) {
                throw runtime;
            }
            if (cause instanceof Error error) {
                throw error;
            }
            if (cause instanceof IOException io) {
                throw new UncheckedIOException(io);
            }
            throw new IllegalStateException(cause);
        }
    }
}
