package rvm.profiling.instrument;

import static org.objectweb.asm.Opcodes.*;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.IdentityHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.objectweb.asm.Type;
import org.objectweb.asm.tree.AbstractInsnNode;
import org.objectweb.asm.tree.FieldInsnNode;
import org.objectweb.asm.tree.FrameNode;
import org.objectweb.asm.tree.IincInsnNode;
import org.objectweb.asm.tree.InsnList;
import org.objectweb.asm.tree.InsnNode;
import org.objectweb.asm.tree.InvokeDynamicInsnNode;
import org.objectweb.asm.tree.JumpInsnNode;
import org.objectweb.asm.tree.LabelNode;
import org.objectweb.asm.tree.LdcInsnNode;
import org.objectweb.asm.tree.LocalVariableNode;
import org.objectweb.asm.tree.MethodInsnNode;
import org.objectweb.asm.tree.TryCatchBlockNode;
import org.objectweb.asm.tree.VarInsnNode;
import org.objectweb.asm.tree.analysis.BasicValue;
import org.objectweb.asm.tree.analysis.Frame;
import rvm.core.compile.YieldpointEmitter;
import rvm.core.compile.Branches;
import rvm.core.compile.CodeGenConfig;
import rvm.core.compile.CompilationUnit;
import rvm.core.compile.FrameTypes;
import rvm.core.compile.UninitialisedObjects;
import rvm.core.compile.InlineMap;
import rvm.core.compile.MethodTransform;
import rvm.core.loader.ClassHierarchy;
import rvm.core.loader.GuestClassLoader;
import rvm.core.runtime.SampledInstrumentation;
import rvm.core.runtime.Yieldpoints;
import rvm.tool.Event;

/**
 * Arnold and Ryder's instrumentation sampling as a transform of the compilation unit (PLDI 2001):
 * it runs after the inliner and the prologue and epilogue yieldpoints, before the backedge
 * yieldpoints (so that the checking code's loops and the duplicated code's backedges keep theirs).
 *
 * <p>The check: with the counter and {@code never} triggers, a decrement and test of a local that
 * holds the thread's countdown ({@link SampledInstrumentation#countdown}, read on entry and after
 * each call from the thread's slot, which a second local keeps from the entry on), written through
 * to the slot ({@link SampledInstrumentation#save}), so that a check calls nothing unless it
 * samples and no call or return stores anything; with the timer trigger,
 * {@link SampledInstrumentation#checkTick}.
 *
 * <p>{@code --duplication=full} (Section 3): the body after the entry code is the <em>checking
 * code</em>; a copy of it, the <em>duplicated code</em>, follows it and carries the
 * instrumentation. A check runs on the method's entry (at the start of the checking code, after
 * all entry code: the prologue yieldpoint, the backedge countdown's start; not in an OSR variant,
 * which continues an activation) and on every backedge of the checking code; when it samples,
 * control goes to the same place in the duplicated code. Every backedge of the duplicated code goes back to the checking code's check of its loop
 * head, so a sample runs instrumented until the next backedge or return, and no more checks run
 * than entries and backedges (Property 1). A backedge is a jump or switch to a label at or before
 * it; its loop head gets a check block just before it ({@code goto head; check: if no sample
 * goto head; goto copy of head}), which the backward branches jump to instead of the head (so the
 * backedge yieldpoints, added after, still see them as backedges). Exception handlers are copied
 * with their ranges: an exception in duplicated code is handled by the handler's copy; so are the
 * local variables' names and ranges, which the JVM's messages for null pointers name.
 *
 * <p>The merged triggers ({@code yieldpoint}, {@code cbs}; Section 4.5) add no check of their own:
 * the prologue yieldpoint moves to the start of the checking code and becomes the entry check
 * ({@link Yieldpoints#prologueSampleCheck}), and each loop head's backedge yieldpoint, which the
 * compiler adds after this transform, is told to sample into the head's copy
 * ({@link CompilationUnit#sampleAtBackedgesTo}); the yieldpoint service decides.
 *
 * <p>Only the compilations whose root method {@code --instrument-methods} selects are transformed.
 *
 * <p>{@code --duplication=none} (Section 3.2): nothing is copied; each instrumentation operation
 * runs under a check of its own. {@code --instrument-exhaustive}: each runs on every execution,
 * without checks (Table 1).
 *
 * <p>The instrumentation: before a call ({@code call-edges}), its site's key and, for a virtual or
 * interface call, its receiver (the arguments wait in locals above the compilation's own while the
 * receiver is read); before a field access ({@code field-accesses}), its site's key. Users' tools
 * ({@code tool:TOOL.jar}): the calls {@link ToolCode} makes, placed as rvm's own instrumentation,
 * and at basic blocks and method entries (a tool that asks for either instruments every block, so
 * partial duplication duplicates fully for it). Copies map to
 * the guest instruction their original stands for, so stack walks and traces see guest frames.
 *
 * <p>Constraints: the compiler computes the frames of what it compiles with this transform (the
 * copied code has none of the guest's own); labels of try-catch ranges must lie in the body after
 * the entry code.
 */
