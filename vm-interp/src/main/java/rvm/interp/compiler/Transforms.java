package rvm.interp.compiler;

import static org.objectweb.asm.Opcodes.*;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.objectweb.asm.Type;
import org.objectweb.asm.tree.AbstractInsnNode;
import org.objectweb.asm.tree.FieldInsnNode;
import org.objectweb.asm.tree.IincInsnNode;
import org.objectweb.asm.tree.InsnList;
import org.objectweb.asm.tree.IntInsnNode;
import org.objectweb.asm.tree.JumpInsnNode;
import org.objectweb.asm.tree.LabelNode;
import org.objectweb.asm.tree.LdcInsnNode;
import org.objectweb.asm.tree.MethodInsnNode;
import org.objectweb.asm.tree.VarInsnNode;
import rvm.core.compile.YieldpointEmitter;
import rvm.core.compile.Branches;
import rvm.core.compile.CodeGenConfig;
import rvm.core.compile.CompilationUnit;
import rvm.core.compile.InlineMap;
import rvm.core.compile.MethodTransform;
import rvm.core.runtime.ExactCalls;

/**
 * The transforms every compilation passes through, in order, and the small helpers they share
 * for adding code to a unit's body.
 */
final class Transforms {

    private static final String RUNTIME = "rvm/core/runtime/GuestRuntime";
    private static final String EXACT_CALLS = Type.getInternalName(ExactCalls.class);
    private static final String CBS_CALLS = Type.getInternalName(rvm.core.runtime.CbsCalls.class);

    /** The transforms of every level, in order (level 2 runs the {@link Optimizer}'s first). */
    static final List<MethodTransform> BASELINE = List.of(Transforms::countCalls, Transforms::yieldpoints,
            Transforms::backedges, Transforms::announceCalls);

    /**
     * The transforms of every level with {@code instrumenter} (or none, when {@code null}) after the
     * prologue and epilogue yieldpoints and before the backedge ones: code it duplicates keeps the
     * yieldpoints of its returns, and the backedges of checking and duplicated code get theirs.
     */
    static List<MethodTransform> baseline(MethodTransform instrumenter) {
        if (instrumenter == null) {
            return BASELINE;
        }
        return List.of(Transforms::countCalls, Transforms::yieldpoints, instrumenter, Transforms::backedges,
                Transforms::announceCalls);
    }

