package rvm.interp.compiler;

import static org.objectweb.asm.Opcodes.*;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.objectweb.asm.Type;
import org.objectweb.asm.tree.AbstractInsnNode;
import org.objectweb.asm.tree.FrameNode;
import org.objectweb.asm.tree.LabelNode;
import org.objectweb.asm.tree.MethodNode;
import rvm.core.compile.CompilationUnit;
import rvm.core.model.GuestMethod;

/**
 * A guest method's own stack map frames, expanded: for each instruction the class file gives a frame
 * for, the types of all its locals and of its operand stack, in ASM's notation (a long or double is
 * one entry; {@code Opcodes.TOP}, {@code INTEGER}, ... for primitives and the unusable; an internal
 * name or array descriptor for a reference; a {@link LabelNode} for an object not yet constructed,
 * the label of its {@code new}).
 *
 * <p>The compiler writes these frames back into compiled code instead of having ASM compute them:
 * {@code COMPUTE_FRAMES} runs a type inference over every method, and the C2 time HotSpot spends on
 * that part of ASM is taken from the guest code waiting to be compiled
 * (docs/decisions/005-guest-stack-map-frames.md). The frames stay valid because the code the
 * compiler adds around the guest's instructions leaves every branch target's operand stack as it
 * was; the locals it adds come after the guest's {@code maxLocals}.
 */
final class GuestFrames {

    /** The types at one instruction: all locals, then the operand stack, bottom first. */
    record Frame(List<Object> locals, List<Object> stack) {
    }

    private final Map<Integer, Frame> byInstruction;

    private GuestFrames(Map<Integer, Frame> byInstruction) {
        this.byInstruction = byInstruction;
    }

    /**
     * The frames of {@code method}, by the index of the instruction each stands before (the
     * interpreter's instruction numbering: labels, line numbers and frames are not instructions).
     * Only class files of version 51 and later must have a frame at every branch target; for older
     * ones the map may miss frames. Read from the unit's body (whose labels the frames' uninitialised
     * types name), counting only the guest's own instructions.
     */
    static GuestFrames of(CompilationUnit unit) {
        GuestMethod method = unit.root();
        MethodNode node = unit.body();
        List<Object> locals = initialLocals(method);
        List<Object> stack = new ArrayList<>();
        Map<Integer, Frame> frames = new HashMap<>();
        int index = 0;
        for (AbstractInsnNode i = node.instructions.getFirst(); i != null; i = i.getNext()) {
            if (i instanceof FrameNode) {
                FrameNode f = (FrameNode) i;
                apply(f, locals, stack);
                frames.put(index, new Frame(List.copyOf(locals), List.copyOf(stack)));
            } else if (unit.map().isGuest(i)) {
                index++;
            }
        }
        return new GuestFrames(frames);
    }

    /** The frame at instruction {@code index}, or null when the class file gives none there. */
    Frame at(int index) {
        return byInstruction.get(index);
    }

    /** The locals on entry, from the descriptor: the receiver (uninitialised in a constructor), then the parameters. */
    private static List<Object> initialLocals(GuestMethod method) {
        List<Object> locals = new ArrayList<>();
        if (!method.isStatic()) {
            locals.add(method.name().equals("<init>") ? UNINITIALIZED_THIS : method.owner().name());
        }
        for (Type t : Type.getArgumentTypes(method.descriptor())) {
            locals.add(verificationType(t));
        }
        return locals;
    }

    private static Object verificationType(Type t) {
        switch (t.getSort()) {
            case Type.BOOLEAN: case Type.BYTE: case Type.CHAR: case Type.SHORT: case Type.INT:
                return INTEGER;
            case Type.FLOAT:
                return FLOAT;
            case Type.LONG:
                return LONG;
            case Type.DOUBLE:
                return DOUBLE;
            case Type.ARRAY:
                return t.getDescriptor();
            default:
                return t.getInternalName();
        }
    }

    /** Applies one frame as the class file gives it (compressed against the previous one, or full). */
    private static void apply(FrameNode f, List<Object> locals, List<Object> stack) {
        stack.clear();
        switch (f.type) {
            case F_NEW:
            case F_FULL:
                locals.clear();
                locals.addAll(f.local);
                stack.addAll(f.stack);
                return;
            case F_APPEND:
                locals.addAll(f.local);
                return;
            case F_CHOP:
                for (int k = 0; k < f.local.size(); k++) {
                    locals.remove(locals.size() - 1);
                }
                return;
            case F_SAME:
                return;
            case F_SAME1:
                stack.add(f.stack.get(0));
                return;
            default:
                throw new IllegalArgumentException("unknown stack map frame type " + f.type);
        }
    }

    /** How many local slots {@code locals} spans: a long or double takes two. */
    static int slots(List<Object> locals) {
        int n = 0;
        for (Object t : locals) {
            n += LONG.equals(t) || DOUBLE.equals(t) ? 2 : 1;
        }
        return n;
    }
}
