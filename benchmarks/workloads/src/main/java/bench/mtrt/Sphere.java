package bench.mtrt;

/** A sphere: about 90% of the primitives of the scene. */
final class Sphere extends Primitive {

    private final Vec center;
    private final double radius;
    private final Surface surface;

    Sphere(Vec center, double radius, Surface surface) {
        this.center = center;
        this.radius = radius;
        this.surface = surface;
    }

    @Override
    boolean intersect(Ray ray, Hit hit) {
        Vec offset = ray.origin().minus(center);
        double b = offset.dot(ray.direction());
        double disc = b * b - offset.dot(offset) + radius * radius;
        if (disc < 0) {
            return false;
        }
        double root = Math.sqrt(disc);
        return hit.offer(-b - root, this) || hit.offer(-b + root, this);
    }

    @Override
    Vec normalAt(Vec point) {
        return point.minus(center).times(1.0 / radius);
    }

    @Override
    Surface surfaceAt(Vec point) {
        return surface;
    }
}
