package bench.mtrt;

/** A half-line from {@code origin} along the unit vector {@code direction}. */
final class Ray {

    private final Vec origin;
    private final Vec direction;

    Ray(Vec origin, Vec direction) {
        this.origin = origin;
        this.direction = direction;
    }

    Vec origin() {
        return origin;
    }

    Vec direction() {
        return direction;
    }

    /** The point at distance {@code t} along the ray. */
    Vec at(double t) {
        return origin.plus(direction.times(t));
    }
}