public final class SamplingTransform implements MethodTransform {

    private static final String RUNTIME = Type.getInternalName(SampledInstrumentation.class);

    private final InstrumentSettings settings;
    private final ToolCode tools;

    public SamplingTransform(InstrumentSettings settings) {
        this.settings = settings;
        this.tools = new ToolCode(settings.toolEvents());
    }

    @Override
    public void transform(CompilationUnit unit) {
        if (!settings.methods().selects(unit.root(), unit.isOptimizing())) {
            return; // not instrumented: the code as it would be compiled anyway, with no checks
        }
        if (settings.exhaustive()) {
            instrumentInPlace(unit, false, -1);
            return;
        }
        int countdown = -1;
        if (settings.trigger().usesCountdown()) {
            countdown = unit.newLocals(2); // the countdown, then its thread's slot (slotLocal)
        }
        if (settings.duplication() == InstrumentSettings.Duplication.NONE) {
            instrumentInPlace(unit, true, countdown);
        } else if (settings.duplication() != InstrumentSettings.Duplication.PARTIAL
                || tools.wants(Event.BASIC_BLOCK) || tools.wants(Event.METHOD_ENTRY) // every block instrumented
                || duplicatePartially(unit, countdown) == null) {
            duplicate(unit, countdown);
        }
        if (countdown >= 0) {
            keepCountdown(unit, countdown);
        }
        if (unit.hasSampledCopy()) {
            unit.sampledCopy().reserveScratch();
        }
    }

    /**
     * The countdown's local: read from the thread's slot on entry (an OSR variant's too), where the
     * slot is looked up, and after every call, so that callees and callers count on; each check
     * writes it through ({@link #countDown}). Nothing is saved before calls and returns: a caller's
     * read after a short callee would wait for the callee's store, whose address comes from the
     * thread (docs/decisions/013-counter-countdown-per-thread.md).
     */
    private static void keepCountdown(CompilationUnit unit, int countdown) {
        InsnList body = unit.body().instructions;
        InlineMap map = unit.map();
        for (AbstractInsnNode i : body.toArray()) {
            boolean call = i instanceof MethodInsnNode || i instanceof InvokeDynamicInsnNode;
            if (map.isGuest(i) && call) {
                InsnList load = load(countdown);
                attach(unit, load, i);
                body.insert(i, load);
            }
        }
        InsnList enter = new InsnList();
        enter.add(new MethodInsnNode(INVOKESTATIC, RUNTIME, "slot", "()I", false));
        enter.add(new VarInsnNode(ISTORE, slotLocal(countdown)));
        enter.add(load(countdown));
        for (AbstractInsnNode i : enter.toArray()) {
            map.attachToEntry(i);
        }
        body.insert(enter);
    }

    /** The local that keeps the thread's slot, from the entry on: the one after the countdown's. */
    private static int slotLocal(int countdown) {
        return countdown + 1;
    }

    /** Reads the countdown from the thread's slot ({@code countdown = countdown(slot)}). */
    private static InsnList load(int countdown) {
        return fromSlot(countdown, "countdown");
    }

    /** {@code countdown = SampledInstrumentation.method(slot)}. */
    private static InsnList fromSlot(int countdown, String method) {
        InsnList code = new InsnList();
        code.add(new VarInsnNode(ILOAD, slotLocal(countdown)));
        code.add(new MethodInsnNode(INVOKESTATIC, RUNTIME, method, "(I)I", false));
        code.add(new VarInsnNode(ISTORE, countdown));
        return code;
    }

    /** Writes the countdown through to the thread's slot ({@code save(slot, countdown)}). */
    private static InsnList save(int countdown) {
        InsnList code = new InsnList();
        code.add(new VarInsnNode(ILOAD, slotLocal(countdown)));
        code.add(new VarInsnNode(ILOAD, countdown));
        code.add(new MethodInsnNode(INVOKESTATIC, RUNTIME, "save", "(II)V", false));
        return code;
    }

    // ------------------------------------------------------------------ no duplication

