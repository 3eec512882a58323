package rvm.inliner;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.lang.reflect.InvocationTargetException;
import java.lang.reflect.Method;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.TreeSet;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.objectweb.asm.ClassReader;
import org.objectweb.asm.ClassWriter;
import org.objectweb.asm.Opcodes;
import org.objectweb.asm.Type;
import org.objectweb.asm.tree.AbstractInsnNode;
import org.objectweb.asm.tree.ClassNode;
import org.objectweb.asm.tree.MethodInsnNode;
import org.objectweb.asm.tree.MethodNode;
import org.objectweb.asm.tree.analysis.Analyzer;
import org.objectweb.asm.tree.analysis.AnalyzerException;
import org.objectweb.asm.tree.analysis.BasicInterpreter;
import rvm.core.compile.CodeGenConfig;
import rvm.core.compile.CompilationUnit;
import rvm.core.compile.InlineMap;
import rvm.core.model.ClassModel;
import rvm.core.model.GuestMethod;
import rvm.core.runtime.YieldpointKind;
import rvm.core.runtime.YieldpointService;
import rvm.core.runtime.Yieldpoints;
import rvm.core.testing.GuestProgram;
import rvm.core.testing.JavaSources;
import rvm.core.testing.TransformedCode;

/**
 * The inlining transform on its own: units of a small program's methods, transformed, checked
 * with ASM's analyzer, and run. The transformed body replaces its method in a copy of its class,
 * loaded with the program's other classes in a fresh loader, and must return or throw what the
 * original does, with the same exception messages (a null receiver's helpful message included).
 */
class InliningTransformTest {

    private static final CodeGenConfig CONFIG = new CodeGenConfig(CodeGenConfig.YieldpointCode.NONE,
            CodeGenConfig.BackedgeChecks.NONE, false, false);

    private static final String P = """
            public class P {
                int field = 3;

                static int sq(int x) { return x * x; }
                static int abs(int x) { if (x < 0) { return -x; } return x; }
                final int get() { return field; }
                static int safeDiv(int a, int b) {
                    try { return a / b; } catch (ArithmeticException e) { return -1; }
                }
                final synchronized int locked(int x) { return x + field; }
                static long wide(long a, double b, int c) { return a + (long) b + c; }
                static int rec(int n) { return n <= 0 ? 0 : 1 + rec(n - 1); }
                static int thrower(int x) {
                    if (x == 7) { throw new IllegalStateException("seven"); }
                    return x;
                }
                static int loop(int n) { int s = 0; for (int i = 0; i < n; i++) { s += i; } return s; }

                static int run(int n) {
                    int s = 0;
                    P p = new P();
                    for (int i = 0; i < n; i++) {
                        s += sq(i) + abs(i - 5);
                        int d = safeDiv(10, i % 3);
                        s += d;
                        s += p.get();
                        int l = p.locked(i);
                        s += l;
                        s += (int) wide(i, 2.5, 1);
                        s += rec(3);
                        int lp = loop(i); // a loop copied where the operand stack is empty
                        s += lp;
                    }
                    return s;
                }

                static int throwing(int n) {
                    try { return thrower(n); } catch (IllegalStateException e) { return -e.getMessage().length(); }
                }

                static int nullReceiver(P p) { return p.get() + 1; }

                static double shapes(Shape[] shapes) {
                    double a = 0;
                    for (Shape s : shapes) { a += s.area(); }
                    return a;
                }

                static int underStack(int x) { return x + safeDiv(x, x - 2); }

                static int sumTo(int n) { int s = 0; for (int i = 0; i < n; i++) { s += i; } return s; }

                static int loopUnderStack(int x) { return x + sumTo(x); }

                static int loopAlone(int x) { int s = sumTo(x); return x + s; }

                static long mixedUnder(int n) {
                    long a = n * 3L; double d = n / 2.0; int[] arr = {1, 2, 3};
                    return a + (long) (d * arr[sumTo(n) % arr.length]);
                }

                static int builderOf(int n) { return new StringBuilder(sumTo(n)).capacity(); }

                static int two(Object o, int v) { return v + (o == null ? 0 : o.toString().length()); }

                static int builtUnder(int n) { return two(new StringBuilder("xy"), sumTo(n)); }

                static int vals(int n) { int s = 0; for (int i = 0; i < n; i++) { s += Val.of(i).v; } return s; }

                static int viaConcat(int x) { return Fn.digits(x); }

                static int viaHidden(int x) { return q.Q.viaHidden(x); }
            }
            class Fn {
                static int digits(int x) { return ("" + x).length(); }
            }
            class Val {
                final int v;
                private Val(int v) { this.v = v; }
                static Val of(int v) { return new Val(v); }
            }
            abstract class Shape { abstract double area(); }
            class Sq extends Shape { double s; Sq(double s) { this.s = s; } double area() { return s * s; } }
            class Circ extends Shape { double r; Circ(double r) { this.r = r; } double area() { return 3 * r * r; } }
            class Tri extends Shape { double area() { return 0.5; } }
            """;

