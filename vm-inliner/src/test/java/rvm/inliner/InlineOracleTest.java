package rvm.inliner;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.objectweb.asm.Opcodes.ACC_ABSTRACT;
import static org.objectweb.asm.Opcodes.ACC_FINAL;
import static org.objectweb.asm.Opcodes.ACC_NATIVE;
import static org.objectweb.asm.Opcodes.ACC_PRIVATE;
import static org.objectweb.asm.Opcodes.ACC_PUBLIC;
import static org.objectweb.asm.Opcodes.ACC_SYNCHRONIZED;
import static org.objectweb.asm.Opcodes.INVOKEINTERFACE;
import static org.objectweb.asm.Opcodes.INVOKESPECIAL;
import static org.objectweb.asm.Opcodes.INVOKESTATIC;
import static org.objectweb.asm.Opcodes.INVOKEVIRTUAL;
import static rvm.inliner.FakeResolver.PUBLIC;
import static rvm.inliner.FakeResolver.STATIC;

import java.util.List;
import org.junit.jupiter.api.Test;

class InlineOracleTest {

    private static final String ROOT = "pkg/Main.run()V";
    private static final int BCI = 7;
    private static final InlineOptions DEFAULTS = InlineOptions.DEFAULTS;
    /** The root's context: 10 units, so a budget of 150. */
    private static final InlineContext AT_ROOT = InlineContext.root(ROOT, 10);

    private static final String AREA = "pkg/Shape.area()D";
    private static final String CIRCLE = "pkg/Circle.area()D";
    private static final String SQUARE = "pkg/Square.area()D";
    private static final String TRIANGLE = "pkg/Triangle.area()D";

    private static InlineSite site(int opcode, String symbolic) {
        return site(ROOT, opcode, symbolic);
    }

    private static InlineSite site(String caller, int opcode, String symbolic) {
        int paren = symbolic.indexOf('(');
        int dot = symbolic.lastIndexOf('.', paren);
        return new InlineSite(caller, BCI, opcode, symbolic.substring(0, dot), symbolic.substring(dot + 1, paren),
                symbolic.substring(paren));
    }

    private static InlineDecision decide(FakeResolver r, InlineSite site) {
        return new InlineOracle(DEFAULTS, CallProfile.EMPTY, r).decide(site, AT_ROOT);
    }

    private static InlineDecision decide(FakeResolver r, CallProfile p, InlineSite site) {
        return new InlineOracle(DEFAULTS, p, r).decide(site, AT_ROOT);
    }

    /** A context {@code depth} inlined frames below the root, the caller being {@code ROOT} again. */
    private static InlineContext atDepth(int depth) {
        InlineContext c = InlineContext.root("pkg/Top.main()V", 10);
        for (int i = 1; i < depth; i++) {
            c = c.enter("pkg/Mid.m" + i + "()V");
        }
        return c.enter(ROOT);
    }

    /** Shapes: the interface method {@link #AREA}, abstract, with loaded circles and squares. */
    private static FakeResolver shapes(int circleSize, int squareSize) {
        return new FakeResolver().bodiless(AREA, ACC_PUBLIC | ACC_ABSTRACT).guest(CIRCLE, PUBLIC, circleSize)
                .guest(SQUARE, PUBLIC, squareSize).guest(TRIANGLE, PUBLIC, 5)
                .cha(AREA, "pkg/Circle", CIRCLE, "pkg/Square", SQUARE, "pkg/Triangle", TRIANGLE);
    }

    // ---- statically bound calls: always inline, plain limit ---------------------------------------

    @Test
    void staticCalleeBelow11Units_isInlinedWithoutGuard_asTrivial() {
        FakeResolver r = new FakeResolver().guest("pkg/Util.sq(I)I", STATIC, 4);

        InlineDecision d = decide(r, site(INVOKESTATIC, "pkg/Util.sq(I)I"));

        Candidate expected = new Candidate("pkg/Util.sq(I)I", r.method("pkg/Util.sq(I)I").orElseThrow(), 0, 0, 0, 4,
                false, List.of(), -1, true, "trivial: 4 < 11 units");
        assertEquals(new InlineDecision.Yes(expected, "trivial: 4 < 11 units", List.of(expected)), d);
        assertEquals(-2, d.growth());
    }

    @Test
    void alwaysInline_stopsAt11Units_whereThePlainLimitTakesOver() {
        FakeResolver r = new FakeResolver().guest("pkg/Util.ten()V", STATIC, 10)
                .guest("pkg/Util.eleven()V", STATIC, 11);

        InlineDecision ten = decide(r, site(INVOKESTATIC, "pkg/Util.ten()V"));
        InlineDecision eleven = decide(r, site(INVOKESTATIC, "pkg/Util.eleven()V"));

        assertEquals("trivial: 10 < 11 units", ten.reason());
        assertInstanceOf(InlineDecision.Yes.class, eleven);
        assertEquals("small: 11 <= 23 units", eleven.reason());
        assertEquals(23, eleven.inlined().get(0).limit());
    }

    @Test
    void plainLimit_admits23Units_andRefuses24() {
        FakeResolver r = new FakeResolver().guest("pkg/Util.a()V", STATIC, 23).guest("pkg/Util.b()V", STATIC, 24);

        InlineDecision a = decide(r, site(INVOKESTATIC, "pkg/Util.a()V"));
        InlineDecision b = decide(r, site(INVOKESTATIC, "pkg/Util.b()V"));

        assertEquals("small: 23 <= 23 units", a.reason());
        assertInstanceOf(InlineDecision.No.class, b);
        assertEquals("callee too big: 24 > 23 units", b.reason());
        assertEquals(24, b.candidates().get(0).size());
    }

