package rvm.launcher.mutants;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.HexFormat;
import java.util.SplittableRandom;
import java.util.stream.Collectors;
import java.util.stream.IntStream;

/**
 * A seeded set of mutants of one class file: mutant {@code i} replaces 1 to 5 bytes, at distinct
 * random offsets, by random other values. The same class file, seed and index give the same bytes on
 * every machine and JDK, so a mutant named in a report ({@code seed 20 #417}) can be rebuilt alone.
 *
 * <p>The seed class file is {@code vm-launcher/src/test/mutants/Small.class} (see {@link #SEED_CLASS}).
 */
final class MutantSet {

    /** The class every mutant claims to be. */
    static final String CLASS_NAME = "Small";
    /** The seed class file, a small class with a constructor, a static initialiser, a loop and a handler. */
    static final Path SEED_CLASS = Path.of(System.getProperty("rvm.mutants.dir", "vm-launcher/src/test/mutants"),
            "Small.class");
    /** The seed of the set the tests and RESULTS use. */
    static final long DEFAULT_SEED = 20;
    /** At most this many bytes are replaced in one mutant. */
    static final int MAX_FLIPS = 5;

    /**
     * One mutant.
     *
     * @param index   its index in the set
     * @param bytes   the mutated class file
     * @param offsets the offsets of the replaced bytes, ascending
     * @param before  the seed's bytes at those offsets
     */
    record Mutant(int index, byte[] bytes, int[] offsets, byte[] before) {

        /** The replaced bytes, e.g. {@code @6:00->c3 @411:4c->07}. */
        String describeFlips() {
            HexFormat hex = HexFormat.of();
            return IntStream.range(0, offsets.length)
                    .mapToObj(i -> "@" + offsets[i] + ":" + hex.toHexDigits(before[i]) + "->"
                            + hex.toHexDigits(bytes[offsets[i]]))
                    .collect(Collectors.joining(" "));
        }

        /** Writes the mutant as {@code dir/Small.class}; returns {@code dir}. */
        Path writeTo(Path dir) {
            try {
                Files.createDirectories(dir);
                Files.write(dir.resolve(CLASS_NAME + ".class"), bytes);
                return dir;
            } catch (IOException e) {
                throw new UncheckedIOException(e);
            }
        }
    }

    private final byte[] seedClass;
    private final long seed;

    MutantSet(byte[] seedClass, long seed) {
        this.seedClass = seedClass.clone();
        this.seed = seed;
    }

    /** The set of the given seed over {@link #SEED_CLASS}. */
    static MutantSet ofSeedClass(long seed) {
        try {
            return new MutantSet(Files.readAllBytes(SEED_CLASS), seed);
        } catch (IOException e) {
            throw new UncheckedIOException("cannot read the seed class " + SEED_CLASS.toAbsolutePath(), e);
        }
    }

    long seed() {
        return seed;
    }

    /** Mutant {@code index} (0 or more). */
    Mutant mutant(int index) {
        SplittableRandom random = new SplittableRandom(seed * 0x9E3779B97F4A7C15L + index);
        int flips = 1 + random.nextInt(MAX_FLIPS);
        int[] offsets = random.ints(0, seedClass.length).distinct().limit(flips).sorted().toArray();
        byte[] bytes = seedClass.clone();
        byte[] before = new byte[offsets.length];
        for (int i = 0; i < offsets.length; i++) {
            before[i] = bytes[offsets[i]];
            bytes[offsets[i]] = (byte) (before[i] + 1 + random.nextInt(255)); // never the old value
        }
        return new Mutant(index, bytes, offsets, before);
    }

    @Override
    public String toString() {
        return "seed " + seed + " over a class file of " + seedClass.length + " bytes";
    }
}
