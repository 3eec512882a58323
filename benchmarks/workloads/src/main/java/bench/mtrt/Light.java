package bench.mtrt;

/**
 * A light source. The scene holds one light of each of the five kinds, so the light calls
 * in {@link Shading} are megamorphic, each kind equally common.
 */
abstract class Light {

    private final Vec color;

    Light(Vec color) {
        this.color = color;
    }

    final Vec color() {
        return color;
    }

    /** The unit vector from {@code point} towards the light. */
    abstract Vec directionFrom(Vec point);

    /** The distance from {@code point} to the light; infinite for a light at infinity. */
    abstract double distanceFrom(Vec point);

    /** The light arriving at {@code point} when nothing is in the way. */
    abstract Vec radianceAt(Vec point);

    /** A bulb at {@code position} whose light falls off with distance. */
    static final class Bulb extends Light {
        private final Vec position;

        Bulb(Vec position, Vec color) {
            super(color);
            this.position = position;
        }

        @Override
        Vec directionFrom(Vec point) {
            return position.minus(point).normalized();
        }

        @Override
        double distanceFrom(Vec point) {
            return position.minus(point).length();
        }

        @Override
        Vec radianceAt(Vec point) {
            double d = distanceFrom(point);
            return color().times(1.0 / (1 + 0.004 * d * d));
        }
    }

    /** The sun: parallel light travelling along {@code direction}. */
    static final class Sun extends Light {
        private final Vec towards;

        Sun(Vec direction, Vec color) {
            super(color);
            this.towards = direction.normalized().negate();
        }

        @Override
        Vec directionFrom(Vec point) {
            return towards;
        }

        @Override
        double distanceFrom(Vec point) {
            return Double.POSITIVE_INFINITY;
        }

        @Override
        Vec radianceAt(Vec point) {
            return color();
        }
    }

    /** A spotlight at {@code position} lighting a cone around {@code axis}. */
    static final class Spot extends Light {
        private final Vec position;
        private final Vec axis;
        private final double cosCutoff;

        Spot(Vec position, Vec target, double cosCutoff, Vec color) {
            super(color);
            this.position = position;
            this.axis = target.minus(position).normalized();
            this.cosCutoff = cosCutoff;
        }

        @Override
        Vec directionFrom(Vec point) {
            return position.minus(point).normalized();
        }

        @Override
        double distanceFrom(Vec point) {
            return position.minus(point).length();
        }

        @Override
        Vec radianceAt(Vec point) {
            double cos = directionFrom(point).negate().dot(axis);
            if (cos <= cosCutoff) {
                return Vec.ZERO;
            }
            return color().times((cos - cosCutoff) / (1 - cosCutoff));
        }
    }

    /** A glowing segment from {@code start} to {@code end}, lighting from its nearest point. */
    static final class Strip extends Light {
        private final Vec start;
        private final Vec span;

        Strip(Vec start, Vec end, Vec color) {
            super(color);
            this.start = start;
            this.span = end.minus(start);
        }

        private Vec nearestTo(Vec point) {
            double f = point.minus(start).dot(span) / span.dot(span);
            return start.plus(span.times(Math.max(0, Math.min(1, f))));
        }

        @Override
        Vec directionFrom(Vec point) {
            return nearestTo(point).minus(point).normalized();
        }

        @Override
        double distanceFrom(Vec point) {
            return nearestTo(point).minus(point).length();
        }

        @Override
        Vec radianceAt(Vec point) {
            double d = distanceFrom(point);
            return color().times(1.0 / (1 + 0.002 * d * d));
        }
    }

    /** Parallel light travelling along {@code direction} inside a cylinder around {@code through}. */
    static final class Beam extends Light {
        private final Vec along;
        private final Vec through;
        private final double radius;

        Beam(Vec direction, Vec through, double radius, Vec color) {
            super(color);
            this.along = direction.normalized();
            this.through = through;
            this.radius = radius;
        }

        @Override
        Vec directionFrom(Vec point) {
            return along.negate();
        }

        @Override
        double distanceFrom(Vec point) {
            return Double.POSITIVE_INFINITY;
        }

        @Override
        Vec radianceAt(Vec point) {
            Vec offset = point.minus(through);
            Vec radial = offset.minus(along.times(offset.dot(along)));
            return radial.length() <= radius ? color() : Vec.ZERO;
        }
    }
}
