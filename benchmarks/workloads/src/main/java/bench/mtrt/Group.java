package bench.mtrt;

/**
 * A bounding-volume node: its children are tested only if the ray crosses its bounding
 * sphere. The {@code child.intersect} site is skewed: about 85% of its receivers are
 * {@link Sphere}, the rest {@link Box}, {@link Triangle} and nested groups.
 */
final class Group extends Shape {

    private final Shape[] children;
    private final Vec center;
    private final double radius;

    Group(Shape[] children, Vec center, double radius) {
        this.children = children;
        this.center = center;
        this.radius = radius;
    }

    @Override
    boolean intersect(Ray ray, Hit hit) {
        if (!bounds(ray, hit.t())) {
            return false;
        }
        boolean found = false;
        for (Shape child : children) {
            found |= child.intersect(ray, hit);
        }
        return found;
    }

    /** Whether {@code ray} crosses the bounding sphere before {@code limit}. */
    private boolean bounds(Ray ray, double limit) {
        Vec offset = ray.origin().minus(center);
        double b = offset.dot(ray.direction());
        double disc = b * b - offset.dot(offset) + radius * radius;
        if (disc < 0) {
            return false;
        }
        double root = Math.sqrt(disc);
        return -b + root > Hit.EPSILON && -b - root < limit;
    }
}
