package rvm.interp.tier;

import java.lang.invoke.MethodHandle;
import rvm.interp.compiler.CompiledMethod;

/**
 * One guest method's tier state: the level its code runs at (0 the interpreter, then each
 * compiled level), the compilation under way, the counters the tier policy reads, and its
 * on-stack-replacement entries. {@link Tiers} updates it; the interpreter keeps one per decoded
 * method and reads which compiled code to call from it.
 *
 * <p>Constraints: the counters are plain ints updated racily on guest threads, as HotSpot's are (a
 * lost increment only delays a compilation); a compilation is claimed at most once per level; the
 * installed level only rises.
 */
public final class MethodTier {

    /** The interpreter's level. */
    public static final int INTERPRETED = 0;

    /** Interpreted calls and backedges counted so far. */
    int invocations;
    int backedges;
    /** Calls of the method's compiled code counted so far (only when its code counts them). */
    int compiledCalls;

    /** The highest level a compilation has been claimed for (queued, done or failed: a failed one is not retried). */
    private int claimed = INTERPRETED;
    /** Whether a recompilation at the running level (a new profile) is queued and not installed yet. */
    private boolean recompiling;
    /** The compiled method running, once installed; interpreted callers call its interpreter entry. */
    private volatile CompiledMethod compiled;

    /** OSR entries by target instruction, and which targets were asked for; made on first use. */
    private volatile MethodHandle[] osrEntries;
    private boolean[] osrRequested;
    private final int instructions;

    /** @param instructions how many instructions the method has (the OSR targets there can be) */
    public MethodTier(int instructions) {
        this.instructions = instructions;
    }

    /** The level the method's code runs at now. */
    public int level() {
        CompiledMethod c = compiled;
        return c == null ? INTERPRETED : c.level();
    }

    /** The compiled method running, or {@code null} while the method is interpreted. */
    public CompiledMethod compiled() {
        return compiled;
    }

    /** Whether a compilation at {@code level} or above has been claimed already. */
    boolean hasClaimed(int level) {
        return claimed >= level;
    }

    /** Claims the compilation at {@code level}: true for the one caller that claims it first. */
    synchronized boolean claim(int level) {
        if (claimed >= level) {
            return false;
        }
        claimed = level;
        return true;
    }

    /**
     * Claims a recompilation at {@code level}, the level the method runs at now, with a profile that
     * has changed: true when no compilation of the method is under way.
     */
    synchronized boolean claimRecompile(int level) {
        if (claimed != level || level() != level || recompiling) {
            return false;
        }
        recompiling = true;
        return true;
    }

    /**
     * Installs {@code c} if its level is above the running one, or is the running one and {@code c}
     * is a newer compilation of it (a recompilation with a new profile); false when a higher level got
     * there first (a level-1 compilation finishing after the level-2 one that a trigger asked for
     * while it ran, on another thread under {@code --batch-compilation}): the code stays where it is.
     */
    synchronized boolean install(CompiledMethod c) {
        CompiledMethod running = compiled;
        if (c.level() < level() || running != null && c.level() == running.level()
                && c.compileId() <= running.compileId()) {
            return false;
        }
        compiled = c;
        return true;
    }

    /** A compilation at {@code level} or above has ended, installed or not: another may be claimed. */
    synchronized void settled(int level) {
        if (level >= claimed) {
            recompiling = false;
        }
    }

    /** The OSR entries by target instruction (null where none is ready). */
    MethodHandle[] osrEntries() {
        MethodHandle[] o = osrEntries;
        if (o == null) {
            synchronized (this) {
                o = osrEntries;
                if (o == null) {
                    osrRequested = new boolean[instructions];
                    o = new MethodHandle[instructions];
                    osrEntries = o;
                }
            }
        }
        return o;
    }

    /**
     * Claims the OSR compilation for {@code target}: true for the first caller only. A target already
     * asked for (its code pending, or failed) answers without taking the lock, since every backedge
     * past the threshold asks.
     */
    boolean requestOsr(int target) {
        osrEntries();
        if (osrRequested[target]) {
            return false;
        }
        synchronized (this) {
            if (osrRequested[target]) {
                return false;
            }
            osrRequested[target] = true;
            return true;
        }
    }
}
