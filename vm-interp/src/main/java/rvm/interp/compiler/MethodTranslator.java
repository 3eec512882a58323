package rvm.interp.compiler;

import static org.objectweb.asm.Opcodes.*;

import java.util.ArrayList;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;
import org.objectweb.asm.ConstantDynamic;
import org.objectweb.asm.Handle;
import org.objectweb.asm.Label;
import org.objectweb.asm.MethodVisitor;
import org.objectweb.asm.Type;
import org.objectweb.asm.tree.AbstractInsnNode;
import org.objectweb.asm.tree.FieldInsnNode;
import org.objectweb.asm.tree.IincInsnNode;
import org.objectweb.asm.tree.InsnNode;
import org.objectweb.asm.tree.IntInsnNode;
import org.objectweb.asm.tree.InvokeDynamicInsnNode;
import org.objectweb.asm.tree.JumpInsnNode;
import org.objectweb.asm.tree.LabelNode;
import org.objectweb.asm.tree.LdcInsnNode;
import org.objectweb.asm.tree.LineNumberNode;
import org.objectweb.asm.tree.LocalVariableNode;
import org.objectweb.asm.tree.LookupSwitchInsnNode;
import org.objectweb.asm.tree.MethodInsnNode;
import org.objectweb.asm.tree.MethodNode;
import org.objectweb.asm.tree.MultiANewArrayInsnNode;
import org.objectweb.asm.tree.TableSwitchInsnNode;
import org.objectweb.asm.tree.TryCatchBlockNode;
import org.objectweb.asm.tree.TypeInsnNode;
import org.objectweb.asm.tree.VarInsnNode;
import rvm.core.compile.CompilationUnit;
import rvm.core.compile.InlineMap;
import rvm.core.compile.SampledCopy;
import rvm.core.model.GuestMethod;

/**
 * The emitter of the compilation pipeline: writes a {@link CompilationUnit}, after its transforms
 * ({@link Transforms}), as a static method of a hidden class, with routed
 * member instructions and exception hooks added. Used once per compiled method; {@link #write} may
 * be called once.
 *
 * <p>What changes against the guest's code:
 * <ul>
 *   <li>The transforms' code: a prologue yieldpoint on entry, an epilogue yieldpoint before
 *       every return, a backedge yieldpoint on every taken backward branch (in one check block per
 *       loop head after the last instruction), the exact profiler's call announcements, call
 *       counting for recompilation. Code added before a guest instruction, or after a label the
 *       transform attached to one, is that instruction's code for the maps back to the guest
 *       ({@link InlineMap}); a check block starts with its loop head's frame.</li>
 *   <li>An instance method becomes static with the receiver as its first parameter; locals keep
 *       their slots. A synchronized method locks explicitly (a static method of the hidden class
 *       would lock the wrong class).</li>
 *   <li>Member instructions {@link AccessRules} routes become {@code invokedynamic}s, the guest's
 *       {@code invokedynamic}s and {@code ldc}s of handles, method types and dynamic constants are
 *       linked by the VM with the guest class's lookup (see {@code CompiledLinkage}).</li>
 *   <li>Every exception handler that names a type first reports the exception
 *       ({@code GuestRuntime.exceptionCaught}); every throwable the method constructs is reported
 *       once constructed, and every {@code fillInStackTrace()} once it returns: stack traces are
 *       rewritten to guest frames while those frames are live.</li>
 *   <li>With the guest's frames ({@link GuestFrames}), each is written back before its instruction
 *       with the translation's own locals appended (the lock object, the backedge countdown), and
 *       each backedge check block gets its loop head's frame; none of the added code changes the
 *       operand stack at a branch target. Otherwise the class writer computes frames.</li>
 * </ul>
 *
 * <p>An on-stack replacement variant ({@code osrTarget >= 0}) takes {@code (long[] p, Object[] r)},
 * an interpreter frame's primitive and reference slots, loads the locals and operand stack that
 * {@link OsrState} describes, and jumps to the target instruction. It has no prologue and takes no
 * lock: the interpreted activation it continues did both.
 *
 * <p>A unit with a sampled copy ({@link CompilationUnit#sampledCopy}) is written twice, as its normal
 * method and as its sampled-copy method, each with a {@link SampledCopyWriter} that writes the
 * transfers between them.
 */
final class MethodTranslator {

