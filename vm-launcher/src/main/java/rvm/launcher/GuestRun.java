package rvm.launcher;

import java.io.PrintStream;
import java.lang.invoke.MethodHandle;
import java.nio.file.Path;
import java.util.Map;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.TimeUnit;
import java.util.stream.Collectors;
import rvm.core.options.VmOptions;
import rvm.core.runtime.HostThreads;
import rvm.core.runtime.SampledInstrumentation;
import rvm.core.runtime.ToolEvents;
import rvm.core.runtime.VmThreads;
import rvm.core.runtime.Yieldpoints;
import rvm.inliner.InlineOptions;
import rvm.inliner.InlinerOptions;
import rvm.interp.Instrumentation;
import rvm.interp.Vm;
import rvm.interp.compiler.Optimizer;
import rvm.interp.tier.Controller;
import rvm.interp.tier.ControllerOptions;
import rvm.interp.tier.Hotness;
import rvm.interp.tier.TierPolicy;
import rvm.interp.tier.Tiers;
import rvm.profiling.dcg.DcgRepository;
import rvm.profiling.instrument.InstrumentResults;
import rvm.profiling.instrument.InstrumentSettings;
import rvm.profiling.instrument.MergedTrigger;
import rvm.profiling.instrument.SamplingTransform;
import rvm.profiling.instrument.ToolJar;
import rvm.profiling.profiler.CallEdgeProfiler;
import rvm.profiling.profiler.ProfileKind;
import rvm.profiling.profiler.ProfilerSettings;
import rvm.profiling.sampling.ControlWord;

/**
 * One {@code rvm run}: parse, check inputs, build the VM, load the main class, run {@code main} on a
 * guest thread named {@code main}, and write the run's reports however the guest ends (return,
 * {@code System.exit}, uncaught exception).
 */
final class GuestRun {

    private static final PrintStream ERR = System.err;
    /**
     * How much smaller a sample count the level-2 trigger waits for on the tier's own timer sampler
     * than on a profile ({@code --level2-min-samples}): the profile's first samples would decide
     * inlining, the sampler's only choose methods, and they come one a tick, not CBS's 16. A profile
     * read too young does not yet know its hot edges, and the methods it picks are never revisited
     * (docs/decisions/008-level2-from-hot-call-edges.md).
     */
    static final int TIER_SAMPLER_SLOWER = 10;
    private volatile Throwable uncaught;

    private GuestRun() {
    }

    /** Runs {@code rvm run ARGV}; returns only when the guest returned normally. */
    static void start(String[] argv) {
        RunArguments args;
        try {
            args = RunArguments.parse(argv);
            if (args.helpRequested) {
                System.out.print(RunArguments.usage());
                return;
            }
            args.resolveInputs();
        } catch (UsageException e) {
            ERR.println("rvm: error: " + e.getMessage());
            if (e.exitCode() == ExitCode.USAGE) {
                ERR.println("rvm: see 'rvm run --help'");
            }
            System.exit(e.exitCode().code());
            return;
        }
        args.warnings.forEach(w -> ERR.println("rvm: warning: " + w));
        new GuestRun().run(args);
    }

