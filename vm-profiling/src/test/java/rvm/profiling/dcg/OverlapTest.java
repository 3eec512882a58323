package rvm.profiling.dcg;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

class OverlapTest {

    private static final String M = "p/Main.main([Ljava/lang/String;)V";
    private static final String A = "p/A.run()V";
    private static final String B = "p/B.run()V";

    private static DcgProfile profile(Edge... edges) {
        double total = 0;
        for (Edge e : edges) {
            total += e.weight();
        }
        return new DcgProfile("test", Map.of(), total, edges.length, List.of(edges));
    }

    @Test
    void profileWithItself_is100() {
        DcgProfile p = profile(new Edge(M, 1, A, 3), new Edge(M, 2, B, 7), new Edge(A, 0, B, 1));

        assertEquals(100.0, Overlap.percent(p, p), 1e-9);
    }

    @Test
    void scaledProfile_is100() {
        DcgProfile p = profile(new Edge(M, 1, A, 3), new Edge(M, 2, B, 7));
        DcgProfile scaled = profile(new Edge(M, 1, A, 30), new Edge(M, 2, B, 70));

        assertEquals(100.0, Overlap.percent(p, scaled), 1e-9);
    }

    @Test
    void sumOfSmallerShares_isSymmetric() {
        // shares A: 50/50; B: 75/25 -> min 50 + min 25 = 75
        DcgProfile a = profile(new Edge(M, 1, A, 1), new Edge(M, 1, B, 1));
        DcgProfile b = profile(new Edge(M, 1, A, 3), new Edge(M, 1, B, 1));

        assertEquals(75.0, Overlap.percent(a, b), 1e-9);
        assertEquals(75.0, Overlap.percent(b, a), 1e-9);
    }

    @Test
    void edgesDifferingOnlyInBci_doNotOverlap() {
        DcgProfile a = profile(new Edge(M, 1, A, 1));
        DcgProfile b = profile(new Edge(M, 2, A, 1));

        assertEquals(0.0, Overlap.percent(a, b), 1e-9);
    }

    @Test
    void profileWithoutWeight_cannotBeCompared() {
        DcgProfile a = profile(new Edge(M, 1, A, 1));
        DcgProfile empty = profile();

        IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> Overlap.percent(a, empty));

        assertEquals("the second profile (test) has no weighted edges", e.getMessage());
    }

    @Test
    void differences_listEveryEdgeOfEitherProfileThatDiffers_largestFirst() {
        DcgProfile a = profile(new Edge(M, 1, A, 2), new Edge(M, 2, B, 1), new Edge(A, 0, B, 1));
        DcgProfile b = profile(new Edge(M, 1, A, 1), new Edge(M, 2, B, 1), new Edge(M, 3, B, 2));

        List<Overlap.Difference> d = Overlap.differences(a, b);

        assertEquals(List.of(
                new Overlap.Difference(new Edge.Key(M, 3, B), 0, 0.5),
                new Overlap.Difference(new Edge.Key(A, 0, B), 0.25, 0),
                new Overlap.Difference(new Edge.Key(M, 1, A), 0.5, 0.25)), d);
    }

    @Test
    void overlapLacksOf100_halfTheSumOfTheDifferences() {
        DcgProfile a = profile(new Edge(M, 1, A, 2), new Edge(M, 2, B, 1), new Edge(A, 0, B, 1));
        DcgProfile b = profile(new Edge(M, 1, A, 1), new Edge(M, 2, B, 1), new Edge(M, 3, B, 2));

        double sum = Overlap.differences(a, b).stream().mapToDouble(x -> Math.abs(x.difference())).sum();

        assertEquals(100 - 50 * sum, Overlap.percent(a, b), 1e-9);
    }
}
