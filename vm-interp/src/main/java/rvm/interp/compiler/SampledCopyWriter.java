package rvm.interp.compiler;

import static org.objectweb.asm.Opcodes.*;

import java.util.ArrayList;
import java.util.List;
import org.objectweb.asm.ClassVisitor;
import org.objectweb.asm.Label;
import org.objectweb.asm.MethodVisitor;
import org.objectweb.asm.Type;
import org.objectweb.asm.tree.LabelNode;
import rvm.core.compile.CompilationUnit;
import rvm.core.compile.FrameTypes;
import rvm.core.compile.SampledCopy;
import rvm.core.model.GuestMethod;

/**
 * Writes a unit's {@link SampledCopy}: in one of the unit's two methods (the normal method or the
 * sampled-copy method, one writer each), the code that leaves for a place, the entry of the
 * sampled-copy method, the trampoline the transfers share, and the normal method's slots method.
 *
 * <p>The normal method writes each transfer as: store the locals it takes into slot arrays (made on
 * the first), then, in a trampoline after the last instruction, call the sampled-copy method with
 * them until it returns without asking for another place, and return what it returned. The
 * trampoline's code stands for no guest instruction ({@link CompiledMethod#positionAt} is
 * {@code null} there): the activation's guest frame is the sampled-copy method's. The sampled-copy
 * method (same parameters as an OSR variant, and like one without prologue or lock) loads the
 * locals of the place the arrays name and jumps there; its transfers store the locals, name the
 * place and return. The slot arrays hold {@code slots} locals; the primitive array's next element
 * names the place (-1: none, a return is the method's).
 *
 * <p>Constraints: one writer per method written, used by that method's {@link MethodTranslator} on
 * the compiling thread.
 */
final class SampledCopyWriter {

    /** What the writer needs of the method it writes into: its labels, its tail, its lock. */
    interface Method {
        /** The label of the body's label node {@code l}. */
        Label label(LabelNode l);

        /** Starts code after the last instruction at {@code start}, which stands for no guest instruction. */
        void tailStartingNowhere(MethodVisitor mv, Label start);

        /** The local holding the method's lock, or -1 when it holds none. */
        int lockLocal();

        /** The backedge countdown's local, or -1 when no backedge check uses one. */
        int countdownLocal();
    }

    private final CompilationUnit unit;
    private final SampledCopy copy;
    private final List<SampledCopy.Place> places;
    private final String selfClass;
    private final String name;
    private final boolean inCopy;
    private final int slots;
    /** Where the transfers' shared code starts, once a transfer was written. */
    private Label trampoline;

    /**
     * @param selfClass the hidden class both methods go into
     * @param name      the sampled-copy method's name there
     * @param inCopy    whether this writes into the sampled-copy method rather than the normal one
     * @throws IllegalArgumentException when the unit has no sampled copy
     */
    SampledCopyWriter(CompilationUnit unit, String selfClass, String name, boolean inCopy) {
        if (!unit.hasSampledCopy()) {
            throw new IllegalArgumentException(unit.root().jvmName() + " has no sampled copy");
        }
        this.unit = unit;
        this.copy = unit.sampledCopy();
        this.places = copy.places();
        this.selfClass = selfClass;
        this.name = name;
        this.inCopy = inCopy;
        this.slots = places.stream().mapToInt(e -> e.locals().size()).max().orElse(0);
    }

    /** Whether this writes into the sampled-copy method. */
    boolean inCopy() {
        return inCopy;
    }

    /** The descriptor of {@code m}'s sampled-copy method: an OSR variant's. */
    static String descriptor(GuestMethod m) {
        return BaselineCompiler.slotsDescriptor(m);
    }

    /**
     * A transfer ({@link SampledCopy#leaveFor}) to place number {@code number}: in the sampled-copy
     * method a jump, when the place is in its copy; otherwise stores the place's number and the locals
     * it loads into the slot arrays (made here on the normal method's first transfer) and goes to the
     * trampoline.
     */
    void leave(MethodVisitor mv, int number, Method m) {
        SampledCopy.Place to = places.get(number);
        if (inCopy && to.jumpInCopy()) {
            mv.visitJumpInsn(GOTO, m.label(to.target()));
            return;
        }
        List<Type> saved = to.locals();
        if (!inCopy && number == copy.placeByArguments()) {
            leaveByArguments(mv, number, saved);
            return;
        }
        mv.visitLdcInsn(number);
        int prims = copy.slotArraysLocal();
        int refs = prims + 1;
        mv.visitVarInsn(ISTORE, copy.scratch());
        Label ready = new Label();
        mv.visitVarInsn(ALOAD, prims);
        mv.visitJumpInsn(IFNONNULL, ready);
        mv.visitLdcInsn(slots + 1);
        mv.visitIntInsn(NEWARRAY, T_LONG);
        mv.visitVarInsn(ASTORE, prims);
        mv.visitLdcInsn(slots);
        mv.visitTypeInsn(ANEWARRAY, "java/lang/Object");
        mv.visitVarInsn(ASTORE, refs);
        mv.visitLabel(ready);
        for (int slot = 0; slot < saved.size(); slot++) {
            Type t = saved.get(slot);
            if (!carriesValue(t)) {
                continue; // nothing, or null, which the entry loads as a constant
            }
            Bridges.storeSlot(mv, t, slot, prims, refs, slot);
        }
        goToTrampoline(mv);
    }

