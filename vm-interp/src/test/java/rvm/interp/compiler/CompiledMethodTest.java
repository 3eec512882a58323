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
import rvm.core.stack.GuestFrame;
import rvm.core.testing.JavaSources;
import rvm.interp.Vm;
import rvm.interp.ExecutionOptions;

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
        vm = new Vm(List.of(classes), new VmOptions(ExecutionOptions.TABLE));
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

    @Test
    void aFrameWithInlinedCode_standsForAGuestFramePerMethod_innermostFirst_withTheirLines() {
        InlineMap.Position site = root(5);
        InlineMap.Position inlined = new InlineMap.Position(callee, 1, site);
        CompiledMethod m = new CompiledMethod(caller, -1, BaselineCompiler.OPT_LEVEL, 1, null, null,
                new int[] {0, 10, 20}, new InlineMap.Position[] {root(0), inlined, root(6)}, 30, true, List.of());

        List<GuestFrame> atOffset = m.framesAt(12);
        List<GuestFrame> atLine = m.framesAtLine(2); // the line of start 1 (lines are starts' numbers from 1)

        List<String> expected = List.of("callee@" + callee.bciOf(1) + " line 3", "caller@" + caller.bciOf(5) + " line 7");
        assertEquals(expected, describe(atOffset));
        assertEquals(expected, describe(atLine));
        assertEquals(List.of("caller@" + caller.bciOf(6) + " line 7"), describe(m.framesAtLine(3)));
        assertEquals(List.of(), m.framesAtLine(4), "a line past the starts names no frame");
        assertEquals(1, m.inlinedSites());
    }

    @Test
    void aFrameWithoutInlinedCode_isOneGuestFrame_andItsLinesAreTheGuests() {
        CompiledMethod m = compiled(new int[] {0, 4}, new InlineMap.Position[] {root(0), root(1)});

        assertEquals(List.of("caller@" + caller.bciOf(1) + " line 6"), describe(m.framesAt(5)));
        assertEquals(List.of(), m.framesAtLine(1), "its lines are source lines, not positions");
        assertEquals(0, m.inlinedSites());
    }

    @Test
    void aTransfersTrampoline_isNoGuestFrame() {
        CompiledMethod m = new CompiledMethod(caller, -1, BaselineCompiler.BASELINE_LEVEL, 1, null, null,
                new int[] {0, 10, 20}, new InlineMap.Position[] {root(0), root(1), null}, 30, true, List.of());

        assertEquals(true, m.isGuestFrameAt(15));
        assertEquals(false, m.isGuestFrameAt(22), "the normal method's frame under its sampled copy's");
        assertEquals(List.of(), m.framesAt(22));
        assertEquals(null, m.positionAt(22));
        assertEquals(true, m.isGuestFrameAtLine(2));
        assertEquals(false, m.isGuestFrameAtLine(3));
        assertEquals(List.of(), m.framesAtLine(3));
        assertEquals(0, m.inlinedSites());
    }

    private static List<String> describe(List<GuestFrame> frames) {
        return frames.stream().map(f -> f.method().name() + "@" + f.bci() + " line " + f.line()).toList();
    }

    private static InlineMap.Position root(int index) {
        return new InlineMap.Position(caller, index, null);
    }

    private static CompiledMethod compiled(int[] starts, InlineMap.Position[] positions) {
        return new CompiledMethod(caller, -1, BaselineCompiler.BASELINE_LEVEL, 1, null, null, starts, positions, 30, false,
                java.util.List.of());
    }
}
