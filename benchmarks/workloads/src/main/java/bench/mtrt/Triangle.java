package bench.mtrt;

/** A triangle, intersected by the Moeller-Trumbore method. */
final class Triangle extends Primitive {

    private final Vec a;
    private final Vec edge1;
    private final Vec edge2;
    private final Vec normal;
    private final Surface surface;

    Triangle(Vec a, Vec b, Vec c, Surface surface) {
        this.surface = surface;
        this.a = a;
        this.edge1 = b.minus(a);
        this.edge2 = c.minus(a);
        this.normal = edge1.cross(edge2).normalized();
    }

    @Override
    boolean intersect(Ray ray, Hit hit) {
        Vec p = ray.direction().cross(edge2);
        double det = edge1.dot(p);
        if (Math.abs(det) < 1e-12) {
            return false;
        }
        double inverse = 1.0 / det;
        Vec s = ray.origin().minus(a);
        double u = s.dot(p) * inverse;
        if (u < 0 || u > 1) {
            return false;
        }
        Vec q = s.cross(edge1);
        double v = ray.direction().dot(q) * inverse;
        if (v < 0 || u + v > 1) {
            return false;
        }
        return hit.offer(edge2.dot(q) * inverse, this);
    }

    @Override
    Vec normalAt(Vec point) {
        return normal;
    }

    @Override
    Surface surfaceAt(Vec point) {
        return surface;
    }
}
