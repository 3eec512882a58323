package bench.mtrt;

/**
 * The floor: an infinite plane through {@code point} with unit normal {@code normal}, tiled
 * with squares of side {@code tileSize} whose surfaces repeat the list {@code tiles}.
 */
final class Plane extends Primitive {

    private final Vec point;
    private final Vec normal;
    private final Surface[] tiles;
    private final double tileSize;

    Plane(Vec point, Vec normal, Surface[] tiles, double tileSize) {
        this.point = point;
        this.normal = normal;
        this.tiles = tiles;
        this.tileSize = tileSize;
    }

    @Override
    boolean intersect(Ray ray, Hit hit) {
        double denominator = normal.dot(ray.direction());
        if (Math.abs(denominator) < 1e-12) {
            return false;
        }
        return hit.offer(point.minus(ray.origin()).dot(normal) / denominator, this);
    }

    @Override
    Surface surfaceAt(Vec at) {
        long column = (long) Math.floor(at.x() / tileSize);
        long row = (long) Math.floor(at.z() / tileSize);
        return tiles[(int) Math.floorMod(column + 7 * row, (long) tiles.length)];
    }

    @Override
    Vec normalAt(Vec at) {
        return normal;
    }
}
