package rvm.interp;

import org.objectweb.asm.tree.AbstractInsnNode;
import rvm.core.model.GuestMethod;
import rvm.interp.link.Descriptors;

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

    /** The method's tier state (see {@link rvm.interp.tier.Tiers}). */
    final rvm.interp.tier.MethodTier tier;

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
        this.tier = new rvm.interp.tier.MethodTier(n);
    }
}
