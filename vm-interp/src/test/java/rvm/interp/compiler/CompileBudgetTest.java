package rvm.interp.compiler;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import rvm.core.compile.MethodTransform;
import rvm.core.model.GuestMethod;
import rvm.core.options.VmOptions;
import rvm.core.testing.JavaSources;
import rvm.interp.Instrumentation;
import rvm.interp.Vm;
import rvm.interp.compiler.BaselineCompiler.Request;
import rvm.interp.compiler.BaselineCompiler.Result;
import rvm.interp.ExecutionOptions;

/** An optimised compilation over its budget is refused before its code is written, and compiled without the optimizer. */
class CompileBudgetTest {

    @TempDir
    static Path classes;
    private static Vm vm;
    private static final List<String> transformed = new ArrayList<>();
    private static final List<String> refused = new ArrayList<>();
    /** What the optimizer's transform sets the unit's locals to (an inliner adds locals per copied body). */
    private static volatile int inflateLocalsTo;

    @BeforeAll
    static void load() throws Exception {
        StringBuilder huge = new StringBuilder("    static int huge(int x) {\n");
        for (int i = 0; i < 1500; i++) {
            huge.append("        x = x * 31 + ").append(i % 100).append(";\n");
        }
        huge.append("        return x;\n    }\n");
        StringBuilder longish = new StringBuilder("    static int longish(int x) {\n");
        for (int i = 0; i < 900; i++) {
            longish.append("        x = x * 31 + 7;\n");
        }
        longish.append("        return x;\n    }\n");
        JavaSources.compile(classes, List.of(), Map.of("B.java", "public class B {\n" + huge + longish
                + "    static int small(int x) {\n        return x + 1;\n    }\n}\n"));
        Optimizer optimizer = new Optimizer() {
            @Override
            public List<MethodTransform> transforms(rvm.core.model.GuestClass owner,
                                                    rvm.core.loader.ClassHierarchy hierarchy) {
                return List.of(unit -> {
                    transformed.add(unit.root().name());
                    unit.body().maxLocals = Math.max(unit.body().maxLocals, inflateLocalsTo);
                });
            }

            @Override
            public void refused(CompiledMethod method, String reason, String why) {
                refused.add(method.method().name() + " " + method.compileId() + " " + reason);
            }
        };
        vm = new Vm(List.of(classes), new VmOptions(ExecutionOptions.TABLE), Instrumentation.of(new VmOptions(ExecutionOptions.TABLE)), optimizer);
        vm.loadClass("B");
    }

    private static GuestMethod method(String name) throws Exception {
        for (GuestMethod m : vm.model().forHost(vm.loadClass("B")).methods()) {
            if (m.name().equals(name)) {
                return m;
            }
        }
        throw new AssertionError("no method " + name);
    }

    private static Result compileAtLevel2(GuestMethod m) {
        List<Result> results = vm.compiler().compile(m.owner(), List.of(new Request(m, -1, BaselineCompiler.OPT_LEVEL,
                false)));
        assertEquals(1, results.size());
        return results.get(0);
    }

    @Test
    void methodOverTheHugeLimit_isCompiledWithoutTheOptimizer_beforeAnyTransformRuns() throws Exception {
        assumeTrue(HugeMethods.skipped(), "the host compiles huge methods");
        GuestMethod huge = method("huge");
        transformed.clear();
        refused.clear();

        Result r = compileAtLevel2(huge);

        assertNotNull(r.compiled(), r.failure());
        assertEquals(List.of(), transformed);
        assertEquals("over HotSpot's huge-method limit: its own code is " + huge.codeLength()
                + " bytes, over 8000; HotSpot only interprets it", r.refused());
        assertEquals(List.of("huge " + r.compiled().compileId() + " " + r.refused()), refused);
    }

    @Test
    void unitWhoseFramesWouldTakeTooMuchMemory_isRefusedWithTheFigures_andCompiledWithoutTheOptimizer()
            throws Exception {
        GuestMethod longish = method("longish");
        transformed.clear();
        refused.clear();
        inflateLocalsTo = 20_000;

        Result r;
        try {
            r = compileAtLevel2(longish);
        } finally {
            inflateLocalsTo = 0;
        }

        assertNotNull(r.compiled(), r.failure());
        assertEquals(List.of("longish"), transformed);
        assertTrue(r.refused().startsWith("over the compile memory budget: computing its frames would take about "),
                r.refused());
        assertTrue(r.refused().contains(" blocks x 20000 locals), over "), r.refused());
        assertEquals(1, refused.size());
    }

    @Test
    void unitWithinTheBudget_isOptimised() throws Exception {
        refused.clear();

        Result r = compileAtLevel2(method("small"));

        assertNotNull(r.compiled(), r.failure());
        assertNull(r.refused());
        assertEquals(List.of(), refused);
    }

    @Test
    void frameBytes_growWithBlocksTimesLocalsAndStack() {
        assertEquals(1000L * 2 * (500 + 12) * 4, CompileBudget.frameBytes(1000, 500, 12));
    }

    @Test
    void frameBudget_isAnEighthOfTheHeap_cappedAt256MiB() {
        assertEquals(32L << 20, CompileBudget.frameBudget(256L << 20));
        assertEquals(256L << 20, CompileBudget.frameBudget(8L << 30));
    }
}
