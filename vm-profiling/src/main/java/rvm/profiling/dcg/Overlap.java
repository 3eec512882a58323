package rvm.profiling.dcg;

import java.util.Map;

/**
 * The accuracy metric of the call-graph sampling papers (Arnold and Grove, CGO 2005): the overlap
 * of two profiles is the sum, over every call edge (caller, bytecode index, callee), of the
 * smaller of the edge's shares of its profile's total weight, in percent. Identical distributions
 * overlap 100%, profiles with no edge in common 0%. It is symmetric, and blind to scale: a profile
 * overlaps 100% with itself times any factor.
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

    private static Map<Edge.Key, Double> requireWeight(DcgProfile p, String which) {
        Map<Edge.Key, Double> shares = p.shares();
        if (shares.isEmpty()) {
            throw new IllegalArgumentException("the " + which + " profile (" + p.profile() + ") has no weighted edges");
        }
        return shares;
    }
}
