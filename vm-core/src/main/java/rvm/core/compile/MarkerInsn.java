package rvm.core.compile;

import java.util.Map;
import org.objectweb.asm.Opcodes;
import org.objectweb.asm.tree.AbstractInsnNode;
import org.objectweb.asm.tree.LabelNode;
import org.objectweb.asm.tree.MethodInsnNode;

/**
 * A pseudo-instruction a transform leaves in a unit's body for the emitter to write as code of its
 * own. It is a node of its own type, told apart by its class, so that a copy of a body
 * ({@link AbstractInsnNode#clone}) keeps it what it is. To ASM's analysers it is the static call it
 * poses as, with that call's stack effect; written as that call it would not link (its owner is
 * {@code rvm$compiled}), so every marker must be written by the emitter.
 */
public abstract sealed class MarkerInsn extends MethodInsnNode {

    private static final String OWNER = "rvm$compiled";

    private MarkerInsn(String name, String descriptor) {
        super(Opcodes.INVOKESTATIC, OWNER, name, descriptor, false);
    }

    /**
     * Leaves the running method for place {@link #entry()} of the unit's sampled-copy method,
     * taking along the locals the place loads ({@link SampledCopy#leaveFor}). Stack effect: none.
     */
    public static final class Transfer extends MarkerInsn {
        private final int entry;

        Transfer(int entry) {
            super("transfer", "()V");
            this.entry = entry;
        }

        /** The number of the place it leaves for. */
        public int entry() {
            return entry;
        }

        @Override
        public AbstractInsnNode clone(Map<LabelNode, LabelNode> clonedLabels) {
            return new Transfer(entry).cloneAnnotations(this);
        }
    }

    /**
     * Pushes where the backedge countdown starts ({@link CompilationUnit#countdownStart}). Stack
     * effect: an {@code int}.
     */
    public static final class CountdownStart extends MarkerInsn {

        CountdownStart() {
            super("countdownStart", "()I");
        }

        @Override
        public AbstractInsnNode clone(Map<LabelNode, LabelNode> clonedLabels) {
            return new CountdownStart().cloneAnnotations(this);
        }
    }
}
