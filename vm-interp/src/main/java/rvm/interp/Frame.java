package rvm.interp;

import rvm.interp.stack.InterpretedFrame;

/**
 * One activation of an interpreted guest method: locals then operand stack, with primitives in
 * {@link #p} and references in {@link #r} at the same slot index (never boxed).
 *
 * <p>An int, float, or the first slot of a long or double lives in {@code p}; floats and doubles
 * as raw bits. Stack manipulation instructions ({@code dup_x2}, {@code swap}, ...) copy both arrays
 * and so never need to know the types they move.
 */
final class Frame implements InterpretedFrame {
    /** The method's code; a frame reused by a thread's pool (see {@link ThreadState#frameFor}) gets new code. */
    Code code;
    final long[] p;
    final Object[] r;
    /** The thread this frame runs on. */
    ThreadState ts;
    /** The previous interpreted frame on this thread (possibly with host frames in between). */
    Frame prev;
    /** The frame that receives the return value, at {@link #retSlot}. */
    Frame caller;
    int retSlot;
    /**
     * The current instruction index; kept up to date at calls, when an exception is thrown and in a
     * backedge yieldpoint's slow path.
     */
    int pc;
    /** Stack pointer handed back when a nested synchronized region ends. */
    int sp;
    /** How many synchronized regions of this frame the interpreter is inside (no OSR while any is). */
    int monitorDepth;
    /** The compiled code this activation continues in, once it moved there at a backedge (OSR). */
    java.lang.invoke.MethodHandle osrEntry;
    /** Monitors of regions that an exception left (releasing them) before their handler ran. */
    private java.util.ArrayList<Object> releasedByUnwinding;

    Frame(Code code) {
        this.code = code;
        this.p = new long[code.frameSize];
        this.r = new Object[code.frameSize];
    }

    /** Prepares a pooled frame for another activation. */
    void reuse(Code c) {
        code = c;
        releasedByUnwinding = null;
        monitorDepth = 0;
        osrEntry = null;
    }

    /**
     * Drops what a finished activation left, so that a pooled frame keeps nothing alive: its slots,
     * and its links to the frames it was called from (which may be frames that are not pooled, with
     * their own slots) and to the monitors it held.
     */
    void release() {
        java.util.Arrays.fill(r, 0, code.frameSize, null);
        caller = null;
        prev = null;
        osrEntry = null;
        releasedByUnwinding = null;
    }

    /** Records that unwinding released the monitor of {@code o}'s region in this frame. */
    void monitorReleasedByUnwinding(Object o) {
        if (releasedByUnwinding == null) {
            releasedByUnwinding = new java.util.ArrayList<>(2);
        }
        releasedByUnwinding.add(o);
    }

    /**
     * A {@code monitorexit} of {@code o} outside its nested region: succeeds (and forgets the record)
     * when unwinding already released {@code o}'s monitor.
     */
    boolean exitMonitorReleasedByUnwinding(Object o) {
        if (releasedByUnwinding != null) {
            for (int i = releasedByUnwinding.size() - 1; i >= 0; i--) {
                if (releasedByUnwinding.get(i) == o) {
                    releasedByUnwinding.remove(i);
                    return true;
                }
            }
        }
        return false;
    }

    /** A frame of {@code size} slots without code: a pooled frame, or one that only receives a return value. */
    Frame(int size) {
        this.code = null;
        this.p = new long[size];
        this.r = new Object[size];
    }

    @Override
    public rvm.core.model.GuestMethod method() {
        return code == null ? null : code.method;
    }

    @Override
    public int bci() {
        return code.method.bciOf(pc);
    }

    @Override
    public int line() {
        return pc >= 0 && pc < code.line.length ? code.line[pc] : -1;
    }

    @Override
    public InterpretedFrame next() {
        return prev;
    }

    @Override
    public InterpretedFrame caller() {
        return caller;
    }

    @Override
    public String nullPointerMessage() {
        return NullPointerMessages.describe(code, pc);
    }

    @Override
    public boolean continuesCompiled() {
        return osrEntry != null;
    }
}