    private void instrumentInPlace(CompilationUnit unit, boolean guarded, int countdown) {
        List<AbstractInsnNode> region = checkingRegion(unit);
        Map<AbstractInsnNode, ToolCode.Leading> leading = tools.leading(unit, region);
        for (AbstractInsnNode i : unit.body().instructions.toArray()) {
            if (!unit.map().isGuest(i)) {
                continue;
            }
            ToolCode.Leading lead = leading.get(i);
            if (lead != null && lead.entryAt() != null) {
                insertGuarded(unit, guarded, countdown, ToolCode.inlinedStart(lead), lead.entryAt(), i);
            }
            if (lead != null) {
                insertGuarded(unit, guarded, countdown, ToolCode.block(lead), i, i);
            }
            if (instrumented(unit, i)) {
                insertGuarded(unit, guarded, countdown, instrumentation(unit, i), i, i);
            }
        }
        InsnList entry = unit.isOsr() || region.isEmpty() ? null : tools.rootEntry(unit, region);
        if (entry != null) {
            AbstractInsnNode owner = ownerFrom(unit.map(), region.get(0));
            insertGuarded(unit, guarded, countdown, entry, region.get(0), owner);
        }
    }

    /** Inserts {@code instrumentation} before {@code at}, under a check of its own when {@code guarded}. */
    private void insertGuarded(CompilationUnit unit, boolean guarded, int countdown, InsnList instrumentation,
                               AbstractInsnNode at, AbstractInsnNode owner) {
        if (instrumentation.size() == 0) {
            return;
        }
        InsnList code = new InsnList();
        LabelNode skip = guarded ? new LabelNode() : null;
        if (guarded) {
            code.add(check(unit, countdown, skip));
        }
        code.add(instrumentation);
        if (guarded) {
            code.add(skip);
        }
        attach(unit, code, owner);
        unit.body().instructions.insertBefore(at, code);
    }

    // ------------------------------------------------------------------ partial duplication

    /** Partial duplication; {@code null} when the method's code does not allow it (see {@link PartialDuplication}). */
    PartialDuplication.Kinds duplicatePartially(CompilationUnit unit, int countdown) {
        return new PartialDuplication(unit, checkingRegion(unit), new PartialDuplication.Code() {
            @Override
            public boolean instrumented(AbstractInsnNode i) {
                return SamplingTransform.this.instrumented(unit, i);
            }

            @Override
            public InsnList check(LabelNode noSample) {
                return SamplingTransform.this.check(unit, countdown, noSample);
            }

            @Override
            public void instrument(AbstractInsnNode copy) {
                InsnList code = instrumentation(unit, copy);
                SamplingTransform.attach(unit, code, copy);
                unit.body().instructions.insertBefore(copy, code);
            }

            @Override
            public void attach(InsnList code, AbstractInsnNode owner) {
                SamplingTransform.attach(unit, code, owner);
            }
        }).apply();
    }

    /** The body after the entry code: what is checked and duplicated. */
    private static List<AbstractInsnNode> checkingRegion(CompilationUnit unit) {
        List<AbstractInsnNode> region = new ArrayList<>();
        boolean entry = true;
        for (AbstractInsnNode n = unit.body().instructions.getFirst(); n != null; n = n.getNext()) {
            entry &= unit.map().kind(n) == InlineMap.Kind.ENTRY;
            if (!entry) {
                region.add(n);
            }
        }
        return region;
    }

    // ------------------------------------------------------------------ full duplication