    @Test
    void invokespecial_privateFinalAndFinalClassMethods_needNoGuard() {
        FakeResolver r = new FakeResolver().guest("pkg/A.priv()V", ACC_PRIVATE, 15)
                .guest("pkg/A.fin()V", ACC_PUBLIC | ACC_FINAL, 15).guestOfFinalClass("pkg/F.m()V", PUBLIC, 15)
                .guest("pkg/Base.sup()V", PUBLIC, 15);

        List<InlineDecision> decisions = List.of(decide(r, site(INVOKEVIRTUAL, "pkg/A.priv()V")),
                decide(r, site(INVOKEVIRTUAL, "pkg/A.fin()V")), decide(r, site(INVOKEVIRTUAL, "pkg/F.m()V")),
                decide(r, site(INVOKESPECIAL, "pkg/Base.sup()V")));

        for (InlineDecision d : decisions) {
            assertInstanceOf(InlineDecision.Yes.class, d);
            assertEquals("small: 15 <= 23 units", d.reason());
        }
    }

    @Test
    void staticCallOfAnInheritedMethod_inlinesTheResolvedMethod() {
        FakeResolver r = new FakeResolver().guest("pkg/Base.util()V", STATIC, 3)
                .resolves("pkg/Sub.util()V", "pkg/Base.util()V");

        InlineDecision d = decide(r, site(INVOKESTATIC, "pkg/Sub.util()V"));

        assertEquals("pkg/Base.util()V", ((InlineDecision.Yes) d).target().method());
    }

    // ---- never inlined ------------------------------------------------------------------------

    @Test
    void jdkMethod_isNotGuestCode() {
        FakeResolver r = new FakeResolver().host("java/lang/Math.abs(I)I", STATIC);

        InlineDecision d = decide(r, site(INVOKESTATIC, "java/lang/Math.abs(I)I"));

        assertEquals(new InlineDecision.No("not guest code", List.of(new Candidate("java/lang/Math.abs(I)I",
                r.method("java/lang/Math.abs(I)I").orElseThrow(), 0, 0, 0, -1, false, List.of(), -1, false,
                "not guest code"))), d);
    }

    @Test
    void nativeAbstractAndKeptCallees_areNeverInlined() {
        FakeResolver r = new FakeResolver().bodiless("pkg/A.nat()V", ACC_PUBLIC | ACC_NATIVE | ACC_FINAL)
                .bodiless("pkg/Abs.m()V", ACC_PUBLIC | ACC_ABSTRACT)
                .kept("pkg/A.<init>()V", PUBLIC, 1, "a constructor");

        assertEquals("native", decide(r, site(INVOKEVIRTUAL, "pkg/A.nat()V")).reason());
        assertEquals("abstract", decide(r, site(INVOKESPECIAL, "pkg/Abs.m()V")).reason());
        assertEquals("kept as bytecode: a constructor", decide(r, site(INVOKESPECIAL, "pkg/A.<init>()V")).reason());
    }

    @Test
    void unresolvedMethod_isNotInlined() {
        InlineDecision d = decide(new FakeResolver(), site(INVOKESTATIC, "pkg/Missing.f()V"));

        assertEquals(new InlineDecision.No("unresolved: pkg/Missing.f()V not found among loaded classes"), d);
    }

    @Test
    void invokeOfTheWrongKind_willNotLink() {
        FakeResolver r = new FakeResolver().guest("pkg/A.inst()V", PUBLIC, 1).guest("pkg/A.stat()V", STATIC, 1);

        assertEquals("will not link: invokestatic names an instance method",
                decide(r, site(INVOKESTATIC, "pkg/A.inst()V")).reason());
        assertEquals("will not link: invokevirtual names a static method",
                decide(r, site(INVOKEVIRTUAL, "pkg/A.stat()V")).reason());
    }

    // ---- depth, recursion, budget -------------------------------------------------------------

    @Test
    void depthLimit_refusesNonTrivialCallees_atDepth5() {
        FakeResolver r = new FakeResolver().guest("pkg/Util.m()V", STATIC, 11);
        InlineOracle oracle = new InlineOracle(DEFAULTS, CallProfile.EMPTY, r);

        InlineDecision atFour = oracle.decide(site(INVOKESTATIC, "pkg/Util.m()V"), atDepth(4));
        InlineDecision atFive = oracle.decide(site(INVOKESTATIC, "pkg/Util.m()V"), atDepth(5));

        assertEquals("small: 11 <= 23 units", atFour.reason());
        assertInstanceOf(InlineDecision.No.class, atFive);
        assertEquals("depth limit 5", atFive.reason());
        assertEquals(11, atFive.candidates().get(0).size());
    }

    @Test
    void alwaysInline_ignoresTheDepthLimit() {
        FakeResolver r = new FakeResolver().guest("pkg/Util.m()V", STATIC, 10);

        InlineDecision d = new InlineOracle(DEFAULTS, CallProfile.EMPTY, r).decide(site(INVOKESTATIC, "pkg/Util.m()V"),
                atDepth(9));

        assertEquals("trivial: 10 < 11 units", d.reason());
    }

