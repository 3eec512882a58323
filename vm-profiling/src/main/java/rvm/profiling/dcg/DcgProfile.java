package rvm.profiling.dcg;

import java.util.Collections;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Objects;

/**
 * A finished dynamic call graph, as written to and read from a DCG file: which profiler made it,
 * with which options, and its edges.
 *
 * @param profile     the profiler: {@code exact}, {@code cbs}, {@code timer}, ...; never null
 * @param options     the options in force, name to value (String, Number or Boolean), in the
 *                    order given; never null
 * @param totalWeight the sum of the edges' weights
 * @param samples     how many samples (or counted calls) went in, not decayed
 * @param edges       the edges, heaviest first; never null
 */
public record DcgProfile(String profile, Map<String, Object> options, double totalWeight, long samples,
                         List<Edge> edges) {

    public DcgProfile {
        Objects.requireNonNull(profile, "profile");
        options = Collections.unmodifiableMap(new LinkedHashMap<>(options));
        edges = edges.stream().sorted(Edge.HEAVIEST_FIRST).toList();
    }

    /**
     * A weight for people to read: a whole number without a fraction ({@code 12}), any other with
     * two decimals ({@code 3.25}).
     */
    public static String weightText(double w) {
        return w == Math.rint(w) && Math.abs(w) < 0x1p53 ? Long.toString((long) w)
                : String.format(Locale.ROOT, "%.2f", w);
    }

    /**
     * Each edge's share of the total weight, by edge identity; empty for a profile of no weight.
     * Two edges of the same identity (which no DCG file holds, but a profile made in code may) add up.
     */
    public Map<Edge.Key, Double> shares() {
        double total = 0;
        for (Edge e : edges) {
            total += e.weight();
        }
        Map<Edge.Key, Double> shares = new HashMap<>();
        if (total > 0) {
            for (Edge e : edges) {
                shares.merge(e.key(), e.weight() / total, Double::sum);
            }
        }
        return shares;
    }
}