    private void duplicate(CompilationUnit unit, int countdown) {
        InsnList body = unit.body().instructions;
        InlineMap map = unit.map();
        List<AbstractInsnNode> region = checkingRegion(unit);
        if (region.isEmpty()) {
            return;
        }
        Map<AbstractInsnNode, ToolCode.Leading> leading = tools.leading(unit, region);
        Map<AbstractInsnNode, AbstractInsnNode> copyOf = new IdentityHashMap<>();
        Map<AbstractInsnNode, Integer> position = new IdentityHashMap<>();
        Map<LabelNode, LabelNode> copies = new HashMap<>();
        Map<LabelNode, LabelNode> originals = new IdentityHashMap<>();
        for (int p = 0; p < region.size(); p++) {
            position.put(region.get(p), p);
            if (region.get(p) instanceof LabelNode l) {
                LabelNode c = new LabelNode();
                copies.put(l, c);
                originals.put(c, l);
            }
        }
        // loop heads: the targets of backward branches
        Set<LabelNode> heads = new LinkedHashSet<>();
        for (int p = 0; p < region.size(); p++) {
            for (LabelNode t : Branches.targets(region.get(p))) {
                if (position.get(t) <= p) {
                    heads.add(t);
                }
            }
        }
        boolean merged = settings.trigger().merged();
        // the yieldpoint trigger's skip, counted down by the compiled checks themselves (inline
        // yieldpoints; the counting ones' calls count it down in Yieldpoints)
        boolean skips = settings.skips() && unit.config().yieldpoints() == CodeGenConfig.YieldpointCode.INLINE;
        if (skips) {
            unit.restartCountdownAtPhase();
        }
        Map<AbstractInsnNode, List<Type>> taken = settings.copy() == InstrumentSettings.SampledCopy.SEPARATE
                ? separable(unit, region.get(0), heads, countdown) : null;
        Map<LabelNode, LabelNode> checks = new HashMap<>();
        Map<LabelNode, LabelNode> exits = new HashMap<>(); // separate copy: where the copy's backedges leave it
        for (LabelNode h : heads) {
            checks.put(h, merged ? h : new LabelNode()); // merged: the head's backedge yieldpoint is its check
            if (taken != null) {
                exits.put(h, new LabelNode());
            }
        }
        Map<LabelNode, LabelNode> backTo = taken != null ? exits : checks;
        // the duplicated code: a copy of the region; its backward branches go to the checking code's checks
        LabelNode copyStart = new LabelNode();
        InsnList copy = new InsnList();
        copy.add(copyStart);
        List<AbstractInsnNode> copied = new ArrayList<>();
        for (int p = 0; p < region.size(); p++) {
            AbstractInsnNode n = region.get(p);
            if (n instanceof FrameNode) {
                continue; // the compiler computes the frames
            }
            AbstractInsnNode c = n.clone(copies);
            map.putCopy(c, n);
            copyOf.put(n, c);
            int at = p;
            Branches.retarget(c, t -> position.get(originals.get(t)) <= at ? backTo.get(originals.get(t)) : t);
            copy.add(c);
            copied.add(c);
        }
        // the checking code: backward branches go to their head's check
        for (int p = 0; p < region.size(); p++) {
            int at = p;
            Branches.retarget(region.get(p), t -> position.get(t) <= at ? checks.get(t) : t);
        }
        // at the start of the checking code, after whatever entry code later transforms add, and
        // before the check block of a loop whose head is the region's first instruction (which
        // begins with a jump over it to the head)
        if (!unit.isOsr()) {
            InsnList enter = new InsnList();
            LabelNode checked = new LabelNode();
            List<Type> entryLocals = taken == null ? null : taken.get(region.get(0));
            if (merged && taken != null && unit.config().yieldpoints() == CodeGenConfig.YieldpointCode.INLINE) {
                // a set word leaves the method, and the slow path is asked there: a call to it in the
                // normal method would keep the arguments live across a call, which C2 pays for on
                // every entry by storing them to the frame
                // (docs/decisions/011-entry-check-leaves-by-arguments.md).
                // With a skip, a unit with loops counts it there too: a count that went on in the
                // normal method would bring a set word into its loops, which C2 compiled on the word
                // being 0 after the entry check. A unit without loops counts in place: leaving would
                // cost a transfer per activation while a sample is pending, and in its body only the
                // epilogue's test is left to fold (docs/decisions/014-sample-skip.md).
                boolean countHere = skips && heads.isEmpty();
                LabelNode decide = new LabelNode();
                InsnList ask = mergedEntryCheck(unit, checked);
                enter.add(YieldpointEmitter.word());
                enter.add(new JumpInsnNode(IFEQ, checked));
                if (countHere) {
                    enter.add(YieldpointEmitter.skipDown(checked));
                }
                int leave = unit.sampledCopy().addPlace(decide, entryLocals, false);
                unit.sampledCopy().leaveByArguments(leave); // and on the way nothing else may live across a call
                enter.add(transfer(unit, leave));
                enter.add(decide);
                if (skips && !countHere) {
                    enter.add(YieldpointEmitter.skipDown(checked));
                }
                enter.add(ask);
            } else if (leavesToSample(taken)) {
                // the counter's sample is asked for after the method is left, by arguments, for
                // the same reason: sample() and the slot arrays are calls that would return into the
                // normal method and make C2 store the arguments to the frame on every entry
                // (docs/decisions/011-entry-check-leaves-by-arguments.md)
                LabelNode decide = new LabelNode();
                enter.add(countDown(unit, countdown, checked));
                int leave = unit.sampledCopy().addPlace(decide, entryLocals, false);
                unit.sampledCopy().leaveByArguments(leave);
                enter.add(transfer(unit, leave));
                enter.add(decide);
                enter.add(restart(countdown));
            } else {
                if (skips) {
                    enter.add(YieldpointEmitter.word());
                    enter.add(new JumpInsnNode(IFEQ, checked));
                    enter.add(YieldpointEmitter.skipDown(checked));
                }
                enter.add(merged ? mergedEntryCheck(unit, checked) : check(unit, countdown, checked));
            }
            if (taken == null) {
                enter.add(new JumpInsnNode(GOTO, copyStart));
            } else {
                enter.add(transfer(unit, unit.sampledCopy().addPlace(copyStart, entryLocals, true)));
            }
            enter.add(checked);
            attach(unit, enter, ownerFrom(map, region.get(0)));
            body.insertBefore(region.get(0), enter);
        }
        for (LabelNode h : heads) {
            if (merged && taken == null) { // the head's backedge yieldpoint, added later, is its check and samples into the copy
                if (!skips) {
                    unit.sampleAtBackedgesTo(h, copies.get(h));
                    continue;
                }
                // with a skip, a taken one counts it down here first, and only its end asks
                LabelNode sampled = new LabelNode();
                unit.exitAtTakenBackedgesTo(h, sampled);
                InsnList block = new InsnList();
                block.add(new JumpInsnNode(GOTO, h)); // what falls into the head skips its check
                block.add(sampled);
                block.add(YieldpointEmitter.skipDown(h));
                block.add(askAtBackedge(map, h));
                block.add(new JumpInsnNode(IFEQ, h));
                block.add(new JumpInsnNode(GOTO, copies.get(h)));
                attach(unit, block, ownerFrom(map, h));
                body.insertBefore(h, block);
                continue;
            }
            AbstractInsnNode owner = ownerFrom(map, h);
            InsnList block = new InsnList();
            block.add(new JumpInsnNode(GOTO, h)); // what falls into the head skips its check
            List<Type> locals = taken == null ? null : taken.get(h);
            int sample = taken == null ? -1 : unit.sampledCopy().addPlace(copies.get(h), locals, true);
            if (merged) { // the backedge yieldpoints of the head and of its copy, added later, are its checks
                LabelNode sampled = new LabelNode();
                if (unit.config().yieldpoints() == CodeGenConfig.YieldpointCode.INLINE) {
                    // a taken one leaves the method, and the slow path is asked there, outside the loops
                    unit.exitAtTakenBackedgesTo(h, sampled);
                    unit.exitAtTakenBackedgesTo(exits.get(h), sampled);
                    block.add(sampled);
                    // With a skip it is counted in the sampled-copy method, as on entry: the normal
                    // method leaves first, for a place that the sampled-copy method jumps to, and the
                    // check that takes the skip to 0 asks there. One transfer, as without a skip:
                    // each stores every local the place takes, and a second one per loop head can
                    // take a method with inlined callees over HotSpot's huge-method limit, so that it
                    // is compiled again without them (docs/decisions/014-sample-skip.md)
                    LabelNode decide = new LabelNode();
                    block.add(transfer(unit, unit.sampledCopy().addPlace(decide, locals, skips)));
                    block.add(decide);
                    if (skips) {
                        block.add(YieldpointEmitter.skipDown(h));
                    }
                    block.add(askAtBackedge(map, h));
                    block.add(new JumpInsnNode(IFEQ, h));
                } else {
                    unit.sampleAtBackedgesTo(h, sampled);
                    unit.sampleAtBackedgesTo(exits.get(h), sampled);
                    block.add(sampled);
                }
            } else if (leavesToSample(taken)) {
                // as on entry: the countdown's end leaves the normal method first (the sampled-copy
                // method, whose loops the copy is not in, jumps there)
                block.add(checks.get(h));
                block.add(countDown(unit, countdown, h));
                LabelNode decide = new LabelNode();
                block.add(transfer(unit, unit.sampledCopy().addPlace(decide, locals, true)));
                block.add(decide);
                block.add(restart(countdown));
            } else {
                block.add(checks.get(h));
                block.add(check(unit, countdown, h));
            }
            if (taken == null) {
                block.add(new JumpInsnNode(GOTO, copies.get(h)));
            } else {
                block.add(transfer(unit, sample));
                // the copy's backedges: back to the check of the head, which the merged triggers' copy
                // ran at the backedge; the others' runs again where only the sampled-copy method's
                // entry reaches it, so that its loops are entered at their heads only
                LabelNode resume = merged ? h : new LabelNode();
                block.add(exits.get(h));
                block.add(transfer(unit, unit.sampledCopy().addPlace(resume, locals, false)));
                if (!merged) {
                    block.add(resume);
                    block.add(check(unit, countdown, h));
                    block.add(transfer(unit, sample));
                }
            }
            attach(unit, block, owner);
            body.insertBefore(h, block);
        }
        if (taken != null) { // the normal method's slot arrays, made on its first transfer
            InsnList none = new InsnList();
            none.add(new InsnNode(ACONST_NULL));
            none.add(new VarInsnNode(ASTORE, unit.sampledCopy().slotArraysLocal()));
            none.add(new InsnNode(ACONST_NULL));
            none.add(new VarInsnNode(ASTORE, unit.sampledCopy().slotArraysLocal() + 1));
            for (AbstractInsnNode i : none.toArray()) {
                map.attachToEntry(i);
            }
            body.insert(none);
        }
        List<TryCatchBlockNode> handlers = unit.body().tryCatchBlocks;
        for (TryCatchBlockNode t : List.copyOf(handlers)) {
            LabelNode start = copies.get(t.start);
            LabelNode end = copies.get(t.end);
            LabelNode handler = copies.get(t.handler);
            if (start == null || end == null || handler == null) {
                throw new IllegalStateException("a try-catch range outside the method's body in "
                        + unit.root().jvmName());
            }
            handlers.add(new TryCatchBlockNode(start, end, handler, t.type));
        }
        if (unit.body().localVariables != null) { // names in the copy too: the JVM's null-pointer messages use them
            for (LocalVariableNode v : List.copyOf(unit.body().localVariables)) {
                LabelNode start = copies.get(v.start);
                LabelNode end = copies.get(v.end);
                if (start != null && end != null) {
                    unit.body().localVariables.add(new LocalVariableNode(v.name, v.desc, v.signature, start, end,
                            v.index));
                }
            }
        }
        body.add(copy);
        for (Map.Entry<AbstractInsnNode, ToolCode.Leading> e : leading.entrySet()) {
            AbstractInsnNode c = copyOf.get(e.getKey());
            if (e.getValue().entryAt() != null) {
                insertAttached(unit, ToolCode.inlinedStart(e.getValue()), copyOf.get(e.getValue().entryAt()), c);
            }
            insertAttached(unit, ToolCode.block(e.getValue()), c, c);
        }
        for (AbstractInsnNode c : copied) {
            if (map.isGuest(c) && instrumented(unit, c)) {
                insertAttached(unit, instrumentation(unit, c), c, c);
            }
        }
        InsnList entry = unit.isOsr() ? null : tools.rootEntry(unit, region);
        if (entry != null) { // after copyStart, which only the entry check jumps to, before the copy's loop heads
            attach(unit, entry, ownerFrom(map, copyStart));
            body.insert(copyStart, entry);
        }
    }