    @Test
    void neverRules_comeBeforeTheDepthLimit() {
        FakeResolver r = new FakeResolver().bodiless("pkg/Util.n()V", STATIC | ACC_NATIVE);

        InlineDecision d = new InlineOracle(DEFAULTS, CallProfile.EMPTY, r).decide(site(INVOKESTATIC, "pkg/Util.n()V"),
                atDepth(5));

        assertEquals("native", d.reason());
    }

    @Test
    void depthLimit_refusesVirtualCalls_beforeWeighingTargets() {
        InlineDecision d = new InlineOracle(DEFAULTS, CallProfile.EMPTY, shapes(5, 5))
                .decide(site(INVOKEINTERFACE, AREA), atDepth(5));

        assertEquals(new InlineDecision.No("depth limit 5"), d);
    }

    @Test
    void recursiveCall_isNotInlined_evenWhenTrivial() {
        String fib = "pkg/Main.fib(I)I";
        FakeResolver r = new FakeResolver().guest(fib, STATIC, 4);

        InlineDecision d = new InlineOracle(DEFAULTS, CallProfile.EMPTY, r).decide(site(fib, INVOKESTATIC, fib),
                InlineContext.root(fib, 4));

        assertEquals("recursive: already 1 time on inline path", d.reason());
    }

    @Test
    void maxRecursion_boundsHowOftenAMethodMayBeOnItsOwnPath() {
        String fib = "pkg/Main.fib(I)I";
        FakeResolver r = new FakeResolver().guest(fib, STATIC, 4);
        InlineOptions once = new InlineOptions(11, 23, 119, 0.01, 0.4, 1.0, 2, 5, 15, 4096, 1);
        InlineOracle oracle = new InlineOracle(once, CallProfile.EMPTY, r);

        InlineDecision first = oracle.decide(site(fib, INVOKESTATIC, fib), InlineContext.root(fib, 4));
        InlineDecision second = oracle.decide(site(fib, INVOKESTATIC, fib), InlineContext.root(fib, 4).enter(fib));

        assertEquals("trivial: 4 < 11 units", first.reason());
        assertEquals("recursive: already 2 times on inline path", second.reason());
    }

    @Test
    void budget_refusesACalleeWhoseGrowthWouldPassIt() {
        FakeResolver r = new FakeResolver().guest("pkg/Util.m()V", STATIC, 12);

        InlineDecision d = new InlineOracle(DEFAULTS, CallProfile.EMPTY, r).decide(site(INVOKESTATIC, "pkg/Util.m()V"),
                AT_ROOT.grow(140));

        assertEquals("budget exhausted: 150 + 6 > 150 units (15 x the root's 10)", d.reason());
    }

    @Test
    void budget_admitsGrowthUpToItExactly() {
        FakeResolver r = new FakeResolver().guest("pkg/Util.m()V", STATIC, 12);

        InlineDecision d = new InlineOracle(DEFAULTS, CallProfile.EMPTY, r).decide(site(INVOKESTATIC, "pkg/Util.m()V"),
                AT_ROOT.grow(134));

        assertEquals("small: 12 <= 23 units", d.reason());
    }

    @Test
    void budget_ofALargeRoot_isCappedAt4096UnitsOfGrowth() {
        FakeResolver r = new FakeResolver().guest("pkg/Util.m()V", STATIC, 20);
        InlineContext big = InlineContext.root(ROOT, 1000).grow(4090);

        InlineDecision d = new InlineOracle(DEFAULTS, CallProfile.EMPTY, r).decide(site(INVOKESTATIC, "pkg/Util.m()V"),
                big);

        assertEquals("budget exhausted: 5090 + 14 > 5096 units (the root's 1000 + 4096)", d.reason());
    }

    @Test
    void budget_cannotBeExhaustedByACalleeSmallerThanACall_unlessAlreadyPassed() {
        FakeResolver r = new FakeResolver().guest("pkg/Util.m()V", STATIC, 4);
        InlineOptions noAlways = new InlineOptions(0, 23, 119, 0.01, 0.4, 1.0, 2, 5, 15, 4096, 0);
        InlineOracle oracle = new InlineOracle(noAlways, CallProfile.EMPTY, r);

        InlineDecision at = oracle.decide(site(INVOKESTATIC, "pkg/Util.m()V"), AT_ROOT.grow(140));
        InlineDecision past = oracle.decide(site(INVOKESTATIC, "pkg/Util.m()V"), AT_ROOT.grow(150));

        assertEquals("small: 4 <= 23 units", at.reason());
        assertEquals("budget exhausted: 160 - 2 > 150 units (15 x the root's 10)", past.reason());
    }

    @Test
    void alwaysInline_ignoresTheBudget() {
        FakeResolver r = new FakeResolver().guest("pkg/Util.m()V", STATIC, 10);

        InlineDecision d = new InlineOracle(DEFAULTS, CallProfile.EMPTY, r).decide(site(INVOKESTATIC, "pkg/Util.m()V"),
                AT_ROOT.grow(1000));

        assertEquals("trivial: 10 < 11 units", d.reason());
    }

    // ---- hot edges raise the limit --------------------------------------------------------------

