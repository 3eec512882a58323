package rvm.core.compile;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.objectweb.asm.Opcodes;
import org.objectweb.asm.tree.AbstractInsnNode;
import org.objectweb.asm.tree.LabelNode;
import org.objectweb.asm.tree.LocalVariableNode;
import org.objectweb.asm.tree.MethodInsnNode;
import org.objectweb.asm.tree.MethodNode;
import org.objectweb.asm.tree.TryCatchBlockNode;
import rvm.core.model.GuestMethod;

/**
 * One compilation: the root guest method, a copy of its code that the transforms change (the
 * guest's own {@code MethodNode} is the interpreter's and stays as the class file has it), the
 * {@link InlineMap} of that copy, the OSR target if any, the compiled level and the code-generation
 * configuration. It passes through the transforms in order, then the emitter
 * ({@code rvm.interp.compiler.MethodTranslator}).
 */
public final class CompilationUnit {

    /** The compilation's own locals after the guest's: the lock, the two slot arrays, the countdown. */
    private static final int OWN_LOCALS = 4;

    private final GuestMethod root;
    private final MethodNode body;
    private final InlineMap map;
    private final int osrTarget;
    private final boolean countCalls;
    private final CodeGenConfig config;
    private final boolean optimizing;
    private boolean usesCountdown;
    private boolean countdownAtPhase;
    private final List<Object> reports = new ArrayList<>();
    private final Map<LabelNode, LabelNode> sampledHeads = new HashMap<>();
    private final Map<LabelNode, LabelNode> tickExits = new HashMap<>();
    private final SampledCopy sampledCopy = new SampledCopy(this);

    private CompilationUnit(GuestMethod root, MethodNode body, InlineMap map, int osrTarget, boolean countCalls,
                            boolean optimizing, CodeGenConfig config) {
        this.root = root;
        this.optimizing = optimizing;
        this.body = body;
        this.map = map;
        this.osrTarget = osrTarget;
        this.countCalls = countCalls;
        this.config = config;
    }

    /**
     * A unit of {@code root}'s code as the class file has it.
     *
     * @param osrTarget  the instruction an OSR variant continues at, or -1 for the normal method
     * @param countCalls whether the compiled code reports each call (to be recompiled higher)
     */
    public static CompilationUnit of(GuestMethod root, int osrTarget, boolean countCalls, CodeGenConfig config) {
        return of(root, osrTarget, countCalls, false, config);
    }

    /**
     * As {@link #of(GuestMethod, int, boolean, CodeGenConfig)}, at the optimising level when
     * {@code optimizing} (level 2: the optimiser's transforms, the inliner, run first; the tier
     * policy compiles there the methods it found hot).
     */
    public static CompilationUnit of(GuestMethod root, int osrTarget, boolean countCalls, boolean optimizing,
                                     CodeGenConfig config) {
        MethodNode guest = root.node();
        MethodNode body = new MethodNode(Opcodes.ASM9, guest.access, guest.name, guest.desc, guest.signature,
                guest.exceptions.toArray(String[]::new));
        Map<LabelNode, LabelNode> labels = new HashMap<>();
        for (AbstractInsnNode i = guest.instructions.getFirst(); i != null; i = i.getNext()) {
            if (i instanceof LabelNode) {
                labels.put((LabelNode) i, new LabelNode());
            }
        }
        InlineMap map = new InlineMap(new InlineMap.Position(root, 0, null));
        int index = 0;
        for (AbstractInsnNode i = guest.instructions.getFirst(); i != null; i = i.getNext()) {
            AbstractInsnNode copy = i.clone(labels);
            body.instructions.add(copy);
            if (i.getOpcode() >= 0) {
                map.putGuest(copy, new InlineMap.Position(root, index++, null));
            }
        }
        body.tryCatchBlocks = new ArrayList<>();
        for (TryCatchBlockNode t : guest.tryCatchBlocks) {
            body.tryCatchBlocks.add(new TryCatchBlockNode(labels.get(t.start), labels.get(t.end),
                    labels.get(t.handler), t.type));
        }
        if (guest.localVariables != null) {
            body.localVariables = new ArrayList<>();
            for (LocalVariableNode v : guest.localVariables) {
                body.localVariables.add(new LocalVariableNode(v.name, v.desc, v.signature, labels.get(v.start),
                        labels.get(v.end), v.index));
            }
        }
        body.maxLocals = guest.maxLocals;
        body.maxStack = guest.maxStack;
        return new CompilationUnit(root, body, map, osrTarget, countCalls, optimizing, config);
    }

