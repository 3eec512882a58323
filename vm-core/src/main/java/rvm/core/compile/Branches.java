package rvm.core.compile;

import java.util.ArrayList;
import java.util.List;
import java.util.function.UnaryOperator;
import org.objectweb.asm.tree.AbstractInsnNode;
import org.objectweb.asm.tree.JumpInsnNode;
import org.objectweb.asm.tree.LabelNode;
import org.objectweb.asm.tree.LookupSwitchInsnNode;
import org.objectweb.asm.tree.TableSwitchInsnNode;

/**
 * The labels a branch or switch instruction can go to, read and replaced alike for the three kinds
 * (a jump, a table switch, a lookup switch): what the transforms that move loop heads need (the
 * backedge yieldpoints, instrumentation sampling's checks).
 */
public final class Branches {

    private Branches() {
    }

    /** The labels {@code n} can go to, its default first for a switch; none for any other instruction. */
    public static List<LabelNode> targets(AbstractInsnNode n) {
        if (n instanceof JumpInsnNode j) {
            return List.of(j.label);
        }
        List<LabelNode> out = new ArrayList<>();
        if (n instanceof TableSwitchInsnNode s) {
            out.add(s.dflt);
            out.addAll(s.labels);
        } else if (n instanceof LookupSwitchInsnNode s) {
            out.add(s.dflt);
            out.addAll(s.labels);
        }
        return out;
    }

    /** Replaces each label {@code t} that {@code n} can go to by {@code to.apply(t)}; nothing for other instructions. */
    public static void retarget(AbstractInsnNode n, UnaryOperator<LabelNode> to) {
        if (n instanceof JumpInsnNode j) {
            j.label = to.apply(j.label);
        } else if (n instanceof TableSwitchInsnNode s) {
            s.dflt = to.apply(s.dflt);
            s.labels.replaceAll(to);
        } else if (n instanceof LookupSwitchInsnNode s) {
            s.dflt = to.apply(s.dflt);
            s.labels.replaceAll(to);
        }
    }
}
