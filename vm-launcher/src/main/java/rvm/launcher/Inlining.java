package rvm.launcher;

import java.io.PrintStream;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Optional;
import java.util.Queue;
import java.util.concurrent.ConcurrentLinkedQueue;
import rvm.core.compile.MethodTransform;
import rvm.core.loader.ClassHierarchy;
import rvm.core.model.GuestClass;
import rvm.core.model.GuestMethod;
import rvm.inliner.CallProfile;
import rvm.inliner.InlineHistory;
import rvm.inliner.InlineOptions;
import rvm.inliner.InlineOracle;
import rvm.inliner.InlineReport;
import rvm.inliner.InlineReportPrinter;
import rvm.inliner.InliningTransform;
import rvm.inliner.ModelCalleeResolver;
import rvm.inliner.SizeEstimator;
import rvm.interp.compiler.CompiledMethod;
import rvm.interp.compiler.Optimizer;
import rvm.launcher.inline.InlineReportFile;
import rvm.profiling.dcg.DcgRepository;
import rvm.profiling.dcg.WeightedTargets;

/**
 * Level 2 of {@code rvm run}: rvm's inliner over the DCG the running profiler collects (none with
 * {@code --profile=none}: static heuristics only), {@code --print-inlining}, and the reports
 * {@code --inline-report} writes when the guest ends.
 *
 * <p>Constraints: {@link #compiled} runs on the thread that compiled (the compiler thread, or a
 * guest thread with {@code --batch-compilation}), {@link #compilations} on the thread that writes
 * the run's reports; the reports are kept in a concurrent queue.
 */
final class Inlining implements Optimizer {

    private final InlineOptions options;
    private final PrintStream printInlining;
    private final boolean keepReports;
    private final boolean stress;
    private final boolean keepYieldpoints;
    /** The compilations' reports, as values that hold no class model; added to on compiler threads. */
    private final Queue<InlineReportFile.Compilation> compilations = new ConcurrentLinkedQueue<>();
    private volatile CallProfile profile = CallProfile.EMPTY;
    /**
     * The call edges the latest level-2 compilations inlined, which later ones keep; {@link
     * InlineHistory#NONE} unless the profile is sampled while level-2 code runs.
     */
    private volatile InlineHistory history = InlineHistory.NONE;
    private volatile String profileName = "none";

    /**
     * @param printInlining where each compilation's inlining tree goes, or {@code null}
     * @param keepReports   whether to keep each compilation's report for {@link #compilations()}
     *                      ({@code --inline-report})
     * @param stress        whether the oracle runs in its stress mode ({@code --inline-stress})
     * @param keepYieldpoints whether inlined callees keep their yieldpoints ({@code --inlined-yieldpoints=keep})
     */
    Inlining(InlineOptions options, PrintStream printInlining, boolean keepReports, boolean stress,
             boolean keepYieldpoints) {
        this.options = options;
        this.printInlining = printInlining;
        this.keepReports = keepReports;
        this.stress = stress;
        this.keepYieldpoints = keepYieldpoints;
    }

    /**
     * From now on the oracle weighs call sites with {@code repository}, as it is at each decision.
     *
     * @param name    the profile's kind ({@code cbs}, ...), which the inline report records
     * @param sampled whether the profile is sampled while level-2 code runs (CBS, the timer): it then
     *                stops seeing calls once they are inlined, so the oracle keeps what level-2 code
     *                inlines ({@link InlineHistory}); a recorded DCG, or the exact profiler's, which
     *                counts inlined calls too, needs no history
     */
    void readProfile(DcgRepository repository, String name, boolean sampled) {
        profile = new LiveProfile(repository);
        profileName = name;
        history = sampled ? new InlineHistory() : InlineHistory.NONE;
    }

    /** The kind of the profile the decisions read: {@code none} (static heuristics) until {@link #readProfile}. */
    String profileName() {
        return profileName;
    }

    @Override
    public List<MethodTransform> transforms(GuestClass owner, ClassHierarchy hierarchy) {
        ModelCalleeResolver resolver = new ModelCalleeResolver(owner.model(), hierarchy);
        return List.of(new InliningTransform(oracle(resolver), options, resolver::guestMethod, resolver,
                keepYieldpoints));
    }

    /**
     * Level 2 gains when the oracle, with the profile as it is now, would inline one of the method's
     * calls, and the method is not code its callers inline anyway ({@link
     * InlineOracle#inlinedByItsCallers}; level-2 code of its own would only keep it from being inlined
     * into its level-1 callers). Under {@code --inline-stress} every method gains.
     */
    @Override
    public boolean gains(GuestMethod method, ClassHierarchy hierarchy) {
        if (stress) {
            return true;
        }
        InlineOracle oracle = oracle(new ModelCalleeResolver(method.owner().model(), hierarchy));
        return !oracle.inlinedByItsCallers(method) && oracle.takesAnyCallOf(method);
    }

    /** The oracle a compilation asks now, on the calls {@code resolver} resolves. */
    private InlineOracle oracle(ModelCalleeResolver resolver) {
        return new InlineOracle(options, profile, resolver, stress, history);
    }

    @Override
    public void compiled(CompiledMethod method, String why) {
        for (Object r : method.reports()) {
            if (r instanceof InlineReport report) {
                InlineHistory h = history;
                if (h != InlineHistory.NONE) {
                    h.record(report);
                }
                if (keepReports) {
                    compilations.add(InlineReportFile.Compilation.of(method.compileId(), report, why));
                }
                if (printInlining != null) {
                    print(report);
                }
            }
        }
    }

    @Override
    public void refused(CompiledMethod method, String reason, String why) {
        String root = method.method().jvmName();
        int rootSize = SizeEstimator.estimate(method.method().node());
        if (keepReports) {
            compilations.add(InlineReportFile.Compilation.refused(method.compileId(), root, rootSize,
                    options.budget(rootSize), reason, why));
        }
        if (printInlining != null) {
            printInlining.println("rvm: inline " + root + ": nothing inlined, the compilation was refused: " + reason);
        }
    }

    private void print(InlineReport report) {
        StringBuilder out = new StringBuilder();
        for (String line : InlineReportPrinter.lines(report)) {
            out.append("rvm: inline ").append(line).append(System.lineSeparator());
        }
        printInlining.print(out); // one print: lines of concurrent compilations do not interleave
    }

    /**
     * The reports of the compilations heard of so far, in compile order (by compile id); empty unless
     * reports are kept. A compilation still running when it is called is not among them.
     */
    List<InlineReportFile.Compilation> compilations() {
        List<InlineReportFile.Compilation> list = new ArrayList<>(compilations);
        list.sort(Comparator.comparingInt(InlineReportFile.Compilation::compileId));
        return list;
    }

    /** The DCG repository as the oracle reads it. */
    private record LiveProfile(DcgRepository repository) implements CallProfile {

        @Override
        public double totalWeight() {
            return repository.totalWeight();
        }

        @Override
        public List<Target> targets(String caller, int bci) {
            Optional<WeightedTargets> t = repository.targets(caller, bci);
            return t.map(w -> w.targets().stream().map(x -> new Target(x.callee(), x.weight())).toList())
                    .orElse(List.of());
        }
    }
}
