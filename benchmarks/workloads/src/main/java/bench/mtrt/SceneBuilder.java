package bench.mtrt;

import bench.Rng;
import java.util.ArrayList;
import java.util.List;

/**
 * Builds the fixed scene: a tiled floor, five lights of five kinds and a 3 x 3 grid of
 * clusters, each a bounding group of 15 spheres, a box, a triangle and a nested group of 4
 * small spheres, so about 90% of the primitives are spheres. Materials and textures are dealt
 * out in turn to the floor tiles and the primitives, so each kind is equally common.
 */
final class SceneBuilder {

    private static final Material[] MATERIALS = {
        new Material.Matte(), new Material.Plastic(), new Material.Mirror(),
        new Material.Metal(), new Material.Glazed(),
    };
    private static final int TEXTURE_KINDS = 6;
    private static final int FLOOR_TILES = 30;
    private static final int SPHERES_PER_CLUSTER = 15;
    private static final int SPHERES_PER_SUBGROUP = 4;

    private final Rng rng;
    private int dealt;

    private SceneBuilder(long seed) {
        this.rng = new Rng(seed);
    }

    /** The scene generated from {@code seed}. */
    static Scene build(long seed) {
        return new SceneBuilder(seed).scene();
    }

    private Scene scene() {
        List<Shape> roots = new ArrayList<>();
        Surface[] tiles = new Surface[FLOOR_TILES];
        for (int i = 0; i < tiles.length; i++) {
            tiles[i] = nextSurface();
        }
        roots.add(new Plane(Vec.ZERO, new Vec(0, 1, 0), tiles, 2));
        for (int gx = -1; gx <= 1; gx++) {
            for (int gz = 0; gz < 3; gz++) {
                roots.add(cluster(new Vec(gx * 6.5, 0, 6 + gz * 6.5)));
            }
        }
        Light[] lights = {
            new Light.Bulb(new Vec(-8, 12, -6), new Vec(0.45, 0.45, 0.4)),
            new Light.Sun(new Vec(1, -1.5, 0.5), new Vec(0.25, 0.25, 0.2)),
            new Light.Spot(new Vec(6, 10, 2), new Vec(0, 0, 10), 0.85, new Vec(0.6, 0.5, 0.35)),
            new Light.Strip(new Vec(-10, 7, 22), new Vec(10, 7, 22), new Vec(0.3, 0.3, 0.45)),
            new Light.Beam(new Vec(-0.3, -1, 0.2), new Vec(0, 0, 12), 6, new Vec(0.25, 0.2, 0.3)),
        };
        return new Scene(roots.toArray(new Shape[0]), lights, new Vec(0.08, 0.08, 0.1));
    }

    private Group cluster(Vec base) {
        Bounds bounds = new Bounds(base.plus(new Vec(0, 1.6, 0)));
        for (int i = 0; i < SPHERES_PER_CLUSTER; i++) {
            double radius = rng.range(0.25, 0.7);
            Vec at = base.plus(new Vec(rng.range(-2, 2), radius + rng.range(0, 1.8), rng.range(-2, 2)));
            bounds.add(new Sphere(at, radius, nextSurface()), at, radius);
        }
        double side = rng.range(0.6, 1.0);
        Vec min = base.plus(new Vec(rng.range(-2, 1), 0, rng.range(-2, 1)));
        Vec max = min.plus(new Vec(side, side * rng.range(1, 2), side));
        bounds.add(new Box(min, max, nextSurface()), min.mix(max, 0.5), max.minus(min).length() / 2);
        Vec a = base.plus(new Vec(rng.range(-2, 0), 0.1, rng.range(-1, 1)));
        Vec b = base.plus(new Vec(rng.range(0, 2), 0.1, rng.range(-1, 1)));
        Vec c = base.plus(new Vec(rng.range(-1, 1), rng.range(1.5, 2.5), rng.range(-1, 1)));
        Vec centroid = a.plus(b).plus(c).times(1.0 / 3);
        double reach = Math.max(a.minus(centroid).length(),
                Math.max(b.minus(centroid).length(), c.minus(centroid).length()));
        bounds.add(new Triangle(a, b, c, nextSurface()), centroid, reach);
        Vec subCenter = base.plus(new Vec(rng.range(-1.5, 1.5), 2.6, rng.range(-1.5, 1.5)));
        Group sub = subgroup(subCenter);
        bounds.add(sub, subCenter, 0.8);
        return bounds.group();
    }

    private Group subgroup(Vec center) {
        Bounds bounds = new Bounds(center);
        for (int i = 0; i < SPHERES_PER_SUBGROUP; i++) {
            double radius = rng.range(0.1, 0.25);
            Vec at = center.plus(new Vec(rng.range(-0.5, 0.5), rng.range(-0.5, 0.5), rng.range(-0.5, 0.5)));
            bounds.add(new Sphere(at, radius, nextSurface()), at, radius);
        }
        return bounds.group();
    }

    private Surface nextSurface() {
        int index = dealt++;
        return new Surface(MATERIALS[index % MATERIALS.length], texture(index % TEXTURE_KINDS));
    }

    private Texture texture(int kind) {
        Vec first = color();
        Vec second = color();
        return switch (kind) {
            case 0 -> new Texture.Solid(first);
            case 1 -> new Texture.Checker(first, second, rng.range(0.1, 0.3));
            case 2 -> new Texture.Stripes(first, second, rng.range(0.05, 0.2));
            case 3 -> new Texture.Rings(first, second, new Vec(rng.range(-10, 10), 0, rng.range(0, 20)), 0.3);
            case 4 -> new Texture.Gradient(first, second, 0, 3);
            default -> new Texture.Waves(first, second, rng.range(1, 4));
        };
    }

    private Vec color() {
        return new Vec(rng.range(0.2, 1), rng.range(0.2, 1), rng.range(0.2, 1));
    }

    /** The children of a group being built, and the radius of a sphere around them all. */
    private static final class Bounds {
        private final Vec center;
        private final List<Shape> children = new ArrayList<>();
        private double radius;

        Bounds(Vec center) {
            this.center = center;
        }

        void add(Shape child, Vec at, double reach) {
            children.add(child);
            radius = Math.max(radius, at.minus(center).length() + reach);
        }

        Group group() {
            return new Group(children.toArray(new Shape[0]), center, radius);
        }
    }
}
