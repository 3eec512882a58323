package bench.mtrt;

/**
 * The lighting terms at one ray-surface hit, computed on demand for the {@link Material}
 * that shades it. A light's shadow ray is cast at most once per hit, when a term first needs it.
 */
final class Shading {

    private static final double OFFSET = 1e-4;
    private static final byte UNKNOWN = 0;
    private static final byte LIT = 1;
    private static final byte SHADOWED = 2;

    private final Tracer tracer;
    private final Ray ray;
    private final Vec point;
    private final Vec normal;
    private final Vec base;
    private final int depth;
    private final byte[] visibility;

    Shading(Tracer tracer, Ray ray, Vec point, Vec normal, Vec base, int depth) {
        this.tracer = tracer;
        this.ray = ray;
        this.point = point;
        this.normal = normal.dot(ray.direction()) > 0 ? normal.negate() : normal;
        this.base = base;
        this.depth = depth;
        this.visibility = new byte[tracer.scene().lightCount()];
    }

    /** The texture colour at the hit. */
    Vec base() {
        return base;
    }

    /** The ambient light plus the light of every unshadowed source, weighted by incidence. */
    Vec diffuse() {
        Scene scene = tracer.scene();
        Vec sum = scene.ambient();
        for (int i = 0; i < scene.lightCount(); i++) {
            Light light = scene.light(i);
            double cos = normal.dot(light.directionFrom(point));
            if (cos > 0 && visible(i, light)) {
                sum = sum.plus(light.radianceAt(point).times(cos));
            }
        }
        return sum;
    }

    /** The Blinn-Phong highlights of the unshadowed sources, sharper as {@code shininess} grows. */
    Vec specular(int shininess) {
        Scene scene = tracer.scene();
        Vec toEye = ray.direction().negate();
        Vec sum = Vec.ZERO;
        for (int i = 0; i < scene.lightCount(); i++) {
            Light light = scene.light(i);
            Vec toLight = light.directionFrom(point);
            double cos = normal.dot(toLight.plus(toEye).normalized());
            if (cos > 0 && normal.dot(toLight) > 0 && visible(i, light)) {
                sum = sum.plus(light.radianceAt(point).times(power(cos, shininess)));
            }
        }
        return sum;
    }

    /** The colour seen in the mirror direction; black once the recursion limit is reached. */
    Vec reflection() {
        if (depth >= Tracer.MAX_DEPTH) {
            return Vec.ZERO;
        }
        Ray reflected = new Ray(lifted(), ray.direction().reflect(normal));
        return tracer.trace(reflected, depth + 1);
    }

    private boolean visible(int index, Light light) {
        if (visibility[index] == UNKNOWN) {
            Ray shadow = new Ray(lifted(), light.directionFrom(point));
            boolean blocked = tracer.scene().occluded(shadow, light.distanceFrom(point));
            visibility[index] = blocked ? SHADOWED : LIT;
        }
        return visibility[index] == LIT;
    }

    /** The hit point moved off the surface, so secondary rays do not hit it again. */
    private Vec lifted() {
        return point.plus(normal.times(OFFSET));
    }

    private static double power(double base, int exponent) {
        double result = 1;
        double square = base;
        for (int e = exponent; e > 0; e >>= 1) {
            if ((e & 1) != 0) {
                result *= square;
            }
            square *= square;
        }
        return result;
    }
}
