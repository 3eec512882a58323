package bench.mtrt;

/**
 * The nearest intersection found so far along one ray. Shapes offer candidate distances; only
 * a distance beyond {@link #EPSILON} and nearer than the current one is kept.
 */
final class Hit {

    static final double EPSILON = 1e-6;

    private double t;
    private Primitive shape;

    /** A hit with nothing found nearer than {@code limit}. */
    Hit(double limit) {
        this.t = limit;
    }

    /** Keeps {@code candidate} as the nearest hit if it is; returns whether it was kept. */
    boolean offer(double candidate, Primitive by) {
        if (candidate <= EPSILON || candidate >= t) {
            return false;
        }
        t = candidate;
        shape = by;
        return true;
    }

    double t() {
        return t;
    }

    boolean found() {
        return shape != null;
    }

    /** The shape hit; null if none was found. */
    Primitive shape() {
        return shape;
    }
}