    @Test
    void hotStaticEdge_raisesTheLimitLinearly() {
        FakeResolver r = new FakeResolver().guest("pkg/Util.big()V", STATIC, 60);
        CallProfile p = new FakeProfile(1000).edge(ROOT, BCI, "pkg/Util.big()V", 5);

        InlineDecision d = decide(r, p, site(INVOKESTATIC, "pkg/Util.big()V"));

        Candidate expected = new Candidate("pkg/Util.big()V", r.method("pkg/Util.big()V").orElseThrow(), 5, 1.0, 0.005,
                60, false, List.of(), 71, true, "hot edge: 0.5% of the DCG raises the limit to 71 units");
        assertEquals(new InlineDecision.Yes(expected, expected.reason(), List.of(expected)), d);
    }

    @Test
    void hotEdge_stillRefusesACalleeOverItsRaisedLimit() {
        FakeResolver r = new FakeResolver().guest("pkg/Util.big()V", STATIC, 80);
        CallProfile p = new FakeProfile(1000).edge(ROOT, BCI, "pkg/Util.big()V", 5);

        InlineDecision d = decide(r, p, site(INVOKESTATIC, "pkg/Util.big()V"));

        assertEquals("callee too big: 80 > 71 units, the limit at 0.5% of the DCG", d.reason());
    }

    @Test
    void edgeOfOnePercent_getsTheHotLimitOf119() {
        FakeResolver r = new FakeResolver().guest("pkg/Util.a()V", STATIC, 119).guest("pkg/Util.b()V", STATIC, 120);
        CallProfile p = new FakeProfile(100).edge(ROOT, BCI, "pkg/Util.a()V", 1).edge(ROOT, 9, "pkg/Util.b()V", 50);

        InlineDecision a = decide(r, p, site(INVOKESTATIC, "pkg/Util.a()V"));
        InlineDecision b = new InlineOracle(DEFAULTS, p, r).decide(
                new InlineSite(ROOT, 9, INVOKESTATIC, "pkg/Util", "b", "()V"), AT_ROOT);

        assertEquals("hot edge: 1% of the DCG raises the limit to 119 units", a.reason());
        assertEquals("callee too big: 120 > 119 units, the limit at 50% of the DCG", b.reason());
    }

    // ---- class hierarchy analysis ---------------------------------------------------------------

    @Test
    void interfaceCallWithOneLoadedImplementation_isGuardedByItsClass() {
        FakeResolver r = new FakeResolver().bodiless(AREA, ACC_PUBLIC | ACC_ABSTRACT).guest(CIRCLE, PUBLIC, 5)
                .cha(AREA, "pkg/Circle", CIRCLE);

        InlineDecision d = decide(r, site(INVOKEINTERFACE, AREA));

        Candidate expected = new Candidate(CIRCLE, r.method(CIRCLE).orElseThrow(), 0, 0, 0, 5, true,
                List.of("pkg/Circle"), 23, true, "small: 5 + 8 (guard) <= 23 units");
        assertEquals(new InlineDecision.Guarded(List.of(expected),
                "CHA: the only implementation loaded, small: 5 + 8 (guard) <= 23 units", List.of(expected)), d);
        assertEquals(7, d.growth());
    }

    @Test
    void chaTarget_isGuarded_evenBelowTheAlwaysInlineSize() {
        FakeResolver r = new FakeResolver().guest("pkg/A.get()I", PUBLIC, 1).cha("pkg/A.get()I", "pkg/A",
                "pkg/A.get()I");

        InlineDecision d = decide(r, site(INVOKEVIRTUAL, "pkg/A.get()I"));

        assertInstanceOf(InlineDecision.Guarded.class, d);
        assertEquals("CHA: the only implementation loaded, small: 1 + 8 (guard) <= 23 units", d.reason());
    }

    @Test
    void chaTargetInheritedByTwoClasses_isGuardedByBoth() {
        String round = "pkg/Round.area()D";
        FakeResolver r = new FakeResolver().bodiless(AREA, ACC_PUBLIC | ACC_ABSTRACT).guest(round, PUBLIC, 5)
                .cha(AREA, "pkg/Disc", round, "pkg/Circle", round);

        InlineDecision d = decide(r, site(INVOKEINTERFACE, AREA));

        assertEquals(List.of("pkg/Circle", "pkg/Disc"), d.inlined().get(0).guardClasses());
        assertEquals("CHA: the only implementation loaded, small: 5 + 9 (guard) <= 23 units", d.reason());
    }

    @Test
    void chaTarget_countsItsGuardAgainstTheLimit() {
        FakeResolver r = new FakeResolver().bodiless(AREA, ACC_PUBLIC | ACC_ABSTRACT).guest(CIRCLE, PUBLIC, 16)
                .cha(AREA, "pkg/Circle", CIRCLE);

        InlineDecision d = decide(r, site(INVOKEINTERFACE, AREA));

        assertEquals("callee too big: 16 + 8 (guard) > 23 units", d.reason());
    }

    @Test
    void severalImplementationsAndNoProfile_inlineNothing() {
        InlineDecision d = decide(shapes(5, 5), site(INVOKEINTERFACE, AREA));

        assertEquals(new InlineDecision.No("polymorphic: 3 implementations among loaded classes and no profile"), d);
    }

    @Test
    void noLoadedImplementation_inlinesNothing() {
        FakeResolver r = new FakeResolver().bodiless(AREA, ACC_PUBLIC | ACC_ABSTRACT).cha(AREA);

        assertEquals(new InlineDecision.No("no implementation among loaded classes"),
                decide(r, site(INVOKEINTERFACE, AREA)));
    }

