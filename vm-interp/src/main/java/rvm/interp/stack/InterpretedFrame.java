package rvm.interp.stack;

import rvm.core.model.GuestMethod;

/**
 * An interpreted guest frame as the stack walks read it: the interpreter's own frame record
 * ({@code rvm.interp.Frame}) seen through what walks need, so that this package does not depend on
 * the interpreter. Each interpreted frame is one {@code Interpreter.execute} host frame; the walks
 * match those host frames with these records, top first.
 */
public interface InterpretedFrame {

    /** The method the frame runs; {@code null} for a frame that runs no guest method yet. */
    GuestMethod method();

    /** The bytecode index, in the method's class file, of the instruction the frame is at. */
    int bci();

    /** The source line of that instruction, -1 when unknown. */
    int line();

    /** The next older interpreted frame of the same thread, {@code null} at the bottom. */
    InterpretedFrame next();

    /** The interpreted frame that called this one directly, {@code null} when the caller was not interpreted. */
    InterpretedFrame caller();

    /**
     * The message the host's {@code NullPointerException} has when the frame's current instruction
     * dereferences null (HotSpot's helpful message, computed from the method's bytecode).
     */
    String nullPointerMessage();

    /**
     * Whether the frame has left for compiled code through on-stack replacement: its host frame
     * is still on the stack, but the guest frame continues as the compiled frame above it.
     */
    boolean continuesCompiled();
}
