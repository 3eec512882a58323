package rvm.profiling.instrument;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.objectweb.asm.Opcodes.ATHROW;
import static org.objectweb.asm.Opcodes.GOTO;
import static org.objectweb.asm.Opcodes.IFGT;
import static org.objectweb.asm.Opcodes.IRETURN;
import static org.objectweb.asm.Opcodes.ISUB;
import static org.objectweb.asm.Opcodes.LOOKUPSWITCH;
import static org.objectweb.asm.Opcodes.PUTSTATIC;
import static org.objectweb.asm.Opcodes.RETURN;
import static org.objectweb.asm.Opcodes.TABLESWITCH;

import java.io.IOException;
import java.lang.reflect.Method;
import java.nio.file.Path;
import java.util.ArrayDeque;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.stream.Stream;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.objectweb.asm.ClassReader;
import org.objectweb.asm.ClassWriter;
import org.objectweb.asm.tree.AbstractInsnNode;
import org.objectweb.asm.tree.ClassNode;
import org.objectweb.asm.tree.FieldInsnNode;
import org.objectweb.asm.tree.LabelNode;
import org.objectweb.asm.tree.MethodInsnNode;
import org.objectweb.asm.tree.MethodNode;
import org.objectweb.asm.tree.analysis.Analyzer;
import org.objectweb.asm.tree.analysis.AnalyzerException;
import org.objectweb.asm.tree.analysis.BasicVerifier;
import rvm.core.compile.Branches;
import rvm.core.compile.CodeGenConfig;
import rvm.core.compile.CompilationUnit;
import rvm.core.compile.SampledCopy;
import rvm.core.model.ClassModel;
import rvm.core.model.GuestMethod;
import rvm.core.runtime.SampledInstrumentation;
import rvm.core.testing.GuestProgram;
import rvm.core.testing.JavaSources;
import rvm.core.testing.TransformedCode;

/**
 * The instrumentation sampling transform on its own, on small methods (loops, nested loops, a
 * handler, a switch, a monitor, virtual calls with arguments of every size): the code it makes
 * verifies, its checks sit on the entry and the backedges only (full duplication) or on each
 * instrumentation operation (none), and, run with every check sampling, it computes what the
 * method computes and counts every call and field access as often as they run.
 */
class SamplingTransformTest {

    private static final String P = """
            public class P {
                interface Shape { double area(long scale, double by, String name); }
                static final class Sq implements Shape {
                    public double area(long scale, double by, String name) { return scale * by + name.length(); } }
                static final class Ci implements Shape {
                    public double area(long scale, double by, String name) { return 3 * scale * by; } }
                static int hits;
                static int square(int x) { return x * x; }
                static int loop(int n) { int s = 0; for (int i = 0; i < n; i++) { s += square(i); } return s; }
                static int nested(int n) {
                    int s = 0;
                    for (int i = 0; i < n; i++) { for (int j = 0; j < i; j++) { s += square(j); hits++; } }
                    return s;
                }
                static int handler(int[] a, int n) {
                    int s = 0;
                    for (int i = 0; i < n; i++) {
                        try { s += a[i]; } catch (ArrayIndexOutOfBoundsException e) { s -= square(i); }
                    }
                    return s;
                }
                static int sw(int n) {
                    int s = 0;
                    for (int i = 0; i < n; i++) {
                        switch (i % 3) { case 0: s += square(i); break; case 1: s ^= i; break; default: s--; }
                    }
                    return s;
                }
                static int locked(Object lock, int n) {
                    int s = 0;
                    for (int i = 0; i < n; i++) { synchronized (lock) { s += square(i); hits++; } }
                    return s;
                }
                static double virtual(Shape[] shapes) {
                    double a = 0;
                    for (Shape sh : shapes) { a += sh.area(2L, 1.5, "ab"); }
                    return a;
                }
                static double shapes() {
                    return virtual(new Shape[] {new Sq(), new Ci(), new Sq()});
                }
                static int topThen(int n) { int s = n * 2; if (s > 10) { s += square(s); } s = s - 1; return s; }
                static int loopThenField(int n) { int s = 0; for (int i = 0; i < n; i++) { s += i; } return s + hits; }
                static int pure(int n) { int s = 0; for (int i = 0; i < n; i++) { s += i * i; } return s; }
            }
            """;

