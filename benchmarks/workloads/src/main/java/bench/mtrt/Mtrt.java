package bench.mtrt;

import bench.Input;
import bench.Workload;

/**
 * A ray tracer over a scene graph, like SPECjvm98 _227_mtrt (single-threaded here): renders a
 * fixed scene with shadows and reflections and folds the pixels into the checksum.
 *
 * <p>Call structure: vector math is a stream of small {@link Vec} methods and getters.
 * Skewed sites: {@code child.intersect} in {@link Group} (about 84% {@link Sphere}, the rest
 * {@link Box}, {@link Triangle} and nested {@link Group}s) and {@code root.intersect} in
 * {@link Scene} (about 90% {@link Group}, the rest the floor {@link Plane}). Megamorphic sites,
 * receivers spread about evenly: {@code material.shade} (5 classes) and
 * {@code texture.colorAt} (6 classes) in {@link Tracer}, and the light calls in
 * {@link Shading} (5 classes). {@code shape.normalAt} and {@code shape.surfaceAt} in
 * {@link Tracer} see the floor about 55% of the time and spheres about 36%.
 */
public final class Mtrt {

    private static final long SEED = 227;
    private static final int SMALL_WIDTH = 400;
    private static final int LARGE_WIDTH = 2500;

    private Mtrt() {
    }

    public static void main(String[] args) {
        Workload.main("mtrt", args, Mtrt::run);
    }

    static long run(Input input) {
        int width = switch (input) {
            case SMALL -> SMALL_WIDTH;
            case LARGE -> LARGE_WIDTH;
        };
        int height = width * 3 / 4;
        Tracer tracer = new Tracer(SceneBuilder.build(SEED));
        Camera camera = new Camera(new Vec(0, 3, -3), new Vec(0, 1.2, 11), width, height);
        long checksum = 0;
        for (int row = 0; row < height; row++) {
            for (int column = 0; column < width; column++) {
                Vec color = tracer.trace(camera.rayThrough(column, row), 0);
                checksum = checksum * 31 + pack(color);
            }
        }
        return checksum;
    }

    /** The colour as 24-bit RGB, each channel clamped to [0, 1] and rounded. */
    private static long pack(Vec color) {
        return channel(color.x()) << 16 | channel(color.y()) << 8 | channel(color.z());
    }

    private static long channel(double value) {
        return (long) (Math.max(0, Math.min(1, value)) * 255 + 0.5);
    }
}