    /** A public class of another package whose code uses a package-private class of that package. */
    private static final String Q = """
            package q;
            public class Q {
                public static int viaHidden(int x) { return Hidden.make(x).value(); }
            }
            class Hidden {
                final int v;
                Hidden(int v) { this.v = v; }
                static Hidden make(int v) { return new Hidden(v); }
                int value() { return v; }
            }
            """;

    @TempDir
    static Path classes;
    private static GuestProgram program;
    private static ClassModel model;
    private static ModelCalleeResolver resolver;

    @BeforeAll
    static void load() throws IOException {
        JavaSources.compile(classes, List.of("-g"), Map.of("P.java", P, "q/Q.java", Q));
        program = GuestProgram.load(classes);
        model = program.model();
        resolver = new ModelCalleeResolver(model, program.loader().hierarchy());
    }

    @AfterAll
    static void close() throws IOException {
        program.close();
    }

    private static GuestMethod method(String name) {
        for (GuestMethod m : model.forName("P").methods()) {
            if (m.name().equals(name)) {
                return m;
            }
        }
        throw new IllegalArgumentException(name);
    }

    /** The transform of {@code root} with {@code profile}; every class counts as initialised. */
    private static InlineReport transform(CompilationUnit unit, CallProfile profile) {
        return transform(unit, profile, false);
    }

    /** As {@link #transform(CompilationUnit, CallProfile)}, copies keeping their yieldpoints or not. */
    private static InlineReport transform(CompilationUnit unit, CallProfile profile, boolean keepYieldpoints) {
        InliningTransform.Access access = new InliningTransform.Access() {
            @Override
            public boolean isAccessible(String internalName, String from) {
                return resolver.isAccessible(internalName, from);
            }

            @Override
            public boolean isInitialized(String internalName) {
                return true;
            }

            @Override
            public boolean isConstructorAccessible(String owner, String descriptor, String from) {
                return resolver.isConstructorAccessible(owner, descriptor, from);
            }

        };
        InlineOracle oracle = new InlineOracle(InlineOptions.DEFAULTS, profile, resolver);
        new InliningTransform(oracle, InlineOptions.DEFAULTS, resolver::guestMethod, access, keepYieldpoints)
                .transform(unit);
        assertEquals(1, unit.reports().size());
        return (InlineReport) unit.reports().get(0);
    }

    @Test
    void theOraclesPreview_takesACallOfTheMethod_exactlyWhenTheTransformInlinesOneOfItsOwnCalls() {
        GuestMethod shapes = method("shapes");
        int bci = bciOfCall(shapes, "area");
        CallProfile profiled = new FakeProfile(100).edge(shapes.jvmName(), bci, "Sq.area()D", 90)
                .edge(shapes.jvmName(), bci, "Circ.area()D", 10);
        for (CallProfile profile : List.of(CallProfile.EMPTY, profiled)) {
            for (String name : List.of("run", "shapes", "loop", "nullReceiver", "viaConcat", "two")) {
                GuestMethod m = method(name);
                boolean previewed = new InlineOracle(InlineOptions.DEFAULTS, profile, resolver).takesAnyCallOf(m);
                InlineReport report = transform(CompilationUnit.of(m, -1, false, CONFIG), profile);
                boolean inlined = report.sites().stream().anyMatch(site -> !site.decision().inlined().isEmpty());
                assertEquals(inlined, previewed,
                        name + " with " + (profile == CallProfile.EMPTY ? "no " : "a ") + "profile");
            }
        }
        // the cases the loop must cover: a polymorphic site with and without its profile, and no call at all
        assertFalse(new InlineOracle(InlineOptions.DEFAULTS, CallProfile.EMPTY, resolver).takesAnyCallOf(shapes));
        assertTrue(new InlineOracle(InlineOptions.DEFAULTS, profiled, resolver).takesAnyCallOf(shapes));
        assertFalse(new InlineOracle(InlineOptions.DEFAULTS, profiled, resolver).takesAnyCallOf(method("loop")));
    }