    /** Counting, so that each check is marked by a call of {@code countCheck}. */
    private static final CodeGenConfig CONFIG = new CodeGenConfig(CodeGenConfig.YieldpointCode.COUNTING,
            CodeGenConfig.BackedgeChecks.NONE, false, false);
    private static final List<String> METHODS = List.of("loop", "nested", "handler", "sw", "locked", "virtual");

    @TempDir
    static Path classes;
    private static GuestProgram program;
    private static ClassModel model;

    @BeforeAll
    static void load() throws IOException {
        JavaSources.compile(classes, List.of("-g"), Map.of("P.java", P));
        program = GuestProgram.load(classes);
        model = program.model();
    }

    @AfterAll
    static void close() throws IOException {
        program.close();
        SampledInstrumentation.reset();
    }

    @BeforeEach
    void fresh() {
        SampledInstrumentation.reset();
    }

    private static GuestMethod method(String name) {
        for (GuestMethod m : model.forName("P").methods()) {
            if (m.name().equals(name)) {
                return m;
            }
        }
        throw new IllegalArgumentException(name);
    }

    private static InstrumentSettings settings(boolean exhaustive, InstrumentSettings.Duplication duplication) {
        return settings(exhaustive, duplication, InstrumentSettings.Trigger.COUNTER);
    }

    private static InstrumentSettings settings(boolean exhaustive, InstrumentSettings.Duplication duplication,
                                               InstrumentSettings.Trigger trigger) {
        return new InstrumentSettings(Set.of(InstrumentSettings.Kind.CALL_EDGES, InstrumentSettings.Kind.FIELD_ACCESSES), List.of(),
                exhaustive, duplication, InstrumentSettings.SampledCopy.INLINE, trigger, 1, 10, 0, 1, 3, 16, MethodSelection.ALL, null);
    }

    private static CompilationUnit transformed(String name, InstrumentSettings s) {
        CompilationUnit unit = CompilationUnit.of(method(name), -1, false, CONFIG);
        new SamplingTransform(s).transform(unit);
        return unit;
    }

    private static void verify(CompilationUnit unit) {
        try {
            TransformedCode.check("P", unit.body());
        } catch (AnalyzerException | IllegalArgumentException | IllegalStateException e) {
            throw new AssertionError(unit.root().name() + ": " + e.getMessage(), e);
        }
    }

    private static long calls(CompilationUnit unit, String name) {
        long n = 0;
        for (AbstractInsnNode i = unit.body().instructions.getFirst(); i != null; i = i.getNext()) {
            if (i instanceof MethodInsnNode m && m.owner.equals("rvm/core/runtime/SampledInstrumentation")
                    && m.name.equals(name)) {
                n++;
            }
        }
        return n;
    }

    /** The loop heads of a method as javac wrote it: the targets of its backward branches. */
    private static int loopHeads(MethodNode m) {
        List<AbstractInsnNode> all = List.of(m.instructions.toArray());
        Set<LabelNode> heads = new HashSet<>();
        for (int p = 0; p < all.size(); p++) {
            for (LabelNode t : Branches.targets(all.get(p))) {
                if (all.indexOf(t) <= p) {
                    heads.add(t);
                }
            }
        }
        return heads.size();
    }

    private static long instrumentable(MethodNode m) {
        return Stream.of(m.instructions.toArray())
                .filter(i -> i instanceof MethodInsnNode || i instanceof FieldInsnNode).count();
    }

    @Test
    void fullDuplication_verifies_andChecksOnlyTheEntryAndEachLoopHead() {
        for (String name : METHODS) {
            CompilationUnit unit = transformed(name, settings(false, InstrumentSettings.Duplication.FULL));
            verify(unit);
            MethodNode guest = method(name).node();
            assertEquals(1 + loopHeads(guest), calls(unit, "countCheck"), name + ": checks on the entry and loop heads");
            assertEquals(instrumentable(guest), calls(unit, "call") + calls(unit, "callOn") + calls(unit, "field"),
                    name + ": each call and field access instrumented once, in the duplicated code");
            assertEquals(2 * guest.tryCatchBlocks.size(), unit.body().tryCatchBlocks.size(),
                    name + ": each handler range copied");
        }
    }

