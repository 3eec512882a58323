package rvm.core.compile;

/**
 * What the compiler adds to the guest's code, as a value handed to it (nothing it emits depends on
 * state it reads elsewhere).
 *
 * @param yieldpoints    whether compiled code gets yieldpoints, and whether they count executions
 *                       ({@code --yieldpoint-stats})
 * @param backedgeChecks how backedge yieldpoints test the word ({@code --compiled-backedge-checks};
 *                       {@code STRIP} checks as {@code EVERY} when counting)
 * @param guestFrames    whether compiled code keeps the guest's stack map frames where it can
 *                       ({@code --compiled-frames=guest}) rather than having ASM compute them
 * @param exactCalls     whether every call announces its call site to the exact profiler
 *                       ({@code --profile=exact})
 * @param windowCalls    whether every call announces its call site while a counter-based sampling
 *                       window is open ({@code --profile=cbs --cbs-callers=announced})
 */
public record CodeGenConfig(YieldpointCode yieldpoints, BackedgeChecks backedgeChecks,
                            boolean guestFrames, boolean exactCalls, boolean windowCalls) {

    /** A configuration without counter-based sampling's announcements. */
    public CodeGenConfig(YieldpointCode yieldpoints, BackedgeChecks backedgeChecks, boolean guestFrames,
                         boolean exactCalls) {
        this(yieldpoints, backedgeChecks, guestFrames, exactCalls, false);
    }

    /** Whether compiled code gets yieldpoints, and whether they count executions. */
    public enum YieldpointCode { NONE, INLINE, COUNTING }

    /**
     * How compiled backedges test the yieldpoint word ({@code --compiled-backedge-checks}): every
     * backedge reads it, or a countdown strip-mines the reads (one opaque read every 1024th
     * backedge), or backedges have no check.
     */
    public enum BackedgeChecks { EVERY, STRIP, NONE }

    /**
     * With {@link BackedgeChecks#STRIP}, the backedges of one compiled activation between two reads
     * of the yieldpoint word; with {@link BackedgeChecks#EVERY}, between two opaque reads (the others
     * read it plainly).
     */
    public static final int READ_INTERVAL = 1024;

    /**
     * Whether compiled code gets epilogue yieldpoints: not the inline checks of a run whose profiler
     * takes nothing at an epilogue (the exact profiler, and counter-based sampling with announced
     * callers, whose windows count prologues only), where each would test the word for nothing.
     * Counting code keeps them, so that {@code --yieldpoint-stats} counts the same on every tier.
     */
    public boolean epilogues() {
        return yieldpoints == YieldpointCode.COUNTING || yieldpoints == YieldpointCode.INLINE && !exactCalls && !windowCalls;
    }

    /**
     * The backedge checks compiled code gets: none without yieldpoints, and {@code EVERY} in place of
     * {@code STRIP} when counting, so that counts are exact and the same on every tier.
     */
    public BackedgeChecks effectiveBackedgeChecks() {
        if (yieldpoints == YieldpointCode.NONE) {
            return BackedgeChecks.NONE;
        }
        if (yieldpoints == YieldpointCode.COUNTING && backedgeChecks == BackedgeChecks.STRIP) {
            return BackedgeChecks.EVERY;
        }
        return backedgeChecks;
    }
}