    /**
     * The body's guest instructions in code order, leaving out what the transforms added: element
     * {@code k} is guest instruction {@code k}.
     */
    public List<AbstractInsnNode> guestInstructions() {
        List<AbstractInsnNode> guest = new ArrayList<>();
        for (AbstractInsnNode i = body.instructions.getFirst(); i != null; i = i.getNext()) {
            if (map.isGuest(i)) {
                guest.add(i);
            }
        }
        return guest;
    }

    /**
     * Each label of the body and the index of the guest instruction it stands before (the number of
     * guest instructions when none follows).
     */
    public Map<LabelNode, Integer> labelIndex() {
        Map<LabelNode, Integer> index = new HashMap<>();
        int n = 0;
        for (AbstractInsnNode i = body.instructions.getFirst(); i != null; i = i.getNext()) {
            if (i instanceof LabelNode l) {
                index.put(l, n);
            } else if (map.isGuest(i)) {
                n++;
            }
        }
        return index;
    }

    /** The guest method compiled. */
    public GuestMethod root() {
        return root;
    }

    /** The code being compiled: the transforms change it. */
    public MethodNode body() {
        return body;
    }

    /** Where each instruction of the body comes from. */
    public InlineMap map() {
        return map;
    }

    /** The instruction an OSR variant continues at, or -1 for the normal method. */
    public int osrTarget() {
        return osrTarget;
    }

    /** Whether this is an on-stack replacement variant (no prologue: it continues an activation). */
    public boolean isOsr() {
        return osrTarget >= 0;
    }

    /** Whether this is a compilation at the optimising level (level 2). */
    public boolean isOptimizing() {
        return optimizing;
    }

    /** Whether the compiled code reports each call, so that the tier policy can recompile it higher. */
    public boolean countsCalls() {
        return countCalls;
    }

    /** What the compiler adds to the guest's code. */
    public CodeGenConfig config() {
        return config;
    }

    /**
     * How many locals the guest's code uses. The compilation's own locals follow: the lock object
     * of a synchronized method, the OSR variant's two slot arrays ({@link #slotArraysLocal}), then
     * the backedge countdown ({@link #countdownLocal}); the locals transforms add come after those
     * ({@link #newLocals}).
     */
    public int guestMaxLocals() {
        return root.node().maxLocals;
    }

    /** The local of the backedge countdown (strip-mined or opaque reads of the yieldpoint word). */
    public int countdownLocal() {
        return guestMaxLocals() + 3;
    }

    /**
     * The first local no code of the body uses yet: above the guest's, the compilation's own, and
     * those transforms have added so far.
     */
    public int firstFreeLocal() {
        return Math.max(body.maxLocals, guestMaxLocals() + OWN_LOCALS);
    }

    /**
     * Reserves {@code width} locals for a transform's code, above every local the body uses now
     * ({@link #firstFreeLocal}), and returns the first of them.
     */
    public int newLocals(int width) {
        int first = firstFreeLocal();
        if (width > 0) {
            body.maxLocals = first + width;
        }
        return first;
    }

    /**
     * Reserves {@code width} locals from {@code first} on, which the caller knows no code uses where
     * its own code runs (the locals of an inlined body, shared by the bodies inlined one after the
     * other), and returns {@code first}.
     *
     * @throws IllegalArgumentException when {@code first} is below the transforms' locals
     */
    public int reuseLocals(int first, int width) {
        if (first < guestMaxLocals() + OWN_LOCALS) {
            throw new IllegalArgumentException("local " + first + " is the guest's or the compilation's own");
        }
        body.maxLocals = Math.max(body.maxLocals, first + width);
        return first;
    }

    /** Whether the code uses the backedge countdown, which the entry then starts. */
    public boolean usesCountdown() {
        return usesCountdown;
    }