    /**
     * The merged triggers: no check of their own; the prologue yieldpoint (put on entry here as the
     * yieldpoint transform does) becomes the entry check, and each loop head's backedge yieldpoint,
     * which the compiler adds after this transform, is told where a sample goes.
     */
    @Test
    void mergedTriggers_makeThePrologueAndBackedgeYieldpointsTheChecks() {
        for (String name : METHODS) {
            CompilationUnit unit = CompilationUnit.of(method(name), -1, false, CONFIG);
            addPrologueYieldpoint(unit, "prologue");
            List<LabelNode> heads = Stream.of(unit.body().instructions.toArray())
                    .filter(i -> i instanceof LabelNode).map(i -> (LabelNode) i).toList();
            new SamplingTransform(settings(false, InstrumentSettings.Duplication.FULL,
                    InstrumentSettings.Trigger.YIELDPOINT)).transform(unit);
            verify(unit);
            assertEquals(0, calls(unit, "countCheck") + calls(unit, "countdown") + calls(unit, "save"), name);
            assertEquals(0, yieldpointCalls(unit, "prologue"), name + ": the prologue yieldpoint moved");
            assertEquals(1, yieldpointCalls(unit, "prologueSample"), name + ": the merged check on entry");
            assertEquals(loopHeads(method(name).node()), heads.stream().filter(h -> unit.sampledTarget(h) != null)
                    .count(), name + ": each loop head samples into the copy");
        }
        assertThrows(IllegalArgumentException.class, () -> settings(false, InstrumentSettings.Duplication.NONE,
                InstrumentSettings.Trigger.CBS), "no per-operation checks with the merged triggers");
    }

    /**
     * The merged triggers with the copy in a method of its own and compiled yieldpoints: on entry a
     * set word leaves the normal method before anything is called, by arguments (so that C2 need not
     * keep them on the frame on every entry), and the slow path is asked in the sampled-copy method.
     */
    @Test
    void mergedTriggers_withASeparateCopy_leaveOnASetWordBeforeAnyCall() {
        CodeGenConfig inline = new CodeGenConfig(CodeGenConfig.YieldpointCode.INLINE,
                CodeGenConfig.BackedgeChecks.EVERY, false, false);
        InstrumentSettings separate = new InstrumentSettings(Set.of(InstrumentSettings.Kind.CALL_EDGES), List.of(),
                false, InstrumentSettings.Duplication.FULL, InstrumentSettings.SampledCopy.SEPARATE,
                InstrumentSettings.Trigger.YIELDPOINT, 1, 10, 0, 1, 3, 16, MethodSelection.ALL, null);
        for (String name : List.of("loop", "nested", "handler", "sw", "virtual", "topThen")) {
            CompilationUnit unit = CompilationUnit.of(method(name), -1, false, inline);
            addPrologueYieldpoint(unit, "prologueCheck");

            new SamplingTransform(separate).transform(unit);

            assertTrue(unit.hasSampledCopy(), name);
            assertTrue(unit.sampledCopy().placeByArguments() >= 0, name + ": the entry's transfer goes by arguments");
            AbstractInsnNode i = unit.body().instructions.getFirst();
            boolean wordRead = false;
            while (!(i instanceof MethodInsnNode m && SampledCopy.placeOf(m) >= 0)) {
                assertTrue(!(i instanceof MethodInsnNode), name + ": a call before the entry's transfer: "
                        + (i instanceof MethodInsnNode m ? m.owner + "." + m.name : ""));
                wordRead |= i instanceof FieldInsnNode f && f.name.equals("word");
                i = i.getNext();
            }
            assertTrue(wordRead, name + ": the word is tested on entry");
            assertEquals(unit.sampledCopy().placeByArguments(), SampledCopy.placeOf((MethodInsnNode) i), name);
            assertEquals(1, yieldpointCalls(unit, "prologueSampleCheck"), name + ": the slow path, asked after it");
        }
    }

