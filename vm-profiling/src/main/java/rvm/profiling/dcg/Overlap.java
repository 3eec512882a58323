package rvm.profiling.dcg;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Map;

/**
 * The accuracy metric of the call-graph sampling papers (Arnold and Grove, CGO 2005): the overlap
 * of two profiles is the sum, over every call edge (caller, bytecode index, callee), of the
 * smaller of the edge's shares of its profile's total weight, in percent. Identical distributions
 * overlap 100%, profiles with no edge in common 0%. It is symmetric, and blind to scale: a profile
 * overlaps 100% with itself times any factor.
 *
 * <p>Since {@code min(a, b) = (a + b - |a - b|) / 2}, the overlap falls short of 100% by exactly half the sum
 * of the edges' share {@linkplain #differences differences}: those say where two profiles disagree.
 */
public final class Overlap {

    private Overlap() {
    }

    /**
     * The overlap of {@code a} and {@code b}, in percent.
     *
     * @throws IllegalArgumentException when either profile has no weight: it has no shares to
     *                                  compare
     */
    public static double percent(DcgProfile a, DcgProfile b) {
        Map<Edge.Key, Double> sa = requireWeight(a, "first");
        Map<Edge.Key, Double> sb = requireWeight(b, "second");
        Map<Edge.Key, Double> small = sa.size() <= sb.size() ? sa : sb;
        Map<Edge.Key, Double> large = small == sa ? sb : sa;
        double sum = 0;
        for (Map.Entry<Edge.Key, Double> e : small.entrySet()) {
            Double other = large.get(e.getKey());
            if (other != null) {
                sum += Math.min(e.getValue(), other);
            }
        }
        return Math.min(100.0, 100.0 * sum);
    }

    /**
     * An edge's share of the total weight in two profiles, 0 where a profile lacks the edge.
     *
     * @param edge   the edge (caller, bytecode index, callee)
     * @param shareA its share in the first profile, in [0, 1]
     * @param shareB its share in the second profile, in [0, 1]
     */
    public record Difference(Edge.Key edge, double shareA, double shareB) {

        /** {@code shareB - shareA}: positive where the second profile gives the edge more. */
        public double difference() {
            return shareB - shareA;
        }
    }

    /** Ties between equal differences go by caller, bytecode index, then callee. */
    private static final Comparator<Difference> LARGEST_FIRST = Comparator
            .comparingDouble((Difference d) -> -Math.abs(d.difference()))
            .thenComparing(d -> d.edge().caller()).thenComparingInt(d -> d.edge().bci())
            .thenComparing(d -> d.edge().callee());

    /**
     * Every edge whose shares in {@code a} and {@code b} differ, the largest absolute difference
     * first: what one profile sees more of than the other (a sampler's misses, against an exact
     * profile).
     *
     * @throws IllegalArgumentException when either profile has no weight, as {@link #percent}
     */
    public static List<Difference> differences(DcgProfile a, DcgProfile b) {
        Map<Edge.Key, Double> sa = requireWeight(a, "first");
        Map<Edge.Key, Double> sb = requireWeight(b, "second");
        List<Difference> list = new ArrayList<>();
        for (Map.Entry<Edge.Key, Double> e : sa.entrySet()) {
            list.add(new Difference(e.getKey(), e.getValue(), sb.getOrDefault(e.getKey(), 0.0)));
        }
        for (Map.Entry<Edge.Key, Double> e : sb.entrySet()) {
            if (!sa.containsKey(e.getKey())) {
                list.add(new Difference(e.getKey(), 0.0, e.getValue()));
            }
        }
        list.removeIf(d -> d.difference() == 0);
        list.sort(LARGEST_FIRST);
        return list;
    }

    private static Map<Edge.Key, Double> requireWeight(DcgProfile p, String which) {
        Map<Edge.Key, Double> shares = p.shares();
        if (shares.isEmpty()) {
            throw new IllegalArgumentException("the " + which + " profile (" + p.profile() + ") has no weighted edges");
        }
        return shares;
    }
}
