package rvm.interp.tier;

import java.io.PrintStream;
import java.lang.invoke.MethodHandle;
import java.util.ArrayList;
import java.util.List;
import java.util.function.Function;
import rvm.core.model.GuestClass;
import rvm.core.model.GuestMethod;
import rvm.interp.compiler.BaselineCompiler;
import rvm.interp.compiler.BaselineCompiler.Request;
import rvm.interp.compiler.CompiledMethod;

/**
 * The tier controller, in the spirit of Jikes RVM's: the executors report calls and backedges
 * here; the {@link TierPolicy} decides which level a method should run at next; a claimed
 * compilation goes to the {@link CompileQueue}, and what it compiled to the {@link Installer}.
 *
 * <p>Constraints: the reporting methods run on guest threads in the interpreter's call and branch
 * paths and in compiled prologues: they count, claim and queue, and block only when compilation is
 * batched or under {@code baseline}, which compiles a method's class on the thread that first needs
 * one of its methods.
 */
public final class Tiers implements Controller.Recompiler {

    private final TierPolicy policy;
    private final BaselineCompiler compiler;
    private final Function<GuestMethod, MethodTier> tiers;
    private final CompileQueue queue;
    private final Installer installer;

    /**
     * @param tiers each method's tier state (the interpreter keeps it with the method's decoded code)
     * @param log   where {@code --print-compilation} writes, or {@code null}
     */
    public Tiers(TierPolicy policy, boolean batch, PrintStream log, BaselineCompiler compiler,
                 Function<GuestMethod, MethodTier> tiers) {
        this.policy = policy;
        this.compiler = compiler;
        this.tiers = tiers;
        this.installer = new Installer(tiers, log, batch || policy.mode() == TierPolicy.Mode.BASELINE
                || policy.mode() == TierPolicy.Mode.OPT);
        this.queue = new CompileQueue(compiler, batch, installer::install);
    }

    /** Which tier runs guest methods ({@code --tier}). */
    public TierPolicy.Mode mode() {
        return policy.mode();
    }

    /** What the compiler has compiled so far, by level, and what it could not compile ({@code --vm-stats}). */
    public CompileStats stats() {
        return installer.stats();
    }

    /** The compiler the queue compiles with (it also maps compiled frames back to the guest). */
    public BaselineCompiler compiler() {
        return compiler;
    }

    /**
     * The compiled entry a new entry slot should start with, or {@code null} for the interpreter.
     * Under {@code baseline} and {@code opt} this compiles the method's class now.
     */
    public MethodHandle initialEntry(GuestMethod m) {
        int level = policy.initialLevel(m);
        if (level == MethodTier.INTERPRETED) {
            return null;
        }
        MethodTier tier = tiers.apply(m);
        if (!tier.hasClaimed(level)) {
            compileClassOf(m, level);
        }
        CompiledMethod c = tier.compiled();
        return c == null ? null : c.entry();
    }

    /**
     * Counts an interpreted call of {@code method}, whose tier state is {@code tier}, that is about
     * to be interpreted. (The interpreter has a controller only when the tier is not {@code interp}.)
     */
    public void invoked(MethodTier tier, GuestMethod method) {
        if (tier.hasClaimed(BaselineCompiler.BASELINE_LEVEL)) {
            return;
        }
        int level = policy.interpretedCall(tier);
        if (level != TierPolicy.STAY && tier.claim(level)) {
            queue.submit(request(method, -1, level));
        }
    }

    /**
     * Counts a backedge of an interpreted activation of {@code method}, whose tier state is
     * {@code tier}, to instruction {@code target}.
     *
     * @return the OSR entry to continue at {@code target} with, when one is ready
     */
    public MethodHandle backedge(MethodTier tier, GuestMethod method, int target) {
        if (policy.mode() != TierPolicy.Mode.ADAPTIVE) {
            return null;
        }
        int level = policy.interpretedBackedge(tier);
        if (level != TierPolicy.STAY && !tier.hasClaimed(level) && tier.claim(level)) {
            queue.submit(request(method, -1, level));
        }
        if (!policy.wantsOsr(tier)) {
            return null;
        }
        MethodHandle[] osr = tier.osrEntries();
        MethodHandle entry = osr[target];
        if (entry == null && tier.requestOsr(target)) {
            queue.submit(new Request(method, target, BaselineCompiler.BASELINE_LEVEL, false));
            entry = osr[target];
        }
        return entry;
    }

    /** Counts a call of compiled code of method {@code m} that counts its calls. */
    public void compiledCall(GuestMethod m) {
        MethodTier tier = tiers.apply(m);
        int level = policy.compiledCall(tier);
        if (level != TierPolicy.STAY && tier.claim(level)) {
            queue.submit(request(m, -1, level));
        }
    }

    /** The level {@code m}'s code runs at now (0 while it is interpreted). */
    @Override
    public int level(GuestMethod m) {
        return tiers.apply(m).level();
    }

    /**
     * Queues {@code m} for level 2, for the reason {@code why} (the controller's decision): from
     * level 1, or at level 2 again with a profile that has changed. Only under {@code adaptive};
     * false when the method cannot be compiled or a compilation of it at level 2 is under way.
     */
    @Override
    public boolean recompileAtLevel2(GuestMethod m, String why) {
        if (policy.mode() != TierPolicy.Mode.ADAPTIVE || !BaselineCompiler.canCompile(m)) {
            return false;
        }
        MethodTier tier = tiers.apply(m);
        if (!tier.claim(BaselineCompiler.OPT_LEVEL) && !tier.claimRecompile(BaselineCompiler.OPT_LEVEL)) {
            return false;
        }
        queue.submit(new Request(m, -1, BaselineCompiler.OPT_LEVEL, policy.countsCalls(BaselineCompiler.OPT_LEVEL),
                why));
        return true;
    }

    @Override
    public boolean gains(GuestMethod m) {
        return compiler.optimizerGains(m);
    }

    @Override
    public double measuredCompileRate() {
        return installer.stats().rate(BaselineCompiler.OPT_LEVEL);
    }

    /** Hears of every compilation's outcome but OSR variants', once installed. */
    public void addCompilationListener(java.util.function.Consumer<BaselineCompiler.Result> listener) {
        installer.addListener(listener);
    }

    private Request request(GuestMethod m, int osrTarget, int level) {
        return new Request(m, osrTarget, level, policy.countsCalls(level));
    }

    /** Compiles at {@code level} every compilable method of {@code m}'s class not yet claimed, now, on this thread. */
    private void compileClassOf(GuestMethod m, int level) {
        GuestClass owner = m.owner();
        List<Request> requests = new ArrayList<>();
        for (GuestMethod other : owner.methods()) {
            if (BaselineCompiler.canCompile(other) && tiers.apply(other).claim(level)) {
                requests.add(request(other, -1, level));
            }
        }
        queue.compileNow(owner, requests);
    }
}
