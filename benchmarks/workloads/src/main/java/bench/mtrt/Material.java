package bench.mtrt;

/**
 * How a surface answers light: each kind combines the diffuse, specular and reflected terms
 * of a {@link Shading} differently. The five kinds are spread evenly over the primitives, so
 * the {@code material.shade} site in {@link Tracer} is megamorphic.
 */
abstract class Material {

    /** The colour leaving the shaded point towards the viewer. */
    abstract Vec shade(Shading shading);

    /** Diffuse only. */
    static final class Matte extends Material {
        @Override
        Vec shade(Shading s) {
            return s.base().mul(s.diffuse());
        }
    }

    /** Diffuse with a sharp white highlight. */
    static final class Plastic extends Material {
        @Override
        Vec shade(Shading s) {
            return s.base().mul(s.diffuse()).plus(s.specular(32).times(0.6));
        }
    }

    /** Mostly the reflection of the scene, faintly tinted. */
    static final class Mirror extends Material {
        @Override
        Vec shade(Shading s) {
            return s.base().mul(s.diffuse()).times(0.15).plus(s.reflection().times(0.8));
        }
    }

    /** A reflection tinted by the base colour, with a tinted highlight. */
    static final class Metal extends Material {
        @Override
        Vec shade(Shading s) {
            Vec light = s.reflection().times(0.55).plus(s.diffuse().times(0.35));
            return s.base().mul(light.plus(s.specular(64).times(0.4)));
        }
    }

    /** Diffuse under a weakly reflecting glaze with a broad highlight. */
    static final class Glazed extends Material {
        @Override
        Vec shade(Shading s) {
            Vec body = s.base().mul(s.diffuse()).times(0.8);
            return body.plus(s.specular(12).times(0.3)).plus(s.reflection().times(0.25));
        }
    }
}
