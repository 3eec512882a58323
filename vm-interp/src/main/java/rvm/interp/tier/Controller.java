package rvm.interp.tier;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.locks.LockSupport;
import java.util.function.Function;
import org.objectweb.asm.tree.AbstractInsnNode;
import org.objectweb.asm.tree.MethodInsnNode;
import rvm.core.model.GuestMethod;
import rvm.core.runtime.VmThreads;
import rvm.interp.compiler.BaselineCompiler;
import rvm.interp.compiler.HugeMethods;

/**
 * The recompilation controller of {@code --tier=adaptive --inliner=rvm}, as Jikes RVM's adaptive
 * optimisation system has one: every period it turns the profile into events and decides on each
 * with the {@link AnalyticModel}, keeping its plans in a {@link ControllerMemory}.
 *
 * <p>The events, from the profile's per-method weights ({@link Hotness}): a method's time so far is
 * its share of the profile (the mean of its shares as a caller and as a callee: a sample at a
 * prologue was taken while the caller ran, one at an epilogue while the callee did) times the time
 * the run has taken. A level-1 method is a <em>hot method</em>, or has <em>hot edges</em> when its
 * call sites hold {@code hotShare} of the profile or more (Jikes RVM's {@code AINewHotEdgeEvent},
 * whose boost the model applies). A method none of whose calls the profile has seen has nothing for
 * level 2 to inline (its speed-up is 1): compiled at level 2 it would only take its code from where
 * HotSpot may inline it into its level-1 callers. A level-2 method whose call sites became hot, or hold
 * {@code growth} times the share they held when it was last compiled, has its <em>profile
 * changed</em>, and is recompiled at level 2 again when that pays, at most {@code maxPlans} times in
 * all; a method whose last plan failed or was compiled without inlining (over the compiler's budget),
 * or whose own code is over HotSpot's huge-method limit, is not planned again. A plan that pays is
 * made only when the optimizer says that level 2 would gain now ({@link Recompiler#gains}): level 2
 * is level 1 with inlining, and nothing is inlined into level-2 code but what rvm inlines, so a
 * compilation that would inline none of the method's calls, or of a method its callers inline
 * anyway, only costs. Plans are queued in order of their expected benefit. The cost of
 * a compilation is its size over the compile rate level 2 has shown in this run (the compiler shares
 * two cores with the guest, so no constant fits every machine), or {@code --level2-compile-rate}
 * before it has shown one, plus its size over HotSpot's rate ({@code --level2-host-compile-rate}),
 * which compiles the new code again.
 *
 * <p>Constraints: runs on a daemon thread of its own, {@code rvm-controller}; reads snapshots of
 * the profile's per-method weights and only queues compilations (the compiler thread compiles them).
 */
public final class Controller {

    /** What the controller recompiles through: the tier state (in the VM, {@link Tiers}). */
    public interface Recompiler {

        /** The level {@code m} runs at now. */
        int level(GuestMethod m);

        /**
         * Whether a level-2 compilation of {@code m} would make it faster now, as the optimizer can
         * tell before compiling (see {@link rvm.interp.compiler.Optimizer#gains}).
         */
        boolean gains(GuestMethod m);

        /** Queues {@code m} for level 2 for {@code why}; false when it cannot be (see {@link Tiers#recompileAtLevel2}). */
        boolean recompileAtLevel2(GuestMethod m, String why);

        /**
         * The guest bytecode bytes per millisecond level 2 has compiled at in this run, or NaN before
         * it has compiled enough to tell ({@link CompileStats#rate}).
         */
        double measuredCompileRate();
    }

    /**
     * The controller's constants.
     *
     * @param model      the cost-benefit model
     * @param periodMs   how often it looks at the profile
     * @param hotShare   the share of the profile's weight a method's call sites hold to have hot edges
     * @param minSamples samples the profile holds before the controller looks at it
     * @param growth     how many times its share a level-2 method's call sites must have grown to be
     *                   recompiled with the new profile
     * @param maxPlans   the most plans (level-2 compilations) one method gets
     */
    public record Settings(AnalyticModel model, long periodMs, double hotShare, long minSamples, double growth,
                           int maxPlans) {
    }

    private final Hotness hotness;
    private final Settings settings;
    private final Function<String, GuestMethod> methods;
    private final Recompiler recompiler;
    private final ControllerMemory memory = new ControllerMemory();
    /** Whether each method has calls to inline; only the controller's thread reads and writes it. */
    private final Map<GuestMethod, Boolean> hasCalls = new HashMap<>();
    private final long start = System.nanoTime();

    /**
     * @param methods the loaded guest method of a JVM name, or {@code null}
     */
    public Controller(Hotness hotness, Settings settings, Function<String, GuestMethod> methods, Recompiler recompiler) {
        this.hotness = hotness;
        this.settings = settings;
        this.methods = methods;
        this.recompiler = recompiler;
    }

