package rvm.interp.compiler;

import org.objectweb.asm.tree.AbstractInsnNode;
import org.objectweb.asm.tree.LabelNode;
import org.objectweb.asm.tree.MethodNode;
import rvm.core.compile.CompilationUnit;
import rvm.core.model.GuestMethod;

/**
 * What an optimised compilation may cost, estimated before the code is written: a compilation
 * over its budget is refused, and its method compiled without the optimizer's transforms.
 *
 * <p>Two costs matter. HotSpot's huge-method limit: code over
 * {@link BaselineCompiler#HUGE_METHOD_LIMIT} bytes is only interpreted (when the host keeps the
 * limit, {@link HugeMethods#skipped()}), so inlining into it is work for slower code; every
 * instruction takes at least one byte, so a unit with more instructions is over the limit before it
 * is written. And ASM's frame computation: code copied from other methods has no guest frames, and
 * ASM computes them with one frame per basic block, each holding the method's locals and stack, so
 * that its memory grows with the product of the code's length and its locals. Inlining grows both
 * (each copied body has locals of its own), and a long method full of calls (a Clojure namespace's
 * loader) would need gigabytes.
 *
 * <p>The frame estimate counts a basic block per instruction and label of the unit (the translator
 * starts a block at every guest instruction) and two arrays of locals and stack per block.
 */
final class CompileBudget {

    /** Frame memory no compilation may exceed, whatever the heap. */
    static final long MAX_FRAME_BYTES = 256L << 20;
    /** The share of the host's maximum heap one compilation's frames may take, as a divisor. */
    static final int HEAP_DIVISOR = 8;
    /** The operand stack the translator may add to the guest's, for the estimate. */
    private static final int EXTRA_STACK = 8;

    /** Why a compilation was refused: a kind that groups refusals, and the figures of this one. */
    record Refusal(String kind, String detail) {

        @Override
        public String toString() {
            return kind + ": " + detail;
        }
    }

    private CompileBudget() {
    }

    /** The refusal of an optimised compilation of {@code m} before any transform runs, or {@code null}. */
    static Refusal beforeTransforms(GuestMethod m) {
        if (m.codeLength() > BaselineCompiler.HUGE_METHOD_LIMIT && HugeMethods.skipped()) {
            return new Refusal("over HotSpot's huge-method limit", "its own code is " + m.codeLength()
                    + " bytes, over " + BaselineCompiler.HUGE_METHOD_LIMIT + "; HotSpot only interprets it");
        }
        return null;
    }

    /** The refusal of {@code unit}, its optimising transforms done, or {@code null} when it fits. */
    static Refusal afterTransforms(CompilationUnit unit) {
        MethodNode body = unit.body();
        int instructions = 0;
        int labels = 0;
        for (AbstractInsnNode i = body.instructions.getFirst(); i != null; i = i.getNext()) {
            if (i.getOpcode() >= 0) {
                instructions++;
            } else if (i instanceof LabelNode) {
                labels++;
            }
        }
        if (instructions > BaselineCompiler.HUGE_METHOD_LIMIT && HugeMethods.skipped()) {
            return new Refusal("over HotSpot's huge-method limit", "inlined, it has " + instructions
                    + " instructions, over " + BaselineCompiler.HUGE_METHOD_LIMIT + " bytes whatever their size");
        }
        long frames = frameBytes(instructions + labels, body.maxLocals, body.maxStack + EXTRA_STACK);
        long budget = frameBudget(Runtime.getRuntime().maxMemory());
        if (frames > budget) {
            return new Refusal("over the compile memory budget", "computing its frames would take about "
                    + mib(frames) + " (" + (instructions + labels) + " blocks x " + body.maxLocals + " locals), over "
                    + mib(budget));
        }
        return null;
    }

    /** The refusal of an optimised compilation whose code came out {@code bytes} long, or {@code null}. */
    static Refusal afterWriting(int bytes) {
        if (bytes > BaselineCompiler.HUGE_METHOD_LIMIT && HugeMethods.skipped()) {
            return new Refusal("over HotSpot's huge-method limit", "its compiled code came out at " + bytes
                    + " bytes, over " + BaselineCompiler.HUGE_METHOD_LIMIT);
        }
        return null;
    }

    /** The bytes of ASM's frames for {@code blocks} basic blocks of {@code locals} locals and {@code stack} stack. */
    static long frameBytes(long blocks, int locals, int stack) {
        return blocks * 2 * ((long) locals + stack) * Integer.BYTES;
    }

    /** The frame memory one compilation may take in a heap of at most {@code maxHeap} bytes. */
    static long frameBudget(long maxHeap) {
        return Math.min(MAX_FRAME_BYTES, maxHeap / HEAP_DIVISOR);
    }

    private static String mib(long bytes) {
        return (bytes + (1 << 20) - 1 >> 20) + " MiB";
    }
}
