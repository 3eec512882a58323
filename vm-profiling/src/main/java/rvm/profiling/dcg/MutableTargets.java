package rvm.profiling.dcg;

/**
 * What {@link DcgRepository} does to a site's targets; readers only ever see copies, through
 * {@link WeightedTargets}.
 */
interface MutableTargets extends WeightedTargets {

    /**
     * Adds {@code weight} to {@code callee}.
     *
     * @return the site's targets from now on: this object, or a new representation when a single
     *         target has become several
     */
    MutableTargets add(String callee, double weight);

    /** Multiplies every weight by {@code factor}. */
    void scale(double factor);

    /** A copy that later changes to this object do not reach. */
    MutableTargets copy();
}
