package rvm.launcher;

import java.io.IOException;
import java.io.PrintStream;
import java.io.UncheckedIOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.function.Supplier;
import rvm.core.io.AtomicFile;
import rvm.core.io.IoErrors;
import rvm.core.options.VmOption;
import rvm.core.options.VmOptions;
import rvm.core.runtime.SampledInstrumentation;
import rvm.core.runtime.ToolEvents;
import rvm.core.runtime.VmThreads;
import rvm.core.runtime.YieldpointKind;
import rvm.core.runtime.Yieldpoints;
import rvm.inliner.InlinerOptions;
import rvm.interp.Interpreter;
import rvm.interp.RawOpcodes;
import rvm.interp.Vm;
import rvm.interp.tier.Controller;
import rvm.interp.tier.ControllerOptions;
import rvm.launcher.inline.InlineReportFile;
import rvm.launcher.inline.InlineReportWriter;
import rvm.profiling.dcg.DcgFormat;
import rvm.profiling.dcg.DcgWriter;
import rvm.profiling.instrument.InstrumentResults;
import rvm.profiling.instrument.InstrumentSettings;
import rvm.profiling.instrument.ToolJar;
import rvm.profiling.profiler.CallEdgeProfiler;
import rvm.profiling.profiler.ProfilingOptions;
import rvm.interp.ExecutionOptions;

/**
 * The reports a run's options ask for (the DCG, the inline report, opcode and call counts,
 * yieldpoint statistics), written once, when the guest has ended: from rvm's shutdown hook once the
 * guest's own hooks have ended, or before the guest's {@code Runtime.halt}, which runs no hook.
 *
 * <p>A report that cannot be written is reported with its path and the reason, and the process
 * then halts with {@link ExitCode#BAD_INPUT} instead of the guest's status: from a shutdown hook,
 * halting is the only way to change it.
 */
final class RunReports {

    private static final PrintStream ERR = System.err;

    private final Vm vm;
    private final CallEdgeProfiler profiler;
    private final Inlining inlining;
    private final InstrumentSettings instrument;
    private final Controller controller;
    private boolean written;

    /**
     * The reports of {@code vm}'s run; {@code profiler} is {@code null} without {@code --profile},
     * {@code inlining} without {@code --inliner=rvm}, {@code instrument} without {@code --instrument},
     * {@code controller} when no recompilation controller runs.
     */
    RunReports(Vm vm, CallEdgeProfiler profiler, Inlining inlining, InstrumentSettings instrument,
               Controller controller) {
        this.vm = vm;
        this.profiler = profiler;
        this.inlining = inlining;
        this.instrument = instrument;
        this.controller = controller;
    }

    /** rvm's shutdown hook: waits for the guest's own hooks, then writes the reports. */
    Thread shutdownHook() {
        return new Thread(() -> {
            vm.shutdown().awaitHooks();
            writeOrHalt();
        }, "rvm-report");
    }

    /**
     * Writes the reports (the first call only); halts with {@link ExitCode#BAD_INPUT} if one could not
     * be written, and with {@link ExitCode#INTERNAL} if a VM thread failed during the run (each failure
     * was reported when it happened): the guest's own status would say the run went as asked.
     */
    void writeOrHalt() {
        if (!write()) {
            Runtime.getRuntime().halt(ExitCode.BAD_INPUT.code());
        }
        List<String> failed = VmThreads.failures();
        if (!failed.isEmpty()) {
            ERR.println("rvm: error: " + failed.size() + (failed.size() == 1 ? " VM thread" : " VM threads")
                    + " stopped during the run; exit code " + ExitCode.INTERNAL.code() + " in place of the guest's");
            Runtime.getRuntime().halt(ExitCode.INTERNAL.code());
        }
    }

    /** Writes every report once; whether all could be written. */
    private synchronized boolean write() {
        if (written) {
            return true;
        }
        written = true;
        VmOptions options = vm.options();
        boolean ok = profiler == null || writeDcg(options);
        ok &= inlining == null || writeInlineReport(options);
        ok &= instrument == null || writeInstrumentation();
        ok &= writeFile(options.get(ExecutionOptions.OPCODE_COUNTS), "opcode counts", () -> opcodeCountLines(vm.interpreter()));
        ok &= writeFile(options.get(ExecutionOptions.CALL_COUNTS), "call counts", () -> vm.interpreter().callCountLines());
        if (options.get(LauncherOptions.VM_STATS) || options.get(ExecutionOptions.PRINT_COMPILATION)) {
            vmStatsLines().forEach(line -> ERR.println("rvm: " + line));
        }
        if (options.get(ExecutionOptions.YIELDPOINT_STATS)) {
            ERR.println(String.format("rvm: %-10s %15s %15s", "yieldpoint", "executed", "taken"));
            for (YieldpointKind k : YieldpointKind.values()) {
                ERR.println(String.format("rvm: %-10s %15d %15d", k.name().toLowerCase(Locale.ROOT),
                        Yieldpoints.executed(k), Yieldpoints.taken(k)));
            }
            if (instrument != null && !instrument.exhaustive()) {
                ERR.println(String.format("rvm: %-10s %15s %15s", "check", "executed", "sampled"));
                ERR.println(String.format("rvm: %-10s %15d %15d", "instrument", SampledInstrumentation.checks(),
                        SampledInstrumentation.samples()));
            }
        }
        return ok;
    }