    @Test
    void unknownReceiversAndNoProfile_inlineNothing() {
        FakeResolver r = new FakeResolver().host("java/util/List.size()I", ACC_PUBLIC | ACC_ABSTRACT);

        assertEquals(new InlineDecision.No("no profile, and the receivers of java/util/List are unknown"),
                decide(r, site(INVOKEINTERFACE, "java/util/List.size()I")));
    }

    // ---- profiled targets -----------------------------------------------------------------------

    @Test
    void monomorphicProfile_guardsItsTarget() {
        CallProfile p = new FakeProfile(1000).edge(ROOT, BCI, CIRCLE, 10);
        FakeResolver r = shapes(5, 5);

        InlineDecision d = decide(r, p, site(INVOKEINTERFACE, AREA));

        Candidate expected = new Candidate(CIRCLE, r.method(CIRCLE).orElseThrow(), 10, 1.0, 0.01, 5, true,
                List.of("pkg/Circle"), 119, true, "small: 5 + 8 (guard) <= 23 units");
        assertEquals(new InlineDecision.Guarded(List.of(expected),
                "profile: 100% of the site's weight, small: 5 + 8 (guard) <= 23 units", List.of(expected)), d);
    }

    @Test
    void hotProfiledTarget_mayBeBiggerThanThePlainLimit() {
        CallProfile p = new FakeProfile(1000).edge(ROOT, BCI, CIRCLE, 5);

        InlineDecision d = decide(shapes(50, 5), p, site(INVOKEINTERFACE, AREA));

        assertEquals("profile: 100% of the site's weight, hot edge: 0.5% of the DCG raises the limit to 71 units",
                d.reason());
    }

    @Test
    void bimorphicProfile_guardsBothTargets_heaviestFirst() {
        CallProfile p = new FakeProfile(10000).edge(ROOT, BCI, SQUARE, 40).edge(ROOT, BCI, CIRCLE, 60);

        InlineDecision d = decide(shapes(5, 7), p, site(INVOKEINTERFACE, AREA));

        InlineDecision.Guarded g = assertInstanceOf(InlineDecision.Guarded.class, d);
        assertEquals("profile: 2 targets hold 100% of the site's weight", g.reason());
        assertEquals(List.of(CIRCLE, SQUARE), g.targets().stream().map(Candidate::method).toList());
        assertEquals(List.of(0.6, 0.4), g.targets().stream().map(Candidate::siteShare).toList());
        assertEquals(List.of(80, 61), g.targets().stream().map(Candidate::limit).toList());
        assertEquals(List.of("small: 5 + 8 (guard) <= 23 units", "small: 7 + 8 (guard) <= 23 units"),
                g.targets().stream().map(Candidate::reason).toList());
        assertEquals(16, g.growth());
    }

    @Test
    void megamorphicProfile_inlinesNothing() {
        CallProfile p = new FakeProfile(100000).edge(ROOT, BCI, CIRCLE, 34).edge(ROOT, BCI, TRIANGLE, 33)
                .edge(ROOT, BCI, SQUARE, 33);

        InlineDecision d = decide(shapes(5, 5), p, site(INVOKEINTERFACE, AREA));

        assertEquals("polymorphic: no target holds 40% of the site's weight", d.reason());
        assertEquals(List.of(CIRCLE, SQUARE, TRIANGLE), d.candidates().stream().map(Candidate::method).toList());
        assertEquals(List.of("cold target: 34% < 40% of the site's weight",
                "cold target: 33% < 40% of the site's weight", "cold target: 33% < 40% of the site's weight"),
                d.candidates().stream().map(Candidate::reason).toList());
    }

    @Test
    void targetBelowTheGuardShare_isLeftToTheFallbackCall() {
        CallProfile p = new FakeProfile(100000).edge(ROOT, BCI, CIRCLE, 70).edge(ROOT, BCI, SQUARE, 30);

        InlineDecision d = decide(shapes(5, 5), p, site(INVOKEINTERFACE, AREA));

        assertEquals("profile: 70% of the site's weight, small: 5 + 8 (guard) <= 23 units", d.reason());
        assertEquals(List.of(CIRCLE), d.inlined().stream().map(Candidate::method).toList());
        assertEquals("cold target: 30% < 40% of the site's weight", d.candidates().get(1).reason());
    }

    @Test
    void guardShareOf40Percent_admitsATargetOfExactly40Percent() {
        CallProfile p = new FakeProfile(1000).edge(ROOT, BCI, CIRCLE, 60).edge(ROOT, BCI, SQUARE, 40);

        InlineDecision d = decide(shapes(5, 5), p, site(INVOKEINTERFACE, AREA));

        assertEquals(2, d.inlined().size());
    }

    /** What the oracle decided at {@code site} from the root, as a compilation's report of one site. */
    private static InlineReport reportOf(InlineSite site, InlineDecision d) {
        return new InlineReport(ROOT, 10, 150, List.of(new InlineReport.CallSite(site, List.of(ROOT), d, List.of())));
    }

