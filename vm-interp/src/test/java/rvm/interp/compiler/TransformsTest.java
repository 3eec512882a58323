package rvm.interp.compiler;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import org.objectweb.asm.Opcodes;
import org.objectweb.asm.Type;
import org.objectweb.asm.tree.AbstractInsnNode;
import org.objectweb.asm.tree.FieldInsnNode;
import org.objectweb.asm.tree.IntInsnNode;
import org.objectweb.asm.tree.LabelNode;
import org.objectweb.asm.tree.LdcInsnNode;
import org.objectweb.asm.tree.MethodInsnNode;
import org.objectweb.asm.tree.analysis.Analyzer;
import org.objectweb.asm.tree.analysis.AnalyzerException;
import org.objectweb.asm.tree.analysis.BasicVerifier;
import rvm.core.compile.CodeGenConfig;
import rvm.core.compile.CompilationUnit;
import rvm.core.compile.InlineMap;
import rvm.core.compile.SampledCopy;
import rvm.core.model.GuestMethod;
import rvm.core.options.VmOptions;
import rvm.core.testing.JavaSources;
import rvm.core.testing.TransformedCode;
import rvm.interp.Vm;
import rvm.interp.ExecutionOptions;

/** Each transform of the compilation pipeline on its own, on a unit's body: what it adds, where, and that the body still verifies. */
class TransformsTest {

    private static final CodeGenConfig INLINE = new CodeGenConfig(CodeGenConfig.YieldpointCode.INLINE,
            CodeGenConfig.BackedgeChecks.STRIP, true, false);

    @TempDir
    static Path classes;
    private static Vm vm;
    private static GuestMethod twoReturns;
    private static GuestMethod calls;
    private static GuestMethod loops;

    @BeforeAll
    static void load() throws Exception {
        JavaSources.compile(classes, List.of(), Map.of("T.java", """
                public class T {
                    long twoReturns(long x) {
                        if (x > 0) {
                            return x * 2;
                        }
                        return -x;
                    }
                    static String calls(String s) {
                        return s.trim() + String.valueOf(s.length());
                    }
                    static int loops(int n) {
                        int s = 0;
                        int i = 0;
                        while (i < n) {
                            i++;
                            if (i % 3 == 0) {
                                continue;
                            }
                            s += i;
                        }
                        return s;
                    }
                }
                """));
        vm = new Vm(List.of(classes), new VmOptions(ExecutionOptions.TABLE));
        for (GuestMethod m : vm.model().forHost(vm.loadClass("T")).methods()) {
            if (m.name().equals("twoReturns")) {
                twoReturns = m;
            } else if (m.name().equals("calls")) {
                calls = m;
            } else if (m.name().equals("loops")) {
                loops = m;
            }
        }
    }

    @AfterAll
    static void close() throws IOException {
        vm.loader().close();
    }

    @Test
    void aFreshUnitIsTheGuestsCode_eachInstructionAtItsOwnPosition() throws AnalyzerException {
        CompilationUnit unit = CompilationUnit.of(twoReturns, -1, false, INLINE);

        List<AbstractInsnNode> body = real(unit);

        assertEquals(twoReturns.instructionCount(), body.size());
        for (int k = 0; k < body.size(); k++) {
            assertEquals(new InlineMap.Position(twoReturns, k, null), unit.map().position(body.get(k)));
            assertTrue(unit.map().isGuest(body.get(k)));
        }
        assertTrue(body.get(0) != twoReturns.node().instructions.get(firstReal(twoReturns)),
                "the body is a copy: the interpreter's MethodNode stays as the class file has it");
        verify(unit);
    }

