package rvm.inliner;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.objectweb.asm.Opcodes.INVOKESTATIC;
import static rvm.inliner.FakeResolver.STATIC;

import java.util.List;
import org.junit.jupiter.api.Test;

class InlineReportTest {

    private static final String ROOT = "pkg/Main.run()V";

    private final FakeResolver resolver = new FakeResolver().guest("pkg/A.a()V", STATIC, 15)
            .guest("pkg/B.b()V", STATIC, 20).guest("pkg/C.c()V", STATIC, 200);
    private final InlineOracle oracle = new InlineOracle(InlineOptions.DEFAULTS, CallProfile.EMPTY, resolver);

    private InlineReport.CallSite decided(InlineContext context, int bci, String method, InlineReport.CallSite... in) {
        String owner = method.substring(0, method.indexOf('.'));
        String name = method.substring(method.indexOf('.') + 1, method.indexOf('('));
        InlineSite site = new InlineSite(context.caller(), bci, INVOKESTATIC, owner, name, method.substring(
                method.indexOf('(')));
        return new InlineReport.CallSite(site, context.path(), oracle.decide(site, context), List.of(in));
    }

    @Test
    void compiledSize_addsTheGrowthOfEveryDecisionInTheTree() {
        InlineContext root = InlineContext.root(ROOT, 30);
        InlineReport.CallSite inA = decided(root.enter("pkg/A.a()V"), 4, "pkg/B.b()V");
        InlineReport report = new InlineReport(ROOT, 30, 450, List.of(decided(root, 1, "pkg/A.a()V", inA),
                decided(root, 5, "pkg/C.c()V")));

        int size = report.compiledSize();

        assertEquals(30 + (15 - 6) + (20 - 6), size);
    }

    @Test
    void callSite_refusesANestedSiteOutsideTheInlinedTargets() {
        InlineContext root = InlineContext.root(ROOT, 30);
        InlineReport.CallSite inC = decided(root.enter("pkg/C.c()V"), 4, "pkg/B.b()V");

        IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
                () -> decided(root, 5, "pkg/C.c()V", inC));

        assertEquals("site pkg/C.c()V @4 is not in a target inlined at pkg/Main.run()V @5", e.getMessage());
    }

    @Test
    void callSite_refusesAPathThatDoesNotEndAtTheCaller() {
        InlineSite site = new InlineSite("pkg/A.a()V", 3, INVOKESTATIC, "pkg/B", "b", "()V");

        IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
                () -> new InlineReport.CallSite(site, List.of(ROOT), new InlineDecision.No("x"), List.of()));

        assertEquals("the inline path [pkg/Main.run()V] does not end at the caller pkg/A.a()V", e.getMessage());
    }

    @Test
    void report_refusesASiteThatIsNotTheRoots() {
        InlineContext other = InlineContext.root("pkg/Other.f()V", 5);
        InlineReport.CallSite site = decided(other, 1, "pkg/A.a()V");

        IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
                () -> new InlineReport(ROOT, 30, 450, List.of(site)));

        assertEquals("site pkg/Other.f()V @1 is not a call site of the root pkg/Main.run()V", e.getMessage());
    }
}