    @Test
    void aTargetTheRootsLatestCompilationInlined_isKept_thoughItsShareFellBelowTheGuardShare() {
        InlineSite site = site(INVOKEINTERFACE, AREA);
        InlineHistory history = new InlineHistory();
        CallProfile before = new FakeProfile(100000).edge(ROOT, BCI, CIRCLE, 90).edge(ROOT, BCI, SQUARE, 10);
        InlineDecision first = new InlineOracle(DEFAULTS, before, shapes(5, 5), false, history).decide(site, AT_ROOT);
        history.record(reportOf(site, first));
        // the circles' calls were inlined, so no longer sampled; the squares' went on through the fallback
        CallProfile after = new FakeProfile(100000).edge(ROOT, BCI, SQUARE, 70).edge(ROOT, BCI, CIRCLE, 30);

        InlineDecision kept = new InlineOracle(DEFAULTS, after, shapes(5, 5), false, history).decide(site, AT_ROOT);
        InlineDecision flipped = new InlineOracle(DEFAULTS, after, shapes(5, 5)).decide(site, AT_ROOT);

        assertEquals(List.of(SQUARE, CIRCLE), kept.inlined().stream().map(Candidate::method).toList());
        assertEquals("previously inlined: level-2 code inlines it here (5 + 8 (guard) units, "
                + "30% of the site's weight)", kept.inlined().get(1).reason());
        assertEquals(List.of(SQUARE), flipped.inlined().stream().map(Candidate::method).toList());
    }

    @Test
    void aTargetAnotherRootInlinedAtTheSite_isKeptToo_untilThatRootIsCompiledWithoutIt() {
        String other = "pkg/Other.go()V";
        InlineSite site = site(INVOKEINTERFACE, AREA);
        InlineSite callOfRoot = site(other, INVOKESTATIC, ROOT);
        FakeResolver r = shapes(5, 5).guest(ROOT, STATIC, 5);
        InlineOracle before = new InlineOracle(DEFAULTS, new FakeProfile(100000).edge(ROOT, BCI, CIRCLE, 90), r);
        InlineContext inOther = InlineContext.root(other, 10);
        InlineReport.CallSite nested = new InlineReport.CallSite(site, List.of(other, ROOT),
                before.decide(site, inOther.enter(ROOT)), List.of());
        InlineHistory history = new InlineHistory();
        history.record(new InlineReport(other, 10, 150, List.of(new InlineReport.CallSite(callOfRoot, List.of(other),
                before.decide(callOfRoot, inOther), List.of(nested)))));
        CallProfile after = new FakeProfile(100000).edge(ROOT, BCI, SQUARE, 70).edge(ROOT, BCI, CIRCLE, 30);

        InlineDecision kept = new InlineOracle(DEFAULTS, after, r, false, history).decide(site, AT_ROOT);
        history.record(new InlineReport(other, 10, 150, List.of()));
        InlineDecision dropped = new InlineOracle(DEFAULTS, after, r, false, history).decide(site, AT_ROOT);

        assertEquals(List.of(SQUARE, CIRCLE), kept.inlined().stream().map(Candidate::method).toList());
        assertEquals(List.of(SQUARE), dropped.inlined().stream().map(Candidate::method).toList());
    }

    @Test
    void aBoundCalleeOverItsSizeLimit_isKept_whenTheRootsLatestCompilationInlinedIt_andOnlyThen() {
        FakeResolver r = new FakeResolver().guest("pkg/Util.big()V", STATIC, 40);
        InlineSite site = site(INVOKESTATIC, "pkg/Util.big()V");
        CallProfile hot = new FakeProfile(1000).edge(ROOT, BCI, "pkg/Util.big()V", 500);
        InlineHistory history = new InlineHistory();
        InlineDecision first = new InlineOracle(DEFAULTS, hot, r, false, history).decide(site, AT_ROOT);
        assertTrue(first instanceof InlineDecision.Yes, first.reason()); // a hot edge raises the limit
        history.record(reportOf(site, first));

        InlineDecision cold = new InlineOracle(DEFAULTS, CallProfile.EMPTY, r, false, history).decide(site, AT_ROOT);
        history.record(reportOf(site, new InlineDecision.No("gone", List.of())));
        InlineDecision forgotten = new InlineOracle(DEFAULTS, CallProfile.EMPTY, r, false, history).decide(site, AT_ROOT);

        assertTrue(cold instanceof InlineDecision.Yes, cold.reason());
        assertTrue(cold.reason().startsWith("previously inlined"), cold.reason());
        assertTrue(forgotten instanceof InlineDecision.No, forgotten.reason());
    }

    @Test
    void maxTargets_limitsTheGuardedTargetsOfOneSite() {
        InlineOptions lowShare = new InlineOptions(11, 23, 119, 0.01, 0.2, 1.0, 2, 5, 15, 4096, 0);
        CallProfile p = new FakeProfile(1000).edge(ROOT, BCI, CIRCLE, 40).edge(ROOT, BCI, SQUARE, 35)
                .edge(ROOT, BCI, TRIANGLE, 25);

        InlineDecision d = new InlineOracle(lowShare, p, shapes(5, 5)).decide(site(INVOKEINTERFACE, AREA), AT_ROOT);

        assertEquals("profile: 2 targets hold 75% of the site's weight", d.reason());
        assertEquals("target limit: at most 2 guarded targets per call site", d.candidates().get(2).reason());
    }

    @Test
    void maxTargetsOfZero_inlinesNoCallThatNeedsAGuard() {
        InlineOptions none = new InlineOptions(11, 23, 119, 0.01, 0.4, 1.0, 0, 5, 15, 4096, 0);
        CallProfile p = new FakeProfile(1000).edge(ROOT, BCI, CIRCLE, 40);

        InlineDecision d = new InlineOracle(none, p, shapes(5, 5)).decide(site(INVOKEINTERFACE, AREA), AT_ROOT);

        assertEquals(new InlineDecision.No("target limit: at most 0 guarded targets per call site",
                d.candidates()), d);
    }