    @Test
    void yieldpoints_putAPrologueOnEntryAndAnEpilogueBeforeEachReturn() throws AnalyzerException {
        CompilationUnit unit = CompilationUnit.of(twoReturns, -1, false, INLINE);

        Transforms.yieldpoints(unit);

        List<AbstractInsnNode> body = real(unit);
        assertCall(body.get(1), "rvm/core/runtime/Yieldpoints", "prologueCheck");
        assertEquals(InlineMap.Kind.ENTRY, unit.map().kind(body.get(1)));
        assertEquals(twoReturns.id(), ((LdcInsnNode) body.get(0)).cst);
        int epilogues = 0;
        for (int k = 0; k < body.size(); k++) {
            if (body.get(k).getOpcode() == Opcodes.LRETURN) {
                assertCall(body.get(k - 1), "rvm/core/runtime/Yieldpoints", "epilogueCheck");
                assertSame(unit.map().position(body.get(k)), unit.map().position(body.get(k - 1)),
                        "an epilogue is its return's code");
                assertEquals(InlineMap.Kind.ADDED, unit.map().kind(body.get(k - 1)));
                epilogues++;
            }
        }
        assertEquals(2, epilogues);
        verify(unit);
    }

    @Test
    void yieldpoints_putNoPrologueIntoAnOsrVariant_andNothingWithoutYieldpoints() {
        CompilationUnit osr = CompilationUnit.of(twoReturns, 3, false, INLINE);
        CompilationUnit none = CompilationUnit.of(twoReturns, -1, false, new CodeGenConfig(
                CodeGenConfig.YieldpointCode.NONE, CodeGenConfig.BackedgeChecks.STRIP, true, false));

        Transforms.yieldpoints(osr);
        Transforms.yieldpoints(none);

        assertTrue(unit0IsGuest(osr), "an OSR variant continues an activation that took its prologue");
        assertEquals(twoReturns.instructionCount() + 4, real(osr).size()); // two epilogues
        assertEquals(twoReturns.instructionCount(), real(none).size());
    }

    @ParameterizedTest(name = "{0}")
    @ValueSource(strings = {"exact", "window"})
    void yieldpoints_putNoEpilogueWhereTheProfilerTakesNothingAtOne_butCountingCodeKeepsThem(String profiler)
            throws AnalyzerException {
        boolean exact = profiler.equals("exact");
        CompilationUnit inline = CompilationUnit.of(twoReturns, -1, false, new CodeGenConfig(
                CodeGenConfig.YieldpointCode.INLINE, CodeGenConfig.BackedgeChecks.STRIP, true, exact, !exact));
        CompilationUnit counting = CompilationUnit.of(twoReturns, -1, false, new CodeGenConfig(
                CodeGenConfig.YieldpointCode.COUNTING, CodeGenConfig.BackedgeChecks.STRIP, true, exact, !exact));

        Transforms.yieldpoints(inline);
        Transforms.yieldpoints(counting);

        assertEquals(twoReturns.instructionCount() + 2, real(inline).size()); // the prologue only
        assertCall(real(inline).get(1), "rvm/core/runtime/Yieldpoints", "prologueCheck");
        assertEquals(twoReturns.instructionCount() + 6, real(counting).size()); // and two epilogues
        verify(inline);
    }

    @Test
    void countCalls_reportsEachCallOnEntry_beforeThePrologue() throws AnalyzerException {
        CompilationUnit unit = CompilationUnit.of(twoReturns, -1, true, INLINE);

        Transforms.countCalls(unit);
        Transforms.yieldpoints(unit);

        List<AbstractInsnNode> body = real(unit);
        assertCall(body.get(2), "rvm/core/runtime/GuestRuntime", "compiledCall");
        assertCall(body.get(4), "rvm/core/runtime/Yieldpoints", "prologueCheck");
        verify(unit);
    }

    @ParameterizedTest(name = "{0}")
    @ValueSource(strings = {"exact", "window"})
    void announceCalls_putsTheProfilersAnnouncementBeforeEveryInvoke(String profiler) throws AnalyzerException {
        boolean exact = profiler.equals("exact");
        CompilationUnit unit = CompilationUnit.of(calls, -1, false, new CodeGenConfig(
                CodeGenConfig.YieldpointCode.INLINE, CodeGenConfig.BackedgeChecks.STRIP, true, exact, !exact));
        int invokes = (int) real(unit).stream().filter(i -> i instanceof MethodInsnNode).count();

        Transforms.announceCalls(unit);

        List<AbstractInsnNode> body = real(unit);
        int announced = 0;
        for (int k = 0; k < body.size(); k++) {
            if (body.get(k) instanceof MethodInsnNode && unit.map().isGuest(body.get(k))) {
                if (exact) {
                    assertCall(body.get(k - 1), "rvm/core/runtime/ExactCalls", "call");
                } else {
                    assertCall(body.get(k - 1), "rvm/core/runtime/CbsCalls", "announce");
                }
                assertSame(unit.map().position(body.get(k)), unit.map().position(body.get(k - 1)));
                announced++;
            }
        }
        assertEquals(invokes, announced);
        assertTrue(invokes >= 3, "trim, length, valueOf (and the concatenation's calls)");
        verify(unit);
    }

