package rvm.inliner;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/** A dynamic call graph written out by hand, with an explicit total weight. */
final class FakeProfile implements CallProfile {

    private final double total;
    private final Map<String, List<Target>> sites = new HashMap<>();

    FakeProfile(double total) {
        this.total = total;
    }

    /** Adds the edge (caller, bci) to callee of {@code weight}. */
    FakeProfile edge(String caller, int bci, String callee, double weight) {
        sites.computeIfAbsent(caller + " @" + bci, k -> new ArrayList<>()).add(new Target(callee, weight));
        return this;
    }

    @Override
    public double totalWeight() {
        return total;
    }

    @Override
    public List<Target> targets(String caller, int bci) {
        return sites.getOrDefault(caller + " @" + bci, List.of());
    }
}
