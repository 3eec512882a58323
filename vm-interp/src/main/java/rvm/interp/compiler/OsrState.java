package rvm.interp.compiler;

import java.util.ArrayList;
import java.util.List;
import org.objectweb.asm.Type;
import org.objectweb.asm.tree.AbstractInsnNode;
import org.objectweb.asm.tree.analysis.BasicValue;
import org.objectweb.asm.tree.analysis.Frame;
import rvm.core.compile.FrameTypes;
import rvm.core.compile.UninitialisedObjects;
import rvm.core.loader.ClassHierarchy;
import rvm.core.model.GuestMethod;

/**
 * The verifier's types of the locals and operand stack at one instruction of a guest method: what an
 * on-stack replacement entry must load from an interpreter frame to continue there in compiled code.
 *
 * @param locals one type per local slot: a JVM type, or {@code null} where the slot holds nothing
 *               usable (unset, or the second half of a long or double)
 * @param stack  the types of the operand stack, bottom first
 */
record OsrState(List<Type> locals, List<Type> stack) {

    /** The type of the {@code null} constant in ASM's verifier. */
    static final Type NULL = FrameTypes.NULL;

    /**
     * The state at real instruction {@code insnIndex} of {@code method}.
     *
     * @return the state, or {@code null} when compiled code cannot take over there: the method does
     *         not verify under the VM's view of the hierarchy, or the frame holds an object under
     *         construction ({@link UninitialisedObjects}), which compiled code could not be handed
     */
    static OsrState at(GuestMethod method, int insnIndex, ClassHierarchy hierarchy) {
        Frame<BasicValue>[] frames = FrameTypes.analyze(method.owner(), method.node(), hierarchy);
        if (frames == null) {
            return null;
        }
        int node = nodeIndex(method, insnIndex);
        Frame<BasicValue> f = node < 0 ? null : frames[node];
        if (f == null || UninitialisedObjects.holdsAny(f)) {
            return null;
        }
        List<Type> stack = new ArrayList<>();
        for (int i = 0; i < f.getStackSize(); i++) {
            Type t = FrameTypes.usable(f.getStack(i));
            if (t == null) {
                return null;
            }
            stack.add(FrameTypes.loadable(t, hierarchy));
        }
        return new OsrState(FrameTypes.locals(f, hierarchy), stack);
    }

    private static int nodeIndex(GuestMethod method, int insnIndex) {
        int real = 0;
        int node = 0;
        for (AbstractInsnNode i = method.node().instructions.getFirst(); i != null; i = i.getNext(), node++) {
            if (i.getOpcode() >= 0) {
                if (real == insnIndex) {
                    return node;
                }
                real++;
            }
        }
        return -1;
    }
}