    @Test
    void minorityTargetOnAHotEdge_isGuardedAsWell() {
        CallProfile p = new FakeProfile(1000).edge(ROOT, BCI, CIRCLE, 900).edge(ROOT, BCI, SQUARE, 60);

        InlineDecision d = decide(shapes(5, 5), p, site(INVOKEINTERFACE, AREA));

        InlineDecision.Guarded g = assertInstanceOf(InlineDecision.Guarded.class, d, d.reason());
        assertEquals(2, g.targets().size(), d.reason());
        assertEquals("hot edge: 6% of the DCG, though 6.25% < 40% of the site's weight; 5 + 8 (guard) <= 119 units",
                d.candidates().get(1).reason());
    }

    @Test
    void minorityTargetBelowTheGuardHotShare_isCold() {
        CallProfile p = new FakeProfile(100000).edge(ROOT, BCI, CIRCLE, 900).edge(ROOT, BCI, SQUARE, 60);

        InlineDecision d = decide(shapes(5, 5), p, site(INVOKEINTERFACE, AREA));

        assertEquals("cold target: 6.25% < 40% of the site's weight", d.candidates().get(1).reason());
    }

    @Test
    void guardHotShareOfOne_isJikesRvmsRule_theMinorityTargetOnAHotEdgeIsCold() {
        InlineOptions jikes = new InlineOptions(11, 23, 119, 0.01, 0.4, 1.0, 2, 5, 15, 4096, 0);
        CallProfile p = new FakeProfile(1000).edge(ROOT, BCI, CIRCLE, 900).edge(ROOT, BCI, SQUARE, 60);

        InlineDecision d = new InlineOracle(jikes, p, shapes(5, 5)).decide(site(INVOKEINTERFACE, AREA), AT_ROOT);

        assertEquals("cold target: 6.25% < 40% of the site's weight", d.candidates().get(1).reason());
    }

    @Test
    void heaviestTargetTooBig_isTheReasonWhenTheOthersAreCold() {
        CallProfile p = new FakeProfile(100000).edge(ROOT, BCI, CIRCLE, 70).edge(ROOT, BCI, SQUARE, 30);

        InlineDecision d = decide(shapes(200, 5), p, site(INVOKEINTERFACE, AREA));

        assertEquals("pkg/Circle.area()D: callee too big: 200 + 8 (guard) > 29 units, the limit at 0.07% of the DCG",
                d.reason());
    }

    @Test
    void budget_holdsTheSumOfTheGuardedTargetsGrowth() {
        CallProfile p = new FakeProfile(1000).edge(ROOT, BCI, CIRCLE, 60).edge(ROOT, BCI, SQUARE, 40);

        InlineDecision d = new InlineOracle(DEFAULTS, p, shapes(5, 5)).decide(site(INVOKEINTERFACE, AREA),
                AT_ROOT.grow(130));

        assertEquals("profile: 60% of the site's weight, small: 5 + 8 (guard) <= 23 units", d.reason());
        assertEquals("budget exhausted: 147 + 7 > 150 units (15 x the root's 10)", d.candidates().get(1).reason());
    }

    @Test
    void profiledTargetsClassHierarchyAnalysisCannotSelect_areIgnored() {
        CallProfile p = new FakeProfile(1000).edge(ROOT, BCI, "pkg/Gone.area()D", 50);
        FakeResolver r = new FakeResolver().bodiless(AREA, ACC_PUBLIC | ACC_ABSTRACT).guest(CIRCLE, PUBLIC, 5)
                .cha(AREA, "pkg/Circle", CIRCLE);

        InlineDecision d = decide(r, p, site(INVOKEINTERFACE, AREA));

        assertEquals("CHA: the only implementation loaded, small: 5 + 8 (guard) <= 23 units", d.reason());
        assertEquals(0.0, d.inlined().get(0).weight());
    }

    @Test
    void zeroWeightTargets_countAsNoProfile() {
        CallProfile p = new FakeProfile(1000).edge(ROOT, BCI, CIRCLE, 0);

        InlineDecision d = decide(shapes(5, 5), p, site(INVOKEINTERFACE, AREA));

        assertEquals("polymorphic: 3 implementations among loaded classes and no profile", d.reason());
    }

    @Test
    void profiledTargetOfUnknownReceivers_isGuardedByTheClassesThatSelectIt() {
        String run = "pkg/Task.run()V";
        FakeResolver r = new FakeResolver().host("java/lang/Runnable.run()V", ACC_PUBLIC | ACC_ABSTRACT)
                .guest(run, PUBLIC, 5).cha(run, "pkg/Task", run, "pkg/LongTask", "pkg/LongTask.run()V");
        CallProfile p = new FakeProfile(1000).edge(ROOT, BCI, run, 10);

        InlineDecision d = decide(r, p, site(INVOKEINTERFACE, "java/lang/Runnable.run()V"));

        assertEquals(List.of("pkg/Task"), d.inlined().get(0).guardClasses());
    }

    @Test
    void profiledTargetNoLoadedClassSelects_hasNothingToGuardWith() {
        String run = "pkg/Base.run()V";
        FakeResolver r = new FakeResolver().host("java/lang/Runnable.run()V", ACC_PUBLIC | ACC_ABSTRACT)
                .guest(run, PUBLIC, 5).cha(run, "pkg/Sub", "pkg/Sub.run()V");
        CallProfile p = new FakeProfile(1000).edge(ROOT, BCI, run, 10);

        InlineDecision d = decide(r, p, site(INVOKEINTERFACE, "java/lang/Runnable.run()V"));

        assertEquals("no loaded class to test in a guard", d.reason());
    }

