package rvm.core.compile;

import java.util.IdentityHashMap;
import java.util.Map;
import org.objectweb.asm.tree.AbstractInsnNode;
import org.objectweb.asm.tree.LabelNode;
import rvm.core.model.GuestMethod;

/**
 * Where each instruction of a compilation unit's body comes from: the guest method and
 * instruction it stands for, and the inline path that brought that method into the unit (the root
 * method's own instructions have none; the inliner's copies have the call's position). Code that transforms
 * add is attached to the guest instruction it belongs to (the announcement of a call to the
 * invoke, an epilogue to its return), or to the method's entry (a prologue).
 *
 * <p>Compiled frames are mapped back to the guest through it ({@code rvm.interp.compiler.CompiledMethod.instructionAt}):
 * stack walks, stack traces, OSR and the samplers see guest methods and bytecode indices, not the
 * compiled code's.
 */
public final class InlineMap {

    /**
     * A guest instruction.
     *
     * @param method the guest method whose instruction it is
     * @param index  the instruction's index in {@code method} (the interpreter's numbering)
     * @param caller the call site {@code method} was inlined at, or {@code null} in the root method
     */
    public record Position(GuestMethod method, int index, Position caller) {

        /** The instruction's bytecode index in its class file. */
        public int bci() {
            return method.bciOf(index);
        }
    }

    /** What a node of the body is. */
    public enum Kind {
        /** A guest instruction. */
        GUEST,
        /** Code a transform added for a guest instruction, before it. */
        ADDED,
        /** Code a transform added on the method's entry, before the first instruction. */
        ENTRY
    }

    private record Entry(Position position, Kind kind) {
    }

    /**
     * The stack map frame code added at a label needs: the guest's frame at instruction
     * {@code instruction}, with {@code extraStack} (a verification type, or {@code null}) pushed.
     */
    public record FrameAt(int instruction, Object extraStack) {
    }

    private final Map<AbstractInsnNode, Entry> entries = new IdentityHashMap<>();
    private final Map<LabelNode, FrameAt> frames = new IdentityHashMap<>();
    private final Position entry;

    /** @param entry the position code added on the method's entry stands for (its first instruction) */
    public InlineMap(Position entry) {
        this.entry = entry;
    }

    /** Records {@code insn} as the guest instruction at {@code position}. */
    public void putGuest(AbstractInsnNode insn, Position position) {
        entries.put(insn, new Entry(position, Kind.GUEST));
    }

    /** Records {@code added}, a transform's instruction, as part of guest instruction {@code owner}. */
    public void attach(AbstractInsnNode added, AbstractInsnNode owner) {
        Entry e = entries.get(owner);
        if (e == null || e.kind() == Kind.ENTRY) {
            throw new IllegalArgumentException("not a guest instruction of the unit: " + owner);
        }
        entries.put(added, new Entry(e.position(), Kind.ADDED));
    }

    /**
     * Records {@code label}, which a transform added after the guest's last instruction, as the start
     * of code that stands for guest instruction {@code owner} and runs in {@code frame}'s state.
     */
    public void attachTailLabel(LabelNode label, AbstractInsnNode owner, FrameAt frame) {
        attach(label, owner);
        frames.put(label, frame);
    }

    /** The frame state at a label a transform added, or {@code null}. */
    public FrameAt frameAt(LabelNode label) {
        return frames.get(label);
    }

    /**
     * Records {@code copy}, a duplicate of {@code original} that a transform made, as standing for
     * what {@code original} stands for (the same guest instruction, inline path and kind; a tail
     * label's frame too); nothing when {@code original} has no entry (a label, a line number).
     */
    public void putCopy(AbstractInsnNode copy, AbstractInsnNode original) {
        Entry e = entries.get(original);
        if (e != null) {
            entries.put(copy, e);
        }
        if (original instanceof LabelNode l && frames.containsKey(l)) {
            frames.put((LabelNode) copy, frames.get(l));
        }
    }

    /** Records {@code added}, a transform's instruction, as code of the method's entry. */
    public void attachToEntry(AbstractInsnNode added) {
        entries.put(added, new Entry(entry, Kind.ENTRY));
    }

    /** The guest instruction {@code insn} is or belongs to, or {@code null} for labels, line numbers and frames. */
    public Position position(AbstractInsnNode insn) {
        Entry e = entries.get(insn);
        return e == null ? null : e.position();
    }

    /** What {@code insn} is, or {@code null} for labels, line numbers and frames. */
    public Kind kind(AbstractInsnNode insn) {
        Entry e = entries.get(insn);
        return e == null ? null : e.kind();
    }

    /**
     * Whether an instruction of another method was inlined into the unit: some instruction's
     * position has an inline path.
     */
    public boolean hasInlined() {
        for (Entry e : entries.values()) {
            if (e.position().caller() != null) {
                return true;
            }
        }
        return false;
    }

    /** Whether {@code insn} is one of the guest's own instructions (not one a transform added). */
    public boolean isGuest(AbstractInsnNode insn) {
        return kind(insn) == Kind.GUEST;
    }
}
