package rvm.launcher;

import java.io.PrintStream;
import java.util.List;
import java.util.Optional;
import rvm.core.compile.MethodTransform;
import rvm.core.loader.ClassHierarchy;
import rvm.core.model.GuestClass;
import rvm.inliner.CallProfile;
import rvm.inliner.InlineOptions;
import rvm.inliner.InlineOracle;
import rvm.inliner.InlineReport;
import rvm.inliner.InlineReportPrinter;
import rvm.inliner.InliningTransform;
import rvm.inliner.ModelCalleeResolver;
import rvm.interp.compiler.CompiledMethod;
import rvm.interp.compiler.Optimizer;
import rvm.profiling.dcg.DcgRepository;
import rvm.profiling.dcg.WeightedTargets;

/**
 * Level 2 of {@code rvm run}: rvm's inliner over the DCG the running profiler collects (none with
 * {@code --profile=none}: static heuristics only), and {@code --print-inlining}.
 */
final class Inlining implements Optimizer {

    private final InlineOptions options;
    private final PrintStream printInlining;
    private volatile CallProfile profile = CallProfile.EMPTY;

    /** @param printInlining where each compilation's inlining tree goes, or {@code null} */
    Inlining(InlineOptions options, PrintStream printInlining) {
        this.options = options;
        this.printInlining = printInlining;
    }

    /** From now on the oracle weighs call sites with {@code repository}, as it is at each decision. */
    void readProfile(DcgRepository repository) {
        profile = new LiveProfile(repository);
    }

    @Override
    public List<MethodTransform> transforms(GuestClass owner, ClassHierarchy hierarchy) {
        ModelCalleeResolver resolver = new ModelCalleeResolver(owner.model(), hierarchy);
        InlineOracle oracle = new InlineOracle(options, profile, resolver);
        return List.of(new InliningTransform(oracle, options, resolver::guestMethod, resolver));
    }

    @Override
    public void compiled(CompiledMethod method) {
        if (printInlining == null) {
            return;
        }
        for (Object r : method.reports()) {
            if (r instanceof InlineReport report) {
                StringBuilder out = new StringBuilder();
                for (String line : InlineReportPrinter.lines(report)) {
                    out.append("rvm: inline ").append(line).append(System.lineSeparator());
                }
                printInlining.print(out); // one print: lines of concurrent compilations do not interleave
            }
        }
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
