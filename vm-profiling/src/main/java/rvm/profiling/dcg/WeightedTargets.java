package rvm.profiling.dcg;

import java.util.List;

/**
 * The targets of one call site with their weights. A site that has only ever called one method
 * (most of them) is held as a single (callee, weight) pair, a polymorphic site as a table; both
 * answer through this interface, so that a reader such as an inliner need not care which.
 *
 * <p>Instances a reader gets from {@link DcgRepository} are copies: they do not change when the
 * repository does.
 */
public interface WeightedTargets {

    /** The sum of the targets' weights. */
    double totalWeight();

    /** The targets, heaviest first (ties by callee name); never empty. */
    List<Target> targets();

    /** How many distinct targets the site has. */
    int size();

    /** The heaviest target. */
    default Target heaviest() {
        return targets().get(0);
    }

    /** The weight of {@code callee} at this site, 0 if it is not a target. */
    double weightOf(String callee);
}