    @Test
    void straightLineCodeSmallerThanTheAlwaysInlineSize_isInlinedByItsCallers_aLoopOrALargerBodyIsNot() {
        InlineOracle oracle = new InlineOracle(InlineOptions.DEFAULTS, CallProfile.EMPTY, resolver);

        assertTrue(oracle.inlinedByItsCallers(method("sq")));
        assertTrue(oracle.inlinedByItsCallers(method("nullReceiver")));
        assertTrue(SizeEstimator.estimate(method("loop").node()) < InlineOptions.DEFAULTS.alwaysBelow());
        assertFalse(oracle.inlinedByItsCallers(method("loop")), "small, but it loops");
        assertFalse(oracle.inlinedByItsCallers(method("run")));
    }

    @Test
    void keptYieldpoints_nameTheCallEdgeOfTheirCopy_onEntryAndAtEveryReturn() throws Exception {
        GuestMethod run = method("run");
        CompilationUnit unit = CompilationUnit.of(run, -1, false, new CodeGenConfig(CodeGenConfig.YieldpointCode.INLINE,
                CodeGenConfig.BackedgeChecks.NONE, false, false));

        InlineReport report = transform(unit, CallProfile.EMPTY, true);

        verify(unit);
        Set<String> expected = new TreeSet<>();
        inlinedEdges(report.sites(), expected);
        assertTrue(expected.size() >= 7, expected.toString());
        Map<String, Integer> taken = new TreeMap<>();
        Yieldpoints.setService(new YieldpointService() {
            @Override
            public void yieldpointTaken(YieldpointKind kind, int methodId, int bci) {
                taken.merge("without its edge: " + model.method(methodId).jvmName(), 1, Integer::sum);
            }

            @Override
            public void inlinedYieldpointTaken(YieldpointKind kind, int callerId, int bci, int calleeId) {
                taken.merge(kind + " " + model.method(callerId).jvmName() + " @ " + bci + " -> "
                        + model.method(calleeId).jvmName(), 1, Integer::sum);
            }
        });
        Object result;
        Yieldpoints.set(1);
        try {
            result = transformed(unit, "run", int.class, 2);
        } finally {
            Yieldpoints.set(0);
            Yieldpoints.setService(null);
        }

        assertEquals(original("run", int.class, 2), result);
        Set<String> seen = new TreeSet<>();
        for (String k : taken.keySet()) {
            seen.add(k.substring(k.indexOf(' ') + 1));
        }
        assertEquals(expected, seen, "edges of the kept yieldpoints taken: " + taken);
        for (String edge : expected) { // each entry of a copy left it through one of its returns
            assertEquals(taken.get("PROLOGUE " + edge), taken.get("EPILOGUE " + edge), edge);
        }
    }

    @Test
    void droppedYieldpoints_leaveCopiesWithoutYieldpoints() throws Exception {
        CompilationUnit unit = CompilationUnit.of(method("run"), -1, false, new CodeGenConfig(
                CodeGenConfig.YieldpointCode.INLINE, CodeGenConfig.BackedgeChecks.NONE, false, false));

        transform(unit, CallProfile.EMPTY, false);

        for (AbstractInsnNode i = unit.body().instructions.getFirst(); i != null; i = i.getNext()) {
            if (i instanceof MethodInsnNode m) {
                assertFalse(m.owner.equals(Type.getInternalName(Yieldpoints.class)), m.name);
            }
        }
    }

    /** "caller @ bci -> callee" of every target the report inlined, at every depth. */
    private static void inlinedEdges(List<InlineReport.CallSite> sites, Set<String> out) {
        for (InlineReport.CallSite s : sites) {
            for (Candidate c : s.decision().inlined()) {
                out.add(s.site().caller() + " @ " + s.site().bci() + " -> " + c.method());
            }
            inlinedEdges(s.inlined(), out);
        }
    }

