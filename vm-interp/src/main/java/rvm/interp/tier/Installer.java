package rvm.interp.tier;

import java.io.PrintStream;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.function.Consumer;
import java.util.function.Function;
import org.objectweb.asm.Opcodes;
import rvm.core.model.GuestMethod;
import rvm.interp.compiler.BaselineCompiler;
import rvm.interp.compiler.BaselineCompiler.Request;
import rvm.interp.compiler.BaselineCompiler.Result;
import rvm.interp.compiler.CompiledMethod;
import rvm.interp.compiler.HugeMethods;

/**
 * Makes compiled code run: a compiled method becomes the target of its entry slot (compiled
 * callers and the host call it there) and of its {@link MethodTier} (interpreted callers call its
 * interpreter entry); an OSR variant becomes its method's entry at its target instruction. Logs
 * each compilation for {@code --print-compilation}.
 *
 * <p>Constraints: a method's entry slot is retargeted once per level and only upwards, never back
 * and forth (each retarget of a {@code MutableCallSite} throws away HotSpot's code that inlined
 * it); a method is never taken back to the interpreter.
 */
final class Installer {

    private final Function<GuestMethod, MethodTier> tiers;
    private final PrintStream log;
    private final boolean batch;
    private final long start = System.nanoTime();
    private final CompileStats stats = new CompileStats();
    private final List<Consumer<Result>> listeners = new CopyOnWriteArrayList<>();

    /**
     * @param tiers each method's tier state
     * @param log   where {@code --print-compilation} writes, or {@code null}
     * @param batch whether compilation is batched (shown in the log)
     */
    Installer(Function<GuestMethod, MethodTier> tiers, PrintStream log, boolean batch) {
        this.tiers = tiers;
        this.log = log;
        this.batch = batch;
    }

    /** Installs {@code r}'s code, or leaves its method where it runs when it was not compiled. */
    void install(Result r) {
        Request q = r.request();
        MethodTier tier = tiers.apply(q.method());
        CompiledMethod c = r.compiled();
        stats.record(r);
        log(r);
        if (c != null && c.isOsr()) {
            tier.osrEntries()[c.osrTarget()] = c.entry();
            return;
        }
        if (c != null) {
            synchronized (tier) { // a level-2 install racing a level-1 one leaves the slot on level 2
                if (tier.install(c)) {
                    q.method().retarget(c.entry());
                }
            }
        }
        // a failed compilation keeps its claim: it is not tried again at that level
        tier.settled(q.level());
        for (Consumer<Result> listener : listeners) {
            listener.accept(r);
        }
    }

    /** Hears of every compilation's outcome but OSR variants', once installed (the controller's memory). */
    void addListener(Consumer<Result> listener) {
        listeners.add(listener);
    }

    /** What was compiled so far, and what was not. */
    CompileStats stats() {
        return stats;
    }

    // ------------------------------------------------------------------ --print-compilation

    private void log(Result r) {
        if (log == null) {
            return;
        }
        Request q = r.request();
        GuestMethod m = q.method();
        CompiledMethod c = r.compiled();
        String flags = (q.osrTarget() >= 0 ? "%" : " ")
                + ((m.access() & Opcodes.ACC_SYNCHRONIZED) != 0 ? "s" : " ")
                + (m.node().tryCatchBlocks.isEmpty() ? " " : "!")
                + (batch ? "b" : " ");
        String id = c == null ? "-" : Integer.toString(c.compileId());
        String where = q.osrTarget() >= 0 ? " @ " + m.bciOf(q.osrTarget()) : "";
        String outcome = c == null ? "   COMPILE SKIPPED: " + r.failure()
                : " (" + m.codeLength() + " bytes -> " + c.compiledSize() + " bytes"
                + (c.inlinedSites() > 0 ? ", " + c.inlinedSites() + (c.inlinedSites() == 1 ? " call site" : " call sites") + " inlined" : "") + ")"
                + (r.refused() != null ? "   NOT OPTIMISED: " + r.refused() : "")
                + (c.compiledSize() > BaselineCompiler.HUGE_METHOD_LIMIT && HugeMethods.skipped()
                        ? "   HUGE: over HotSpot's " + BaselineCompiler.HUGE_METHOD_LIMIT + "-byte limit, HotSpot will only interpret it"
                        : "");
        long ms = (System.nanoTime() - start) / 1_000_000;
        log.println(String.format("rvm: %7d %5s %s %d  %s%s%s%s", ms, id, flags, q.level(), m.jvmName(), where,
                outcome, q.why() == null ? "" : "   <- " + q.why()));
    }
}