    @Test
    void profiledTargetNoLoadedClassDeclares_isNotFound() {
        FakeResolver r = new FakeResolver().host("java/lang/Runnable.run()V", ACC_PUBLIC | ACC_ABSTRACT);
        CallProfile p = new FakeProfile(1000).edge(ROOT, BCI, "pkg/Gone.run()V", 10);

        InlineDecision d = decide(r, p, site(INVOKEINTERFACE, "java/lang/Runnable.run()V"));

        assertEquals(new InlineDecision.No("not found among loaded classes", List.of(new Candidate("pkg/Gone.run()V",
                null, 10, 1.0, 0.01, -1, true, List.of(), -1, false, "not found among loaded classes"))), d);
    }

    @Test
    void profiledTargetOnTheInlinePath_isRecursive() {
        CallProfile p = new FakeProfile(1000).edge(CIRCLE, BCI, CIRCLE, 10);

        InlineDecision d = new InlineOracle(DEFAULTS, p, shapes(5, 5)).decide(site(CIRCLE, INVOKEINTERFACE, AREA),
                InlineContext.root(CIRCLE, 5));

        assertEquals("recursive: already 1 time on inline path", d.reason());
    }

    @Test
    void synchronizedTarget_isInlinedAndKeepsItsMonitor() {
        FakeResolver r = new FakeResolver().bodiless(AREA, ACC_PUBLIC | ACC_ABSTRACT)
                .guest(CIRCLE, PUBLIC | ACC_SYNCHRONIZED, 5).cha(AREA, "pkg/Circle", CIRCLE);
        CallProfile p = new FakeProfile(1000).edge(ROOT, BCI, CIRCLE, 10);

        InlineDecision d = decide(r, p, site(INVOKEINTERFACE, AREA));

        assertTrue(d.inlined().get(0).keepsMonitor());
        assertEquals("profile: 100% of the site's weight, small: 13 + 8 (guard) <= 23 units", d.reason());
    }

    // ---- the context --------------------------------------------------------------------------

    @Test
    void decide_refusesASiteOutsideTheContextsCaller() {
        InlineOracle oracle = new InlineOracle(DEFAULTS, CallProfile.EMPTY, new FakeResolver());

        IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
                () -> oracle.decide(site("pkg/Other.f()V", INVOKESTATIC, "pkg/Util.m()V"), AT_ROOT));

        assertEquals("site pkg/Other.f()V @7 is not in the context's caller pkg/Main.run()V", e.getMessage());
    }

    // ---- the stress mode (--inline-stress) -------------------------------------------------------

    @Test
    void stress_inlinesPastTheSizeAndDepthLimits_withinTheBudget() {
        FakeResolver r = new FakeResolver().guest("pkg/Util.big()V", STATIC, 100).guest("pkg/Util.huge()V", STATIC, 150);
        InlineOracle oracle = new InlineOracle(DEFAULTS, CallProfile.EMPTY, r, true);

        InlineDecision big = oracle.decide(site(INVOKESTATIC, "pkg/Util.big()V"), atDepth(7));
        InlineDecision huge = oracle.decide(site(INVOKESTATIC, "pkg/Util.huge()V"), AT_ROOT);

        assertInstanceOf(InlineDecision.Yes.class, big);
        assertEquals("stress: 100 units, over the limit of 23", big.reason());
        assertInstanceOf(InlineDecision.No.class, huge);
        assertEquals("budget exhausted: 10 + 144 > 150 units (15 x the root's 10)", huge.reason());
    }

    @Test
    void stress_guardsThePolymorphicSitesFirstImplementations_withoutProfile() {
        InlineDecision d = new InlineOracle(DEFAULTS, CallProfile.EMPTY, shapes(4, 4), true)
                .decide(site(INVOKEINTERFACE, AREA), AT_ROOT);

        assertInstanceOf(InlineDecision.Guarded.class, d);
        assertEquals("stress: 2 of 3 implementations among loaded classes", d.reason());
        assertEquals(List.of(CIRCLE, SQUARE), d.inlined().stream().map(Candidate::method).toList());
        assertEquals("target limit: at most 2 guarded targets per call site", d.candidates().get(2).reason());
    }

    @Test
    void stress_takesColdProfiledTargets_upToTheTargetLimit() {
        CallProfile p = new FakeProfile(100).edge(ROOT, BCI, CIRCLE, 90).edge(ROOT, BCI, SQUARE, 6)
                .edge(ROOT, BCI, TRIANGLE, 4);

        InlineDecision d = new InlineOracle(DEFAULTS, p, shapes(4, 4), true).decide(site(INVOKEINTERFACE, AREA), AT_ROOT);

        assertEquals(List.of(CIRCLE, SQUARE), d.inlined().stream().map(Candidate::method).toList());
    }

    @Test
    void stress_stillNeverInlinesARecursiveCall() {
        FakeResolver r = new FakeResolver().guest(ROOT, STATIC, 5);

        InlineDecision d = new InlineOracle(DEFAULTS, CallProfile.EMPTY, r, true).decide(site(INVOKESTATIC, ROOT), AT_ROOT);

        assertEquals("recursive: already 1 time on inline path", d.reason());
    }
}