    @Test
    void staticFinalSynchronizedAndHandlingCallees_areCopied_andTheCodeStillComputesTheSame() throws Exception {
        GuestMethod run = method("run");
        CompilationUnit unit = CompilationUnit.of(run, -1, false, CONFIG);

        InlineReport report = transform(unit, CallProfile.EMPTY);

        Map<String, String> decisions = decisions(report);
        assertEquals("Yes", decisions.get("P.sq(I)I"));
        assertEquals("Yes", decisions.get("P.abs(I)I"));
        assertEquals("Yes", decisions.get("P.safeDiv(II)I"));
        assertEquals("Yes", decisions.get("P.get()I"));
        assertEquals("Yes", decisions.get("P.locked(I)I"));
        assertEquals("Yes", decisions.get("P.wide(JDI)J"));
        assertEquals("Yes", decisions.get("P.loop(I)I"));
        verify(unit);
        assertTrue(unit.map().hasInlined());
        for (int n : new int[] {0, 1, 7, 20}) {
            assertEquals(original("run", int.class, n), transformed(unit, "run", int.class, n), "run(" + n + ")");
        }
    }

    @Test
    void bodiesInlinedOneAfterAnother_shareTheirLocals_andTheCodeStillComputesTheSame() throws Exception {
        GuestMethod run = method("run");
        CompilationUnit unit = CompilationUnit.of(run, -1, false, CONFIG);
        int floor = unit.firstFreeLocal();

        InlineReport report = transform(unit, CallProfile.EMPTY);

        // seven bodies inlined one after the other: the locals are those of the widest site, not their sum
        int widest = 0;
        int sum = 0;
        for (String callee : List.of("sq", "abs", "safeDiv", "get", "locked", "wide", "loop")) {
            int width = method(callee).node().maxLocals + 1 + 2; // + the monitor's local, + a wide result
            widest = Math.max(widest, width);
            sum += width;
        }
        Map<String, String> decisions = decisions(report);
        for (String callee : List.of("sq(I)I", "abs(I)I", "safeDiv(II)I", "get()I", "locked(I)I", "wide(JDI)J", "loop(I)I")) {
            assertEquals("Yes", decisions.get("P." + callee), callee);
        }
        assertTrue(unit.body().maxLocals <= floor + widest, unit.body().maxLocals + " locals, floor " + floor);
        assertTrue(floor + widest < sum, "the test tells sharing from not sharing");
        verify(unit);
        for (int n : new int[] {0, 1, 7, 20}) {
            assertEquals(original("run", int.class, n), transformed(unit, "run", int.class, n), "run(" + n + ")");
        }
    }

    @Test
    void eachCopiedInstruction_standsForItsCalleesInstruction_calledFromTheCallsPosition() throws AnalyzerException {
        GuestMethod run = method("run");
        CompilationUnit unit = CompilationUnit.of(run, -1, false, CONFIG);
        MethodInsnNode call = null;
        for (AbstractInsnNode i : unit.body().instructions) {
            if (i instanceof MethodInsnNode m && m.name.equals("sq")) {
                call = m;
            }
        }
        assertNotNull(call);
        InlineMap.Position site = unit.map().position(call);

        transform(unit, CallProfile.EMPTY);

        GuestMethod sq = method("sq");
        List<InlineMap.Position> copied = new ArrayList<>();
        for (AbstractInsnNode i : unit.body().instructions) {
            InlineMap.Position p = unit.map().position(i);
            if (unit.map().isGuest(i) && p.method() == sq) {
                copied.add(p);
            }
        }
        assertEquals(sq.instructionCount(), copied.size());
        for (int k = 0; k < copied.size(); k++) {
            assertEquals(new InlineMap.Position(sq, k, site), copied.get(k));
        }
    }

    @Test
    void recursionIsNotInlinedIntoItself_andTheRecursiveCallStaysACall() throws Exception {
        CompilationUnit unit = CompilationUnit.of(method("rec"), -1, false, CONFIG);

        InlineReport report = transform(unit, CallProfile.EMPTY);

        InlineReport.CallSite only = report.sites().get(0);
        assertInstanceOf(InlineDecision.No.class, only.decision());
        assertTrue(only.decision().reason().startsWith("recursive"), only.decision().reason());
        assertEquals(original("rec", int.class, 5), transformed(unit, "rec", int.class, 5));
    }

    @Test
    void anExceptionOutOfACopiedBody_isCaughtByTheCallersHandler() throws Exception {
        CompilationUnit unit = CompilationUnit.of(method("throwing"), -1, false, CONFIG);

        InlineReport report = transform(unit, CallProfile.EMPTY);

        assertEquals("Yes", decisions(report).get("P.thrower(I)I"));
        verify(unit);
        assertEquals(-5, transformed(unit, "throwing", int.class, 7));
        assertEquals(3, transformed(unit, "throwing", int.class, 3));
    }