    private void run(RunArguments args) {
        VmOptions options = args.options;
        ProfilerSettings profiling = args.profiler;
        Instrumentation own = Instrumentation.of(options);
        boolean tierSampler = tierSamplerRuns(options, profiling, args);
        Instrumentation instrumentation = new Instrumentation(own.countOpcodes(), own.countCalls(),
                own.countYieldpoints() || profiling.ticksOnYieldpoints()
                        || args.instrument != null && args.instrument.ticksOnYieldpoints(),
                profiling.kind() == ProfileKind.EXACT,
                profiling.announcesCalls() || tierSampler);
        if (instrumentation.countYieldpoints()) {
            Yieldpoints.enableCounting(); // the yieldpoints' own counters, shared by every thread
        }
        if (options.get(LauncherOptions.PRINT_OPTIONS)) {
            options.describe().forEach(line -> ERR.println("rvm: option " + line));
        }
        args.systemProperties.forEach(System::setProperty);
        System.setProperty("java.class.path", args.classPath.stream().map(Path::toString)
                .collect(Collectors.joining(java.io.File.pathSeparator)));
        String inliner = options.get(InlinerOptions.INLINER);
        if (!inliner.equals("host")) {
            try {
                HotSpotInlining.forbidGuestInlining(inliner);
            } catch (IllegalStateException e) {
                ERR.println("rvm: error: --inliner=" + inliner + " cannot stop HotSpot inlining guest code: "
                        + e.getMessage());
                System.exit(ExitCode.USAGE.code());
            }
        }
        Inlining inlining = inliner.equals("rvm") ? new Inlining(InlineOptions.fromOptions(options),
                options.get(InliningRunOptions.PRINT_INLINING) ? ERR : null,
                options.get(InliningRunOptions.INLINE_REPORT) != null, options.get(InliningRunOptions.INLINE_STRESS),
                options.get(InliningRunOptions.INLINED_YIELDPOINTS).equals("keep")) : null;
        SamplingTransform sampling = null;
        if (args.instrument != null) {
            InstrumentSettings is = args.instrument;
            SampledInstrumentation.configure(is.interval());
            Runnable tick = null;
            if (is.ownsYieldpointWord()) {
                MergedTrigger trigger = new MergedTrigger(is, ControlWord.YIELDPOINTS);
                Yieldpoints.setService(trigger);
                tick = trigger::tick;
            } else if (!is.exhaustive() && is.trigger() == InstrumentSettings.Trigger.TIMER) {
                tick = SampledInstrumentation::tick;
            }
            if (tick != null && is.ticksOnYieldpoints()) {
                Yieldpoints.tickEvery(is.tickEvery(), tick);
            } else if (tick != null) {
                startSampleTimer(is.timerMillis(), tick);
            }
            sampling = new SamplingTransform(is);
        }
        Vm vm = new Vm(args.classPath, options, instrumentation, inlining == null ? Optimizer.NONE : inlining,
                sampling);
        if (args.instrument != null) {
            ToolEvents.configure(args.instrument.tools().stream().map(ToolJar::tool).toList(),
                    InstrumentResults.toolCallTargets(vm.model()));
        }
        Thread.currentThread().setContextClassLoader(vm.loader());
        MethodHandle main = loadMain(vm, args.mainClass.replace('/', '.'));
        CallEdgeProfiler profiler = null;
        Controller controller = null;
        if (profiling.kind() != ProfileKind.NONE) {
            profiler = new CallEdgeProfiler(profiling, vm.callerLookup(), ControlWord.YIELDPOINTS);
            profiler.start();
            profiler.attachToYieldpoints();
        }
        if (inlining != null) {
            DcgRepository profile = args.inlineDcg != null ? DcgRepository.of(args.inlineDcg)
                    : profiler != null ? profiler.repository() : null;
            if (profile != null) {
                boolean sampled = args.inlineDcg == null && profiling.kind() != ProfileKind.EXACT;
                inlining.readProfile(profile, args.inlineDcg != null ? args.inlineDcg.profile()
                        : profiling.kind().optionName(), sampled);
            }
            controller = startController(vm, options, profile, args.inlineDcg != null, tierSampler);
        }
        RunReports reports = new RunReports(vm, profiler, inlining, args.instrument, controller);
        Thread reportHook = reports.shutdownHook();
        Runtime.getRuntime().addShutdownHook(reportHook);
        vm.shutdown().beforeHalt(reports::writeOrHalt);
        String[] guestArgs = args.guestArgs;
        int stackMb = options.get(LauncherOptions.MAIN_STACK_MB);
        Thread guest = new Thread(null, () -> runMain(vm, main, guestArgs), "main", stackMb * 1024L * 1024L);
        guest.setContextClassLoader(vm.loader());
        try {
            guest.start();
        } catch (OutOfMemoryError e) {
            Runtime.getRuntime().removeShutdownHook(reportHook); // nothing ran: nothing to report
            ERR.println("rvm: error: cannot start the guest's main thread with a stack of " + stackMb
                    + " MiB (--main-stack-mb): " + e.getMessage());
            ERR.println("rvm: see 'rvm run --help'");
            System.exit(ExitCode.USAGE.code());
        }
        HostThreads.joinUninterruptibly(guest);
        if (uncaught != null) {
            awaitNonDaemonThreads();
            System.exit(ExitCode.GUEST_FAILED.code());
        }
    }