    /**
     * The yieldpoint trigger's skip ({@code --sample-skip}): with inline yieldpoints the checks count
     * it down in their own code, the entry's and each loop head's, and only when it has run out
     * ask; in either layout, with either backedge check. With the copy in a method of its own, the
     * normal method of a unit with loops leaves at a set word before it counts: no count is reached
     * in it without a transfer, so a set word never runs on into its loops (where C2 could then no
     * longer fold its checks away); one without loops counts on entry, in place. Without a skip, no
     * such code.
     */
    @Test
    void theYieldpointTrigger_withASkip_countsItDownInTheChecksOwnCode() {
        Map<String, Integer> places = new HashMap<>();
        for (CodeGenConfig.BackedgeChecks checks : List.of(CodeGenConfig.BackedgeChecks.STRIP,
                CodeGenConfig.BackedgeChecks.EVERY)) {
            CodeGenConfig inline = new CodeGenConfig(CodeGenConfig.YieldpointCode.INLINE, checks, false, false);
            for (InstrumentSettings.SampledCopy layout : InstrumentSettings.SampledCopy.values()) {
                for (int skip : List.of(1, 1000)) {
                    InstrumentSettings s = new InstrumentSettings(Set.of(InstrumentSettings.Kind.CALL_EDGES), List.of(),
                            false, InstrumentSettings.Duplication.FULL, layout, InstrumentSettings.Trigger.YIELDPOINT,
                            1, 10, 0, skip, 3, 16, MethodSelection.ALL, null);
                    for (String name : List.of("loop", "nested", "pure", "topThen")) {
                        CompilationUnit unit = CompilationUnit.of(method(name), -1, false, inline);
                        addPrologueYieldpoint(unit, "prologueCheck");
                        new SamplingTransform(s).transform(unit);
                        String what = name + ", " + layout + ", " + checks + ", skip " + skip;
                        List<AbstractInsnNode> writes = Stream.of(unit.body().instructions.toArray())
                                .filter(i -> i instanceof FieldInsnNode f && f.name.equals("skip")
                                        && f.getOpcode() == PUTSTATIC).toList();
                        String same = name + ", " + layout + ", " + checks;
                        if (skip == 1) {
                            assertEquals(List.of(), writes, what);
                            places.put(same, unit.sampledCopy().places().size());
                            continue;
                        }
                        // each transfer stores the locals its place takes: a skip adds none (a second
                        // one per loop head took jess's Engine.extend over HotSpot's huge-method limit)
                        assertEquals(places.get(same), unit.sampledCopy().places().size(), what + ": the places to leave for");
                        long heads = loopHeads(method(name).node());
                        assertEquals(1 + heads, writes.size(), what + ": the entry's and each loop head's");
                        for (AbstractInsnNode w : writes) {
                            assertEquals(ISUB, w.getPrevious().getPrevious().getOpcode(), what + ": one check off");
                            assertEquals(IFGT, w.getNext().getOpcode(), what + ": on while some is left");
                        }
                        assertEquals(layout == InstrumentSettings.SampledCopy.SEPARATE, unit.hasSampledCopy(), what);
                        Set<AbstractInsnNode> normal = reachedWithoutTransfers(unit);
                        long countedInNormal = writes.stream().filter(normal::contains).count();
                        assertEquals(unit.hasSampledCopy() && heads > 0 ? 0 : 1, countedInNormal,
                                what + ": counted before leaving (the entry check of the inline layout, or of a unit"
                                        + " without loops, reached from the start)");
                    }
                }
            }
        }
    }

    /**
     * The counter with the copy in a method of its own: a check whose countdown ran out leaves the
     * normal method first (on entry by arguments) and asks for the sample at the place it leaves
     * for, so that no call returns into the normal method from a check (C2 would keep the values
     * that live across it on the frame on every entry or iteration).
     */
    @Test
    void theCounter_withASeparateCopy_leavesBeforeItAsksForTheSample() {
        InstrumentSettings separate = new InstrumentSettings(Set.of(InstrumentSettings.Kind.CALL_EDGES), List.of(),
                false, InstrumentSettings.Duplication.FULL, InstrumentSettings.SampledCopy.SEPARATE,
                InstrumentSettings.Trigger.COUNTER, 1000, 10, 0, 1, 3, 16, MethodSelection.ALL, null);
        for (String name : List.of("loop", "nested", "handler", "sw", "virtual", "topThen")) {
            CompilationUnit unit = CompilationUnit.of(method(name), -1, false, CONFIG);

            new SamplingTransform(separate).transform(unit);

            assertTrue(unit.hasSampledCopy(), name);
            assertTrue(unit.sampledCopy().placeByArguments() >= 0, name + ": the entry's transfer goes by arguments");
            assertTrue(calls(unit, "sample") > 0, name);
            for (AbstractInsnNode i : reachedWithoutTransfers(unit)) {
                assertTrue(!(i instanceof MethodInsnNode m && m.name.equals("sample")),
                        name + ": sample() reached in the normal method without leaving it");
            }
        }
    }

