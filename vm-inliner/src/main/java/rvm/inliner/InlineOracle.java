package rvm.inliner;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Objects;
import java.util.Optional;
import java.util.TreeSet;
import org.objectweb.asm.Opcodes;
import org.objectweb.asm.tree.AbstractInsnNode;
import org.objectweb.asm.tree.MethodInsnNode;
import rvm.core.model.GuestMethod;
import rvm.inliner.CalleeResolver.Dispatch;

/**
 * Decides whether to inline a call site, and what: the profile-directed inline oracle, after Jikes
 * RVM's {@code DefaultInlineOracle}. It only decides; the transform that copies code acts on its
 * {@link InlineDecision}s.
 *
 * <p>The rules, in the order they apply (the first that decides wins):
 * <ol>
 * <li><b>Resolution.</b> The invoke's method must resolve among the loaded classes, and an {@code
 *     invokestatic} must name a static method and the other invokes an instance method (otherwise
 *     the call fails to link, and stays a call).</li>
 * <li><b>Binding.</b> The call needs no guard when it can reach one method only: an {@code
 *     invokestatic} or {@code invokespecial}, or a private or final method, or a method of a final
 *     class (Jikes RVM's {@code InlineTools.needsGuard}). Such a call has that one target.</li>
 * <li><b>Always inline</b> (bound calls only, Jikes RVM's stage 2): a target that can be inlined at
 *     all, is smaller than {@link InlineOptions#alwaysBelow()} and not too recursive is inlined,
 *     whatever the depth and the budget.</li>
 * <li><b>Depth.</b> Beyond that, a callee may land at most {@link InlineOptions#maxDepth()} inlined
 *     frames below the root.</li>
 * <li><b>Targets</b> of a virtual or interface call that is not bound (Jikes RVM's stage 3): the
 *     profile's targets of the site, those class hierarchy analysis can select when it knows the
 *     receivers; without profile targets, the one method class hierarchy analysis finds among the
 *     loaded classes. Several implementations and no profile, or unknown receivers and no profile,
 *     inline nothing. rvm cannot deoptimise, so every such target is guarded, the one class hierarchy
 *     analysis found included: an exact-class test against the loaded classes that select it.</li>
 * <li><b>Each target</b>, heaviest first (Jikes RVM's stage 4; see {@code TargetWeigher}): it must
 *     be loaded, guest code, neither native nor abstract, not kept as its class's bytecode, and on
 *     the inline path at most {@link InlineOptions#maxRecursion()} times; a guarded target needs a
 *     loaded class to test, and a profiled one {@link InlineOptions#guardShare()} of the site's
 *     weight or {@link InlineOptions#guardHotShare()} of the profile's; its size plus its guard's
 *     must fit the limit of its edge ({@link InlineOptions#sizeLimit}), its growth the compilation's
 *     budget ({@link InlineOptions#budget}), and the site may inline at most {@link
 *     InlineOptions#maxTargets()} guarded targets. A target the latest compilation of some root
 *     inlined at the site ({@link InlineHistory}) needs neither the guard share nor the size limit
 *     (after Jikes RVM's "previously inlined").</li>
 * <li><b>Decision</b> (stage 5): no target taken is {@link InlineDecision.No}; the bound target is
 *     {@link InlineDecision.Yes}; guarded targets are {@link InlineDecision.Guarded}, the original
 *     call as the fallback.</li>
 * </ol>
 * A {@code synchronized} callee is inlined like any other; {@link Candidate#keepsMonitor()} tells the
 * transform to keep its monitor.
 *
 * <p>Left out from Jikes RVM: inline pragmas (guest code has none); pre-existence and code-patch
 * guards, and an on-stack-replacement exit as the fallback (rvm cannot deoptimise); the size bonuses
 * for constant or precisely typed arguments ({@code InlineTools.inlinedSizeEstimate}), which need the
 * compiler's IR; and the "massive root" rule, which the budget's cap stands in for.
 *
 * <p>Constraints: immutable and thread-safe as long as its profile and resolver are; every decision
 * reads the profile and the class hierarchy afresh.
 */
public final class InlineOracle {

    /** The names of the four invokes, by opcode from {@code INVOKEVIRTUAL}. */
    private static final List<String> OPCODE_NAMES = List.of("invokevirtual", "invokespecial", "invokestatic",
            "invokeinterface");

