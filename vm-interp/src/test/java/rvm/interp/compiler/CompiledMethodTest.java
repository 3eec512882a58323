package rvm.interp.compiler;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;

import java.io.IOException;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import rvm.core.compile.InlineMap;
import rvm.core.model.GuestMethod;
import rvm.core.options.VmOptions;
import rvm.core.testing.JavaSources;
import rvm.interp.Vm;

/** A compiled method's map from its code back to the guest, through inline-map positions. */
class CompiledMethodTest {

    @TempDir
    static Path classes;
    private static Vm vm;
    private static GuestMethod caller;
    private static GuestMethod callee;

    @BeforeAll
    static void load() throws Exception {
        JavaSources.compile(classes, List.of(), Map.of("C.java", """
                public class C {
                    static int callee(int x) {
                        return x + 1;
                    }
                    static int caller(int x) {
                        int y = x * 2;
                        return callee(y) + callee(x);
                    }
                }
                """));
        vm = new Vm(List.of(classes), new VmOptions());
        for (GuestMethod m : vm.model().forHost(vm.loadClass("C")).methods()) {
            if (m.name().equals("caller")) {
                caller = m;
            } else if (m.name().equals("callee")) {
                callee = m;
            }
        }
    }

    @AfterAll
    static void close() throws IOException {
        vm.loader().close();
    }

    @Test
    void eachCompiledOffsetMapsToTheGuestInstructionWhoseCodeHoldsIt() {
        InlineMap.Position[] positions = {root(0), root(1), root(2)};
        CompiledMethod m = compiled(new int[] {0, 4, 9}, positions);

        assertSame(positions[0], m.positionAt(0));
        assertSame(positions[0], m.positionAt(3));
        assertSame(positions[1], m.positionAt(4));
        assertSame(positions[2], m.positionAt(100));
        assertEquals(2, m.instructionAt(9));
        assertEquals(caller.bciOf(2), m.bciAt(9));
    }

    @Test
    void codeInlinedIntoTheMethod_mapsToItsOwnInstruction_andTheRootReadsItsCallSite() {
        InlineMap.Position site = root(5); // the invoke of callee
        InlineMap.Position inlined = new InlineMap.Position(callee, 1, site);
        CompiledMethod m = compiled(new int[] {0, 10, 20}, new InlineMap.Position[] {root(0), inlined, root(6)});

        InlineMap.Position p = m.positionAt(12);

        assertSame(inlined, p);
        assertEquals(callee.bciOf(1), p.bci());
        assertEquals(5, m.instructionAt(12), "the root method's frame stands at the call site");
        assertEquals(caller.bciOf(5), m.bciAt(12));
    }

    private static InlineMap.Position root(int index) {
        return new InlineMap.Position(caller, index, null);
    }

    private static CompiledMethod compiled(int[] starts, InlineMap.Position[] positions) {
        return new CompiledMethod(caller, -1, BaselineCompiler.BASELINE_LEVEL, 1, null, null, starts, positions, 30);
    }
}