    /**
     * The counter's countdown is the thread's across calls: the caller's checks and its callee's
     * count in one slot (the callee's not lost when the caller goes on after the call), and the
     * thread's slot is looked up once per activation, on its entry.
     */
    @Test
    void theCounter_countsTheChecksOfCallersAndCalleesInTheThreadsSlot() throws Exception {
        InstrumentSettings counter = new InstrumentSettings(Set.of(InstrumentSettings.Kind.CALL_EDGES), List.of(),
                false, InstrumentSettings.Duplication.FULL, InstrumentSettings.SampledCopy.INLINE,
                InstrumentSettings.Trigger.COUNTER, 1000, 10, 0, 1, 3, 16, MethodSelection.ALL, null);
        for (String name : List.of("loop", "square")) {
            assertEquals(1, calls(transformed(name, counter), "slot"), name + ": the slot looked up on entry only");
        }
        SampledInstrumentation.configure(1000);
        Class<?> p = instrumentedP(counter, List.of("loop", "square"));

        assertEquals(285, run(p, "loop", 10));

        assertEquals(0, SampledInstrumentation.samples());
        assertEquals(1 + 10 + 10, SampledInstrumentation.checks(), "the entry, 10 backedges, 10 calls of square");
        assertEquals(1000 - 21, SampledInstrumentation.countdown(SampledInstrumentation.slot()));
    }

    /**
     * The instructions the normal method runs from its entry and its handlers, not going through a
     * transfer (which ends its block with a throw nothing reaches) nor into a place only a transfer
     * enters.
     */
    private static Set<AbstractInsnNode> reachedWithoutTransfers(CompilationUnit unit) {
        Set<AbstractInsnNode> reached = new HashSet<>();
        ArrayDeque<AbstractInsnNode> work = new ArrayDeque<>();
        work.add(unit.body().instructions.getFirst());
        unit.body().tryCatchBlocks.forEach(t -> work.add(t.handler));
        while (!work.isEmpty()) {
            AbstractInsnNode i = work.pop();
            if (i == null || !reached.add(i)) {
                continue;
            }
            Branches.targets(i).forEach(work::add);
            int op = i.getOpcode();
            boolean ends = op == GOTO || op == ATHROW || (op >= IRETURN && op <= RETURN)
                    || op == TABLESWITCH || op == LOOKUPSWITCH;
            if (!ends) {
                work.add(i.getNext());
            }
        }
        return reached;
    }

    /** Puts a prologue yieldpoint ({@code Yieldpoints.NAME(id)}) in the entry code, as the yieldpoint transform does. */
    private static void addPrologueYieldpoint(CompilationUnit unit, String name) {
        org.objectweb.asm.tree.InsnList prologue = new org.objectweb.asm.tree.InsnList();
        prologue.add(new org.objectweb.asm.tree.LdcInsnNode(unit.root().id()));
        prologue.add(new MethodInsnNode(org.objectweb.asm.Opcodes.INVOKESTATIC, "rvm/core/runtime/Yieldpoints",
                name, "(I)V", false));
        for (AbstractInsnNode i : prologue.toArray()) {
            unit.map().attachToEntry(i);
        }
        unit.body().instructions.insert(prologue);
    }

    private static long yieldpointCalls(CompilationUnit unit, String name) {
        return Stream.of(unit.body().instructions.toArray()).filter(i -> i instanceof MethodInsnNode m
                && m.owner.equals("rvm/core/runtime/Yieldpoints") && m.name.equals(name)).count();
    }

