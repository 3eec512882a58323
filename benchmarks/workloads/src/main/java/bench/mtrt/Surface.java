package bench.mtrt;

/** How a primitive looks: the material that shades it and the texture that colours it. */
record Surface(Material material, Texture texture) {
}
