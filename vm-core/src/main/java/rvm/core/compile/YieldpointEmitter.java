package rvm.core.compile;

import static org.objectweb.asm.Opcodes.DUP;
import static org.objectweb.asm.Opcodes.GETSTATIC;
import static org.objectweb.asm.Opcodes.ICONST_1;
import static org.objectweb.asm.Opcodes.IFGT;
import static org.objectweb.asm.Opcodes.INVOKESTATIC;
import static org.objectweb.asm.Opcodes.ISUB;
import static org.objectweb.asm.Opcodes.PUTSTATIC;

import org.objectweb.asm.Type;
import org.objectweb.asm.tree.AbstractInsnNode;
import org.objectweb.asm.tree.FieldInsnNode;
import org.objectweb.asm.tree.InsnList;
import org.objectweb.asm.tree.InsnNode;
import org.objectweb.asm.tree.JumpInsnNode;
import org.objectweb.asm.tree.LabelNode;
import org.objectweb.asm.tree.LdcInsnNode;
import org.objectweb.asm.tree.MethodInsnNode;
import rvm.core.compile.CodeGenConfig.YieldpointCode;
import rvm.core.runtime.Yieldpoints;

/**
 * Writes yieldpoint code: the calls into {@link Yieldpoints} and the reads of its control word,
 * for every code generator (the compiler's transforms, the inliner, instrumentation sampling, the
 * host class generator). Each yieldpoint comes in two forms, chosen by
 * {@link CodeGenConfig.YieldpointCode}: {@code INLINE}, a small method HotSpot inlines as the test
 * of the word, and {@code COUNTING}, the full entry point, which also counts executed yieldpoints
 * when {@code --yieldpoint-stats} is on.
 */
public final class YieldpointEmitter {

    /** The internal name of {@link Yieldpoints}. */
    public static final String OWNER = Type.getInternalName(Yieldpoints.class);

    private YieldpointEmitter() {
    }

    /** The prologue yieldpoint of method {@code methodId}. */
    public static InsnList prologue(YieldpointCode code, int methodId) {
        return prologue(code, methodId, false);
    }

    /**
     * The prologue yieldpoint of method {@code methodId}; {@code walked}: one whose taken check walks
     * for its caller even while counter-based sampling's callers are announced, for a method JDK
     * code may call ({@link Yieldpoints#prologueCheckWalked}).
     */
    public static InsnList prologue(YieldpointCode code, int methodId, boolean walked) {
        String name = code != YieldpointCode.INLINE ? "prologue" : walked ? "prologueCheckWalked" : "prologueCheck";
        return call(name, "(I)V", methodId);
    }

    /** An epilogue yieldpoint of method {@code methodId}. */
    public static InsnList epilogue(YieldpointCode code, int methodId) {
        return call(code == YieldpointCode.INLINE ? "epilogueCheck" : "epilogue", "(I)V", methodId);
    }

    /**
     * The prologue ({@code prologue}) or an epilogue yieldpoint of a copy of method {@code calleeId}
     * inlined at instruction {@code bci} of method {@code callerId}: it names the call edge.
     */
    public static InsnList inlined(YieldpointCode code, boolean prologue, int callerId, int bci, int calleeId) {
        String name = prologue ? "inlinedPrologue" : "inlinedEpilogue";
        return call(code == YieldpointCode.INLINE ? name + "Check" : name, "(III)V", callerId, bci, calleeId);
    }

    /**
     * The slow path of a backedge yieldpoint of the loop at {@code bci} of method {@code methodId}:
     * with {@code INLINE} code called only once the word is seen set, with {@code COUNTING} on every
     * taken backward branch.
     */
    public static InsnList backedge(YieldpointCode code, int methodId, int bci) {
        return call(code == YieldpointCode.INLINE ? "backedgeTaken" : "backedge", "(II)V", methodId, bci);
    }

    /**
     * {@link #backedge}, as instrumentation sampling's check too: leaves whether the yieldpoint
     * service says it samples.
     */
    public static InsnList backedgeSample(YieldpointCode code, int methodId, int bci) {
        return call(code == YieldpointCode.INLINE ? "backedgeSampleTaken" : "backedgeSample", "(II)Z", methodId, bci);
    }

    /**
     * {@link #prologue}, as instrumentation sampling's check too: leaves whether the yieldpoint
     * service says it samples.
     */
    public static InsnList prologueSample(YieldpointCode code, int methodId) {
        return call(code == YieldpointCode.INLINE ? "prologueSampleCheck" : "prologueSample", "(I)Z", methodId);
    }

    /**
     * The form of the prologue yieldpoint whose call is {@code i}, or {@code null} when {@code i} is
     * not the call of a {@link #prologue} (the method id is the instruction before it).
     */
    public static YieldpointCode prologueCall(AbstractInsnNode i) {
        if (i instanceof MethodInsnNode m && m.owner.equals(OWNER)) {
            if (m.name.equals("prologueCheck") || m.name.equals("prologueCheckWalked")) {
                return YieldpointCode.INLINE;
            }
            if (m.name.equals("prologue")) {
                return YieldpointCode.COUNTING;
            }
        }
        return null;
    }

    /** Loads the word, plainly (a prologue's or epilogue's read). */
    public static AbstractInsnNode word() {
        return new FieldInsnNode(GETSTATIC, OWNER, "word", "I");
    }

    /** Loads the word with opaque semantics, as a backedge must ({@link Yieldpoints#backedgeWord}). */
    public static AbstractInsnNode opaqueWord() {
        return new MethodInsnNode(INVOKESTATIC, OWNER, "backedgeWord", "()I", false);
    }

    /** Loads where a backedge countdown restarts ({@link Yieldpoints#phase}). */
    public static AbstractInsnNode phase() {
        return new FieldInsnNode(GETSTATIC, OWNER, "phase", "I");
    }

    /**
     * Counts the merged triggers' skip down by one check, plainly: {@code if (--Yieldpoints.skip > 0)
     * goto notYet} (see {@link Yieldpoints#skip}).
     */
    public static InsnList skipDown(LabelNode notYet) {
        InsnList code = new InsnList();
        code.add(new FieldInsnNode(GETSTATIC, OWNER, "skip", "I"));
        code.add(new InsnNode(ICONST_1));
        code.add(new InsnNode(ISUB));
        code.add(new InsnNode(DUP));
        code.add(new FieldInsnNode(PUTSTATIC, OWNER, "skip", "I"));
        code.add(new JumpInsnNode(IFGT, notYet));
        return code;
    }

    private static InsnList call(String name, String descriptor, int... args) {
        InsnList code = new InsnList();
        for (int a : args) {
            code.add(new LdcInsnNode(a));
        }
        code.add(new MethodInsnNode(INVOKESTATIC, OWNER, name, descriptor, false));
        return code;
    }
}
