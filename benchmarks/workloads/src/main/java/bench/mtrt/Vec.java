package bench.mtrt;

/**
 * An immutable 3-vector, used for points, directions and RGB colours alike. Every operation
 * is a small method that allocates its result, as in the {@code Point} class of SPECjvm98's
 * _227_mtrt, so vector arithmetic is a dense stream of short calls.
 */
final class Vec {

    static final Vec ZERO = new Vec(0, 0, 0);

    private final double x;
    private final double y;
    private final double z;

    Vec(double x, double y, double z) {
        this.x = x;
        this.y = y;
        this.z = z;
    }

    double x() {
        return x;
    }

    double y() {
        return y;
    }

    double z() {
        return z;
    }

    Vec plus(Vec other) {
        return new Vec(x + other.x(), y + other.y(), z + other.z());
    }

    Vec minus(Vec other) {
        return new Vec(x - other.x(), y - other.y(), z - other.z());
    }

    Vec times(double factor) {
        return new Vec(x * factor, y * factor, z * factor);
    }

    /** The component-wise product: a colour filtered by another colour. */
    Vec mul(Vec other) {
        return new Vec(x * other.x(), y * other.y(), z * other.z());
    }

    Vec negate() {
        return new Vec(-x, -y, -z);
    }

    double dot(Vec other) {
        return x * other.x() + y * other.y() + z * other.z();
    }

    Vec cross(Vec other) {
        return new Vec(y * other.z() - z * other.y(),
                z * other.x() - x * other.z(),
                x * other.y() - y * other.x());
    }

    double length() {
        return Math.sqrt(dot(this));
    }

    Vec normalized() {
        return times(1.0 / length());
    }

    /** This direction mirrored about the unit {@code normal}. */
    Vec reflect(Vec normal) {
        return minus(normal.times(2 * dot(normal)));
    }

    /** The linear interpolation from this vector ({@code f = 0}) to {@code other} ({@code f = 1}). */
    Vec mix(Vec other, double f) {
        return times(1 - f).plus(other.times(f));
    }
}