    @Test
    void announceCalls_addsNothingWithoutTheExactProfiler() {
        CompilationUnit unit = CompilationUnit.of(calls, -1, false, INLINE);

        Transforms.announceCalls(unit);

        assertEquals(calls.instructionCount(), real(unit).size());
    }

    @Test
    void backedges_sendEveryBackwardBranchToOneCheckBlockPerLoopHead_whichJumpsToTheHead() throws AnalyzerException {
        CompilationUnit unit = CompilationUnit.of(loops, -1, false, INLINE);
        int guestLength = real(unit).size();

        Transforms.backedges(unit);

        List<AbstractInsnNode> body = real(unit);
        List<org.objectweb.asm.tree.JumpInsnNode> backward = new ArrayList<>();
        int taken = 0;
        for (AbstractInsnNode i : body.subList(0, guestLength)) {
            if (i instanceof org.objectweb.asm.tree.JumpInsnNode j && unit.map().kind(j.label) == InlineMap.Kind.ADDED) {
                backward.add(j);
            }
        }
        // javac's while loop: the continue and the end of the body both go back to the condition
        assertEquals(2, backward.size(), "the loop's backward branches");
        assertSame(backward.get(0).label, backward.get(1).label, "one block for the one loop head");
        AbstractInsnNode last = body.get(body.size() - 1);
        assertEquals(Opcodes.GOTO, last.getOpcode());
        AbstractInsnNode head = next(((org.objectweb.asm.tree.JumpInsnNode) last).label);
        assertTrue(unit.map().isGuest(head));
        assertSame(unit.map().position(head), unit.map().position(last), "the block is its loop head's code");
        for (AbstractInsnNode i : body.subList(guestLength, body.size())) {
            if (i instanceof MethodInsnNode m && m.name.equals("backedgeTaken")) {
                taken++;
                assertEquals(unit.map().position(head).bci(), ((LdcInsnNode) i.getPrevious()).cst);
            }
        }
        assertEquals(1, taken);
        assertTrue(unit.usesCountdown(), "a strip-mined check counts down");
        verify(unit);
    }

    /**
     * Where the instrumenter asked for it ({@code --sample-skip}), the countdown starts at
     * {@code Yieldpoints.phase}: the backedges write a marker that the emitter writes as the phase
     * in the sampled-copy method and in a unit without one, and as {@code READ_INTERVAL} in the
     * normal method of a unit with one, which leaves at every check that sees the word.
     */
    @Test
    void backedges_startTheCountdownAtThePhase_butInTheNormalMethodOfASplitUnit() {
        CompilationUnit plain = CompilationUnit.of(loops, -1, false, INLINE);
        Transforms.backedges(plain);
        assertTrue(Stream.of(plain.body().instructions.toArray()).noneMatch(plain::isCountdownStart));

        CompilationUnit unit = CompilationUnit.of(loops, -1, false, INLINE);
        unit.restartCountdownAtPhase();
        Transforms.backedges(unit);
        long markers = Stream.of(unit.body().instructions.toArray()).filter(unit::isCountdownStart).count();
        assertEquals(2, markers, "the entry's start and the loop head's restart");
        assertPhase(Transforms.countdownStart(unit, false));
        assertPhase(Transforms.countdownStart(unit, true));

        unit.sampledCopy().addPlace(new LabelNode(), List.of(), false);
        assertPhase(Transforms.countdownStart(unit, true));
        AbstractInsnNode normal = Transforms.countdownStart(unit, false);
        assertEquals(Opcodes.SIPUSH, normal.getOpcode());
        assertEquals(Transforms.READ_INTERVAL, ((IntInsnNode) normal).operand);
    }

