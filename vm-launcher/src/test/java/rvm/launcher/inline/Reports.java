package rvm.launcher.inline;

import static org.objectweb.asm.Opcodes.ACC_PUBLIC;
import static org.objectweb.asm.Opcodes.ACC_STATIC;
import static org.objectweb.asm.Opcodes.INVOKEINTERFACE;
import static org.objectweb.asm.Opcodes.INVOKESTATIC;
import static org.objectweb.asm.Opcodes.INVOKEVIRTUAL;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.objectweb.asm.tree.MethodNode;
import rvm.inliner.Callee;
import rvm.inliner.Candidate;
import rvm.inliner.InlineDecision;
import rvm.inliner.InlineReport;
import rvm.inliner.InlineSite;

/**
 * A report with every kind of decision, made as the inliner makes them: a {@code Yes}, a {@code
 * Guarded} with one target taken and one refused and a site nested in the inlined target, a {@code
 * No} with a candidate and a {@code No} before any candidate.
 */
final class Reports {

    static final String ROOT = "p/Main.run()V";
    static final String SQ = "p/Main.sq(I)I";
    static final String CIRCLE = "p/Circle.area()D";
    static final String SQUARE = "p/Square.area()D";
    static final String RADIUS = "p/Circle.r()D";
    static final String BIG = "p/Main.big()V";

    private Reports() {
    }

    private static Callee guest(String method, int access) {
        return new Callee(method, access, false, true, new MethodNode(), null);
    }

    /** The inliner's report of compiling {@link #ROOT}. */
    static InlineReport report() {
        Candidate sq = new Candidate(SQ, guest(SQ, ACC_STATIC), 0, 0, 0, 4, false, List.of(), -1, true,
                "trivial: 4 < 11 units");
        InlineReport.CallSite atSq = new InlineReport.CallSite(new InlineSite(ROOT, 3, INVOKESTATIC, "p/Main", "sq", "(I)I"),
                List.of(ROOT), new InlineDecision.Yes(sq, "trivial: 4 < 11 units", List.of(sq)), List.of());

        Candidate circle = new Candidate(CIRCLE, guest(CIRCLE, ACC_PUBLIC), 90, 0.9, 0.09, 9, true,
                List.of("p/Circle", "p/Disc"), 119, true, "small: 9 + 9 (guard) <= 119 units");
        Candidate square = new Candidate(SQUARE, guest(SQUARE, ACC_PUBLIC), 10, 0.1, 0.01, 30, true, List.of(), -1,
                false, "below the guard share: 10% < 40%");
        Candidate r = new Candidate(RADIUS, guest(RADIUS, ACC_PUBLIC), 0, 0, 0, 2, false, List.of(), -1, true,
                "trivial: 2 < 11 units");
        InlineReport.CallSite atR = new InlineReport.CallSite(new InlineSite(CIRCLE, 2, INVOKEVIRTUAL, "p/Circle", "r", "()D"),
                List.of(ROOT, CIRCLE), new InlineDecision.Yes(r, "trivial: 2 < 11 units", List.of(r)), List.of());
        InlineReport.CallSite atArea = new InlineReport.CallSite(
                new InlineSite(ROOT, 9, INVOKEINTERFACE, "p/Shape", "area", "()D"), List.of(ROOT),
                new InlineDecision.Guarded(List.of(circle), "profile: 90.00% of the site's weight", List.of(circle, square)),
                List.of(atR));

        Candidate big = new Candidate(BIG, guest(BIG, ACC_STATIC), 5, 1, 0.005, 300, false, List.of(), 23, false,
                "callee too big: 300 > 23 units");
        InlineReport.CallSite atBig = new InlineReport.CallSite(new InlineSite(ROOT, 20, INVOKESTATIC, "p/Main", "big", "()V"),
                List.of(ROOT), new InlineDecision.No("callee too big: 300 > 23 units", List.of(big)), List.of());
        InlineReport.CallSite atLength = new InlineReport.CallSite(
                new InlineSite(ROOT, 24, INVOKEVIRTUAL, "java/lang/String", "length", "()I"), List.of(ROOT),
                new InlineDecision.No("not guest code"), List.of());

        return new InlineReport(ROOT, 25, 375, List.of(atSq, atArea, atBig, atLength));
    }

    /** The options a run records: {@code level2-after} and two of the oracle's. */
    static Map<String, Object> options() {
        Map<String, Object> options = new LinkedHashMap<>();
        options.put("level2-after", 2);
        options.put("inline-max-size", 23);
        options.put("inline-hot-share", 0.01);
        return options;
    }

    /** {@link #report()} as compilation 7 of a run profiled by CBS. */
    static InlineReportFile file() {
        return new InlineReportFile("cbs", options(), List.of(InlineReportFile.Compilation.of(7, report(), null)));
    }
}
