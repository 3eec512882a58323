package bench.mtrt;

/**
 * The scene: the roots of the shape graph (a floor plane and bounding groups), the lights and
 * the sky. The {@code root.intersect} sites see mostly {@link Group}s.
 */
final class Scene {

    private static final Vec HORIZON = new Vec(0.85, 0.88, 0.95);
    private static final Vec ZENITH = new Vec(0.25, 0.45, 0.85);

    private final Shape[] roots;
    private final Light[] lights;
    private final Vec ambient;

    Scene(Shape[] roots, Light[] lights, Vec ambient) {
        this.roots = roots;
        this.lights = lights;
        this.ambient = ambient;
    }

    /** The nearest hit along {@code ray}; {@link Hit#found} is false if the ray escapes. */
    Hit nearest(Ray ray) {
        Hit hit = new Hit(Double.POSITIVE_INFINITY);
        for (Shape root : roots) {
            root.intersect(ray, hit);
        }
        return hit;
    }

    /** Whether something lies on {@code ray} nearer than {@code distance}. */
    boolean occluded(Ray ray, double distance) {
        Hit hit = new Hit(distance);
        for (Shape root : roots) {
            if (root.intersect(ray, hit)) {
                return true;
            }
        }
        return false;
    }

    int lightCount() {
        return lights.length;
    }

    Light light(int index) {
        return lights[index];
    }

    Vec ambient() {
        return ambient;
    }

    /** The sky colour in the direction of {@code ray}. */
    Vec background(Ray ray) {
        return HORIZON.mix(ZENITH, Math.max(0, ray.direction().y()));
    }
}
