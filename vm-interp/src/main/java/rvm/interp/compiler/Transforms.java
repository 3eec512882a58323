package rvm.interp.compiler;

import static org.objectweb.asm.Opcodes.*;

import java.util.List;
import org.objectweb.asm.Type;
import org.objectweb.asm.tree.AbstractInsnNode;
import org.objectweb.asm.tree.InsnList;
import org.objectweb.asm.tree.InsnNode;
import org.objectweb.asm.tree.LdcInsnNode;
import org.objectweb.asm.tree.MethodInsnNode;
import rvm.core.runtime.ExactCalls;

/**
 * The transforms every compilation passes through, in order, and the small helpers they share
 * for adding code to a unit's body.
 */
final class Transforms {

    private static final String YIELDPOINTS = "rvm/core/runtime/Yieldpoints";
    private static final String RUNTIME = "rvm/core/runtime/GuestRuntime";
    private static final String EXACT_CALLS = Type.getInternalName(ExactCalls.class);

    /** The transforms of the baseline and (until the inliner) the optimising level, in order. */
    static final List<MethodTransform> BASELINE = List.of(Transforms::countCalls, Transforms::yieldpoints,
            Transforms::announceCalls);

    private Transforms() {
    }

    /**
     * Code compiled to be recompiled at a higher level reports each call first
     * ({@code GuestRuntime.compiledCall(method id, guest class)}), on entry.
     */
    static void countCalls(CompilationUnit unit) {
        if (!unit.countsCalls() || unit.isOsr()) {
            return;
        }
        InsnList code = new InsnList();
        code.add(new LdcInsnNode(unit.root().id()));
        code.add(new LdcInsnNode(Type.getObjectType(unit.root().owner().name())));
        code.add(new MethodInsnNode(INVOKESTATIC, RUNTIME, "compiledCall", "(ILjava/lang/Class;)V", false));
        addOnEntry(unit, code);
    }

    /**
     * The prologue yieldpoint on entry (not in an OSR variant, which continues an activation that
     * took it) and an epilogue yieldpoint before every return: {@code Yieldpoints.prologueCheck(id)}
     * (or {@code epilogueCheck}), which HotSpot inlines as {@code if (word != 0) slowPath(id)}, or
     * the counting entry point. A call rather than the test inline: 4 to 6 bytes instead of 10 to 12,
     * which keeps small guest methods within HotSpot's inlining size limits. (Backedge yieldpoints
     * are still written by the emitter.)
     */
    static void yieldpoints(CompilationUnit unit) {
        CodeGenConfig.YieldpointCode kind = unit.config().yieldpoints();
        if (kind == CodeGenConfig.YieldpointCode.NONE) {
            return;
        }
        boolean inline = kind == CodeGenConfig.YieldpointCode.INLINE;
        if (!unit.isOsr()) {
            addOnEntry(unit, check(unit, inline ? "prologueCheck" : "prologue"));
        }
        for (AbstractInsnNode i : unit.body().instructions.toArray()) {
            if (unit.map().isGuest(i) && i.getOpcode() >= IRETURN && i.getOpcode() <= RETURN) {
                addBefore(unit, i, check(unit, inline ? "epilogueCheck" : "epilogue"));
            }
        }
    }

    private static InsnList check(CompilationUnit unit, String entryPoint) {
        InsnList code = new InsnList();
        code.add(new LdcInsnNode(unit.root().id()));
        code.add(new MethodInsnNode(INVOKESTATIC, YIELDPOINTS, entryPoint, "(I)V", false));
        return code;
    }

    /**
     * With the exact profiler, every invoke instruction first announces its call site
     * ({@code ExactCalls.call(site)}), so that the callee's prologue knows its caller without a stack
     * walk.
     */
    static void announceCalls(CompilationUnit unit) {
        if (!unit.config().exactCalls()) {
            return;
        }
        for (AbstractInsnNode i : unit.body().instructions.toArray()) {
            if (i instanceof MethodInsnNode m && unit.map().isGuest(i)) {
                InlineMap.Position p = unit.map().position(i);
                InsnList code = new InsnList();
                code.add(new LdcInsnNode(ExactCalls.register(p.method().id(), p.bci(), m.getOpcode(), m.owner,
                        m.name, m.desc)));
                code.add(new MethodInsnNode(INVOKESTATIC, EXACT_CALLS, "call", "(I)V", false));
                addBefore(unit, i, code);
            }
        }
    }

    /** Adds {@code code} after the entry code already added, before the method's first instruction. */
    static void addOnEntry(CompilationUnit unit, InsnList code) {
        InsnList body = unit.body().instructions;
        AbstractInsnNode first = body.getFirst();
        while (first != null && unit.map().kind(first) == InlineMap.Kind.ENTRY) {
            first = first.getNext();
        }
        for (AbstractInsnNode i : code.toArray()) {
            unit.map().attachToEntry(i);
        }
        makeRoom(unit, code);
        if (first == null) {
            body.add(code);
        } else {
            body.insertBefore(first, code);
        }
    }

    /** Adds {@code code}, which must neither jump nor leave anything on the stack, before guest instruction {@code owner}. */
    static void addBefore(CompilationUnit unit, AbstractInsnNode owner, InsnList code) {
        for (AbstractInsnNode i : code.toArray()) {
            unit.map().attach(i, owner);
        }
        makeRoom(unit, code);
        unit.body().instructions.insertBefore(owner, code);
    }

    /**
     * Raises the body's maximum stack size by what {@code code} pushes at its deepest: added code
     * runs where the guest's stack may already be at its maximum (an epilogue under a return value).
     */
    private static void makeRoom(CompilationUnit unit, InsnList code) {
        int depth = 0;
        int peak = 0;
        for (AbstractInsnNode i : code.toArray()) {
            if (i instanceof LdcInsnNode l) {
                depth += l.cst instanceof Long || l.cst instanceof Double ? 2 : 1;
            } else if (i instanceof MethodInsnNode m) {
                int sizes = Type.getArgumentsAndReturnSizes(m.desc);
                depth += (sizes & 3) - (sizes >> 2) + (m.getOpcode() == INVOKESTATIC ? 1 : 0);
            }
            peak = Math.max(peak, depth);
        }
        // the guest's stack is within its maximum wherever code is added
        unit.body().maxStack = Math.max(unit.body().maxStack, unit.root().node().maxStack + peak);
    }

    /** Whether {@code i} is an instruction the emitter can write as it is (no label to map). */
    static boolean isPlain(AbstractInsnNode i) {
        return i instanceof InsnNode || i instanceof LdcInsnNode || i instanceof MethodInsnNode;
    }
}
