package rvm.inliner;

import java.util.ArrayList;
import java.util.List;

/**
 * Prints an {@link InlineReport} as text, one line per call site indented by depth, in the manner of
 * HotSpot's {@code -XX:+PrintInlining}: what {@code --print-inlining} shows.
 *
 * <pre>
 * pkg/Main.run()V (25 units, budget 375, 30 after inlining)
 *   &#64; 3   pkg/Main.sq(I)I (4 units)   inline (trivial: 4 &lt; 11 units)
 *   &#64; 9   pkg/Shape.area()D   guarded inline (profile: 100% of the site's weight, small: 9 + 8 (guard)
 *          &lt;= 23 units): pkg/Circle.area()D (9 units, 100%) if class pkg/Circle; else call
 *     &#64; 2   pkg/Circle.r()D (2 units)   inline (trivial: 2 &lt; 11 units)
 *   &#64; 20   pkg/Main.big()V (300 units)   not inlined (callee too big: 300 &gt; 23 units)
 * </pre>
 * (the guarded site is one line, broken here to fit).
 *
 * <p>A site line shows the bytecode index of the call in its caller, the method (the inlined target,
 * the one target weighed, or else the method the invoke names) with its estimated size, and the
 * verdict with its reason. The sites of an inlined body follow its site's line, one level deeper;
 * below a guarded site with several targets they come target by target.
 */
public final class InlineReportPrinter {

    private InlineReportPrinter() {
    }

    /** The report's lines, without line terminators: the root first, then every site in tree order. */
    public static List<String> lines(InlineReport report) {
        List<String> lines = new ArrayList<>();
        lines.add(report.root() + " (" + report.rootSize() + " units, budget " + report.budget() + ", "
                + report.compiledSize() + " after inlining)");
        for (InlineReport.CallSite s : report.sites()) {
            add(lines, s);
        }
        return lines;
    }

    private static void add(List<String> lines, InlineReport.CallSite s) {
        lines.add("  ".repeat(s.depth() + 1) + "@ " + s.site().bci() + "   " + line(s));
        for (InlineReport.CallSite nested : s.inlined()) {
            add(lines, nested);
        }
    }

    private static String line(InlineReport.CallSite s) {
        InlineDecision d = s.decision();
        if (d instanceof InlineDecision.Yes yes) {
            Candidate t = yes.target();
            return t.method() + " (" + t.size() + " units)   inline" + (t.keepsMonitor() ? " synchronized" : "")
                    + " (" + d.reason() + ")";
        }
        if (d instanceof InlineDecision.Guarded guarded) {
            List<String> targets = new ArrayList<>();
            for (Candidate t : guarded.targets()) {
                targets.add(guarded(t));
            }
            return s.site().symbolic() + "   guarded inline (" + d.reason() + "): " + String.join(", ", targets)
                    + "; else call";
        }
        List<Candidate> weighed = d.candidates();
        if (weighed.size() == 1) {
            Candidate only = weighed.get(0);
            String size = only.size() >= 0 ? " (" + only.size() + " units)" : "";
            return only.method() + size + "   not inlined (" + d.reason() + ")";
        }
        return s.site().symbolic() + "   not inlined (" + d.reason() + ")";
    }

    private static String guarded(Candidate t) {
        String share = t.weight() > 0 ? ", " + TargetWeigher.percent(t.siteShare()) : "";
        String monitor = t.keepsMonitor() ? ", synchronized" : "";
        return t.method() + " (" + t.size() + " units" + share + monitor + ") if class "
                + String.join(" or ", t.guardClasses());
    }
}
