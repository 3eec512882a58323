package rvm.profiling.dcg;

import java.util.List;

/**
 * A call site's targets while it has only one: the callee and its weight, no table.
 *
 * <p>Constraints: mutated only by {@link DcgRepository}, under the site's lock.
 */
final class SingleTarget implements MutableTargets {

    private final String callee;
    private double weight;

    SingleTarget(String callee, double weight) {
        this.callee = callee;
        this.weight = weight;
    }

    /** Adds {@code w} to {@code to}: this object if it is this site's callee, else a table of both. */
    @Override
    public MutableTargets add(String to, double w) {
        if (to.equals(callee)) {
            weight += w;
            return this;
        }
        ManyTargets many = new ManyTargets();
        many.add(callee, weight);
        many.add(to, w);
        return many;
    }

    @Override
    public void scale(double factor) {
        weight *= factor;
    }

    @Override
    public SingleTarget copy() {
        return new SingleTarget(callee, weight);
    }

    @Override
    public double totalWeight() {
        return weight;
    }

    @Override
    public List<Target> targets() {
        return List.of(new Target(callee, weight));
    }

    @Override
    public int size() {
        return 1;
    }

    @Override
    public double weightOf(String c) {
        return callee.equals(c) ? weight : 0;
    }

    @Override
    public String toString() {
        return callee + "=" + weight;
    }
}