    /**
     * Partial duplication on the paper's cases (its Figures 4 and 5): the code before the first
     * instrumentation (top) and after the last (bottom) is not copied, and the check moves from the
     * entry or loop head to the edge where a path leaves the top code; a loop that reaches no
     * instrumentation has no check, a method with none is left alone.
     */
    @Test
    void partialDuplication_copiesOnlyWhatReachesInstrumentation_andMovesTheChecksToItsEdge() {
        InstrumentSettings partial = settings(false, InstrumentSettings.Duplication.PARTIAL);
        Map<String, Integer> checks = Map.of(
                "topThen", 1,       // on the edge into the then-branch: entry and join are not copied
                "loopThenField", 1, // on the loop's exit, before the field read; none in the loop
                "loop", 1,          // on the edge from the loop's condition into its body (the head is top)
                "pure", 0);         // nothing instrumented: nothing copied, no check
        for (Map.Entry<String, Integer> e : checks.entrySet()) {
            CompilationUnit unit = transformed(e.getKey(), partial);
            verify(unit);
            assertEquals((long) e.getValue(), calls(unit, "countCheck"), e.getKey() + ": checks");
            MethodNode guest = method(e.getKey()).node();
            assertEquals(instrumentable(guest), calls(unit, "call") + calls(unit, "callOn") + calls(unit, "field"),
                    e.getKey() + ": each call and field access instrumented once, in the copy");
            CompilationUnit fresh = CompilationUnit.of(method(e.getKey()), -1, false, CONFIG);
            PartialDuplication.Kinds kinds = new SamplingTransform(partial).duplicatePartially(fresh, fresh.body().maxLocals);
            assertTrue(kinds.copied().cardinality() < kinds.blocks(), e.getKey() + ": not every block copied " + kinds);
            assertEquals(e.getValue() == 0, kinds.copied().isEmpty(), e.getKey() + ": " + kinds);
        }
        for (String name : METHODS) {
            CompilationUnit unit = transformed(name, partial);
            verify(unit);
            assertTrue(calls(unit, "countCheck") <= 1 + loopHeads(method(name).node()) + 2,
                    name + ": about as many checks as entries and heads");
        }
    }

    @Test
    void withoutDuplication_eachOperationHasItsOwnCheck_andNothingIsCopied() {
        for (String name : METHODS) {
            CompilationUnit unit = transformed(name, settings(false, InstrumentSettings.Duplication.NONE));
            verify(unit);
            MethodNode guest = method(name).node();
            assertEquals(instrumentable(guest), calls(unit, "countCheck"), name);
            assertEquals(Stream.of(guest.instructions.toArray()).filter(i -> i.getOpcode() >= 0).count(),
                    unit.guestInstructions().size(), name + ": no guest instruction copied");
        }
    }

    @Test
    void exhaustive_hasNoChecks() {
        for (String name : METHODS) {
            CompilationUnit unit = transformed(name, settings(true, InstrumentSettings.Duplication.FULL));
            verify(unit);
            assertEquals(0, calls(unit, "countCheck"), name);
        }
    }

    /** Defines class P with {@code names} replaced by their transformed bodies, in a loader of its own. */
    private static Class<?> instrumentedP(InstrumentSettings s, List<String> names) throws Exception {
        ClassNode node = new ClassNode();
        new ClassReader(program.bytes("P")).accept(node, 0);
        for (MethodNode m : node.methods) {
            if (names.contains(m.name)) {
                MethodNode body = transformed(m.name, s).body();
                m.instructions = body.instructions;
                m.tryCatchBlocks = body.tryCatchBlocks;
                m.localVariables = body.localVariables;
                m.maxLocals = body.maxLocals;
                m.maxStack = body.maxStack;
            }
        }
        ClassWriter cw = new ClassWriter(ClassWriter.COMPUTE_FRAMES) {
            @Override
            protected String getCommonSuperClass(String a, String b) {
                return "java/lang/Object";
            }
        };
        node.accept(cw);
        return program.withReplaced(Map.of("P", cw.toByteArray()), SamplingTransformTest.class.getClassLoader())
                .loadClass("P");
    }

    private static Object run(Class<?> p, String name, Object... args) throws Exception {
        for (Method m : p.getDeclaredMethods()) {
            if (m.getName().equals(name)) {
                m.setAccessible(true);
                return m.invoke(null, args);
            }
        }
        throw new NoSuchMethodException(name);
    }

    private static long countOf(String callerName, String callee) {
        int id = method(callerName).id();
        return SampledInstrumentation.callSites().stream()
                .filter(c -> c.site().callerId() == id && c.site().name().equals(callee))
                .mapToLong(c -> c.withoutReceiver() + c.byReceiverClass().values().stream().mapToLong(Long::longValue).sum())
                .sum();
    }