    /**
     * Whether the tier policy runs its own sampler ({@link #startController}), whose callers
     * announce their calls: rvm's inliner under the adaptive tiers with no profiler, no profile read
     * and no merged instrumentation trigger (which owns the yieldpoint word). The one place that
     * decides it, so that compiled code gets the announcements exactly when the sampler runs.
     */
    private static boolean tierSamplerRuns(VmOptions options, ProfilerSettings profiling, RunArguments args) {
        return options.get(InlinerOptions.INLINER).equals("rvm") && profiling.kind() == ProfileKind.NONE
                && args.inlineDcg == null && options.get(InliningRunOptions.LEVEL2_HOT_SHARE) != 0
                && options.get(VmOptions.TIER).equals("adaptive")
                && !(args.instrument != null && args.instrument.ownsYieldpointWord());
    }

    /**
     * Starts the recompilation controller of {@code adaptive} on the profile level 2 reads; without
     * one, on the tier policy's own sampler ({@link ProfilerSettings#tierSampler}), whose DCG
     * picks the methods to recompile and nothing else (the inliner then decides on static
     * heuristics), looked at from a tenth of the samples, when {@code tierSampler}
     * ({@link #tierSamplerRuns}); without either (a merged instrumentation trigger owns the word), no
     * controller. {@code --level2-hot-share=0} turns it off. A {@code replayed} profile
     * ({@code --inline-dcg}) is looked at from the start.
     *
     * @return the controller, or {@code null} when none runs
     */
    private static Controller startController(Vm vm, VmOptions options, DcgRepository profile, boolean replayed,
                                              boolean tierSampler) {
        double hotShare = options.get(InliningRunOptions.LEVEL2_HOT_SHARE);
        if (hotShare == 0 || vm.tiers().mode() != TierPolicy.Mode.ADAPTIVE) {
            return null;
        }
        if (profile == null && !tierSampler) {
            return null; // instrumentation sampling's merged trigger owns the yieldpoint word: no sampler of its own
        }
        DcgRepository read = profile;
        // a replayed profile never grows: waiting for more samples than it holds would wait forever
        long minSamples = replayed ? 0 : options.get(InliningRunOptions.LEVEL2_MIN_SAMPLES);
        if (read == null) {
            CallEdgeProfiler sampler = new CallEdgeProfiler(ProfilerSettings.tierSampler(), vm.callerLookup(),
                    ControlWord.YIELDPOINTS);
            sampler.start();
            sampler.attachToYieldpoints();
            read = sampler.repository();
            minSamples /= TIER_SAMPLER_SLOWER; // its samples choose methods, not decisions
        }
        DcgRepository weights = read;
        Hotness hotness = new Hotness() {
            @Override
            public long samples() {
                return weights.samples();
            }

            @Override
            public Map<String, Double> weightByCaller() {
                return weights.weightByCaller();
            }

            @Override
            public Map<String, Double> weightByCallee() {
                return weights.weightByCallee();
            }
        };
        Tiers tiers = vm.tiers();
        Controller controller = new Controller(hotness, ControllerOptions.settings(options, hotShare, minSamples),
                vm.model()::method, tiers);
        controller.start(tiers);
        return controller;
    }

    /** The sampling triggers' timer thread, {@code rvm-sample-timer} (a daemon): {@code tick} every {@code millis}. */
    private static void startSampleTimer(int millis, Runnable tick) {
        ScheduledExecutorService timer = Executors.newSingleThreadScheduledExecutor(VmThreads.daemons("rvm-sample-timer"));
        timer.scheduleAtFixedRate(VmThreads.guarded("rvm-sample-timer", "ticking instrumentation sampling", tick),
                millis, millis, TimeUnit.MILLISECONDS);
    }

