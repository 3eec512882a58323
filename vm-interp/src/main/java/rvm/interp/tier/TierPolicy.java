package rvm.interp.tier;

import rvm.core.model.GuestMethod;
import rvm.interp.compiler.BaselineCompiler;

/**
 * Which level a guest method should run at next: the decisions of tier-up, apart from the
 * mechanism that compiles ({@link CompileQueue}) and installs ({@link Installer}) code.
 *
 * <p>Levels: 0 is the interpreter, {@link BaselineCompiler#BASELINE_LEVEL} the baseline compiler,
 * {@link BaselineCompiler#OPT_LEVEL} the optimising level (the baseline compiler with the
 * transforms of the VM's {@code Optimizer}, the inliner under {@code rvm run --inliner=rvm}).
 * {@code baseline} compiles every method at level 1 before its first call, {@code opt} at level 2;
 * {@code adaptive} counts interpreted calls and backedges per method and asks for level 1 at the
 * {@code compileThreshold}-th of either, and, once a method has taken {@code osrThreshold}
 * backedges, for an on-stack replacement entry at each further backedge's target. With
 * {@code level2After > 0}, level-1 code counts its calls and the {@code level2After}-th asks for
 * level 2.
 *
 * <p>Constraints: called on guest threads in the interpreter's call and branch paths and in
 * compiled prologues; it only counts (racily, as HotSpot does) and answers, never blocks.
 */
public final class TierPolicy {

    /** Which tier runs guest methods (the {@code --tier} option). */
    public enum Mode { INTERP, BASELINE, ADAPTIVE, OPT }

    /** The answer "stay at the current level". */
    static final int STAY = -1;

    private final Mode mode;
    private final int compileThreshold;
    private final int osrThreshold;
    private final int level2After;

    /**
     * @param level2After calls of level-1 code after which a method is recompiled at level 2, or 0
     *                    for never ({@code --level2-after})
     */
    public TierPolicy(Mode mode, int compileThreshold, int osrThreshold, int level2After) {
        this.mode = mode;
        this.compileThreshold = compileThreshold;
        this.osrThreshold = osrThreshold;
        this.level2After = level2After;
    }

    /** Which tier runs guest methods ({@code --tier}). */
    public Mode mode() {
        return mode;
    }

    /**
     * The level {@code m} starts at: level 1 under {@code baseline}, level 2 under {@code opt}, when
     * it can be compiled; else 0.
     */
    int initialLevel(GuestMethod m) {
        if (!BaselineCompiler.canCompile(m)) {
            return MethodTier.INTERPRETED;
        }
        return mode == Mode.BASELINE ? BaselineCompiler.BASELINE_LEVEL
                : mode == Mode.OPT ? BaselineCompiler.OPT_LEVEL : MethodTier.INTERPRETED;
    }

    /** Counts an interpreted call of a method in state {@code t}: the level to compile it at, or {@link #STAY}. */
    int interpretedCall(MethodTier t) {
        if (mode == Mode.OPT) {
            return BaselineCompiler.OPT_LEVEL;
        }
        if (mode == Mode.BASELINE || ++t.invocations >= compileThreshold) {
            return BaselineCompiler.BASELINE_LEVEL;
        }
        return STAY;
    }

    /** Counts an interpreted backedge: the level to compile the method at, or {@link #STAY}. */
    int interpretedBackedge(MethodTier t) {
        return ++t.backedges >= compileThreshold ? BaselineCompiler.BASELINE_LEVEL : STAY;
    }

    /** Whether an interpreted backedge of a method in state {@code t} should continue in compiled code. */
    boolean wantsOsr(MethodTier t) {
        return t.backedges >= osrThreshold;
    }

    /** Counts a call of compiled code that counts its calls: the level to recompile at, or {@link #STAY}. */
    int compiledCall(MethodTier t) {
        return t.level() == BaselineCompiler.BASELINE_LEVEL && ++t.compiledCalls >= level2After
                ? BaselineCompiler.OPT_LEVEL : STAY;
    }

    /** Whether code compiled at {@code level} must count its calls (so that it can be recompiled higher). */
    boolean countsCalls(int level) {
        return level2After > 0 && level < BaselineCompiler.OPT_LEVEL;
    }
}