    private final InlineOptions options;
    private final CallProfile profile;
    private final CalleeResolver resolver;
    private final boolean stress;
    private final InlineHistory history;

    /**
     * An oracle deciding with {@code options} on the calls {@code resolver} resolves, weighted by
     * {@code profile} ({@link CallProfile#EMPTY} for static decisions alone).
     */
    public InlineOracle(InlineOptions options, CallProfile profile, CalleeResolver resolver) {
        this(options, profile, resolver, false);
    }

    /**
     * An oracle as above, or with {@code stress} the stress mode of {@code --inline-stress}, which
     * exists to test the inlining transform, not to be fast: it inlines everything it can within the
     * compilation's budget, the target limit and the recursion bound, with no size limit, no depth
     * limit and no guard share; a polymorphic site without profile guards the first
     * {@link InlineOptions#maxTargets()} implementations class hierarchy analysis finds.
     */
    public InlineOracle(InlineOptions options, CallProfile profile, CalleeResolver resolver, boolean stress) {
        this(options, profile, resolver, stress, InlineHistory.NONE);
    }

    /**
     * An oracle as above that keeps, at each site, the targets the latest level-2 compilations inlined
     * there ({@code history}), whatever their weight now.
     */
    public InlineOracle(InlineOptions options, CallProfile profile, CalleeResolver resolver, boolean stress,
                        InlineHistory history) {
        this.options = Objects.requireNonNull(options, "options");
        this.profile = Objects.requireNonNull(profile, "profile");
        this.resolver = Objects.requireNonNull(resolver, "resolver");
        this.stress = stress;
        this.history = Objects.requireNonNull(history, "history");
    }

    /**
     * Decides on the call {@code site} in {@code context} (see the class comment for the rules).
     *
     * @param site    the call; its caller must be the context's
     * @param context the inline path down to the site's caller and the size of the compilation so far
     * @return the decision with its reason and the candidates weighed; never null
     * @throws IllegalArgumentException when the site's caller is not the last method of the path
     */
    public InlineDecision decide(InlineSite site, InlineContext context) {
        if (!site.caller().equals(context.caller())) {
            throw new IllegalArgumentException("site " + site.caller() + " @" + site.bci()
                    + " is not in the context's caller " + context.caller());
        }
        Optional<Callee> resolved = resolver.resolve(site.opcode(), site.owner(), site.name(), site.descriptor());
        if (resolved.isEmpty()) {
            return new InlineDecision.No("unresolved: " + site.symbolic() + " not found among loaded classes");
        }
        Callee declared = resolved.get();
        if (declared.isStatic() != (site.opcode() == Opcodes.INVOKESTATIC)) {
            return new InlineDecision.No("will not link: " + OPCODE_NAMES.get(site.opcode() - Opcodes.INVOKEVIRTUAL)
                    + " names " + (declared.isStatic() ? "a static" : "an instance") + " method");
        }
        List<CallProfile.Target> profiled = positive(profile.targets(site.caller(), site.bci()));
        if (isBound(site, declared)) {
            return decideBound(site, declared, context, weightOf(profiled, declared.method()));
        }
        if (!stress && context.depth() >= options.maxDepth()) {
            return new InlineDecision.No(depthReason());
        }
        return decideVirtual(site, context, profiled);
    }

    /**
     * Whether {@code method} is code its callers inline rather than call: straight-line code (no
     * loop) smaller than what the oracle always inlines. Such a method's time is spent in calls that
     * its callers' compilations inline (HotSpot's at level 1, the oracle's at level 2 when the call is
     * bound or profiled).
     */
    public boolean inlinedByItsCallers(GuestMethod method) {
        return SizeEstimator.estimate(method.node()) < options.alwaysBelow()
                && !InliningTransform.hasLoop(method.node());
    }