    @Test
    void aNullReceiver_throwsTheHostsNullPointerException_withItsMessage() throws Exception {
        CompilationUnit unit = CompilationUnit.of(method("nullReceiver"), -1, false, CONFIG);
        Class<?> p = Class.forName("P", false, programLoader(Map.of()));

        transform(unit, CallProfile.EMPTY);

        verify(unit);
        Throwable expected = assertThrows(InvocationTargetException.class,
                () -> original("nullReceiver", p, null)).getCause();
        Throwable actual = assertThrows(InvocationTargetException.class,
                () -> transformed(unit, "nullReceiver", p, null)).getCause();
        assertInstanceOf(NullPointerException.class, actual);
        assertEquals(expected.getMessage(), actual.getMessage());
    }

    @Test
    void theSitesReferenceLocals_areClearedWhenTheInlinedCallEnds() throws Exception {
        CompilationUnit unit = CompilationUnit.of(method("nullReceiver"), -1, false, CONFIG);
        int firstSiteLocal = unit.guestMaxLocals() + 4;

        transform(unit, CallProfile.EMPTY);

        List<Integer> cleared = new ArrayList<>();
        for (AbstractInsnNode i : unit.body().instructions) {
            if (i.getOpcode() == Opcodes.ASTORE && i.getPrevious().getOpcode() == Opcodes.ACONST_NULL) {
                cleared.add(((org.objectweb.asm.tree.VarInsnNode) i).var);
            }
        }
        assertEquals(List.of(firstSiteLocal), cleared, "the receiver's copy, once get() is done");
    }

    @Test
    void aPolymorphicSite_inlinesItsHotTargetsGuarded_andOthersTakeTheCall() throws Exception {
        GuestMethod shapes = method("shapes");
        CompilationUnit unit = CompilationUnit.of(shapes, -1, false, CONFIG);
        int bci = bciOfCall(shapes, "area");
        FakeProfile profile = new FakeProfile(100).edge(shapes.jvmName(), bci, "Sq.area()D", 55)
                .edge(shapes.jvmName(), bci, "Circ.area()D", 41).edge(shapes.jvmName(), bci, "Tri.area()D", 4);

        InlineReport report = transform(unit, profile);

        InlineDecision d = report.sites().get(0).decision();
        assertInstanceOf(InlineDecision.Guarded.class, d, d.reason());
        assertEquals(List.of("Sq.area()D", "Circ.area()D"), d.inlined().stream().map(Candidate::method).toList());
        verify(unit);
        ClassLoader plain = programLoader(Map.of());
        Object[] mixed = shapesOf(plain);
        assertEquals(original("shapes", mixed.getClass(), (Object) mixed),
                transformed(unit, "shapes", mixed.getClass(), (Object) mixed));
    }

    @Test
    void aCalleeThatCatches_isCopiedOverAFilledOperandStack_withTheValuesUnderTheCallInLocals() throws Exception {
        CompilationUnit unit = CompilationUnit.of(method("underStack"), -1, false, CONFIG);

        InlineReport report = transform(unit, CallProfile.EMPTY);

        assertInstanceOf(InlineDecision.Yes.class, report.sites().get(0).decision(),
                report.sites().get(0).decision().reason());
        verify(unit);
        for (int x : new int[] {2, 3, -7}) { // 2: the callee's handler catches the division by zero
            assertEquals(original("underStack", int.class, x), transformed(unit, "underStack", int.class, x));
        }
    }

    @Test
    void aCalleeWithALoop_copiedOverAFilledOperandStack_loopsOnAnEmptyStack_whereHotSpotCanEnterItsCompiledCode()
            throws Exception {
        CompilationUnit unit = CompilationUnit.of(method("loopUnderStack"), -1, false, CONFIG);

        InlineReport report = transform(unit, CallProfile.EMPTY);

        assertInstanceOf(InlineDecision.Yes.class, report.sites().get(0).decision(),
                report.sites().get(0).decision().reason());
        verify(unit);
        assertEquals(0, loopHeadStack(unit));
        assertEquals(original("loopUnderStack", int.class, 7), transformed(unit, "loopUnderStack", int.class, 7));
    }