    /**
     * Backedges of one compiled activation between two opaque reads of the yieldpoint word (the
     * others read it plainly), or with strip-mined checks between two reads at all.
     */
    static final int READ_INTERVAL = CodeGenConfig.READ_INTERVAL;

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
     * took it; with counter-based sampling's announced callers, a walked one in a method JDK code may
     * call, {@link JdkCallers}) and, unless the profiler takes nothing there
     * ({@link CodeGenConfig#epilogues}), an epilogue yieldpoint before every return:
     * {@code Yieldpoints.prologueCheck(id)} (or {@code epilogueCheck}), which HotSpot inlines as
     * {@code if (word != 0) slowPath(id)}, or
     * the counting entry point. A call rather than the test inline: 4 to 6 bytes instead of 10 to 12,
     * which keeps small guest methods within HotSpot's inlining size limits.
     */
    static void yieldpoints(CompilationUnit unit) {
        CodeGenConfig.YieldpointCode kind = unit.config().yieldpoints();
        if (kind == CodeGenConfig.YieldpointCode.NONE) {
            return;
        }
        if (!unit.isOsr()) {
            boolean walked = unit.config().windowCalls() && JdkCallers.mayCall(unit.root());
            addOnEntry(unit, YieldpointEmitter.prologue(kind, unit.root().id(), walked));
        }
        if (!unit.config().epilogues()) {
            return;
        }
        for (AbstractInsnNode i : unit.body().instructions.toArray()) {
            if (unit.map().isGuest(i) && i.getOpcode() >= IRETURN && i.getOpcode() <= RETURN) {
                addBefore(unit, i, YieldpointEmitter.epilogue(kind, unit.root().id()));
            }
        }
    }

    /**
     * The backedge yieldpoints: every branch to the same or an earlier instruction (a loop head) goes
     * instead to one check block per loop head, after the method's last instruction, which runs the
     * check and jumps to the head. The check runs exactly when the branch is taken, as in the
     * interpreter, and adds no code at the branch; every backward branch to a head shares its block,
     * so a method whose many branches go back to one dispatch loop (an interpreter's) grows by one
     * check, not one per branch (HotSpot does not compile a method over 8000 bytes). Nothing falls
     * through into the blocks (the last instruction of a method never falls through) and each ends
     * in a jump. The check ({@link CodeGenConfig#effectiveBackedgeChecks()}):
     * <ul>
     *   <li>{@code STRIP}: only every {@link #READ_INTERVAL}-th execution reads the word (opaquely),
     *       the others only count down: a loop takes a pending tick within that many iterations;
     *       {@code if (word > 0) backedgeTaken(id, bci of the head)};</li>
     *   <li>{@code EVERY}: every execution tests the word; every {@link #READ_INTERVAL}-th reads it
     *       opaquely, the others plainly, so there is no barrier on each iteration, and a loop still
     *       sees a new word within that many iterations even if HotSpot hoisted the plain read out
     *       of it;</li>
     *   <li>with counting yieldpoints, every execution calls the counting entry point.</li>
     * </ul>
     * A loop head the instrumenter marked ({@link CompilationUnit#sampledTarget}, instrumentation
     * sampling's merged triggers) ends its taken slow path with {@code if (sampled) goto copy}: the
     * yieldpoint is also the checking code's check; one it marked with
     * {@link CompilationUnit#exitAtTakenBackedgesTo} (the merged triggers with a separate copy) goes,
     * when taken, to code that leaves the method and calls the slow path outside any loop.
     */
    static void backedges(CompilationUnit unit) {
        CodeGenConfig.BackedgeChecks checks = unit.config().effectiveBackedgeChecks();
        if (checks == CodeGenConfig.BackedgeChecks.NONE) {
            return;
        }
        InlineMap map = unit.map();
        Map<LabelNode, Integer> labelIndex = unit.labelIndex();
        List<AbstractInsnNode> guest = unit.guestInstructions();
        Map<LabelNode, LabelNode> blocks = new LinkedHashMap<>();
        for (int k = 0; k < guest.size(); k++) {
            int at = k;
            Branches.retarget(guest.get(k), l -> labelIndex.get(l) <= at
                    ? blocks.computeIfAbsent(l, b -> new LabelNode()) : l);
        }
        if (blocks.isEmpty()) {
            return;
        }
        boolean inline = unit.config().yieldpoints() == CodeGenConfig.YieldpointCode.INLINE;
        if (inline) {
            unit.useCountdown();
            InsnList start = new InsnList(); // on entry, OSR variants' too: their loops count down as well
            start.add(countdownStart(unit));
            start.add(new VarInsnNode(ISTORE, unit.countdownLocal()));
            addOnEntry(unit, start);
        }
        for (Map.Entry<LabelNode, LabelNode> e : blocks.entrySet()) {
            LabelNode head = e.getKey();
            int headIndex = labelIndex.get(head);
            AbstractInsnNode headInsn = guest.get(headIndex);
            InsnList code = new InsnList();
            map.attachTailLabel(e.getValue(), headInsn, new InlineMap.FrameAt(headIndex, null));
            code.add(e.getValue());
            if (checks == CodeGenConfig.BackedgeChecks.STRIP) { // INLINE only: see effectiveBackedgeChecks
                countDown(unit, code, head);
                code.add(YieldpointEmitter.opaqueWord());
                code.add(new JumpInsnNode(IFLE, head));
            } else if (inline) {
                LabelNode plain = new LabelNode();
                LabelNode test = new LabelNode();
                map.attachTailLabel(plain, headInsn, new InlineMap.FrameAt(headIndex, null));
                map.attachTailLabel(test, headInsn, new InlineMap.FrameAt(headIndex, INTEGER));
                countDown(unit, code, plain);
                code.add(YieldpointEmitter.opaqueWord());
                code.add(new JumpInsnNode(GOTO, test));
                code.add(plain);
                code.add(YieldpointEmitter.word());
                code.add(test);
                code.add(new JumpInsnNode(IFLE, head));
            }
            LabelNode exit = inline ? unit.takenBackedgeExit(head) : null;
            LabelNode sampled = unit.sampledTarget(head);
            if (exit != null) { // the code there calls the slow path, out of the loop
                code.add(new JumpInsnNode(GOTO, exit));
            } else if (sampled == null) {
                InlineMap.Position at = map.position(headInsn); // an inlined loop's own method
                code.add(YieldpointEmitter.backedge(unit.config().yieldpoints(), at.method().id(), at.bci()));
                code.add(new JumpInsnNode(GOTO, head));
            } else { // also instrumentation sampling's check: a sample goes on in the duplicated code
                InlineMap.Position at = map.position(headInsn);
                code.add(YieldpointEmitter.backedgeSample(unit.config().yieldpoints(), at.method().id(), at.bci()));
                code.add(new JumpInsnNode(IFEQ, head));
                code.add(new JumpInsnNode(GOTO, sampled));
            }
            for (AbstractInsnNode i : code.toArray()) {
                if (!(i instanceof LabelNode)) {
                    map.attach(i, headInsn);
                }
            }
            makeRoom(unit, code);
            unit.body().instructions.add(code);
        }
    }

    /**
     * {@code if (--countdown > 0) goto notYet; countdown = READ_INTERVAL;} and on to the code that
     * follows, which reads the word.
     */
    private static void countDown(CompilationUnit unit, InsnList code, LabelNode notYet) {
        code.add(new IincInsnNode(unit.countdownLocal(), -1));
        code.add(new VarInsnNode(ILOAD, unit.countdownLocal()));
        code.add(new JumpInsnNode(IFGT, notYet));
        code.add(countdownStart(unit));
        code.add(new VarInsnNode(ISTORE, unit.countdownLocal()));
    }

    /**
     * Where the backedge countdown starts and restarts: {@link #READ_INTERVAL}, or where the
     * instrumenter asked for {@code Yieldpoints.phase} the unit's marker, which the emitter writes
     * per method ({@link #countdownStart(CompilationUnit, boolean)}).
     */
    static AbstractInsnNode countdownStart(CompilationUnit unit) {
        return unit.countdownRestartsAtPhase() ? unit.countdownStart() : new IntInsnNode(SIPUSH, READ_INTERVAL);
    }

    /**
     * The countdown's start as the emitter writes it in the sampled-copy method ({@code sampledCopy})
     * or in the normal method: {@code Yieldpoints.phase} where the instrumenter asked for it, but
     * {@link #READ_INTERVAL} in the normal method of a unit with a sampled-copy method, which leaves
     * at every check that sees the word ({@link CompilationUnit#restartCountdownAtPhase}).
     */
    static AbstractInsnNode countdownStart(CompilationUnit unit, boolean sampledCopy) {
        return unit.countdownRestartsAtPhase() && (sampledCopy || !unit.hasSampledCopy())
                ? YieldpointEmitter.phase()
                : new IntInsnNode(SIPUSH, READ_INTERVAL);
    }

    /**
     * With the exact profiler, every invoke instruction first announces its call site
     * ({@code ExactCalls.call(site)}), so that the callee's prologue knows its caller without a stack
     * walk; with counter-based sampling's announced callers, every invoke instruction first calls
     * {@code CbsCalls.announce(site)}, which HotSpot inlines as a test of the yieldpoint word and,
     * while a window is open, a store of the site in the thread's slot.
     */
    static void announceCalls(CompilationUnit unit) {
        boolean exact = unit.config().exactCalls();
        if (!exact && !unit.config().windowCalls()) {
            return;
        }
        for (AbstractInsnNode i : unit.body().instructions.toArray()) {
            if (i instanceof MethodInsnNode m && unit.map().isGuest(i)) {
                InlineMap.Position p = unit.map().position(i);
                InsnList code = new InsnList();
                code.add(new LdcInsnNode(ExactCalls.register(p.method().id(), p.bci(), m.getOpcode(), m.owner,
                        m.name, m.desc)));
                code.add(exact ? new MethodInsnNode(INVOKESTATIC, EXACT_CALLS, "call", "(I)V", false)
                        : new MethodInsnNode(INVOKESTATIC, CBS_CALLS, "announce", "(I)V", false));
                addBefore(unit, i, code);
            }
        }
    }

    /**
     * Adds {@code code} after the entry code already added, before the method's first instruction
     * (and before an OSR variant's jump to its target).
     */
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
            } else if (i instanceof FieldInsnNode f && f.getOpcode() == GETSTATIC) {
                depth += Type.getType(f.desc).getSize();
            } else if (i instanceof VarInsnNode v && v.getOpcode() >= ILOAD && v.getOpcode() <= ALOAD) {
                depth += v.getOpcode() == LLOAD || v.getOpcode() == DLOAD ? 2 : 1;
            } else if (i instanceof IntInsnNode) {
                depth += 1;
            } else if (i instanceof JumpInsnNode j && j.getOpcode() != GOTO) {
                depth -= j.getOpcode() >= IF_ICMPEQ && j.getOpcode() <= IF_ACMPNE ? 2 : 1;
            } else if (i instanceof VarInsnNode) {
                depth -= i.getOpcode() == LSTORE || i.getOpcode() == DSTORE ? 2 : 1;
            } else if (i instanceof MethodInsnNode m) {
                int sizes = Type.getArgumentsAndReturnSizes(m.desc);
                depth += (sizes & 3) - (sizes >> 2) + (m.getOpcode() == INVOKESTATIC ? 1 : 0);
            }
            peak = Math.max(peak, depth);
        }
        // the guest's stack is within its maximum wherever code is added
        unit.body().maxStack = Math.max(unit.body().maxStack, unit.root().node().maxStack + peak);
    }
}
