package rvm.inliner;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.objectweb.asm.Opcodes.ACC_ABSTRACT;
import static org.objectweb.asm.Opcodes.ACC_PUBLIC;
import static org.objectweb.asm.Opcodes.ACC_SYNCHRONIZED;
import static org.objectweb.asm.Opcodes.INVOKEINTERFACE;
import static org.objectweb.asm.Opcodes.INVOKESTATIC;
import static org.objectweb.asm.Opcodes.INVOKEVIRTUAL;
import static rvm.inliner.FakeResolver.PUBLIC;
import static rvm.inliner.FakeResolver.STATIC;

import java.util.List;
import org.junit.jupiter.api.Test;

class InlineReportPrinterTest {

    private static final String ROOT = "pkg/Main.run()V";
    private static final String CIRCLE = "pkg/Circle.area()D";

    private final FakeResolver resolver = new FakeResolver().guest("pkg/Main.sq(I)I", STATIC, 4)
            .guest("pkg/Main.big()V", STATIC, 300).guest("pkg/Main.lock()V", STATIC | ACC_SYNCHRONIZED, 1)
            .bodiless("pkg/Shape.area()D", ACC_PUBLIC | ACC_ABSTRACT).guest(CIRCLE, PUBLIC, 9)
            .guest("pkg/Circle.r()D", ACC_PUBLIC | org.objectweb.asm.Opcodes.ACC_FINAL, 2)
            .cha("pkg/Shape.area()D", "pkg/Circle", CIRCLE, "pkg/Disc", CIRCLE)
            .bodiless("pkg/Shape.perimeter()D", ACC_PUBLIC | ACC_ABSTRACT)
            .cha("pkg/Shape.perimeter()D", "pkg/Circle", "pkg/Circle.perimeter()D", "pkg/Square",
                    "pkg/Square.perimeter()D");
    private final CallProfile profile = new FakeProfile(1000).edge(ROOT, 9, CIRCLE, 10);
    private final InlineOracle oracle = new InlineOracle(InlineOptions.DEFAULTS, profile, resolver);
    private final InlineContext atRoot = InlineContext.root(ROOT, 25);

    private InlineReport.CallSite decided(InlineContext context, int bci, int opcode, String owner, String name,
                                          String descriptor, InlineReport.CallSite... inlined) {
        InlineSite site = new InlineSite(context.caller(), bci, opcode, owner, name, descriptor);
        return new InlineReport.CallSite(site, context.path(), oracle.decide(site, context), List.of(inlined));
    }

    @Test
    void lines_showOneSitePerLine_indentedByDepth_afterTheRoot() {
        InlineReport.CallSite inCircle = decided(atRoot.enter(CIRCLE), 2, INVOKEVIRTUAL, "pkg/Circle", "r", "()D");
        InlineReport report = new InlineReport(ROOT, 25, 375, List.of(
                decided(atRoot, 3, INVOKESTATIC, "pkg/Main", "sq", "(I)I"),
                decided(atRoot, 9, INVOKEINTERFACE, "pkg/Shape", "area", "()D", inCircle),
                decided(atRoot, 20, INVOKESTATIC, "pkg/Main", "big", "()V"),
                decided(atRoot, 24, INVOKEINTERFACE, "pkg/Shape", "perimeter", "()D"),
                decided(atRoot, 30, INVOKESTATIC, "pkg/Main", "lock", "()V")));

        List<String> lines = InlineReportPrinter.lines(report);

        assertEquals(List.of(
                "pkg/Main.run()V (25 units, budget 375, 34 after inlining)",
                "  @ 3   pkg/Main.sq(I)I (4 units)   inline (trivial: 4 < 11 units)",
                "  @ 9   pkg/Shape.area()D   guarded inline (profile: 100% of the site's weight, small: 9 + 9 (guard) "
                        + "<= 23 units): pkg/Circle.area()D (9 units, 100%) if class pkg/Circle or pkg/Disc; else call",
                "    @ 2   pkg/Circle.r()D (2 units)   inline (trivial: 2 < 11 units)",
                "  @ 20   pkg/Main.big()V (300 units)   not inlined (callee too big: 300 > 23 units)",
                "  @ 24   pkg/Shape.perimeter()D   not inlined (polymorphic: 2 implementations among loaded classes "
                        + "and no profile)",
                "  @ 30   pkg/Main.lock()V (9 units)   inline synchronized (trivial: 9 < 11 units)"), lines);
    }

    @Test
    void lines_showAGuardedTargetWithoutProfileWeight_withoutAShare() {
        InlineOracle staticOnly = new InlineOracle(InlineOptions.DEFAULTS, CallProfile.EMPTY, resolver);
        InlineSite site = new InlineSite(ROOT, 9, INVOKEINTERFACE, "pkg/Shape", "area", "()D");
        InlineReport report = new InlineReport(ROOT, 25, 375,
                List.of(new InlineReport.CallSite(site, List.of(ROOT), staticOnly.decide(site, atRoot), List.of())));

        List<String> lines = InlineReportPrinter.lines(report);

        assertEquals("  @ 9   pkg/Shape.area()D   guarded inline (CHA: the only implementation loaded, small: 9 + 9 "
                + "(guard) <= 23 units): pkg/Circle.area()D (9 units) if class pkg/Circle or pkg/Disc; else call",
                lines.get(1));
    }

    @Test
    void lines_ofARootWithoutCalls_areTheRootAlone() {
        List<String> lines = InlineReportPrinter.lines(new InlineReport(ROOT, 3, 45, List.of()));

        assertEquals(List.of("pkg/Main.run()V (3 units, budget 45, 3 after inlining)"), lines);
    }
}
