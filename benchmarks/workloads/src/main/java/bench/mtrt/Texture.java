package bench.mtrt;

/**
 * The base colour of a surface at a point. The six kinds are spread evenly over the
 * primitives, so the {@code texture.colorAt} site in {@link Tracer} is megamorphic.
 */
sealed interface Texture {

    /** The colour at {@code point}, a point on the textured surface. */
    Vec colorAt(Vec point);

    /** The fractional part of {@code value}, in [0, 1). */
    private static double fraction(double value) {
        return value - Math.floor(value);
    }

    /** One colour everywhere. */
    record Solid(Vec color) implements Texture {
        @Override
        public Vec colorAt(Vec point) {
            return color;
        }
    }

    /** A checkerboard of squares of side {@code size} in the horizontal plane, columns in 3-D. */
    record Checker(Vec even, Vec odd, double size) implements Texture {
        @Override
        public Vec colorAt(Vec point) {
            long cell = (long) Math.floor(point.x() / size) + (long) Math.floor(point.z() / size);
            return (cell & 1) == 0 ? even : odd;
        }
    }

    /** Stripes across the x axis, {@code width} wide. */
    record Stripes(Vec first, Vec second, double width) implements Texture {
        @Override
        public Vec colorAt(Vec point) {
            return fraction(point.x() / (2 * width)) < 0.5 ? first : second;
        }
    }

    /** Concentric rings around the vertical line through {@code center}. */
    record Rings(Vec inner, Vec outer, Vec center, double width) implements Texture {
        @Override
        public Vec colorAt(Vec point) {
            double dx = point.x() - center.x();
            double dz = point.z() - center.z();
            return fraction(Math.sqrt(dx * dx + dz * dz) / width) < 0.5 ? inner : outer;
        }
    }

    /** A vertical blend from {@code bottom} at height {@code low} to {@code top} at {@code high}. */
    record Gradient(Vec bottom, Vec top, double low, double high) implements Texture {
        @Override
        public Vec colorAt(Vec point) {
            double f = Math.max(0, Math.min(1, (point.y() - low) / (high - low)));
            return bottom.mix(top, f);
        }
    }

    /** Diagonal triangle waves blending two colours, a cheap stand-in for marble. */
    record Waves(Vec first, Vec second, double frequency) implements Texture {
        @Override
        public Vec colorAt(Vec point) {
            double f = fraction((point.x() + point.y() + point.z()) * frequency);
            return first.mix(second, Math.abs(2 * f - 1));
        }
    }
}