    private static final String RUNTIME = "rvm/core/runtime/GuestRuntime";
    private static final String LINKAGE = "rvm/core/runtime/CompiledLinkage";
    private static final String BSM_DESC = "(Ljava/lang/invoke/MethodHandles$Lookup;Ljava/lang/String;"
            + "Ljava/lang/invoke/MethodType;II)Ljava/lang/invoke/CallSite;";
    private static final Handle MEMBER = new Handle(H_INVOKESTATIC, LINKAGE, "member", BSM_DESC, false);
    private static final Handle INDY = new Handle(H_INVOKESTATIC, LINKAGE, "invokeDynamic", BSM_DESC, false);
    private static final Handle CONSTANT = new Handle(H_INVOKESTATIC, LINKAGE, "constant",
            "(Ljava/lang/invoke/MethodHandles$Lookup;Ljava/lang/String;Ljava/lang/Class;II)Ljava/lang/Object;", false);

    private final GuestMethod method;
    private final CompilationUnit unit;
    private final MethodNode node;
    private final InlineMap map;
    private final AccessRules access;
    /** The guest's locals; the lock, the OSR slot arrays and the countdown follow (see CompilationUnit). */
    private final int guestMaxLocals;
    private final int osrTarget;
    private final OsrState osrState;
    private final Map<LabelNode, Label> labels = new IdentityHashMap<>();
    private final Map<LabelNode, Integer> labelIndex;
    /** The handlers that name an exception type, and the type their exception has on entry (the types' common superclass). */
    private final Map<LabelNode, String> handlers = new IdentityHashMap<>();
    private final Label[] starts;
    /** Where the code after the last instruction (backedge check blocks, the unlock handler) starts. */
    private final List<Label> tailStarts = new ArrayList<>();
    /** The guest instruction each of {@link #tailStarts} stands for. */
    private final List<InlineMap.Position> tailPositions = new ArrayList<>();
    /** The guest instruction each of {@link #starts} stands for. */
    private final InlineMap.Position[] startPositions;
    private final boolean isSynchronized;
    private final int lockLocal;
    /** The backedge countdown to the next (opaque) read of the word, or -1 when no backedge check uses one. */
    private final int countdownLocal;
    /** The guest's own stack map frames, written back into the code, or null when ASM computes frames. */
    private final GuestFrames frames;
    /**
     * Whether the code's line numbers are positions ({@code k + 1} for the start {@code k} of
     * {@link #instructionStarts} then {@link #tailStarts}) instead of source lines: code with
     * inlined methods, whose trace elements must map back to several guest frames without a
     * bytecode index.
     */
    private final boolean linesArePositions;
    /** Writes the transfers of the unit's sampled copy, or null when the unit has none. */
    private final SampledCopyWriter copy;
    /** Whether this writes the unit's sampled-copy method ({@link CompilationUnit#hasSampledCopy}). */
    private final boolean sampledCopy;
    /** How many of the guest's instructions {@link #write} has written so far. */
    private int written;
    private int pendingNews;

    /**
     * @param unit     the compilation, its transforms done
     * @param osrState the frame state at the unit's OSR target (null for the normal method)
     * @param frames   the guest's stack map frames of the unit ({@link GuestFrames#of(CompilationUnit)}), to
     *                 write into the code; null when the class writer computes frames
     */
    MethodTranslator(CompilationUnit unit, AccessRules access, OsrState osrState, GuestFrames frames) {
        this(unit, access, osrState, frames, null);
    }

