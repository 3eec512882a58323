package rvm.interp.compiler;

import java.lang.invoke.MethodHandle;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import rvm.core.compile.InlineMap;
import rvm.core.model.GuestMethod;
import rvm.core.stack.GuestFrame;

/**
 * One guest method compiled into a hidden class: its entry handles and the map from the compiled
 * code's bytecode indices back to the guest's.
 *
 * <p>Immutable once made; shared between threads.
 */
public final class CompiledMethod {

    private final GuestMethod method;
    private final int osrTarget;
    private final int level;
    private final int compileId;
    private final MethodHandle entry;
    private final MethodHandle interpreterEntry;
    private final int[] starts;
    private final InlineMap.Position[] positions;
    private final int compiledSize;
    private final boolean linesArePositions;
    private final List<Object> reports;

    /**
     * @param starts       compiled bytecode indices, strictly increasing, where the code for
     *                     {@code positions} starts: each guest instruction's own code, then the
     *                     code after the last instruction
     * @param positions    the guest instruction each start stands for (with the inline path to it);
     *                     {@code null} for code that stands for none (a transfer's trampoline, whose
     *                     activation's guest frame is the sampled-copy method's above it)
     * @param linesArePositions whether the code's line numbers are {@code k + 1} for {@code positions[k]}
     *                     (code with inlined methods: a trace element has a line but no bytecode index)
     * @param reports      what the compilation's transforms recorded (the inliner's decisions)
     */
    CompiledMethod(GuestMethod method, int osrTarget, int level, int compileId, MethodHandle entry,
                   MethodHandle interpreterEntry, int[] starts, InlineMap.Position[] positions, int compiledSize,
                   boolean linesArePositions, List<Object> reports) {
        this.method = method;
        this.osrTarget = osrTarget;
        this.level = level;
        this.compileId = compileId;
        this.entry = entry;
        this.interpreterEntry = interpreterEntry;
        this.starts = starts;
        this.positions = positions;
        this.compiledSize = compiledSize;
        this.linesArePositions = linesArePositions;
        this.reports = List.copyOf(reports);
    }

    /** The guest method. */
    public GuestMethod method() {
        return method;
    }

    /** Whether this is an on-stack replacement variant. */
    public boolean isOsr() {
        return osrTarget >= 0;
    }

    /** The instruction an OSR variant continues at; -1 for the normal method. */
    public int osrTarget() {
        return osrTarget;
    }

    /** The level it was compiled at ({@link BaselineCompiler#BASELINE_LEVEL} or above). */
    public int level() {
        return level;
    }

    /** The compilation's number in this VM, from 1, in the order compilations finished. */
    public int compileId() {
        return compileId;
    }

    /**
     * The entry: for the normal method a handle of exactly {@link GuestMethod#hostType()} (the
     * target of the method's entry slot); for an OSR variant {@code (long[], Object[])Object}, taking
     * the interpreter frame's slots and returning the method's boxed result.
     */
    public MethodHandle entry() {
        return entry;
    }

    /**
     * {@code (long[] p, Object[] r, int base)void}: calls the normal method with arguments read
     * from an interpreter frame's slots from {@code base} and stores its result at {@code base};
     * {@code null} for an OSR variant.
     */
    public MethodHandle interpreterEntry() {
        return interpreterEntry;
    }

    /** The size in bytes of the compiled code (yieldpoints and routing included). */
    public int compiledSize() {
        return compiledSize;
    }

    /**
     * The guest instruction whose compiled code contains compiled bytecode index {@code compiledBci},
     * with the inline path to it ({@link InlineMap}): the first instruction for code before it (the
     * prologue), the loop head for a backedge check block, the last instruction for a synchronized
     * method's unlock handler; {@code null} for code that is no guest frame ({@link #isGuestFrameAt}).
     */
    public InlineMap.Position positionAt(int compiledBci) {
        int i = Arrays.binarySearch(starts, compiledBci);
        if (i < 0) {
            i = -i - 2;
        }
        return positions[Math.max(i, 0)];
    }

    /**
     * The index of the root method's instruction at compiled bytecode index {@code compiledBci}: for
     * code inlined into the method, the call site it was inlined at (see {@link #positionAt}).
     */
    public int instructionAt(int compiledBci) {
        InlineMap.Position p = positionAt(compiledBci);
        if (p == null) {
            throw new IllegalArgumentException("compiled bytecode index " + compiledBci + " of " + this
                    + " is no guest frame");
        }
        while (p.caller() != null) {
            p = p.caller();
        }
        return p.index();
    }

    /** The root method's bytecode index at compiled bytecode index {@code compiledBci} (see {@link #instructionAt}). */
    public int bciAt(int compiledBci) {
        return method.bciOf(instructionAt(compiledBci));
    }

    /**
     * The guest frames compiled bytecode index {@code compiledBci} stands for, innermost first: the
     * guest instruction there ({@link #positionAt}), then each call site it was inlined at, each with
     * its method's source line.
     */
    public List<GuestFrame> framesAt(int compiledBci) {
        return frames(positionAt(compiledBci));
    }

    /**
     * Whether a host frame of this code at compiled bytecode index {@code compiledBci} is a guest
     * frame: false in the trampoline of a normal method that handed its activation to its
     * sampled-copy method (instrumentation sampling's separate copy), whose frame above it is the
     * guest's.
     */
    public boolean isGuestFrameAt(int compiledBci) {
        return positionAt(compiledBci) != null;
    }

    /** As {@link #isGuestFrameAt}, for a trace element's line of code whose lines are positions. */
    public boolean isGuestFrameAtLine(int line) {
        return !linesArePositions || line < 1 || line > positions.length || positions[line - 1] != null;
    }

    /**
     * Whether the code's line numbers name positions ({@link #framesAtLine}) rather than source lines:
     * code with methods inlined into it.
     */
    public boolean linesArePositions() {
        return linesArePositions;
    }

    /**
     * For code whose lines are positions, the guest frames a trace element's line stands for,
     * innermost first; an empty list for a line that names none.
     */
    public List<GuestFrame> framesAtLine(int line) {
        if (!linesArePositions || line < 1 || line > positions.length) {
            return List.of();
        }
        return frames(positions[line - 1]);
    }

    private static List<GuestFrame> frames(InlineMap.Position p) {
        List<GuestFrame> out = new ArrayList<>(2);
        for (; p != null; p = p.caller()) {
            out.add(new GuestFrame(GuestFrame.Kind.COMPILED, p.method(), p.bci(), p.method().lineAt(p.index()), null));
        }
        return out;
    }

    /** The number of call sites whose callees were inlined into this code. */
    public int inlinedSites() {
        Set<InlineMap.Position> sites = new HashSet<>();
        for (InlineMap.Position p : positions) {
            for (InlineMap.Position c = p == null ? null : p.caller(); c != null; c = c.caller()) {
                sites.add(c);
            }
        }
        return sites.size();
    }

    /** What the compilation's transforms recorded about it (the inliner's {@code InlineReport}). */
    public List<Object> reports() {
        return reports;
    }

    @Override
    public String toString() {
        return method.jvmName() + (isOsr() ? " @ " + method.bciOf(osrTarget) : "");
    }
}
