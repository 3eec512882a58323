package rvm.profiling.dcg;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * A polymorphic call site's targets: callee to weight.
 *
 * <p>Constraints: mutated only by {@link DcgRepository}, under the site's lock.
 */
final class ManyTargets implements MutableTargets {

    /** Callee to its weight, in a one-element array so that adding to it does not box. */
    private final Map<String, double[]> weights = new HashMap<>();
    private double total;

    @Override
    public ManyTargets add(String callee, double w) {
        weights.computeIfAbsent(callee, k -> new double[1])[0] += w;
        total += w;
        return this;
    }

    @Override
    public void scale(double factor) {
        total = 0;
        for (double[] w : weights.values()) {
            w[0] *= factor;
            total += w[0];
        }
    }

    @Override
    public ManyTargets copy() {
        ManyTargets c = new ManyTargets();
        weights.forEach((callee, w) -> c.add(callee, w[0]));
        return c;
    }

    @Override
    public double totalWeight() {
        return total;
    }

    @Override
    public List<Target> targets() {
        List<Target> list = new ArrayList<>(weights.size());
        weights.forEach((callee, w) -> list.add(new Target(callee, w[0])));
        list.sort(Target.HEAVIEST_FIRST);
        return list;
    }

    @Override
    public int size() {
        return weights.size();
    }

    @Override
    public double weightOf(String callee) {
        double[] w = weights.get(callee);
        return w == null ? 0 : w[0];
    }

    @Override
    public String toString() {
        return targets().toString();
    }
}