    /**
     * Whether full duplication's copy can be compiled as a method of its own ({@code
     * --sampled-copy=separate}), and if so the locals a transfer takes along to each place a sample
     * or a backedge continues at: {@code start} (the checking code's start, where the entry check
     * samples) and each loop head, with the countdown's and the slot's locals; {@code null} when it cannot: an OSR
     * variant (it continues an interpreted activation, which must return from it), code that locks
     * a monitor itself (the lock would have to be released in another method's frame), code the
     * verifier rejects, or a place with values on the operand stack or an object under construction
     * in a local (no method may be handed one).
     */
    private static Map<AbstractInsnNode, List<Type>> separable(CompilationUnit unit, AbstractInsnNode start,
                                                              Set<LabelNode> heads, int countdown) {
        if (unit.isOsr()) {
            return null;
        }
        for (AbstractInsnNode i = unit.body().instructions.getFirst(); i != null; i = i.getNext()) {
            if (i.getOpcode() == MONITORENTER || i.getOpcode() == MONITOREXIT) {
                return null;
            }
        }
        ClassHierarchy hierarchy = ((GuestClassLoader) unit.root().owner().loader()).hierarchy();
        Frame<BasicValue>[] frames = FrameTypes.analyze(unit.root().owner(), unit.body(), hierarchy);
        if (frames == null) {
            return null;
        }
        Map<AbstractInsnNode, List<Type>> taken = new IdentityHashMap<>();
        List<AbstractInsnNode> places = new ArrayList<>(heads);
        places.add(start);
        for (AbstractInsnNode p : places) {
            Frame<BasicValue> f = frames[unit.body().instructions.indexOf(p)];
            if (f == null || f.getStackSize() > 0 || UninitialisedObjects.holdsAny(f)) {
                return null;
            }
            List<Type> locals = new ArrayList<>(FrameTypes.locals(f, hierarchy));
            if (countdown >= 0) { // assigned on entry, after this analysis
                while (locals.size() <= slotLocal(countdown)) {
                    locals.add(null);
                }
                locals.set(countdown, Type.INT_TYPE);
                locals.set(slotLocal(countdown), Type.INT_TYPE);
            }
            taken.put(p, locals);
        }
        return taken;
    }

