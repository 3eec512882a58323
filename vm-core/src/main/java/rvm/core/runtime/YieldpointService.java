package rvm.core.runtime;

/**
 * What runs when a yieldpoint is taken: the one service that owns the control word (a call-edge
 * profiler, timer, CBS or exact, or instrumentation sampling's merged trigger) decides here, in the
 * out-of-line slow path, what the yieldpoint is for; no service adds a second test to the fast path
 * (docs/decisions/001-one-overloaded-yieldpoint-word.md). Tier-up does not come through here: the
 * interpreter counts calls and backedges itself, and level-1 code its calls
 * ({@code --level2-after}); the recompilation controller reads a profile.
 *
 * <p>Constraints: called on the guest thread that took the yieldpoint, possibly from compiled
 * code deep inside the guest; it must not block, and should neither lock nor allocate. It is
 * responsible for resetting the control word when its request has been served.
 */
@FunctionalInterface
public interface YieldpointService {

    /**
     * Called when a yieldpoint is taken.
     *
     * @param kind     where the yieldpoint sits
     * @param methodId the id of the guest method it sits in (see {@code ClassModel.method(int)})
     * @param bci      the bytecode index of the backedge branch, or -1 for prologues and epilogues
     *                 (and where the index is unknown)
     */
    void yieldpointTaken(YieldpointKind kind, int methodId, int bci);

    /**
     * Called instead of {@link #yieldpointTaken} for a yieldpoint of the tier-0 interpreter, whose
     * current frame is then the innermost guest frame (a profiler may find its caller without a
     * stack walk). By default the same as {@link #yieldpointTaken}.
     */
    default void interpretedYieldpointTaken(YieldpointKind kind, int methodId, int bci) {
        yieldpointTaken(kind, methodId, bci);
    }

    /**
     * Called instead of {@link #yieldpointTaken} for the prologue or epilogue yieldpoint of a callee
     * that rvm's inliner copied into its caller and that kept its yieldpoints
     * ({@code --inlined-yieldpoints=keep}): the compiler knew the call edge, so a profiler records it
     * without a stack walk. By default the yieldpoint is the callee's, as any other.
     *
     * @param callerId the guest method the call site is in (itself possibly inlined)
     * @param bci      the call site's bytecode index in {@code callerId}
     * @param calleeId the inlined callee, whose yieldpoint was taken
     */
    default void inlinedYieldpointTaken(YieldpointKind kind, int callerId, int bci, int calleeId) {
        yieldpointTaken(kind, calleeId, -1);
    }

    /**
     * Called instead of {@link #yieldpointTaken} for a yieldpoint that is also a check of Arnold and
     * Ryder's instrumentation sampling (the merged triggers, {@code --sample-trigger=yieldpoint} and
     * {@code cbs}): the prologue yieldpoint of an instrumented method, or a backedge yieldpoint of
     * its checking code. Returns whether the check samples, that is whether the activation goes on
     * in the duplicated, instrumented code. By default the yieldpoint is an ordinary one and does not.
     */
    default boolean checkingYieldpointTaken(YieldpointKind kind, int methodId, int bci) {
        yieldpointTaken(kind, methodId, bci);
        return false;
    }
}