    /**
     * A transfer by arguments ({@link SampledCopy#leaveByArguments}): the locals passed to the slots
     * method ({@link #writeSlotsMethod}), which returns the reference array with the primitive one in
     * its last element; then the trampoline. Nothing lives across that call but what it returns, and
     * a synchronized method's lock.
     */
    private void leaveByArguments(MethodVisitor mv, int number, List<Type> saved) {
        int prims = copy.slotArraysLocal();
        int refs = prims + 1;
        for (int slot = 0; slot < saved.size(); slot++) {
            Type t = saved.get(slot);
            if (carriesValue(t)) {
                mv.visitVarInsn(t.getOpcode(ILOAD), slot);
            }
        }
        mv.visitMethodInsn(INVOKESTATIC, selfClass, slotsName(), slotsDescriptor(saved), false);
        mv.visitInsn(DUP);
        mv.visitVarInsn(ASTORE, refs);
        mv.visitLdcInsn(slots);
        mv.visitInsn(AALOAD);
        mv.visitTypeInsn(CHECKCAST, "[J");
        mv.visitVarInsn(ASTORE, prims);
        mv.visitLdcInsn(number);
        mv.visitVarInsn(ISTORE, copy.scratch());
        goToTrampoline(mv);
    }

    private void goToTrampoline(MethodVisitor mv) {
        if (trampoline == null) {
            trampoline = new Label();
        }
        mv.visitJumpInsn(GOTO, trampoline);
    }

    /**
     * Whether a transfer carries a local of type {@code t} (from {@link FrameTypes}) in the slot
     * arrays: not when it holds nothing the place uses ({@code null}), nor when it is known null
     * ({@link FrameTypes#NULL}), which the place loads as a constant.
     */
    private static boolean carriesValue(Type t) {
        return t != null && !t.equals(FrameTypes.NULL);
    }

    /** The name of the unit's slots method in its hidden class ({@link #writeSlotsMethod}). */
    String slotsName() {
        return name + "$slots";
    }

    /** The slots method's descriptor: a parameter per local the place takes over, the reference array returned. */
    private static String slotsDescriptor(List<Type> saved) {
        List<Type> params = new ArrayList<>();
        for (Type t : saved) {
            if (carriesValue(t)) {
                params.add(Bridges.isReference(t) ? Type.getType(Object.class) : t);
            }
        }
        return Type.getMethodDescriptor(Type.getType(Object[].class), params.toArray(new Type[0]));
    }

    /**
     * Writes the slots method of the normal method's transfer by arguments, if it has one: a static
     * method of {@code cw} that makes the slot arrays, stores its parameters in them as the other
     * transfers store locals, and returns the reference array, whose last element holds the
     * primitive one. Nothing calls out of it but allocation, and no stack walk maps it: it is no
     * guest frame, as the interpreter's bridges are not.
     */
    void writeSlotsMethod(ClassVisitor cw) {
        int number = copy.placeByArguments();
        if (inCopy || number < 0) {
            return;
        }
        List<Type> saved = places.get(number).locals();
        MethodVisitor mv = cw.visitMethod(ACC_PRIVATE | ACC_STATIC | ACC_SYNTHETIC, slotsName(), slotsDescriptor(saved),
                null, null);
        mv.visitCode();
        int next = 0;
        int[] params = new int[saved.size()];
        for (int slot = 0; slot < saved.size(); slot++) {
            Type t = saved.get(slot);
            params[slot] = -1;
            if (carriesValue(t)) {
                params[slot] = next;
                next += t.getSize();
            }
        }
        int prims = next;
        int refs = next + 1;
        mv.visitLdcInsn(slots + 1);
        mv.visitIntInsn(NEWARRAY, T_LONG);
        mv.visitVarInsn(ASTORE, prims);
        mv.visitLdcInsn(slots + 1);
        mv.visitTypeInsn(ANEWARRAY, "java/lang/Object");
        mv.visitVarInsn(ASTORE, refs);
        mv.visitVarInsn(ALOAD, refs);
        mv.visitLdcInsn(slots);
        mv.visitVarInsn(ALOAD, prims);
        mv.visitInsn(AASTORE);
        for (int slot = 0; slot < saved.size(); slot++) {
            if (params[slot] < 0) {
                continue;
            }
            Bridges.storeSlot(mv, saved.get(slot), params[slot], prims, refs, slot);
        }
        mv.visitVarInsn(ALOAD, refs);
        mv.visitInsn(ARETURN);
        mv.visitMaxs(0, 0);
        mv.visitEnd();
    }

