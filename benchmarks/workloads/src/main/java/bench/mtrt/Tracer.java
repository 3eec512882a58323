package bench.mtrt;

/**
 * Follows rays through the scene: finds the nearest hit, then lets the hit's material shade
 * it. {@code surface.texture().colorAt} and {@code surface.material().shade} are the
 * megamorphic sites; {@code shape.surfaceAt} and {@code shape.normalAt} see mostly
 * {@link Sphere} and the floor {@link Plane}.
 */
final class Tracer {

    /** The number of reflections followed after the primary ray. */
    static final int MAX_DEPTH = 3;

    private final Scene scene;

    Tracer(Scene scene) {
        this.scene = scene;
    }

    Scene scene() {
        return scene;
    }

    /** The colour seen along {@code ray}, which has already been reflected {@code depth} times. */
    Vec trace(Ray ray, int depth) {
        Hit hit = scene.nearest(ray);
        if (!hit.found()) {
            return scene.background(ray);
        }
        Primitive shape = hit.shape();
        Vec point = ray.at(hit.t());
        Surface surface = shape.surfaceAt(point);
        Vec base = surface.texture().colorAt(point);
        Shading shading = new Shading(this, ray, point, shape.normalAt(point), base, depth);
        return surface.material().shade(shading);
    }
}
