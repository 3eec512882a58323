package rvm.core.compile;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import org.objectweb.asm.Type;
import org.objectweb.asm.tree.AbstractInsnNode;
import org.objectweb.asm.tree.LabelNode;
import org.objectweb.asm.tree.MethodInsnNode;

/**
 * What a transform asks of the emitter when a unit's duplicated code goes into a method of its own
 * (instrumentation sampling's separate copy): the places where that <em>sampled-copy method</em> can
 * continue an activation, and the instructions that leave for them. The transform (the instrumenter)
 * fills it; the emitter ({@code rvm.interp.compiler.SampledCopyWriter}) writes it. This is all the
 * two share.
 *
 * <p>A unit with places is emitted as two methods of one class: the normal method, in which the
 * code only entries reach runs, and the sampled-copy method, which takes the slot arrays of an
 * activation and continues it at one of the places. Each {@link #leaveFor} instruction leaves the
 * method it runs in: the normal method hands the activation to the sampled-copy method (again
 * whenever that returns asking for another place), the sampled-copy method returns to the normal
 * method asking for the place. The normal method's frame is then no guest frame of its own.
 *
 * <p>Constraints: filled by one transform on the compiling thread, read by the emitter after it.
 */
public final class SampledCopy {

    /**
     * A place where the sampled-copy method can continue an activation: a label of the body, the
     * type of each local slot it takes over ({@code null}: none; {@link FrameTypes#NULL}: known
     * null, loaded as a constant), and whether the sampled-copy method's own transfers there are
     * plain jumps (the place is in the duplicated code, which that method holds: a sample in its
     * checking code leaves a loop for the copy, which leaves the method at its next backedge).
     */
    public record Place(LabelNode target, List<Type> locals, boolean jumpInCopy) {
        public Place {
            locals = Collections.unmodifiableList(new ArrayList<>(locals));
        }
    }

    private final CompilationUnit unit;
    private final List<Place> places = new ArrayList<>();
    private int scratch = -1;
    private int byArguments = -1;

    SampledCopy(CompilationUnit unit) {
        this.unit = unit;
    }

    /**
     * Adds a place: the code at {@code target}, with the locals {@code locals} gives taken over.
     *
     * @return the place's number, which {@link #leaveFor} takes
     */
    public int addPlace(LabelNode target, List<Type> locals, boolean jumpInCopy) {
        places.add(new Place(target, locals, jumpInCopy));
        return places.size() - 1;
    }

    /** The places added with {@link #addPlace}, by number. */
    public List<Place> places() {
        return List.copyOf(places);
    }

    /** Whether the unit has a sampled-copy method: a place was added. */
    public boolean exists() {
        return !places.isEmpty();
    }

    /**
     * Makes the normal method leave for place {@code place} <em>by arguments</em>: the emitter passes
     * the locals to a method of their own that makes the slot arrays and stores them, so that
     * nothing but the arrays outlives a call on the way (for the check on entry, whose locals are the
     * method's arguments).
     *
     * @throws IllegalArgumentException when no place has that number
     */
    public void leaveByArguments(int place) {
        if (place < 0 || place >= places.size()) {
            throw new IllegalArgumentException("no place " + place);
        }
        byArguments = place;
    }

    /**
     * The place the normal method leaves for by arguments ({@link #leaveByArguments}), or -1. C2
     * keeps a value that lives across a call on the frame from its definition on, so a transfer that
     * called anything before it had stored the arguments would make every entry of the normal method
     * store them (docs/decisions/011-entry-check-leaves-by-arguments.md).
     */
    public int placeByArguments() {
        return byArguments;
    }

    /**
     * A new instruction that leaves the running method for place {@code place}, taking along the
     * locals the place loads: the emitter writes it as the code that stores them and transfers.
     * Nothing runs after it; the instruction that follows it in the body must end the block (a
     * throw the emitter writes as unreachable code).
     */
    public MethodInsnNode leaveFor(int place) {
        return new MarkerInsn.Transfer(place);
    }

    /**
     * The number of the place a {@link #leaveFor} instruction (or a copy of one) leaves for, or -1
     * when {@code i} is no such instruction.
     */
    public static int placeOf(AbstractInsnNode i) {
        return i instanceof MarkerInsn.Transfer t ? t.entry() : -1;
    }

    /**
     * Three local slots, above all others, that the emitted transfers use (the place's number, and
     * the method's result); -1 until {@link #reserveScratch}.
     */
    public int scratch() {
        return scratch;
    }

    /**
     * Reserves {@link #scratch} above the body's locals; the transform calls it once its own code is
     * in the body.
     */
    public void reserveScratch() {
        scratch = unit.newLocals(3);
    }

    /**
     * The local holding the activation's primitive slots in the sampled-copy method and in a normal
     * method that transfers (the slot of an OSR variant's arrays); the references' follow it.
     */
    public int slotArraysLocal() {
        return unit.slotArraysLocal();
    }
}
