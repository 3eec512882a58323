package rvm.interp.tier;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import rvm.core.model.GuestMethod;
import rvm.core.options.VmOptions;
import rvm.core.testing.JavaSources;
import rvm.interp.Vm;
import rvm.interp.compiler.BaselineCompiler;
import rvm.interp.ExecutionOptions;

/** The controller's decisions on a profile it is handed: events, the analytic model, and its memory. */
class ControllerTest {

    @TempDir
    static Path classes;
    private static final Map<String, GuestMethod> METHODS = new HashMap<>();

    /** 1.5x at level 2, 2x more for hot edges, 10 bytes a millisecond, HotSpot's part not counted. */
    private static final AnalyticModel MODEL = new AnalyticModel(1.5, 2, 10, Double.POSITIVE_INFINITY);

    private final Map<String, Double> asCaller = new HashMap<>();
    private final Map<String, Double> asCallee = new HashMap<>();
    private final Map<GuestMethod, Integer> levels = new HashMap<>();
    private final List<String> queued = new ArrayList<>();
    private long samples = 1000;
    private double measuredRate = Double.NaN;
    /** The methods the optimizer says level 2 would not make faster. */
    private final Set<String> noGain = new HashSet<>();
    private Controller controller;

    @BeforeAll
    static void load() throws Exception {
        JavaSources.compile(classes, List.of(), Map.of("C.java", """
                public class C {
                    static int leaf(int x) { return x * x + 1; }
                    static int caller(int n) { int s = 0; for (int i = 0; i < n; i++) { s += leaf(i); } return s; }
                    static int other(int n) { return caller(n) + leaf(n); }
                }
                """));
        Vm vm = new Vm(List.of(classes), new VmOptions(ExecutionOptions.TABLE));
        for (GuestMethod m : vm.model().forHost(vm.loadClass("C")).methods()) {
            METHODS.put(m.jvmName(), m);
        }
    }

    @BeforeEach
    void controller() {
        Hotness hotness = new Hotness() {
            @Override
            public long samples() {
                return samples;
            }

            @Override
            public Map<String, Double> weightByCaller() {
                return Map.copyOf(asCaller);
            }

            @Override
            public Map<String, Double> weightByCallee() {
                return Map.copyOf(asCallee);
            }
        };
        controller = new Controller(hotness, new Controller.Settings(MODEL, 100, 0.01, 100, 2.0, 2), METHODS::get,
                new Controller.Recompiler() {
                    @Override
                    public int level(GuestMethod m) {
                        return levels.getOrDefault(m, BaselineCompiler.BASELINE_LEVEL);
                    }

                    @Override
                    public boolean recompileAtLevel2(GuestMethod m, String why) {
                        queued.add(m.name() + ": " + why);
                        return true;
                    }

                    @Override
                    public boolean gains(GuestMethod m) {
                        return !noGain.contains(m.name());
                    }

                    @Override
                    public double measuredCompileRate() {
                        return measuredRate;
                    }
                });
    }

    private static GuestMethod m(String name) {
        return METHODS.values().stream().filter(g -> g.name().equals(name)).findFirst().orElseThrow();
    }

    /** caller calls leaf: an edge of weight 90; other calls caller: 10. */
    private void profile() {
        asCaller.put(m("caller").jvmName(), 90.0);
        asCaller.put(m("other").jvmName(), 10.0);
        asCallee.put(m("leaf").jvmName(), 90.0);
        asCallee.put(m("caller").jvmName(), 10.0);
    }

    private void ended(GuestMethod m, int compileId) {
        levels.put(m, BaselineCompiler.OPT_LEVEL);
        controller.memory().end(m, BaselineCompiler.OPT_LEVEL, ControllerMemory.Status.COMPILED, compileId);
    }

    @Test
    void hotEdges_payOff_theirCallerIsQueuedWithTheEstimate_andALeafWithoutCallsIsNot() {
        profile();

        List<ControllerMemory.Plan> plans = controller.check(1000);

        // caller: (0.9 + 0.1) / 2 of 1000 ms = 500 ms; 3x faster; its code over 10 bytes a ms
        double cost = m("caller").codeLength() / 10.0;
        assertEquals(List.of(String.format("caller: hot edges (call weight 90.00%%): expected 500.0 ms more, "
                + "166.7 ms after 3.00x, cost %.1f ms", cost)), queued.subList(0, 1));
        assertTrue(queued.stream().noneMatch(q -> q.startsWith("leaf:")), queued.toString());
        assertEquals("caller", plans.get(0).method().name());
    }

    @Test
    void aMethodWhoseCallsAreNotHot_isAHotMethod_queuedOnlyOnceItsTimeRepaysTheCompilation() {
        asCaller.put(m("caller").jvmName(), 5.0);
        asCaller.put(m("other").jvmName(), 995.0);
        asCallee.put(m("caller").jvmName(), 995.0);
        asCallee.put(m("leaf").jvmName(), 5.0);

        controller.check(1); // caller: half of 1 ms, against its compilation's cost
        List<String> early = List.copyOf(queued);
        controller.check(1000);

        assertEquals(List.of(), early.stream().filter(q -> q.startsWith("caller:")).toList());
        assertTrue(queued.stream().anyMatch(q -> q.startsWith("caller: hot method (call weight 0.50%): expected 500.0 "
                + "ms more, 333.3 ms after 1.50x")), queued.toString());
    }