    @Test
    void everyCheckSampling_theCodeComputesWhatTheGuestComputes_andCountsEveryExecution() throws Exception {
        for (InstrumentSettings.Duplication d : InstrumentSettings.Duplication.values()) {
            SampledInstrumentation.reset();
            SampledInstrumentation.configure(1);
            Class<?> p = instrumentedP(settings(false, d), METHODS);
            assertEquals(285, run(p, "loop", 10), d + " loop");
            assertEquals(10L, countOf("loop", "square"), d + " loop: one count a call");
            assertEquals(540, run(p, "nested", 10), d + " nested");
            assertEquals(45L, countOf("nested", "square"), d + " nested");
            assertEquals(1 + 2 + 3 - 9 - 16, run(p, "handler", new int[] {1, 2, 3}, 5), d + " handler");
            assertEquals(2L, countOf("handler", "square"), d + " handler: the calls in the handler's copy");
            int expected = 0;
            for (int i = 0; i < 10; i++) {
                expected = i % 3 == 0 ? expected + i * i : i % 3 == 1 ? expected ^ i : expected - 1;
            }
            assertEquals(expected, run(p, "sw", 10), d + " switch");
            assertEquals(285, run(p, "locked", new Object(), 10), d + " monitor");
            assertEquals(10L, countOf("locked", "square"), d + " monitor");
            double area = (double) run(p, "shapes");
            assertEquals(2 * (2 * 1.5 + 2) + 3 * 2 * 1.5, area, 1e-9, d + " virtual calls with long, double and reference arguments");
            SampledInstrumentation.CallCounts site = SampledInstrumentation.callSites().stream()
                    .filter(c -> c.site().name().equals("area")).findFirst().orElseThrow();
            assertEquals(Map.of("P$Sq", 2L, "P$Ci", 1L), site.byReceiverClass().entrySet().stream()
                    .collect(java.util.stream.Collectors.toMap(e -> e.getKey().getName(), Map.Entry::getValue)),
                    d + " the receivers' classes");
            assertTrue(SampledInstrumentation.fieldSites().stream().anyMatch(f -> f.site().name().equals("hits")
                    && f.count() > 0), d + " field accesses counted");
        }
    }

    @Test
    void neverSampling_runsTheCheckingCodeOnly() throws Exception {
        SampledInstrumentation.configure(1);
        Class<?> p = instrumentedP(settings(false, InstrumentSettings.Duplication.FULL, InstrumentSettings.Trigger.NEVER),
                METHODS);
        assertEquals(285, run(p, "loop", 10));
        assertEquals(0L, countOf("loop", "square"));
        assertEquals(0, SampledInstrumentation.samples());
    }

    @Test
    void theTimerTrigger_samplesAtTheFirstCheckAfterEachTick() throws Exception {
        InstrumentSettings timer = new InstrumentSettings(Set.of(InstrumentSettings.Kind.CALL_EDGES), List.of(), false,
                InstrumentSettings.Duplication.FULL, InstrumentSettings.SampledCopy.INLINE, InstrumentSettings.Trigger.TIMER, 1000, 10, 0, 1, 3, 16, MethodSelection.ALL, null);
        Class<?> p = instrumentedP(timer, METHODS);
        assertEquals(285, run(p, "loop", 10));
        assertEquals(0L, countOf("loop", "square"), "no tick, no sample");
        SampledInstrumentation.tick();
        assertEquals(285, run(p, "loop", 10));
        assertEquals(1L, countOf("loop", "square"), "the entry check samples, until the first backedge");
        assertEquals(1, SampledInstrumentation.samples());
        assertEquals(285, run(p, "loop", 10));
        assertEquals(1L, countOf("loop", "square"), "the tick was taken");
    }

    @Test
    void anIntervalBelowOne_isRefused() {
        assertThrows(IllegalArgumentException.class, () -> SampledInstrumentation.configure(0));
        assertThrows(IllegalArgumentException.class, () -> new InstrumentSettings(
                Set.of(InstrumentSettings.Kind.CALL_EDGES), List.of(), false, InstrumentSettings.Duplication.FULL,
                InstrumentSettings.SampledCopy.INLINE, InstrumentSettings.Trigger.COUNTER, 0, 10, 0, 1, 3, 16, MethodSelection.ALL, null));
    }
}