    /**
     * @param copy writes the transfers of the unit's sampled copy into the method this writes (the
     *             normal method or the sampled-copy method, as the writer says); null for a unit
     *             without one
     */
    MethodTranslator(CompilationUnit unit, AccessRules access, OsrState osrState, GuestFrames frames,
                     SampledCopyWriter copy) {
        if (copy == null && unit.hasSampledCopy()) {
            throw new IllegalArgumentException(unit.root().jvmName() + " has a sampled copy and no writer for it");
        }
        this.unit = unit;
        this.copy = copy;
        this.sampledCopy = copy != null && copy.inCopy();
        this.method = unit.root();
        this.node = unit.body();
        this.map = unit.map();
        this.access = access;
        this.guestMaxLocals = unit.guestMaxLocals();
        this.osrTarget = unit.osrTarget();
        this.osrState = osrState;
        this.frames = frames;
        this.labelIndex = unit.labelIndex();
        List<AbstractInsnNode> guest = unit.guestInstructions();
        this.starts = new Label[guest.size()];
        this.startPositions = new InlineMap.Position[guest.size()];
        for (int k = 0; k < starts.length; k++) {
            starts[k] = new Label();
            startPositions[k] = map.position(guest.get(k));
        }
        for (TryCatchBlockNode t : node.tryCatchBlocks) {
            if (t.type != null) { // catch-any handlers (finally, synchronized) only rethrow
                handlers.merge(t.handler, t.type, access::commonSuperClass);
            }
        }
        this.isSynchronized = (node.access & ACC_SYNCHRONIZED) != 0 && osrTarget < 0 && !sampledCopy;
        this.lockLocal = guestMaxLocals;
        this.countdownLocal = unit.usesCountdown() ? unit.countdownLocal() : -1;
        this.linesArePositions = map.hasInlined() || unit.hasSampledCopy();
    }

    /** Whether the code's line numbers are positions, not source lines (see {@code CompiledMethod.framesAtLine}). */
    boolean linesArePositions() {
        return linesArePositions;
    }

    /** Whether the method can be compiled at all: no subroutines ({@code jsr}/{@code ret}). */
    static boolean isCompilable(GuestMethod m) {
        for (AbstractInsnNode i = m.node().instructions.getFirst(); i != null; i = i.getNext()) {
            if (i.getOpcode() == JSR || i.getOpcode() == RET) {
                return false;
            }
        }
        return true;
    }

    /** The label at the start of each real instruction, resolved once the method has been written. */
    Label[] instructionStarts() {
        return starts;
    }

    /**
     * The labels where the code after the last instruction starts: a backedge check block (which
     * stands for its loop head) or the unlock handler of a synchronized method (which stands for the
     * last instruction); resolved once the method has been written.
     */
    List<Label> tailStarts() {
        return tailStarts;
    }

    /** The guest instruction each of {@link #tailStarts} stands for. */
    List<InlineMap.Position> tailPositions() {
        return tailPositions;
    }

    /** The guest instruction each of {@link #instructionStarts} stands for. */
    InlineMap.Position[] startPositions() {
        return startPositions;
    }

    /** Writes the method's code into {@code mv}, which must be a fresh method visitor. */
    void write(MethodVisitor mv) {
        mv.visitCode();
        for (TryCatchBlockNode t : node.tryCatchBlocks) {
            mv.visitTryCatchBlock(label(t.start), label(t.end), label(t.handler), t.type);
        }
        Label syncStart = new Label();
        Label syncEnd = new Label();
        Label syncHandler = new Label();
        if (isSynchronized) {
            mv.visitTryCatchBlock(syncStart, syncEnd, syncHandler, null);
        }
        // the prologue or OSR entry comes before the first instruction's label (a branch to the first
        // instruction must not reach it); CompiledMethod.instructionAt maps its code to instruction 0
        if (linesArePositions) {
            Label entry = new Label();
            mv.visitLabel(entry);
            mv.visitLineNumber(1, entry);
        }
        if (sampledCopy) {
            copy.enter(mv, copyHost());
        } else {
            writeEntryCode(mv);
        }
        if (osrTarget >= 0) {
            loadOsrState(mv);
        } else if (!sampledCopy) {
            if (isSynchronized) {
                pushLockObject(mv);
                mv.visitInsn(DUP);
                mv.visitVarInsn(ASTORE, lockLocal);
                mv.visitInsn(MONITORENTER);
                mv.visitLabel(syncStart);
            }
        }
        int index = 0;
        boolean started = false; // whether instruction index's code has started (with code added before it)
        String handlerType = null;
        for (AbstractInsnNode i = node.instructions.getFirst(); i != null; i = i.getNext()) {
            if (i instanceof LabelNode && map.kind(i) == InlineMap.Kind.ADDED) {
                tailLabel(mv, (LabelNode) i);
            } else if (i instanceof LabelNode) {
                mv.visitLabel(label((LabelNode) i));
                handlerType = handlers.getOrDefault(i, handlerType);
            } else if (i instanceof LineNumberNode) {
                if (!linesArePositions) {
                    LineNumberNode l = (LineNumberNode) i;
                    mv.visitLineNumber(l.line, label(l.start));
                }
            } else if (i.getOpcode() >= 0 && map.kind(i) != InlineMap.Kind.ENTRY) {
                if (index == starts.length) { // after the last instruction: code that a tail label began
                    added(mv, i, map.position(i).index());
                    continue;
                }
                if (!started) {
                    // the guest's frame, then the handler's report, at the offset of the guest's labels
                    GuestFrames.Frame guestFrame = frames == null ? null : frames.at(index);
                    if (guestFrame != null) {
                        frame(mv, guestFrame, null);
                    }
                    if (handlerType != null) {
                        caught(mv, handlerType, index);
                        handlerType = null;
                    }
                    mv.visitLabel(starts[index]);
                    if (linesArePositions) {
                        mv.visitLineNumber(index + 1, starts[index]);
                    }
                    started = true;
                }
                if (map.isGuest(i)) {
                    instruction(mv, i, index);
                    index++;
                    written = index;
                    started = false;
                } else {
                    added(mv, i, index);
                }
            }
        }
        if (copy != null) { // within the lock's range: an exception from the sampled copy unlocks
            copy.writeTrampoline(mv, copyHost());
        }
        if (isSynchronized) {
            mv.visitLabel(syncEnd);
            mv.visitLabel(syncHandler);
            tailStart(mv, syncHandler, startPositions[starts.length - 1]);
            if (frames != null) { // no guest local is live here: only the lock (and the countdown)
                frame(mv, new GuestFrames.Frame(List.of(), List.of()), "java/lang/Throwable");
            }
            mv.visitVarInsn(ALOAD, lockLocal);
            mv.visitInsn(MONITOREXIT);
            mv.visitInsn(ATHROW);
        }
        if (node.localVariables != null) {
            for (LocalVariableNode v : node.localVariables) {
                mv.visitLocalVariable(v.name, v.desc, v.signature, label(v.start), label(v.end), v.index);
            }
        }
        mv.visitMaxs(0, 0);
        mv.visitEnd();
    }

