package rvm.core.stack;

import rvm.core.model.GuestMethod;

/**
 * One frame of a guest thread's stack as the guest sees it, whatever runs it.
 *
 * @param kind      what runs the frame
 * @param method    the guest method, or {@code null} for a {@link Kind#HOST} frame
 * @param bci       the bytecode index in the guest's class file of the instruction the frame is at
 *                  (a call site, for every frame but the innermost), or -1 when unknown; for a
 *                  {@link Kind#HOST} frame, the host's
 * @param line      the source line, or -1 when unknown
 * @param hostFrame for a {@link Kind#HOST} frame, the JDK frame; otherwise {@code null}
 */
public record GuestFrame(Kind kind, GuestMethod method, int bci, int line, StackWalker.StackFrame hostFrame) {

    /** What runs a frame. */
    public enum Kind {
        /** The tier-0 interpreter. */
        INTERPRETED,
        /** Compiled code in a hidden class (tier 1). */
        COMPILED,
        /**
         * A constructor or static initialiser, which runs as the guest class's own bytecode with
         * yieldpoints added; its bytecode index is the guest's when the frame stands at a call (a
         * caller's frame always does), else -1 (the host's code has shifted), its line the guest's.
         */
        BYTECODE,
        /** A JDK method, such as one calling back into guest code (a comparator, a stream stage). */
        HOST
    }

    /** {@code pkg/Cls.name(Desc)Ret} for a guest frame, {@code pkg.Cls.name(Desc)Ret} for a JDK frame. */
    public String describe() {
        if (method != null) {
            return method.jvmName();
        }
        return hostFrame.getClassName() + "." + hostFrame.getMethodName() + hostFrame.getDescriptor();
    }
}