    /** A transfer to place {@code entry}, then the end of the block. */
    private static InsnList transfer(CompilationUnit unit, int entry) {
        InsnList code = new InsnList();
        code.add(unit.sampledCopy().leaveFor(entry));
        code.add(new InsnNode(ACONST_NULL)); // not reached: the transfer leaves the method
        code.add(new InsnNode(ATHROW));
        return code;
    }

    /** Inserts {@code code} before {@code at}, as part of guest instruction {@code owner}. */
    private static void insertAttached(CompilationUnit unit, InsnList code, AbstractInsnNode at, AbstractInsnNode owner) {
        if (code.size() > 0) {
            attach(unit, code, owner);
            unit.body().instructions.insertBefore(at, code);
        }
    }

    /**
     * The first instruction from {@code start} on (itself included) that stands for a guest
     * instruction: what the check code placed there is attached to.
     */
    static AbstractInsnNode ownerFrom(InlineMap map, AbstractInsnNode start) {
        for (AbstractInsnNode n = start; n != null; n = n.getNext()) {
            InlineMap.Kind k = map.kind(n);
            if (k == InlineMap.Kind.GUEST || k == InlineMap.Kind.ADDED) {
                return n;
            }
        }
        throw new IllegalStateException("no instruction after a loop head or the method's entry");
    }

