package rvm.interp.stack;

/**
 * A thread's interpreter state as the stack walks and trace rewriting read it: its interpreted
 * frames, and the throwable whose trace was rewritten last (so that a throwable caught, rethrown
 * and caught again in the same frames is rewritten once).
 */
public interface InterpreterThread {

    /** The innermost interpreted frame of the thread, {@code null} when none runs. */
    InterpretedFrame top();

    /** Whether {@code t} is the throwable this thread's trace rewriting handled last. */
    boolean rewroteLast(Throwable t);

    /** Records {@code t} as the throwable handled last (held weakly). */
    void rewrote(Throwable t);
}