    @Test
    void valuesOfEveryKindUnderACall_comeBackUnderItsResult() throws Exception {
        CompilationUnit unit = CompilationUnit.of(method("mixedUnder"), -1, false, CONFIG);

        InlineReport report = transform(unit, CallProfile.EMPTY);

        assertInstanceOf(InlineDecision.Yes.class, report.sites().get(0).decision(),
                report.sites().get(0).decision().reason());
        verify(unit);
        assertEquals(0, loopHeadStack(unit));
        for (int n : new int[] {0, 5, 11}) {
            assertEquals(original("mixedUnder", int.class, n), transformed(unit, "mixedUnder", int.class, n));
        }
    }

    @Test
    void aCalleeWithALoop_isNotCopiedOverAnObjectUnderConstruction() throws Exception {
        CompilationUnit unit = CompilationUnit.of(method("builderOf"), -1, false, CONFIG);

        InlineReport report = transform(unit, CallProfile.EMPTY);

        InlineReport.CallSite sumTo = report.sites().stream().filter(c -> c.site().name().equals("sumTo"))
                .findFirst().orElseThrow();
        assertEquals("P.sumTo(I)I has a loop and an object under construction is on the caller's operand stack "
                + "at the call", sumTo.decision().reason());
        assertEquals(original("builderOf", int.class, 6), transformed(unit, "builderOf", int.class, 6));
    }

    @Test
    void aCalleeWithALoop_isCopiedWhereTheCallersOperandStackIsEmpty() throws Exception {
        CompilationUnit unit = CompilationUnit.of(method("loopAlone"), -1, false, CONFIG);

        InlineReport report = transform(unit, CallProfile.EMPTY);

        assertInstanceOf(InlineDecision.Yes.class, report.sites().get(0).decision(),
                report.sites().get(0).decision().reason());
        verify(unit);
        assertEquals(original("loopAlone", int.class, 7), transformed(unit, "loopAlone", int.class, 7));
    }

    @Test
    void aCalleeWhoseMemberInstructionsNameAClassTheCallerMayNotName_isNotCopied() throws Exception {
        CompilationUnit unit = CompilationUnit.of(method("viaHidden"), -1, false, CONFIG);

        InlineReport report = transform(unit, CallProfile.EMPTY);

        assertEquals("q/Q.viaHidden(I)I names q/Hidden, which P may not name", report.sites().get(0).decision().reason());
        assertFalse(unit.map().hasInlined());
    }

    @Test
    void aStringConcatenationOfAnotherClass_isCopied_forItsBootstrapIsPublic() throws Exception {
        CompilationUnit unit = CompilationUnit.of(method("viaConcat"), -1, false, CONFIG);

        InlineReport report = transform(unit, CallProfile.EMPTY);

        assertInstanceOf(InlineDecision.Yes.class, report.sites().get(0).decision(),
                report.sites().get(0).decision().reason());
        verify(unit);
        assertEquals(original("viaConcat", int.class, 1234), transformed(unit, "viaConcat", int.class, 1234));
    }

    @Test
    void aCalleeThatCallsAnotherClasssPrivateConstructor_isNotCopied() throws Exception {
        CompilationUnit unit = CompilationUnit.of(method("vals"), -1, false, CONFIG);

        InlineReport report = transform(unit, CallProfile.EMPTY);

        assertEquals("Val.of(I)LVal; names the constructor Val.<init>(I)V, which P may not name",
                report.sites().get(0).decision().reason());
        assertEquals(original("vals", int.class, 5), transformed(unit, "vals", int.class, 5));
    }

    // ------------------------------------------------------------------ helpers

    private static Map<String, String> decisions(InlineReport report) {
        Map<String, String> out = new HashMap<>();
        collect(report.sites(), out);
        return out;
    }

    private static void collect(List<InlineReport.CallSite> sites, Map<String, String> out) {
        for (InlineReport.CallSite s : sites) {
            out.putIfAbsent(s.site().owner() + "." + s.site().name() + s.site().descriptor(),
                    s.decision().getClass().getSimpleName());
            collect(s.inlined(), out);
        }
    }

    private static int bciOfCall(GuestMethod m, String name) {
        int index = 0;
        for (AbstractInsnNode i : m.node().instructions) {
            if (i.getOpcode() < 0) {
                continue;
            }
            if (i instanceof MethodInsnNode call && call.name.equals(name)) {
                return m.bciOf(index);
            }
            index++;
        }
        throw new IllegalArgumentException(name);
    }