    private void runMain(Vm vm, MethodHandle main, String[] guestArgs) {
        try {
            main.invokeExact(guestArgs);
        } catch (Throwable t) {
            Throwable shown = vm.interpreter().uncaught(t);
            uncaught = shown;
            throw sneaky(shown); // the JVM prints it as "Exception in thread "main" ..." on this thread
        }
    }

    @SuppressWarnings("unchecked")
    private static <T extends Throwable> RuntimeException sneaky(Throwable t) throws T {
        throw (T) t;
    }

    /**
     * Loads the main class and links it to find its main method, reporting each failure in the host
     * launcher's words (JDK 17's {@code LauncherHelper}): a class that cannot be found, or a misnamed
     * class file, "Could not find or load main class"; any other {@link LinkageError} while loading,
     * "LinkageError occurred while loading main class"; an error while linking (verification) or
     * while resolving the main method's types, "Unable to initialize main class". A
     * {@link SecurityException} (a class in a {@code java.*} package) escapes as an uncaught
     * exception after the C launcher's "A JNI error has occurred", as on the host. Anything else is rvm's own failure (exit 4), reported as such rather
     * than as a stack trace of the launcher.
     */
    private static MethodHandle loadMain(Vm vm, String name) {
        Class<?> c;
        try {
            c = vm.loadClass(name);
        } catch (ClassNotFoundException | NoClassDefFoundError e) {
            return refuse("Error: Could not find or load main class " + name,
                    "Caused by: " + e.getClass().getName() + ": " + e.getMessage());
        } catch (LinkageError e) {
            return refuse("Error: LinkageError occurred while loading main class " + name, "\t" + e);
        } catch (SecurityException e) { // "Prohibited package name": the host's launcher lets it through
            ERR.println("Error: A JNI error has occurred, please check your installation and try again");
            throw e;
        } catch (RuntimeException e) {
            return vmFailed("loading main class " + name, e);
        }
        try {
            return MainMethods.find(vm, c);
        } catch (MainMethods.LaunchException e) {
            return refuse("Error: " + e.getMessage());
        } catch (NoSuchMethodException | IllegalAccessException e) {
            return refuse("Error: Main method not found in class " + name + ", please define the main method as:",
                    "   public static void main(String[] args)",
                    "or a JavaFX application class must extend javafx.application.Application");
        } catch (LinkageError e) {
            return refuse("Error: Unable to initialize main class " + name,
                    "Caused by: " + e.getClass().getName() + ": " + e.getLocalizedMessage());
        } catch (RuntimeException e) {
            return vmFailed("finding the main method of " + name, e);
        }
    }

    /** Prints the host launcher's refusal and exits as it does; never returns. */
    private static MethodHandle refuse(String... lines) {
        for (String line : lines) {
            ERR.println(line);
        }
        System.exit(ExitCode.GUEST_FAILED.code());
        return null;
    }

    /** Reports an exception of rvm's own and exits with {@link ExitCode#INTERNAL}; never returns. */
    private static MethodHandle vmFailed(String doing, RuntimeException e) {
        ERR.println("rvm: error: internal error while " + doing + ": " + e);
        e.printStackTrace();
        System.exit(ExitCode.INTERNAL.code());
        return null;
    }

    /** Waits, as the host JVM does before exiting, for every non-daemon thread to end. */
    private static void awaitNonDaemonThreads() {
        ThreadGroup root = Thread.currentThread().getThreadGroup();
        while (root.getParent() != null) {
            root = root.getParent();
        }
        while (true) {
            Thread[] threads = new Thread[root.activeCount() * 2 + 16];
            int n = root.enumerate(threads, true);
            Thread waitFor = null;
            for (int i = 0; i < n; i++) {
                Thread t = threads[i];
                if (t != Thread.currentThread() && t.isAlive() && !t.isDaemon()) {
                    waitFor = t;
                    break;
                }
            }
            if (waitFor == null) {
                return;
            }
            HostThreads.joinUninterruptibly(waitFor);
        }
    }
}
