package bench.mtrt;

/** A pinhole camera: maps a pixel of a {@code width} x {@code height} image to a primary ray. */
final class Camera {

    private static final double HALF_HEIGHT = 0.5;

    private final Vec eye;
    private final Vec forward;
    private final Vec right;
    private final Vec up;
    private final int width;
    private final int height;

    Camera(Vec eye, Vec target, int width, int height) {
        this.eye = eye;
        this.forward = target.minus(eye).normalized();
        this.right = new Vec(0, 1, 0).cross(forward).normalized();
        this.up = forward.cross(right);
        this.width = width;
        this.height = height;
    }

    /** The ray through the centre of pixel ({@code column}, {@code row}), row 0 at the top. */
    Ray rayThrough(int column, int row) {
        double aspect = (double) width / height;
        double u = (2 * (column + 0.5) / width - 1) * HALF_HEIGHT * aspect;
        double v = (1 - 2 * (row + 0.5) / height) * HALF_HEIGHT;
        Vec direction = forward.plus(right.times(u)).plus(up.times(v)).normalized();
        return new Ray(eye, direction);
    }
}
