package rvm.launcher.inline;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import rvm.launcher.inline.InlineReportFile.Compilation;
import rvm.launcher.inline.InlineReportFile.Decision;
import rvm.launcher.inline.InlineReportFile.Invoke;
import rvm.launcher.inline.InlineReportFile.Site;
import rvm.launcher.inline.InlineReportFile.Target;

class InlineDiffTest {

    private static final String RUN = "p/Main.run()V";
    private static final String LOOP = "p/Main.loop()V";
    private static final String HELPER = "p/Main.helper()V";
    private static final Invoke LEAF = new Invoke("invokestatic", "p/Main", "leaf", "()V");
    private static final Invoke AREA = new Invoke("invokeinterface", "p/Shape", "area", "()D");

    private static Target target(String method, boolean inlined) {
        return new Target(method, 1, 1, 0.1, 4, -1, inlined, "why", List.of());
    }

    private static Site site(List<String> path, int bci, Invoke invoke, Decision decision, List<Target> candidates,
                             Site... inlined) {
        return new Site(path.get(path.size() - 1), bci, path, invoke, decision, "why", candidates, List.of(inlined));
    }

    private static Site leaf(List<String> path, int bci) {
        return site(path, bci, LEAF, Decision.YES, List.of(target("p/Main.leaf()V", true)));
    }

    private static InlineReportFile report(Compilation... compilations) {
        return new InlineReportFile("cbs", Map.of(), List.of(compilations));
    }

    private static Compilation compilation(int id, String root, Site... sites) {
        return new Compilation(id, root, 10, 150, 10, List.of(sites));
    }

    @Test
    void theSameCallInlinedIntoTwoRoots_isTwoSites() {
        Site viaRun = site(List.of(RUN), 4, new Invoke("invokestatic", "p/Main", "helper", "()V"), Decision.YES,
                List.of(target(HELPER, true)), leaf(List.of(RUN, HELPER), 2));
        Site viaLoop = site(List.of(LOOP), 7, new Invoke("invokestatic", "p/Main", "helper", "()V"), Decision.YES,
                List.of(target(HELPER, true)), leaf(List.of(LOOP, HELPER), 2));
        InlineReportFile a = report(compilation(1, RUN, viaRun), compilation(2, LOOP, viaLoop));
        InlineReportFile b = report(compilation(1, RUN, viaRun));

        InlineDiff diff = InlineDiff.of(a, b);

        assertEquals(4, InlineDiff.sites(a).size());
        assertEquals(2, diff.same());
        assertEquals(List.of(new InlineDiff.Key(LOOP, 7, List.of(LOOP)), new InlineDiff.Key(HELPER, 2, List.of(LOOP, HELPER))),
                diff.onlyInA().stream().map(InlineDiff.Pair::key).toList());
        assertEquals(List.of(), diff.onlyInB());
    }

    @Test
    void aKeyDecidedTwiceInOneReport_countsOnce_withItsFirstDecision() {
        Site inlined = leaf(List.of(RUN), 4);
        Site refused = site(List.of(RUN), 4, LEAF, Decision.NO, List.of(target("p/Main.leaf()V", false)));
        InlineReportFile a = report(compilation(1, RUN, inlined), compilation(9, RUN, refused));
        InlineReportFile b = report(compilation(3, RUN, inlined));

        InlineDiff diff = InlineDiff.of(a, b);

        assertEquals(1, InlineDiff.sites(a).size());
        assertEquals(1, diff.same());
        assertEquals(List.of(), diff.different());
    }

    @Test
    void sameDecision_ignoresTheOrderOfGuardedTargets_andTheReasons() {
        Site ab = site(List.of(RUN), 9, AREA, Decision.GUARDED, List.of(target("p/A.area()D", true), target("p/B.area()D", true)));
        Site ba = new Site(RUN, 9, List.of(RUN), AREA, Decision.GUARDED, "another reason",
                List.of(target("p/B.area()D", true), target("p/A.area()D", true)), List.of());

        assertTrue(InlineDiff.sameDecision(ab, ba));
    }

    @Test
    void sameDecision_isFalse_forAnotherKind_orOtherTargets() {
        Site guardedA = site(List.of(RUN), 9, AREA, Decision.GUARDED,
                List.of(target("p/A.area()D", true), target("p/B.area()D", false)));
        Site guardedB = site(List.of(RUN), 9, AREA, Decision.GUARDED,
                List.of(target("p/A.area()D", false), target("p/B.area()D", true)));
        Site no = site(List.of(RUN), 9, AREA, Decision.NO, List.of(target("p/A.area()D", false)));

        assertFalse(InlineDiff.sameDecision(guardedA, guardedB));
        assertFalse(InlineDiff.sameDecision(guardedA, no));
    }
}