    private Label label(LabelNode l) {
        return labels.computeIfAbsent(l, k -> new Label());
    }

    /** What the sampled copy's writer needs of this method. */
    private SampledCopyWriter.Method copyHost() {
        return new SampledCopyWriter.Method() {
            @Override
            public Label label(LabelNode l) {
                return MethodTranslator.this.label(l);
            }

            @Override
            public void tailStartingNowhere(MethodVisitor mv, Label start) {
                tailStart(mv, start, null);
            }

            @Override
            public int lockLocal() {
                return isSynchronized ? lockLocal : -1;
            }

            @Override
            public int countdownLocal() {
                return countdownLocal;
            }
        };
    }

    /** The code the transforms added on entry, before the first instruction's label (and the OSR state's loading). */
    private void writeEntryCode(MethodVisitor mv) {
        for (AbstractInsnNode i = node.instructions.getFirst(); i != null; i = i.getNext()) {
            if (map.kind(i) == InlineMap.Kind.ENTRY) {
                added(mv, i, 0);
            }
        }
    }

    /** An instruction a transform added as part of instruction {@code index}: written as it is. */
    private void added(MethodVisitor mv, AbstractInsnNode i, int index) {
        int transfer = SampledCopy.placeOf(i);
        if (transfer >= 0) {
            copy.leave(mv, transfer, copyHost());
        } else if (unit.isCountdownStart(i)) {
            Transforms.countdownStart(unit, sampledCopy).accept(mv);
        } else if (i instanceof JumpInsnNode) {
            mv.visitJumpInsn(i.getOpcode(), label(((JumpInsnNode) i).label));
        } else if (i instanceof TableSwitchInsnNode || i instanceof LookupSwitchInsnNode) {
            throw new IllegalArgumentException("a transform added a switch at instruction " + index + " of "
                    + method.jvmName() + ": not supported");
        } else {
            i.accept(mv);
        }
    }

    /**
     * A label a transform added after the last instruction (a backedge check block): from here the
     * code stands for the guest instruction the inline map attaches the label to, and runs in that
     * instruction's frame state.
     */
    private void tailLabel(MethodVisitor mv, LabelNode l) {
        tailStart(mv, label(l), map.position(l));
        InlineMap.FrameAt at = map.frameAt(l);
        if (frames != null && at != null) {
            GuestFrames.Frame f = frames.at(at.instruction());
            if (f == null) {
                throw new MissingFrameException(method.jvmName() + " has no stack map frame at instruction "
                        + at.instruction() + ", where a backedge check block continues");
            }
            frame(mv, f, at.extraStack());
        }
    }

