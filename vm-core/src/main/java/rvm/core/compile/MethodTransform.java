package rvm.core.compile;

/**
 * A pass over a compilation unit before it is emitted: it changes the unit's body and records in
 * the unit's {@link InlineMap} which guest instruction each instruction it adds belongs to.
 *
 * <p>Constraints: a transform keeps the body verifiable, and leaves the operand stack at every
 * branch target and exception handler as the guest's code has it (the emitter writes the guest's
 * own stack map frames back at those points).
 */
public interface MethodTransform {

    /** Transforms {@code unit} in place. */
    void transform(CompilationUnit unit);
}