    /**
     * Whether the oracle would take a target at any of {@code method}'s own calls, were the method
     * the root of a compilation now: the first level of the inlining a compilation of it would do,
     * before the transform's own refusals (an inaccessible class, an uninitialised one).
     */
    public boolean takesAnyCallOf(GuestMethod method) {
        InlineContext root = InlineContext.root(method.jvmName(), SizeEstimator.estimate(method.node()));
        int k = 0; // the index of each real instruction, which names its bytecode index
        for (AbstractInsnNode i = method.node().instructions.getFirst(); i != null; i = i.getNext()) {
            if (i.getOpcode() < 0) {
                continue;
            }
            if (i instanceof MethodInsnNode call
                    && !decide(InlineSite.of(method.jvmName(), method.bciOf(k), call), root).inlined().isEmpty()) {
                return true;
            }
            k++;
        }
        return false;
    }

    /** Whether the call can reach {@code declared} only (Jikes RVM's {@code InlineTools.needsGuard}, negated). */
    private static boolean isBound(InlineSite site, Callee declared) {
        return !site.isVirtual() || declared.isPrivate() || declared.isFinal() || declared.classFinal();
    }

    /** Whether the latest compilation of some root inlined {@code callee} at {@code site}. */
    private boolean previously(InlineSite site, String callee) {
        return history.inlinedBefore(site.caller(), site.bci(), callee);
    }

    private InlineDecision decideBound(InlineSite site, Callee declared, InlineContext context, double weight) {
        TargetWeigher weigher = new TargetWeigher(options, context, weight, profile.totalWeight(), stress);
        TargetWeigher.Target target = weigher.target(declared.method(), declared, weight, false);
        Candidate trivial = weigher.trivial(target);
        if (trivial != null) {
            return new InlineDecision.Yes(trivial, trivial.reason(), weigher.weighed());
        }
        if (!stress && context.depth() >= options.maxDepth() && TargetWeigher.never(declared) == null) {
            Candidate refused = weigher.refuse(target, depthReason());
            return new InlineDecision.No(refused.reason(), weigher.weighed());
        }
        Candidate c = weigher.weigh(target, List.of(), false, previously(site, declared.method()));
        return c.inlined()
                ? new InlineDecision.Yes(c, c.reason(), weigher.weighed())
                : new InlineDecision.No(c.reason(), weigher.weighed());
    }

    private InlineDecision decideVirtual(InlineSite site, InlineContext context, List<CallProfile.Target> profiled) {
        Optional<List<Dispatch>> dispatch = resolver.dispatch(site.owner(), site.name(), site.descriptor());
        List<String> implementations = dispatch.map(InlineOracle::implementations).orElse(List.of());
        if (dispatch.isPresent()) {
            profiled = profiled.stream().filter(t -> implementations.contains(t.callee())).toList();
        }
        if (!profiled.isEmpty()) {
            return decideProfiled(site, context, profiled, dispatch);
        }
        if (dispatch.isEmpty()) {
            return new InlineDecision.No("no profile, and the receivers of " + site.owner() + " are unknown");
        }
        if (stress && implementations.size() > 1) {
            return decideStressed(context, implementations, dispatch);
        }
        if (implementations.size() != 1) {
            return new InlineDecision.No(implementations.isEmpty()
                    ? "no implementation among loaded classes"
                    : "polymorphic: " + implementations.size()
                            + " implementations among loaded classes and no profile");
        }
        String only = implementations.get(0);
        TargetWeigher weigher = new TargetWeigher(options, context, 0, profile.totalWeight(), stress);
        TargetWeigher.Target target = weigher.target(only, resolver.method(only).orElse(null), 0, true);
        Candidate c = weigher.weigh(target, guardClasses(only, dispatch), false, previously(site, only));
        return c.inlined()
                ? new InlineDecision.Guarded(List.of(c), "CHA: the only implementation loaded, " + c.reason(),
                        weigher.weighed())
                : new InlineDecision.No(c.reason(), weigher.weighed());
    }

