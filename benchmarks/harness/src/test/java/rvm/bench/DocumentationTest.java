package rvm.bench;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeSet;
import java.util.stream.Stream;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * The checkout's documentation as {@code ./rvm docs check} judges it, and the experiments' rebuild
 * scripts: each rebuilds, from its folder's raw data alone, exactly the tables the folder holds.
 * A few folders, one of each kind of raw data, run in every build;
 * {@code -Drvm.rebuild.all=true} runs every folder's.
 */
class DocumentationTest {

    private static final Path HOME = Path.of(System.getProperty("rvm.home")).toAbsolutePath().normalize();

    /** One folder of each kind of raw data: paired rounds, bench runs, accuracy, a grid session, JMH. */
    private static final List<String> SAMPLE = List.of("2026-11-28-skip-length", "2026-11-21-interpreter-suite",
            "2026-11-25-cbs-table2-nine-more", "2026-11-21-jmh", "2026-11-26-figure5");

    @TempDir
    Path out;

    @Test
    void docsCheck_findsNoProblem_inThisCheckout() throws IOException {
        assertEquals(List.of(), new DocsRules(HOME).all());
    }

    static Stream<String> folders() throws IOException {
        if (Boolean.getBoolean("rvm.rebuild.all")) {
            try (Stream<Path> all = Files.list(HOME.resolve("benchmarks/results"))) {
                return all.filter(Files::isDirectory).map(p -> p.getFileName().toString()).sorted().toList().stream();
            }
        }
        return SAMPLE.stream();
    }

    @ParameterizedTest
    @MethodSource("folders")
    void rebuild_writesExactlyTheTablesItsFolderHolds(String folder) throws Exception {
        Path dir = HOME.resolve("benchmarks/results").resolve(folder);
        Path rvm = RvmScript.write(Files.createDirectories(out.resolve("bin")), HOME, HOME);
        Path tables = out.resolve("tables");

        RvmScript.Result r = RvmScript.run(List.of("bash", dir.resolve("rebuild").toString(), tables.toString()), out,
                Map.of("RVM", rvm.toString()), out.resolve("rebuild.log"));

        assertEquals(0, r.exit(), folder + "/rebuild failed:\n" + r.output());
        assertFalse(textFiles(tables).isEmpty(), folder + "/rebuild wrote no table");
        List<String> differ = new ArrayList<>();
        TreeSet<String> names = new TreeSet<>(textFiles(tables));
        names.addAll(textFiles(dir.resolve("tables")));
        for (String name : names) {
            Path rebuilt = tables.resolve(name);
            Path kept = dir.resolve("tables").resolve(name);
            if (!Files.exists(rebuilt) || !Files.exists(kept)
                    || !Files.readString(rebuilt).equals(Files.readString(kept))) {
                differ.add(name + (Files.exists(rebuilt) ? Files.exists(kept) ? " differs" : " is not in tables/"
                        : " was not rebuilt"));
            }
        }
        assertEquals(List.of(), differ, folder + ": the rebuilt tables differ from tables/");
    }

    /** The text files under {@code dir}, as paths relative to it (plots are left out: PNGs are not compared). */
    private static List<String> textFiles(Path dir) throws IOException {
        if (!Files.isDirectory(dir)) {
            return List.of();
        }
        try (Stream<Path> files = Files.walk(dir)) {
            return files.filter(Files::isRegularFile).filter(f -> !f.toString().endsWith(".png"))
                    .map(f -> dir.relativize(f).toString()).toList();
        }
    }
}