    /** {@code --vm-stats}: the compiler's summary, the controller's plans, then the VM threads' state. */
    private List<String> vmStatsLines() {
        List<String> lines = new ArrayList<>(vm.tiers().stats().lines());
        if (controller != null) {
            lines.addAll(controller.memory().lines());
        }
        List<String> failed = VmThreads.failures();
        lines.add(failed.isEmpty() ? "VM threads: none failed" : "VM threads: " + failed.size() + " failed");
        failed.forEach(f -> lines.add("  " + f));
        return lines;
    }

    /** Stops the profiler and writes its DCG where {@code --dcg-out} says, with a summary line. */
    private boolean writeDcg(VmOptions options) {
        CallEdgeProfiler.Summary summary = profiler.stop();
        Path file = options.get(ProfilingOptions.DCG_OUT);
        if (file == null) {
            return true;
        }
        try {
            DcgWriter.write(file, profiler.profile(), DcgFormat.fromName(options.get(ProfilingOptions.DCG_FORMAT)));
            ERR.println("rvm: wrote DCG to " + file + " (" + summary.describe(profiler.settings().kind()) + ")");
            return true;
        } catch (IOException e) {
            return failed("the DCG", file, e);
        } catch (UncheckedIOException e) {
            return failed("the DCG", file, e.getCause());
        }
    }

    /** Each tool's summary line, or the exception that switched it off, with where it was thrown. */
    private void reportTools() {
        for (ToolJar t : instrument.tools()) {
            Throwable failure = ToolEvents.failure(t.tool());
            if (failure != null) {
                ERR.println("rvm: tool " + t.name() + " was switched off: it threw " + failure);
                StackTraceElement[] at = failure.getStackTrace();
                for (int k = 0; k < Math.min(at.length, 5); k++) {
                    ERR.println("rvm:     at " + at[k]);
                }
                continue;
            }
            try {
                String line = t.tool().summary();
                if (line != null) {
                    ERR.println("rvm: tool " + t.name() + ": " + line);
                }
            } catch (RuntimeException e) {
                ERR.println("rvm: tool " + t.name() + ": summary() threw " + e);
            }
        }
    }

    /** Writes what the instrumentation counted where {@code --instrument-out} says, with a summary line. */
    private boolean writeInstrumentation() {
        reportTools();
        Path file = instrument.out();
        if (file == null) {
            return true;
        }
        try {
            String summary = new InstrumentResults(vm.model(), instrument).write(file);
            ERR.println("rvm: wrote instrumentation results to " + file + " (" + summary + ")");
            return true;
        } catch (IOException e) {
            return failed("the instrumentation results", file, e);
        } catch (UncheckedIOException e) {
            return failed("the instrumentation results", file, e.getCause());
        }
    }

    /**
     * Writes the level-2 compilations' inlining trees where {@code --inline-report} says, with the
     * options they were decided with, and a summary line.
     */
    private boolean writeInlineReport(VmOptions options) {
        Path file = options.get(InliningRunOptions.INLINE_REPORT);
        if (file == null) {
            return true;
        }
        Map<String, Object> inForce = new LinkedHashMap<>();
        inForce.put(ExecutionOptions.LEVEL2_AFTER.name(), options.get(ExecutionOptions.LEVEL2_AFTER));
        inForce.put(InliningRunOptions.LEVEL2_HOT_SHARE.name(), options.get(InliningRunOptions.LEVEL2_HOT_SHARE));
        inForce.put(InliningRunOptions.LEVEL2_MIN_SAMPLES.name(), options.get(InliningRunOptions.LEVEL2_MIN_SAMPLES));
        for (VmOption<?> o : ControllerOptions.ALL) {
            inForce.put(o.name(), options.get(o));
        }
        for (VmOption<?> o : InlinerOptions.ORACLE) {
            inForce.put(o.name(), options.get(o));
        }
        if (options.get(InliningRunOptions.INLINE_DCG) != null) {
            inForce.put(InliningRunOptions.INLINE_DCG.name(), options.get(InliningRunOptions.INLINE_DCG));
        }
        InlineReportFile report = new InlineReportFile(inlining.profileName(), inForce,
                inlining.compilations());
        try {
            InlineReportWriter.write(file, report);
            int compilations = report.compilations().size();
            int sites = report.siteCount();
            ERR.println("rvm: wrote inline report to " + file + " (" + compilations + " level-2 compilation"
                    + (compilations == 1 ? "" : "s") + ", " + sites + " call site" + (sites == 1 ? "" : "s") + ")");
            return true;
        } catch (IOException e) {
            return failed("the inline report", file, e);
        } catch (UncheckedIOException e) {
            return failed("the inline report", file, e.getCause());
        }
    }

    /** Writes a report file when the user named one ({@code file} not null). */
    private static boolean writeFile(Path file, String what, Supplier<List<String>> lines) {
        if (file == null) {
            return true;
        }
        try {
            AtomicFile.write(file, lines.get());
            return true;
        } catch (IOException e) {
            return failed(what, file, e);
        } catch (UncheckedIOException e) {
            return failed(what, file, e.getCause());
        }
    }

    private static boolean failed(String what, Path file, IOException e) {
        ERR.println("rvm: error: cannot write " + what + " to " + file + ": " + IoErrors.describe(e, file));
        return false;
    }

    private static List<String> opcodeCountLines(Interpreter interpreter) {
        long[] counts = interpreter.opcodeCounts();
        List<String> lines = new ArrayList<>();
        for (int op = 0; op < RawOpcodes.COUNT; op++) {
            lines.add(String.format("0x%02x %s %d", op, RawOpcodes.name(op), counts[op]));
        }
        return lines;
    }
}
