package bench.mtrt;

/** A leaf of the scene graph: a shape with a surface that a ray can stop on. */
abstract class Primitive extends Shape {

    /** The surface at {@code point}, a point on this shape. */
    abstract Surface surfaceAt(Vec point);

    /** The unit normal at {@code point}, a point on this shape (either side: the caller orients it). */
    abstract Vec normalAt(Vec point);
}