    /**
     * The sampled copy as the instrumenter asks for it: numbered places, instructions that leave for
     * them and stay what they are when a body is copied, one place left by arguments, scratch locals
     * above the body's; the emitter's writer refuses a unit that asked for none.
     */
    @Test
    void sampledCopy_numbersItsPlaces_andItsLeavingInstructionsSurviveACopy() {
        CompilationUnit unit = CompilationUnit.of(loops, -1, false, INLINE);
        SampledCopy copy = unit.sampledCopy();
        assertFalse(unit.hasSampledCopy());
        assertThrows(IllegalArgumentException.class, () -> new SampledCopyWriter(unit, "C", "m$sampled$0", false));

        LabelNode here = new LabelNode();
        assertEquals(0, copy.addPlace(here, List.of(Type.INT_TYPE), false));
        assertEquals(1, copy.addPlace(new LabelNode(), Arrays.asList(null, Type.INT_TYPE), true));
        assertTrue(unit.hasSampledCopy());
        assertSame(here, copy.places().get(0).target());
        assertEquals(Arrays.asList(null, Type.INT_TYPE), copy.places().get(1).locals());

        AbstractInsnNode leave = copy.leaveFor(1);
        assertEquals(1, SampledCopy.placeOf(leave));
        assertEquals(1, SampledCopy.placeOf(leave.clone(new HashMap<>())));
        assertEquals(-1, SampledCopy.placeOf(new MethodInsnNode(Opcodes.INVOKESTATIC, "rvm$compiled", "transfer",
                "()V", false)));

        assertEquals(-1, copy.placeByArguments());
        assertThrows(IllegalArgumentException.class, () -> copy.leaveByArguments(2));
        copy.leaveByArguments(0);
        assertEquals(0, copy.placeByArguments());

        int above = unit.firstFreeLocal();
        copy.reserveScratch();
        assertEquals(above, copy.scratch());
        assertEquals(above + 3, unit.firstFreeLocal());
        assertTrue(new SampledCopyWriter(unit, "C", "m$sampled$0", true).inCopy());
    }

    private static void assertPhase(AbstractInsnNode i) {
        assertTrue(i instanceof FieldInsnNode f && f.getOpcode() == Opcodes.GETSTATIC
                && f.owner.equals("rvm/core/runtime/Yieldpoints") && f.name.equals("phase"), () -> String.valueOf(i));
    }

    @Test
    void backedges_addNothingWithoutBackedgeChecks() {
        CompilationUnit unit = CompilationUnit.of(loops, -1, false, new CodeGenConfig(
                CodeGenConfig.YieldpointCode.INLINE, CodeGenConfig.BackedgeChecks.NONE, true, false));

        Transforms.backedges(unit);

        assertEquals(loops.instructionCount(), real(unit).size());
        assertTrue(!unit.usesCountdown());
    }

    private static AbstractInsnNode next(AbstractInsnNode i) {
        AbstractInsnNode n = i;
        while (n.getOpcode() < 0) {
            n = n.getNext();
        }
        return n;
    }

    private static boolean unit0IsGuest(CompilationUnit unit) {
        return unit.map().isGuest(real(unit).get(0));
    }

    private static void assertCall(AbstractInsnNode i, String owner, String name) {
        assertTrue(i instanceof MethodInsnNode, () -> "not a call: " + i);
        assertEquals(owner + "." + name, ((MethodInsnNode) i).owner + "." + ((MethodInsnNode) i).name);
    }

    private static List<AbstractInsnNode> real(CompilationUnit unit) {
        List<AbstractInsnNode> out = new ArrayList<>();
        for (AbstractInsnNode i = unit.body().instructions.getFirst(); i != null; i = i.getNext()) {
            if (i.getOpcode() >= 0) {
                out.add(i);
            }
        }
        return out;
    }

    private static int firstReal(GuestMethod m) {
        int k = 0;
        for (AbstractInsnNode i = m.node().instructions.getFirst(); i.getOpcode() < 0; i = i.getNext()) {
            k++;
        }
        return k;
    }

    /** ASM's checking adapter and verifier over the body: the transforms must leave it well-formed and verifiable. */
    private static void verify(CompilationUnit unit) throws AnalyzerException {
        TransformedCode.check(unit.root().owner().name(), unit.body());
    }
}
