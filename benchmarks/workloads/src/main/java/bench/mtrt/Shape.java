package bench.mtrt;

/**
 * A node of the scene graph: a primitive or a group. {@link #intersect} is the central
 * virtual call of the tracer; its site in {@link Group} is dominated by {@link Sphere}.
 */
abstract class Shape {

    /**
     * Offers {@code hit} the nearest intersection of this shape with {@code ray}.
     *
     * @return whether {@code hit} now holds a hit on this shape (or one of its children)
     */
    abstract boolean intersect(Ray ray, Hit hit);
}