    // ------------------------------------------------------------------ the code added

    /** Asks the yieldpoint service whether a taken backedge yieldpoint of loop head {@code head} samples, as it would. */
    private static InsnList askAtBackedge(InlineMap map, LabelNode head) {
        AbstractInsnNode first = head;
        while (!map.isGuest(first)) {
            first = first.getNext();
        }
        InlineMap.Position at = map.position(first);
        return YieldpointEmitter.backedgeSample(CodeGenConfig.YieldpointCode.INLINE, at.method().id(), at.bci());
    }

    /**
     * The merged triggers' check on entry: the method's prologue yieldpoint, taken out of the entry
     * code and put here as {@code if (Yieldpoints.prologueSampleCheck(id)) ...}, which falls through
     * when the service says it samples and jumps to {@code noSample} otherwise. It moves a few
     * instructions later (after the entry code later transforms add) and still runs before any
     * guest instruction.
     */
    private static InsnList mergedEntryCheck(CompilationUnit unit, LabelNode noSample) {
        InsnList body = unit.body().instructions;
        InlineMap map = unit.map();
        CodeGenConfig.YieldpointCode form = null;
        for (AbstractInsnNode n = body.getFirst(); n != null && map.kind(n) == InlineMap.Kind.ENTRY; n = n.getNext()) {
            form = YieldpointEmitter.prologueCall(n);
            if (form != null) {
                body.remove(n.getPrevious()); // the method id
                body.remove(n);
                break;
            }
        }
        if (form == null) {
            throw new IllegalStateException("--sample-trigger=yieldpoint and cbs need compiled yieldpoints; "
                    + unit.root().jvmName() + " has no prologue yieldpoint");
        }
        InsnList code = YieldpointEmitter.prologueSample(form, unit.root().id());
        code.add(new JumpInsnNode(IFEQ, noSample));
        return code;
    }

    /**
     * A check: falls through when it samples, jumps to {@code noSample} when it does not. With the
     * counter and {@code never} triggers, {@code countdown} is the local that counts down: {@code if
     * (--countdown > 0) goto noSample}, then the countdown starts again ({@code sample()} counts the
     * sample; {@code never} reloads the interval and goes on without one).
     */
    private InsnList check(CompilationUnit unit, int countdown, LabelNode noSample) {
        InsnList code = new InsnList();
        if (settings.trigger() == InstrumentSettings.Trigger.TIMER) {
            countCheck(unit, code);
            code.add(new MethodInsnNode(INVOKESTATIC, RUNTIME, "checkTick", "()Z", false));
            code.add(new JumpInsnNode(IFEQ, noSample));
            return code;
        }
        code.add(countDown(unit, countdown, noSample));
        if (settings.trigger() == InstrumentSettings.Trigger.NEVER) {
            code.add(new LdcInsnNode(settings.interval()));
            code.add(new VarInsnNode(ISTORE, countdown));
            code.add(save(countdown));
            code.add(new JumpInsnNode(GOTO, noSample));
        } else {
            code.add(restart(countdown));
        }
        return code;
    }

    /**
     * Whether the counter trigger's checks leave the method before they ask for the sample: with a
     * separate copy ({@code taken} not {@code null}), where a sample leaves anyway.
     */
    private boolean leavesToSample(Map<AbstractInsnNode, List<Type>> taken) {
        return taken != null && settings.trigger() == InstrumentSettings.Trigger.COUNTER;
    }

