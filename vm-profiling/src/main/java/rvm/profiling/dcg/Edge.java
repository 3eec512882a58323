package rvm.profiling.dcg;

import java.util.Comparator;
import java.util.Objects;

/**
 * A weighted call edge of a dynamic call graph: call site (caller, bytecode index) to callee.
 *
 * @param caller the calling method (see {@link CallSiteKey#caller()}); never null
 * @param bci    the call's bytecode index in the caller, or -1 when unknown
 * @param callee the called guest method, {@code pkg/Cls.name(Desc)Ret}; never null
 * @param weight the edge's weight, finite and at least 0
 */
public record Edge(String caller, int bci, String callee, double weight) {

    /** Heaviest first, then by caller, index and callee, so that orders are the same on every run. */
    public static final Comparator<Edge> HEAVIEST_FIRST = Comparator.comparingDouble(Edge::weight).reversed()
            .thenComparing(Edge::caller).thenComparingInt(Edge::bci).thenComparing(Edge::callee);

    public Edge {
        Objects.requireNonNull(caller, "caller");
        Objects.requireNonNull(callee, "callee");
        if (!(weight >= 0) || Double.isInfinite(weight)) {
            throw new IllegalArgumentException("weight must be a finite number at least 0: " + weight);
        }
    }

    /** The edge's call site. */
    public CallSiteKey site() {
        return new CallSiteKey(caller, bci);
    }

    /** The edge without its weight: what two profiles compare edges by. */
    public Key key() {
        return new Key(caller, bci, callee);
    }

    /** An edge's identity: (caller, bytecode index, callee). */
    public record Key(String caller, int bci, String callee) {
    }
}
