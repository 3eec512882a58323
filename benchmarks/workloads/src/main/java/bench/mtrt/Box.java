package bench.mtrt;

/** An axis-aligned box between the corners {@code min} and {@code max}, intersected by slabs. */
final class Box extends Primitive {

    private static final Vec[] FACE_NORMALS = {
        new Vec(-1, 0, 0), new Vec(1, 0, 0), new Vec(0, -1, 0),
        new Vec(0, 1, 0), new Vec(0, 0, -1), new Vec(0, 0, 1),
    };

    private final Vec min;
    private final Vec max;
    private final Surface surface;

    Box(Vec min, Vec max, Surface surface) {
        this.min = min;
        this.max = max;
        this.surface = surface;
    }

    @Override
    boolean intersect(Ray ray, Hit hit) {
        Vec o = ray.origin();
        Vec d = ray.direction();
        double[] span = {Hit.EPSILON, hit.t()};
        boolean crossed = clip(o.x(), d.x(), min.x(), max.x(), span)
                && clip(o.y(), d.y(), min.y(), max.y(), span)
                && clip(o.z(), d.z(), min.z(), max.z(), span);
        return crossed && hit.offer(span[0], this);
    }

    /** Narrows {@code span} to where the ray is between {@code lo} and {@code hi} on one axis. */
    private static boolean clip(double origin, double direction, double lo, double hi, double[] span) {
        if (Math.abs(direction) < 1e-12) {
            return origin >= lo && origin <= hi;
        }
        double near = (lo - origin) / direction;
        double far = (hi - origin) / direction;
        span[0] = Math.max(span[0], Math.min(near, far));
        span[1] = Math.min(span[1], Math.max(near, far));
        return span[0] <= span[1];
    }

    @Override
    Vec normalAt(Vec point) {
        double[] distances = {
            point.x() - min.x(), max.x() - point.x(), point.y() - min.y(),
            max.y() - point.y(), point.z() - min.z(), max.z() - point.z(),
        };
        int face = 0;
        for (int i = 1; i < distances.length; i++) {
            if (Math.abs(distances[i]) < Math.abs(distances[face])) {
                face = i;
            }
        }
        return FACE_NORMALS[face];
    }

    @Override
    Surface surfaceAt(Vec point) {
        return surface;
    }
}