    /**
     * Records what a transform decided for this compilation (the inliner's decisions), which the
     * compiler hands on with the compiled method once it is installed: a compilation that fails and
     * is retried reports only from the attempt that succeeded.
     */
    public void addReport(Object report) {
        reports.add(report);
    }

    /** What the transforms recorded ({@link #addReport}), in the order they did. */
    public List<Object> reports() {
        return List.copyOf(reports);
    }

    /**
     * Makes the backedge countdown start and restart at {@code Yieldpoints.phase} rather than at
     * {@link CodeGenConfig#READ_INTERVAL} (the checking code of the yieldpoint trigger with a skip,
     * whose backedges must all read the word while a sample is pending): in the sampled-copy method,
     * or in the one method of a unit without one. The normal method of a unit with a sampled-copy
     * method leaves at every check that sees the word, so it never runs while a sample is pending
     * and keeps {@code READ_INTERVAL}. The instrumenter calls it.
     */
    public void restartCountdownAtPhase() {
        countdownAtPhase = true;
    }

    /** Whether the backedge countdown starts and restarts at {@code Yieldpoints.phase} ({@link #restartCountdownAtPhase}). */
    public boolean countdownRestartsAtPhase() {
        return countdownAtPhase;
    }

    /**
     * A new instruction that pushes where the backedge countdown starts: the emitter writes it as
     * {@code Yieldpoints.phase} or {@link CodeGenConfig#READ_INTERVAL}, by the method it writes
     * ({@link #restartCountdownAtPhase}).
     */
    public MethodInsnNode countdownStart() {
        return new MarkerInsn.CountdownStart();
    }

    /** Whether {@code i} is a {@link #countdownStart} instruction (or a copy of one). */
    public boolean isCountdownStart(AbstractInsnNode i) {
        return i instanceof MarkerInsn.CountdownStart;
    }

    /** Says that the code uses the backedge countdown (a transform's backedge checks do). */
    public void useCountdown() {
        usesCountdown = true;
        body.maxLocals = Math.max(body.maxLocals, countdownLocal() + 1);
    }

    /**
     * Makes the backedge yieldpoint of loop head {@code head} instrumentation sampling's check too
     * (the merged triggers, {@code --sample-trigger=yieldpoint} and {@code cbs}): a taken backedge
     * yieldpoint there that the yieldpoint service says samples goes to {@code sampled} (the head's
     * copy in the duplicated code) instead of the head. The instrumenter calls it; the backedge
     * yieldpoints, added after it, read it.
     */
    public void sampleAtBackedgesTo(LabelNode head, LabelNode sampled) {
        sampledHeads.put(head, sampled);
    }

    /** Where a sampling backedge yieldpoint of loop head {@code head} goes, or {@code null} if it does not sample. */
    public LabelNode sampledTarget(LabelNode head) {
        return sampledHeads.get(head);
    }

    /**
     * Makes a taken backedge yieldpoint of loop head {@code head} go to {@code exit} without calling
     * the yieldpoint's slow path, which the code there must call (instrumentation sampling's merged
     * triggers with a separate copy: the code at {@code exit} leaves the method, so that the slow
     * path's call is in no compiled loop). For compiled yieldpoints that test the word inline only.
     */
    public void exitAtTakenBackedgesTo(LabelNode head, LabelNode exit) {
        tickExits.put(head, exit);
    }

    /** Where a taken backedge yieldpoint of {@code head} goes without its slow path, or {@code null}. */
    public LabelNode takenBackedgeExit(LabelNode head) {
        return tickExits.get(head);
    }

    // ------------------------------------------------------------------ the sampled copy in a method of its own

    /**
     * The unit's sampled-copy method, which a transform that duplicates code may ask for (places
     * where it continues an activation, and the instructions that leave for them); the emitter
     * writes it when it {@linkplain SampledCopy#exists exists}.
     */
    public SampledCopy sampledCopy() {
        return sampledCopy;
    }

    /** Whether the unit has a sampled-copy method ({@link SampledCopy#exists}). */
    public boolean hasSampledCopy() {
        return sampledCopy.exists();
    }

    /**
     * The local holding the activation's primitive slots in the sampled-copy method and in a normal
     * method that transfers (the slot of the OSR variant's arrays); the references' follow it.
     */
    public int slotArraysLocal() {
        return guestMaxLocals() + 1;
    }
}