    @Test
    void aHotCalleeWhoseOwnCallsTheProfileHasNotSeen_isNotRecompiled() {
        asCaller.put(m("caller").jvmName(), 1000.0);
        asCallee.put(m("other").jvmName(), 1000.0); // other has calls, but none sampled

        controller.check(100_000);

        assertTrue(queued.stream().noneMatch(q -> q.startsWith("other:")), queued.toString());
    }

    @Test
    void aPlanThatPays_isNotMade_whenTheOptimizerSaysLevel2WouldNotGain_andIsOnceItSays() {
        profile();
        noGain.add("caller");

        controller.check(1000);
        List<String> before = List.copyOf(queued);
        noGain.clear(); // the profile now holds a target the oracle takes
        controller.check(1000);

        assertTrue(before.stream().noneMatch(q -> q.startsWith("caller:")), before.toString());
        assertTrue(queued.stream().anyMatch(q -> q.startsWith("caller: hot edges")), queued.toString());
    }

    @Test
    void nothingIsDecided_beforeTheProfileHoldsTheMinimumSamples() {
        profile();
        samples = 99;

        assertEquals(List.of(), controller.check(1000));
        assertEquals(List.of(), queued);
    }

    @Test
    void aQueuedPlan_isNotQueuedAgain_andACompiledMethodIsRecompiledOnlyWhenItsShareHasGrown() {
        asCaller.put(m("other").jvmName(), 10.0);
        asCaller.put(m("caller").jvmName(), 990.0);
        asCallee.put(m("leaf").jvmName(), 1000.0);
        controller.check(100_000);
        assertTrue(queued.stream().anyMatch(q -> q.startsWith("other: hot edges")), queued.toString());
        queued.clear();

        controller.check(100_000); // still queued
        assertEquals(List.of(), queued);

        ended(m("other"), 7);
        controller.check(200_000); // compiled at 1%; still 1%
        assertEquals(List.of(), queued.stream().filter(q -> q.startsWith("other:")).toList());

        asCaller.put(m("other").jvmName(), 30.0); // 3%: grown 3x
        controller.check(300_000);
        assertTrue(queued.stream().anyMatch(q -> q.startsWith("other: profile changed")), queued.toString());
    }

    @Test
    void aMethodCompiledWithoutInlining_overTheCompilersBudget_isNotPlannedAgain_howeverItsProfileGrows() {
        asCaller.put(m("other").jvmName(), 10.0);
        asCaller.put(m("caller").jvmName(), 990.0);
        asCallee.put(m("leaf").jvmName(), 1000.0);
        controller.check(100_000);
        levels.put(m("other"), BaselineCompiler.OPT_LEVEL);
        controller.memory().end(m("other"), BaselineCompiler.OPT_LEVEL, ControllerMemory.Status.NOT_OPTIMISED, 7);
        queued.clear();

        asCaller.put(m("other").jvmName(), 100.0); // 10%: grown 10x
        controller.check(300_000);

        assertEquals(List.of(), queued.stream().filter(q -> q.startsWith("other:")).toList());
        assertEquals(List.of("controller: hot edges: 1 queued, 1 not optimised"), controller.memory().lines());
    }

    @Test
    void theRateMeasuredInTheRun_replacesTheOptionsRate() {
        profile();
        measuredRate = 1e-6; // nothing repays a compilation that slow

        assertEquals(List.of(), controller.check(1000));
    }

    @Test
    void model_recompilesWhenCostAndShorterFutureAreLessThanTheFutureLeftAlone() {
        AnalyticModel.Estimate e = MODEL.level2(100, 50, true, false);

        assertEquals(100 / 1.5, e.futureMs(), 1e-9);
        assertEquals(5, e.costMs(), 1e-9);
        assertEquals(100 - 5 - 100 / 1.5, e.benefitMs(), 1e-9);
        assertTrue(e.pays());
        assertEquals(1, MODEL.level2(100, 50, false, true).speedup());
        assertEquals(3, MODEL.level2(100, 50, true, true).speedup());
        assertEquals(2, MODEL.reprofile(100, 50).speedup());
    }

    @Test
    void model_countsHotSpotsCompilationOfTheNewCode_besideRvms() {
        AnalyticModel withHost = new AnalyticModel(1.5, 2, 10, 2);

        assertEquals(50 / 10.0 + 50 / 2.0, withHost.level2(100, 50, true, false).costMs(), 1e-9);
        assertEquals(50 / 4.0 + 50 / 2.0, withHost.withCompileRate(4).reprofile(100, 50).costMs(), 1e-9);
        assertFalse(withHost.level2(60, 50, true, false).pays()); // 60 - 30 - 40 < 0; without HotSpot's part it pays
        assertTrue(MODEL.level2(60, 50, true, false).pays());
    }
}