    // ------------------------------------------------------------------ instructions

    private void instruction(MethodVisitor mv, AbstractInsnNode i, int index) {
        int op = i.getOpcode();
        if (i instanceof JumpInsnNode) {
            jump(mv, (JumpInsnNode) i);
        } else if (i instanceof TableSwitchInsnNode) {
            TableSwitchInsnNode s = (TableSwitchInsnNode) i;
            Label[] targets = new Label[s.labels.size()];
            for (int k = 0; k < targets.length; k++) {
                targets[k] = label(s.labels.get(k));
            }
            mv.visitTableSwitchInsn(s.min, s.max, label(s.dflt), targets);
        } else if (i instanceof LookupSwitchInsnNode) {
            LookupSwitchInsnNode s = (LookupSwitchInsnNode) i;
            Label[] targets = new Label[s.labels.size()];
            for (int k = 0; k < targets.length; k++) {
                targets[k] = label(s.labels.get(k));
            }
            int[] keys = s.keys.stream().mapToInt(Integer::intValue).toArray();
            mv.visitLookupSwitchInsn(label(s.dflt), keys, targets);
        } else if (i instanceof InsnNode) {
            if (op >= IRETURN && op <= RETURN) {
                if (isSynchronized) {
                    mv.visitVarInsn(ALOAD, lockLocal);
                    mv.visitInsn(MONITOREXIT);
                }
            }
            mv.visitInsn(op);
        } else if (i instanceof MethodInsnNode) {
            invoke(mv, (MethodInsnNode) i, index);
        } else if (i instanceof FieldInsnNode) {
            FieldInsnNode f = (FieldInsnNode) i;
            if (access.mustRoute(f)) {
                InlineMap.Position p = startPositions[index];
                mv.visitInvokeDynamicInsn(f.name, routed(fieldType(f)), MEMBER, p.method().id(), p.index());
            } else {
                mv.visitFieldInsn(op, f.owner, f.name, f.desc);
            }
        } else if (i instanceof InvokeDynamicInsnNode) {
            InvokeDynamicInsnNode d = (InvokeDynamicInsnNode) i;
            InlineMap.Position p = startPositions[index];
            mv.visitInvokeDynamicInsn(d.name, d.desc, INDY, p.method().id(), p.index());
        } else if (i instanceof LdcInsnNode) {
            ldc(mv, ((LdcInsnNode) i).cst, startPositions[index]);
        } else if (i instanceof VarInsnNode) {
            mv.visitVarInsn(op, ((VarInsnNode) i).var);
        } else if (i instanceof IntInsnNode) {
            mv.visitIntInsn(op, ((IntInsnNode) i).operand);
        } else if (i instanceof TypeInsnNode) {
            if (op == NEW) {
                pendingNews++;
            }
            mv.visitTypeInsn(op, ((TypeInsnNode) i).desc);
        } else if (i instanceof IincInsnNode) {
            IincInsnNode n = (IincInsnNode) i;
            mv.visitIincInsn(n.var, n.incr);
        } else if (i instanceof MultiANewArrayInsnNode) {
            MultiANewArrayInsnNode n = (MultiANewArrayInsnNode) i;
            mv.visitMultiANewArrayInsn(n.desc, n.dims);
        } else {
            throw new IllegalArgumentException("cannot compile " + i.getClass().getSimpleName() + " (opcode " + op
                    + ") at instruction " + index + " of " + method.jvmName());
        }
    }

    private void jump(MethodVisitor mv, JumpInsnNode j) {
        mv.visitJumpInsn(j.getOpcode(), label(j.label));
    }

    /** Marks {@code start} here as the start of tail code that stands for guest instruction {@code position}. */
    private void tailStart(MethodVisitor mv, Label start, InlineMap.Position position) {
        mv.visitLabel(start);
        tailStarts.add(start);
        tailPositions.add(position);
        if (linesArePositions) {
            mv.visitLineNumber(starts.length + tailStarts.size(), start);
        }
    }