    /**
     * The transfers' shared code after the last instruction, if a transfer was written: the place's
     * number into the primitive array; then in the normal method, calls to the sampled-copy method
     * while it names another place, its lock released and its result returned; in the sampled-copy
     * method, a return to the normal method. In the normal method it must be within the lock's
     * range, so that an exception from the sampled copy unlocks.
     */
    void writeTrampoline(MethodVisitor mv, Method m) {
        if (trampoline == null) {
            return;
        }
        int scratch = copy.scratch();
        int prims = copy.slotArraysLocal();
        int refs = prims + 1;
        Type result = Type.getReturnType(unit.root().descriptor());
        m.tailStartingNowhere(mv, trampoline);
        mv.visitVarInsn(ALOAD, prims);
        mv.visitLdcInsn(slots);
        mv.visitVarInsn(ILOAD, scratch);
        mv.visitInsn(I2L);
        mv.visitInsn(LASTORE);
        if (inCopy) {
            pushDefault(mv, result);
            mv.visitInsn(result.getOpcode(IRETURN));
            return;
        }
        Label again = new Label();
        mv.visitLabel(again);
        mv.visitVarInsn(ALOAD, prims);
        mv.visitVarInsn(ALOAD, refs);
        mv.visitMethodInsn(INVOKESTATIC, selfClass, name, descriptor(unit.root()), false);
        if (result.getSort() != Type.VOID) {
            mv.visitVarInsn(result.getOpcode(ISTORE), scratch + 1);
        }
        mv.visitVarInsn(ALOAD, prims);
        mv.visitLdcInsn(slots);
        mv.visitInsn(LALOAD);
        mv.visitInsn(LCONST_0);
        mv.visitInsn(LCMP);
        mv.visitJumpInsn(IFGE, again);
        if (result.getSort() != Type.VOID) {
            mv.visitVarInsn(result.getOpcode(ILOAD), scratch + 1);
        }
        if (m.lockLocal() >= 0) {
            mv.visitVarInsn(ALOAD, m.lockLocal());
            mv.visitInsn(MONITOREXIT);
        }
        mv.visitInsn(result.getOpcode(IRETURN));
    }

    private static void pushDefault(MethodVisitor mv, Type t) {
        switch (t.getSort()) {
            case Type.VOID: return;
            case Type.LONG: mv.visitInsn(LCONST_0); return;
            case Type.FLOAT: mv.visitInsn(FCONST_0); return;
            case Type.DOUBLE: mv.visitInsn(DCONST_0); return;
            case Type.OBJECT:
            case Type.ARRAY: mv.visitInsn(ACONST_NULL); return;
            default: mv.visitInsn(ICONST_0);
        }
    }

    /**
     * The sampled-copy method's entry: the backedge countdown started, the slot arrays (its
     * parameters) kept, the locals of the place they name loaded, and a jump there.
     */
    void enter(MethodVisitor mv, Method m) {
        int prims = copy.slotArraysLocal();
        int refs = prims + 1;
        if (m.countdownLocal() >= 0) {
            Transforms.countdownStart(unit, true).accept(mv);
            mv.visitVarInsn(ISTORE, m.countdownLocal());
        }
        mv.visitVarInsn(ALOAD, 0);
        mv.visitVarInsn(ASTORE, prims);
        mv.visitVarInsn(ALOAD, 1);
        mv.visitVarInsn(ASTORE, refs);
        Label[] labels = new Label[places.size()];
        for (int k = 0; k < labels.length; k++) {
            labels[k] = new Label();
        }
        Label none = new Label();
        mv.visitVarInsn(ALOAD, prims);
        mv.visitLdcInsn(slots);
        mv.visitInsn(LALOAD);
        mv.visitInsn(L2I);
        mv.visitTableSwitchInsn(0, labels.length - 1, none, labels);
        mv.visitLabel(none);
        mv.visitInsn(ACONST_NULL);
        mv.visitInsn(ATHROW);
        for (int k = 0; k < labels.length; k++) {
            mv.visitLabel(labels[k]);
            List<Type> locals = places.get(k).locals();
            for (int slot = 0; slot < locals.size(); slot++) {
                Type t = locals.get(slot);
                if (t != null) {
                    Bridges.loadSlot(mv, t, prims, refs, -1, slot);
                    mv.visitVarInsn(t.equals(FrameTypes.NULL) ? ASTORE : t.getOpcode(ISTORE), slot);
                }
            }
            mv.visitVarInsn(ALOAD, prims); // no other place asked for: a return is the method's
            mv.visitLdcInsn(slots);
            mv.visitLdcInsn(-1L);
            mv.visitInsn(LASTORE);
            for (int slot = 0; slot < locals.size(); slot++) { // the normal method's frame keeps nothing alive
                Type t = locals.get(slot); // (the transfers to a place store the references it loads, no others)
                if (carriesValue(t) && Bridges.isReference(t)) {
                    mv.visitVarInsn(ALOAD, refs);
                    mv.visitLdcInsn(slot);
                    mv.visitInsn(ACONST_NULL);
                    mv.visitInsn(AASTORE);
                }
            }
            mv.visitJumpInsn(GOTO, m.label(places.get(k).target()));
        }
    }
}