    private InlineDecision decideProfiled(InlineSite site, InlineContext context, List<CallProfile.Target> profiled,
                                          Optional<List<Dispatch>> dispatch) {
        double siteTotal = 0;
        for (CallProfile.Target t : profiled) {
            siteTotal += t.weight();
        }
        TargetWeigher weigher = new TargetWeigher(options, context, siteTotal, profile.totalWeight(), stress);
        List<Candidate> taken = new ArrayList<>();
        for (CallProfile.Target t : profiled) {
            TargetWeigher.Target target = weigher.target(t.callee(), resolver.method(t.callee()).orElse(null),
                    t.weight(), true);
            Candidate c = weigher.weigh(target, guardClasses(t.callee(), dispatch), true,
                    previously(site, t.callee()));
            if (c.inlined()) {
                taken.add(c);
            }
        }
        if (taken.isEmpty()) {
            return new InlineDecision.No(refusal(weigher), weigher.weighed());
        }
        double takenShare = 0;
        for (Candidate c : taken) {
            takenShare += c.siteShare();
        }
        String reason = taken.size() == 1
                ? "profile: " + TargetWeigher.percent(takenShare) + " of the site's weight, " + taken.get(0).reason()
                : "profile: " + taken.size() + " targets hold " + TargetWeigher.percent(takenShare)
                        + " of the site's weight";
        return new InlineDecision.Guarded(taken, reason, weigher.weighed());
    }

    /** The stress mode's polymorphic site without profile: the implementations in name order, guarded. */
    private InlineDecision decideStressed(InlineContext context, List<String> implementations,
                                          Optional<List<Dispatch>> dispatch) {
        TargetWeigher weigher = new TargetWeigher(options, context, 0, profile.totalWeight(), true);
        List<Candidate> taken = new ArrayList<>();
        for (String m : implementations) {
            TargetWeigher.Target target = weigher.target(m, resolver.method(m).orElse(null), 0, true);
            Candidate c = weigher.weigh(target, guardClasses(m, dispatch), false, false);
            if (c.inlined()) {
                taken.add(c);
            }
        }
        if (taken.isEmpty()) {
            return new InlineDecision.No(refusal(weigher), weigher.weighed());
        }
        return new InlineDecision.Guarded(taken, "stress: " + taken.size() + " of " + implementations.size()
                + " implementations among loaded classes", weigher.weighed());
    }

    /**
     * Why no profiled target was taken: the one target's reason; that none holds the guard share, when
     * that refused them all; or else the heaviest target's reason, with its name.
     */
    private String refusal(TargetWeigher weigher) {
        List<Candidate> weighed = weigher.weighed();
        if (weighed.size() == 1) {
            return weighed.get(0).reason();
        }
        if (weigher.allCold()) {
            return "polymorphic: no target holds " + TargetWeigher.percent(options.guardShare())
                    + " of the site's weight";
        }
        Candidate first = weighed.get(0);
        return first.method() + ": " + first.reason();
    }

    /**
     * The classes an exact-class guard of {@code target} tests, sorted: those the site's class
     * hierarchy analysis selects it in, or, when the site's receivers are unknown, those that select it
     * among the subtypes of its own declaring class.
     */
    private List<String> guardClasses(String target, Optional<List<Dispatch>> siteDispatch) {
        List<Dispatch> rows = siteDispatch.orElse(null);
        if (rows == null) {
            Optional<Callee> callee = resolver.method(target);
            if (callee.isEmpty()) {
                return List.of();
            }
            Callee c = callee.get();
            rows = resolver.dispatch(c.owner(), c.name(), c.descriptor()).orElse(List.of());
        }
        TreeSet<String> classes = new TreeSet<>();
        for (Dispatch d : rows) {
            if (d.target().equals(target)) {
                classes.add(d.receiverClass());
            }
        }
        return List.copyOf(classes);
    }

    /** The distinct methods of a class hierarchy analysis, sorted. */
    private static List<String> implementations(List<Dispatch> dispatch) {
        TreeSet<String> methods = new TreeSet<>();
        for (Dispatch d : dispatch) {
            methods.add(d.target());
        }
        return List.copyOf(methods);
    }

    /** The targets of positive weight, heaviest first, equal weights by name. */
    private static List<CallProfile.Target> positive(List<CallProfile.Target> targets) {
        return targets.stream().filter(t -> t.weight() > 0)
                .sorted(Comparator.comparingDouble(CallProfile.Target::weight).reversed()
                        .thenComparing(CallProfile.Target::callee))
                .toList();
    }

    private static double weightOf(List<CallProfile.Target> targets, String method) {
        for (CallProfile.Target t : targets) {
            if (t.callee().equals(method)) {
                return t.weight();
            }
        }
        return 0;
    }

    private String depthReason() {
        return "depth limit " + options.maxDepth();
    }
}