    private void invoke(MethodVisitor mv, MethodInsnNode m, int index) {
        if (access.mustRoute(m)) {
            InlineMap.Position p = startPositions[index];
            mv.visitInvokeDynamicInsn(m.name, routed(invokeType(m)), MEMBER, p.method().id(), p.index());
            return;
        }
        mv.visitMethodInsn(m.getOpcode(), m.owner, m.name, m.desc, m.itf);
        if (m.getOpcode() == INVOKESPECIAL && m.name.equals("<init>") && pendingNews > 0) {
            pendingNews--;
            if (access.isThrowable(m.owner)) {
                report(mv, "throwableConstructed", index);
            }
        } else if (m.name.equals("fillInStackTrace") && m.desc.equals("()Ljava/lang/Throwable;")) {
            report(mv, "stackTraceRefilled", index);
        }
    }

    /**
     * {@code GuestRuntime.exceptionCaught(exception on the stack, the guest class)}, which gives back
     * the exception the handler goes on with, of the same class: cast back to the handler's type. The
     * guest class is the one whose code handles it (instruction {@code index}'s method, which code
     * inlined from another class changes).
     */
    private void caught(MethodVisitor mv, String handlerType, int index) {
        mv.visitLdcInsn(Type.getObjectType(startPositions[index].method().owner().name()));
        mv.visitMethodInsn(INVOKESTATIC, RUNTIME, "exceptionCaught",
                "(Ljava/lang/Throwable;Ljava/lang/Class;)Ljava/lang/Throwable;", false);
        mv.visitTypeInsn(CHECKCAST, handlerType);
    }

    /**
     * {@code GuestRuntime.what(throwable on the stack, the guest class)}, keeping the throwable; the
     * guest class is that of instruction {@code index}'s method.
     */
    private void report(MethodVisitor mv, String what, int index) {
        mv.visitInsn(DUP);
        mv.visitLdcInsn(Type.getObjectType(startPositions[index].method().owner().name()));
        mv.visitMethodInsn(INVOKESTATIC, RUNTIME, what, "(Ljava/lang/Throwable;Ljava/lang/Class;)V", false);
    }

    private void ldc(MethodVisitor mv, Object cst, InlineMap.Position p) {
        String type = null;
        if (cst instanceof Handle) {
            type = "Ljava/lang/invoke/MethodHandle;";
        } else if (cst instanceof ConstantDynamic) {
            type = ((ConstantDynamic) cst).getDescriptor();
        } else if (cst instanceof Type && ((Type) cst).getSort() == Type.METHOD) {
            type = "Ljava/lang/invoke/MethodType;";
        }
        if (type == null) {
            mv.visitLdcInsn(cst);
        } else {
            mv.visitLdcInsn(new ConstantDynamic("constant", type, CONSTANT, p.method().id(), p.index()));
        }
    }

    /** The type of the {@code invokedynamic} that routes an instruction of stack effect {@code type}. */
    private String routed(String type) {
        String routed = access.routedType(type);
        if (routed == null) {
            throw new IllegalStateException("a routed result type the compiled code may not name: " + type
                    + " in " + method.jvmName() + " (BaselineCompiler checks unroutable first)");
        }
        return routed;
    }

    /**
     * Why {@code unit} cannot be compiled in a hidden class of {@code access}'s guest class, or null:
     * an instruction it must route has a result of a class the hidden class may not name
     * ({@link AccessRules#routedType}).
     */
    static String unroutable(CompilationUnit unit, AccessRules access) {
        for (AbstractInsnNode i = unit.body().instructions.getFirst(); i != null; i = i.getNext()) {
            String type = SampledCopy.placeOf(i) >= 0 ? null
                    : i instanceof MethodInsnNode m && access.mustRoute(m) ? invokeType(m)
                    : i instanceof FieldInsnNode f && access.mustRoute(f) ? fieldType(f) : null;
            if (type != null && access.routedType(type) == null) {
                return "routes an access whose result, " + Type.getReturnType(type).getClassName()
                        + ", its compiled code may not name";
            }
        }
        return null;
    }

    /** The stack effect of an invoke as a descriptor: the receiver (if any) first. */
    private static String invokeType(MethodInsnNode m) {
        if (m.getOpcode() == INVOKESTATIC) {
            return m.desc;
        }
        return "(" + typeDescriptor(m.owner) + m.desc.substring(1);
    }