    /**
     * The counter's test ({@code --countdown}, written through to the thread's slot, then {@code if
     * (countdown > 0) goto noSample}), after the counting entry point's count when yieldpoints count.
     */
    private static InsnList countDown(CompilationUnit unit, int countdown, LabelNode noSample) {
        InsnList code = new InsnList();
        countCheck(unit, code);
        code.add(new IincInsnNode(countdown, -1));
        code.add(save(countdown));
        code.add(new VarInsnNode(ILOAD, countdown));
        code.add(new JumpInsnNode(IFGT, noSample));
        return code;
    }

    /** With counting yieldpoints, a check counts itself first ({@code SampledInstrumentation.countCheck()}). */
    private static void countCheck(CompilationUnit unit, InsnList code) {
        if (unit.config().yieldpoints() == CodeGenConfig.YieldpointCode.COUNTING) {
            code.add(new MethodInsnNode(INVOKESTATIC, RUNTIME, "countCheck", "()V", false));
        }
    }

    /**
     * The counter's sample: counts it, and the countdown starts again, in the thread's slot too
     * ({@code countdown = sample(slot)}).
     */
    private static InsnList restart(int countdown) {
        return fromSlot(countdown, "sample");
    }

    private boolean instrumented(CompilationUnit unit, AbstractInsnNode i) {
        return (i instanceof MethodInsnNode ? settings.callEdges() : i instanceof FieldInsnNode && settings.fieldAccesses())
                || tools.instrumented(unit.map(), i);
    }

    /**
     * The instrumentation of guest instruction {@code i} (rvm's own, then the tools'): leaves the
     * operand stack as it found it.
     */
    private InsnList instrumentation(CompilationUnit unit, AbstractInsnNode i) {
        InlineMap.Position at = unit.map().position(i);
        InsnList code = new InsnList();
        if (!(i instanceof MethodInsnNode m)) {
            if (i instanceof FieldInsnNode f && settings.fieldAccesses()) {
                code.add(new LdcInsnNode(SampledInstrumentation.fieldSite(at.method().id(), at.bci(), f.getOpcode(),
                        f.owner, f.name, f.desc)));
                code.add(new MethodInsnNode(INVOKESTATIC, RUNTIME, "field", "(I)V", false));
            }
            code.add(tools.instruction(unit.map(), i));
            unit.body().maxStack += 1; // a branch's two operands copied, and a key
            return code;
        }
        int key = settings.callEdges()
                ? SampledInstrumentation.callSite(at.method().id(), at.bci(), m.getOpcode(), m.owner, m.name, m.desc)
                : -1;
        int toolKey = tools.callKey(unit.map(), m);
        if (m.getOpcode() == INVOKESTATIC || m.getOpcode() == INVOKESPECIAL) {
            if (key >= 0) {
                code.add(new LdcInsnNode(key));
                code.add(new MethodInsnNode(INVOKESTATIC, RUNTIME, "call", "(I)V", false));
            }
            if (toolKey >= 0) {
                code.add(ToolCode.call(toolKey, false));
            }
            return code;
        }
        Type[] args = Type.getArgumentTypes(m.desc);
        int width = 0;
        for (Type a : args) {
            width += a.getSize();
        }
        int[] slots = new int[args.length];
        int next = unit.newLocals(width);
        for (int k = 0; k < args.length; k++) {
            slots[k] = next;
            next += args[k].getSize();
        }
        for (int k = args.length - 1; k >= 0; k--) {
            code.add(new VarInsnNode(args[k].getOpcode(ISTORE), slots[k]));
        }
        if (key >= 0) {
            code.add(new InsnNode(DUP));
            code.add(new LdcInsnNode(key));
            code.add(new MethodInsnNode(INVOKESTATIC, RUNTIME, "callOn", "(Ljava/lang/Object;I)V", false));
        }
        if (toolKey >= 0) {
            code.add(ToolCode.call(toolKey, true));
        }
        for (int k = 0; k < args.length; k++) {
            code.add(new VarInsnNode(args[k].getOpcode(ILOAD), slots[k]));
        }
        for (int k = 0; k < args.length; k++) {
            if (args[k].getSort() == Type.OBJECT || args[k].getSort() == Type.ARRAY) {
                code.add(new InsnNode(ACONST_NULL)); // the spilled references are not kept alive
                code.add(new VarInsnNode(ASTORE, slots[k]));
            }
        }
        return code;
    }

    /** Attaches added code to guest instruction {@code owner} in the inline map. */
    private static void attach(CompilationUnit unit, InsnList code, AbstractInsnNode owner) {
        for (AbstractInsnNode i : code.toArray()) {
            if (!(i instanceof LabelNode)) {
                unit.map().attach(i, owner);
            }
        }
        unit.body().maxStack += 2;
    }
}