    private static Object[] shapesOf(ClassLoader l) throws ReflectiveOperationException {
        Class<?> shape = Class.forName("Shape", false, l);
        Object[] a = (Object[]) java.lang.reflect.Array.newInstance(shape, 5);
        a[0] = construct(l, "Sq", 2.0);
        a[1] = construct(l, "Circ", 1.0);
        a[2] = construct(l, "Tri", null);
        a[3] = construct(l, "Sq", 3.0);
        a[4] = construct(l, "Circ", 2.0);
        return a;
    }

    private static Object construct(ClassLoader l, String name, Double arg) throws ReflectiveOperationException {
        Class<?> c = Class.forName(name, true, l);
        var ctor = arg == null ? c.getDeclaredConstructor() : c.getDeclaredConstructor(double.class);
        ctor.setAccessible(true);
        return arg == null ? ctor.newInstance() : ctor.newInstance(arg);
    }

    @Test
    void anObjectWhoseConstructorHasRun_waitsInALocal() throws Exception {
        CompilationUnit unit = CompilationUnit.of(method("builtUnder"), -1, false, CONFIG);

        InlineReport report = transform(unit, CallProfile.EMPTY);

        InlineReport.CallSite sumTo = report.sites().stream().filter(c -> c.site().name().equals("sumTo"))
                .findFirst().orElseThrow();
        assertInstanceOf(InlineDecision.Yes.class, sumTo.decision(), sumTo.decision().reason());
        verify(unit);
        assertEquals(0, loopHeadStack(unit));
        assertEquals(original("builtUnder", int.class, 6), transformed(unit, "builtUnder", int.class, 6));
    }

    /** The most values on the operand stack at a loop head (the target of a backward jump) of the body. */
    private static int loopHeadStack(CompilationUnit unit) throws AnalyzerException {
        var frames = new Analyzer<>(new BasicInterpreter()).analyze("P", unit.body());
        var insns = unit.body().instructions;
        int most = 0;
        for (int k = 0; k < insns.size(); k++) {
            if (insns.get(k) instanceof org.objectweb.asm.tree.JumpInsnNode j && insns.indexOf(j.label) < k
                    && frames[insns.indexOf(j.label)] != null) {
                most = Math.max(most, frames[insns.indexOf(j.label)].getStackSize());
            }
        }
        return most;
    }

    /** Checks the body with ASM's analyzer (types, stack heights and locals on every path). */
    private static void verify(CompilationUnit unit) throws AnalyzerException {
        TransformedCode.checkWellFormed(unit.body());
        new Analyzer<>(new BasicInterpreter()).analyze("P", unit.body());
    }

    private static Object original(String name, Class<?> type, Object arg) throws Exception {
        return call(programLoader(Map.of()), name, type, arg);
    }

    private static Object transformed(CompilationUnit unit, String name, Class<?> type, Object arg) throws Exception {
        ClassNode p = new ClassNode();
        new ClassReader(program.bytes("P")).accept(p, 0);
        List<MethodNode> methods = new ArrayList<>();
        for (MethodNode m : p.methods) {
            methods.add(m.name.equals(unit.root().name()) && m.desc.equals(unit.root().descriptor()) ? unit.body() : m);
        }
        p.methods = methods;
        ClassWriter w = new ClassWriter(ClassWriter.COMPUTE_FRAMES | ClassWriter.COMPUTE_MAXS) {
            @Override
            protected String getCommonSuperClass(String a, String b) {
                return "java/lang/Object"; // the program's merges are of unrelated or Object-typed values only
            }
        };
        p.accept(w);
        return call(programLoader(Map.of("P", w.toByteArray())), name, type, arg);
    }

    private static Object call(ClassLoader l, String name, Class<?> type, Object arg) throws Exception {
        Class<?> p = Class.forName("P", true, l);
        Class<?> t = type.isPrimitive() ? type : Class.forName(type.getName(), false, l);
        Object a = arg;
        if (arg instanceof Object[] shapes) {
            a = shapesOf(l);
        }
        Method m = p.getDeclaredMethod(name, t);
        m.setAccessible(true);
        return m.invoke(null, a);
    }

    /** The program's classes, with some replaced (internal names), in a loader of their own. */
    private static ClassLoader programLoader(Map<String, byte[]> replaced) {
        return program.withReplaced(replaced, InliningTransformTest.class.getClassLoader());
    }
}
