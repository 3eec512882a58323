package rvm.interp;

import org.objectweb.asm.tree.AbstractInsnNode;
import rvm.core.model.GuestMethod;

/**
 * A guest method decoded for the interpreter: one entry per real instruction, branch targets as
 * instruction indices, constants pre-decoded, and a slot per instruction for what the first
 * execution resolved (quickening).
 */
final class Code {
    final GuestMethod method;
    /** Opcode per instruction: a JVM opcode or one of the interpreter's own ({@code Q_*}). */
    final int[] op;
    /** First int operand: local index, branch target, int constant, iinc index, ... */
    final int[] a;
    /** Second int operand: iinc increment, dimensions, ... */
    final int[] b;
    /** Long/double constants (raw bits). */
    final long[] c;
    /** Per-instruction resolved data (call sites, field handles, classes, constants, switches). */
    final Object[] k;
    /** The ASM node of each instruction, for resolution on first execution. */
    final AbstractInsnNode[] insn;
    /** Source line per instruction, -1 when unknown. */
    final int[] line;
    /** Raw class-file opcode per instruction (for opcode counts). */
    final byte[] raw;
    final int maxLocals;
    final int frameSize;
    final Handler[] handlers;
    final boolean isStatic;
    final boolean isSynchronized;
    /** Argument kinds in slot order, receiver first ('L'), then descriptor kinds. */
    final char[] argKinds;
    final int argSlots;
    final char returnKind;
    /** Producer analysis for null-pointer messages, computed on the first null dereference. */
    volatile Object npeAnalysis;

    // ---- tier-up state (see Tiers)
    static final int NOT_COMPILED = 0;
    static final int QUEUED = 1;
    static final int COMPILED = 2;
    static final int FAILED = 3;
    /** Interpreted calls and backedges counted so far (racy, as HotSpot's counters are). */
    int invocations;
    int backedges;
    /** One of {@link #NOT_COMPILED}, {@link #QUEUED}, {@link #COMPILED}, {@link #FAILED}. */
    volatile int compileState;
    /** The compiled method, once installed; interpreted callers call its interpreter entry. */
    volatile rvm.interp.compiler.CompiledMethod compiled;
    /** OSR entries by target instruction, and which targets were asked for; made on first use. */
    private volatile java.lang.invoke.MethodHandle[] osrEntries;
    private boolean[] osrRequested;

    /** One exception table entry, with its catch type resolved on first use. */
    static final class Handler {
        final int start;
        final int end;
        final int target;
        final String type;
        volatile Class<?> resolved;

        Handler(int start, int end, int target, String type) {
            this.start = start;
            this.end = end;
            this.target = target;
            this.type = type;
        }
    }

    /** Claims this method's compilation: true for the one caller that moves it from not compiled to queued. */
    synchronized boolean claimCompilation() {
        if (compileState != NOT_COMPILED) {
            return false;
        }
        compileState = QUEUED;
        return true;
    }

    /** The OSR entries by target instruction (null where none is ready). */
    java.lang.invoke.MethodHandle[] osrEntries() {
        java.lang.invoke.MethodHandle[] o = osrEntries;
        if (o == null) {
            synchronized (this) {
                o = osrEntries;
                if (o == null) {
                    osrRequested = new boolean[op.length];
                    o = new java.lang.invoke.MethodHandle[op.length];
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

    Code(GuestMethod method, int n, int maxLocals, int maxStack, Handler[] handlers) {
        this.method = method;
        this.op = new int[n];
        this.a = new int[n];
        this.b = new int[n];
        this.c = new long[n];
        this.k = new Object[n];
        this.insn = new AbstractInsnNode[n];
        this.line = new int[n];
        this.raw = new byte[n];
        this.maxLocals = maxLocals;
        this.frameSize = maxLocals + maxStack + 2;
        this.handlers = handlers;
        this.isStatic = method.isStatic();
        this.isSynchronized = (method.access() & org.objectweb.asm.Opcodes.ACC_SYNCHRONIZED) != 0;
        this.argKinds = Descriptors.argKinds(method.descriptor(), !isStatic);
        this.argSlots = Descriptors.slots(argKinds);
        this.returnKind = Descriptors.returnKind(method.descriptor());
    }
}