    /** The plans so far. */
    public ControllerMemory memory() {
        return memory;
    }

    /** Starts the controller's thread, a daemon named {@code rvm-controller}, and hears how {@code tiers}' compilations end. */
    public void start(Tiers tiers) {
        tiers.addCompilationListener(memory::ended);
        VmThreads.daemon("rvm-controller", "deciding recompilations", this::loop).start();
    }

    private void loop() {
        while (true) {
            LockSupport.parkNanos(TimeUnit.MILLISECONDS.toNanos(settings.periodMs()));
            check(TimeUnit.NANOSECONDS.toMillis(System.nanoTime() - start));
        }
    }

    /**
     * Looks at the profile once, {@code elapsedMs} into the run: makes the plans that pay and queues
     * them, the most beneficial first.
     *
     * @return the plans queued
     */
    public List<ControllerMemory.Plan> check(long elapsedMs) {
        if (hotness.samples() < settings.minSamples()) {
            return List.of();
        }
        Map<String, Double> asCaller = hotness.weightByCaller();
        Map<String, Double> asCallee = hotness.weightByCallee();
        double total = asCallee.values().stream().mapToDouble(Double::doubleValue).sum();
        if (!(total > 0)) {
            return List.of();
        }
        Set<String> names = new HashSet<>(asCaller.keySet());
        names.addAll(asCallee.keySet());
        double rate = recompiler.measuredCompileRate();
        AnalyticModel model = Double.isNaN(rate) ? settings.model() : settings.model().withCompileRate(rate);
        List<ControllerMemory.Plan> candidates = new ArrayList<>();
        for (String name : names) {
            double callerShare = asCaller.getOrDefault(name, 0.0) / total;
            double calleeShare = asCallee.getOrDefault(name, 0.0) / total;
            GuestMethod m = methods.apply(name);
            if (m != null) {
                ControllerMemory.Plan plan = consider(model, m, callerShare, (callerShare + calleeShare) / 2 * elapsedMs);
                if (plan != null) {
                    candidates.add(plan);
                }
            }
        }
        candidates.sort(Comparator.comparingDouble((ControllerMemory.Plan p) -> p.estimate().benefitMs()).reversed()
                .thenComparing(p -> p.method().jvmName()));
        List<ControllerMemory.Plan> queued = new ArrayList<>();
        for (ControllerMemory.Plan plan : candidates) {
            memory.add(plan); // before the compilation can end
            if (recompiler.recompileAtLevel2(plan.method(), plan.why())) {
                queued.add(plan);
            } else {
                memory.remove(plan);
            }
        }
        return queued;
    }

    /** The plan for {@code m}, or {@code null} when the model says to leave it where it runs. */
    private ControllerMemory.Plan consider(AnalyticModel model, GuestMethod m, double callerShare, double timeSoFarMs) {
        ControllerMemory.Plan last = memory.latest(m);
        if (last != null && last.status() != ControllerMemory.Status.COMPILED || !(timeSoFarMs > 0)
                || m.codeLength() > BaselineCompiler.HUGE_METHOD_LIMIT && HugeMethods.skipped()) {
            return null; // under way, failed, or refused by the compiler's budget, which a new profile does not change
        }
        boolean hot = callerShare >= settings.hotShare();
        int level = recompiler.level(m);
        AnalyticModel.Estimate estimate;
        String event;
        if (level == BaselineCompiler.BASELINE_LEVEL && last == null) {
            estimate = model.level2(timeSoFarMs, m.codeLength(), callerShare > 0 && hasCalls(m), hot);
            event = hot ? "hot edges" : "hot method";
        } else if (level == BaselineCompiler.OPT_LEVEL && hot && memory.count(m) < settings.maxPlans()
                && (last == null || callerShare >= settings.growth() * last.share())) {
            estimate = model.reprofile(timeSoFarMs, m.codeLength());
            event = "profile changed";
        } else {
            return null;
        }
        // the optimizer is asked last, and only of a plan that pays: it weighs the method's calls
        return estimate.pays() && recompiler.gains(m) ? new ControllerMemory.Plan(m, BaselineCompiler.OPT_LEVEL,
                event, callerShare, estimate, ControllerMemory.Status.QUEUED, -1) : null;
    }

    /** Whether {@code m} calls methods level 2 could inline (an invoke other than {@code invokedynamic}). */
    private boolean hasCalls(GuestMethod m) {
        return hasCalls.computeIfAbsent(m, k -> {
            for (AbstractInsnNode i = k.node().instructions.getFirst(); i != null; i = i.getNext()) {
                if (i instanceof MethodInsnNode) {
                    return true;
                }
            }
            return false;
        });
    }
}
