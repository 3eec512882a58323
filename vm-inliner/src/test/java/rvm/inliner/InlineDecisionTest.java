package rvm.inliner;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.util.List;
import org.objectweb.asm.Opcodes;
import org.junit.jupiter.api.Test;

class InlineDecisionTest {

    private static final Callee A = new Callee("pkg/A.a()V", Opcodes.ACC_PUBLIC, false, true,
            Methods.ofSize(Opcodes.ACC_PUBLIC, "a", "()V", 15), null);
    private static final Callee B = new Callee("pkg/B.a()V", Opcodes.ACC_PUBLIC, false, true,
            Methods.ofSize(Opcodes.ACC_PUBLIC, "a", "()V", 5), null);

    private static Candidate guarded(Callee c, int size, int classes) {
        List<String> guard = classes == 1 ? List.of(c.owner()) : List.of(c.owner(), c.owner() + "Sub");
        return new Candidate(c.method(), c, 10, 0.5, 0.01, size, true, guard, 119, true, "small");
    }

    @Test
    void growth_ofNo_isZero() {
        assertEquals(0, new InlineDecision.No("native").growth());
    }

    @Test
    void growth_ofYes_isTheTargetsCostLessTheCall() {
        Candidate a = new Candidate(A.method(), A, 0, 0, 0, 15, false, List.of(), 23, true, "small: 15 <= 23 units");

        assertEquals(9, new InlineDecision.Yes(a, "small: 15 <= 23 units", List.of(a)).growth());
    }

    @Test
    void growth_ofGuarded_addsEachTargetsCostWithItsGuard_lessTheCallItReplaces() {
        Candidate a = guarded(A, 15, 1); // 15 + 8 - 6
        Candidate b = guarded(B, 5, 2);  // 5 + 9 - 6

        assertEquals(17 + 8, new InlineDecision.Guarded(List.of(a, b), "profile", List.of(a, b)).growth());
    }

    @Test
    void yes_refusesATargetThatNeedsAGuard() {
        Candidate a = guarded(A, 15, 1);

        IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
                () -> new InlineDecision.Yes(a, "small", List.of(a)));

        assertEquals("a Yes decision inlines one of its candidates without a guard: pkg/A.a()V", e.getMessage());
    }

    @Test
    void guarded_refusesATargetWithoutGuard() {
        Candidate a = new Candidate(A.method(), A, 0, 0, 0, 15, false, List.of(), 23, true, "small");

        IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
                () -> new InlineDecision.Guarded(List.of(a), "profile", List.of(a)));

        assertEquals("a Guarded decision inlines candidates that need a guard: pkg/A.a()V", e.getMessage());
    }

    @Test
    void no_refusesAnInlinedCandidate() {
        Candidate a = guarded(A, 15, 1);

        IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
                () -> new InlineDecision.No("x", List.of(a)));

        assertEquals("a No decision inlines no candidate", e.getMessage());
    }

    @Test
    void candidate_refusesAnInlinedTargetThatNeedsAGuardButHasNoClassToTest() {
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
                () -> new Candidate(A.method(), A, 0, 0, 0, 15, true, List.of(), 23, true, "small"));

        assertEquals("an inlined target needs its callee, its size, and guard classes exactly when it needs a guard: "
                + "pkg/A.a()V", e.getMessage());
    }
}