    private static String fieldType(FieldInsnNode f) {
        switch (f.getOpcode()) {
            case GETSTATIC: return "()" + f.desc;
            case PUTSTATIC: return "(" + f.desc + ")V";
            case GETFIELD: return "(" + typeDescriptor(f.owner) + ")" + f.desc;
            default: return "(" + typeDescriptor(f.owner) + f.desc + ")V";
        }
    }

    private static String typeDescriptor(String internalName) {
        return internalName.startsWith("[") ? internalName : "L" + internalName + ";";
    }

    // ------------------------------------------------------------------ yieldpoints, locks, OSR entry

    /**
     * Writes {@code f} as an expanded frame here, with {@code extra} (if not null) on top of its stack:
     * the guest's locals, then the locals the translation adds (the lock object of a synchronized method,
     * the backedge countdown), and each not-yet-constructed object named by the label of its
     * {@code new} in this code.
     */
    private void frame(MethodVisitor mv, GuestFrames.Frame f, Object extra) {
        List<Object> locals = new ArrayList<>(f.locals().size() + 4);
        for (Object t : f.locals()) {
            locals.add(translated(t));
        }
        if (isSynchronized || countdownLocal >= 0) {
            for (int k = GuestFrames.slots(f.locals()); k < guestMaxLocals; k++) {
                locals.add(TOP);
            }
            locals.add(isSynchronized ? "java/lang/Object" : TOP);
        }
        if (countdownLocal >= 0) {
            locals.add(TOP); // the OSR variant's slot arrays
            locals.add(TOP);
            locals.add(INTEGER);
        }
        List<Object> stack = new ArrayList<>(f.stack().size() + 1);
        for (Object t : f.stack()) {
            stack.add(translated(t));
        }
        if (extra != null) {
            stack.add(extra);
        }
        mv.visitFrame(F_NEW, locals.size(), locals.toArray(), stack.size(), stack.toArray());
    }

    /** A frame entry in this code: an uninitialised object's {@code new} has a label of its own here. */
    private Object translated(Object type) {
        if (!(type instanceof LabelNode)) {
            return type;
        }
        int allocation = labelIndex.get((LabelNode) type);
        if (allocation >= written) { // ASM needs the label's offset now
            throw new MissingFrameException(method.jvmName() + ": a frame names an object allocated further down");
        }
        return starts[allocation];
    }

    /** Thrown when the guest's frames lack one the translated code needs: the compiler then computes frames. */
    static final class MissingFrameException extends RuntimeException {
        MissingFrameException(String message) {
            super(message);
        }
    }

    private void pushLockObject(MethodVisitor mv) {
        if (method.isStatic()) {
            mv.visitLdcInsn(Type.getObjectType(method.owner().name()));
        } else {
            mv.visitVarInsn(ALOAD, 0);
        }
    }

    /**
     * Loads the interpreter frame's slots (parameters 0 and 1 of the OSR variant) into the locals and
     * operand stack the target instruction expects, clears the reference slots, then jumps there.
     */
    private void loadOsrState(MethodVisitor mv) {
        int prims = unit.slotArraysLocal();
        int refs = prims + 1;
        mv.visitVarInsn(ALOAD, 0);
        mv.visitVarInsn(ASTORE, prims);
        mv.visitVarInsn(ALOAD, 1);
        mv.visitVarInsn(ASTORE, refs);
        for (int slot = 0; slot < osrState.locals().size(); slot++) {
            Type t = osrState.locals().get(slot);
            if (t != null) {
                Bridges.loadSlot(mv, t, prims, refs, -1, slot);
                mv.visitVarInsn(t.getOpcode(ISTORE), slot);
            }
        }
        int slot = guestMaxLocals;
        for (Type t : osrState.stack()) {
            Bridges.loadSlot(mv, t, prims, refs, -1, slot);
            slot += t.getSize();
        }
        // the interpreter's frame lives on below this activation: it must keep nothing alive
        mv.visitVarInsn(ALOAD, refs);
        mv.visitInsn(ACONST_NULL);
        mv.visitMethodInsn(INVOKESTATIC, "java/util/Arrays", "fill", "([Ljava/lang/Object;Ljava/lang/Object;)V", false);
        mv.visitJumpInsn(GOTO, starts[osrTarget]);
    }
}
