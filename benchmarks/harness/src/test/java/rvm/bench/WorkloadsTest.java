package rvm.bench;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.TreeSet;
import java.util.stream.Collectors;
import java.util.stream.Stream;

import org.junit.jupiter.api.Test;

class WorkloadsTest {

    @Test
    void catalog_listsExactlyTheMainClassesOfTheWorkloadsModule() throws IOException {
        Path sources = Path.of(System.getProperty("rvm.home"), "benchmarks/workloads/src/main/java");
        TreeSet<String> mains;
        try (Stream<Path> files = Files.walk(sources)) {
            mains = files.filter(f -> f.toString().endsWith(".java")).filter(WorkloadsTest::declaresMain)
                    .map(f -> sources.relativize(f).toString().replace('/', '.').replaceAll("\\.java$", ""))
                    .collect(Collectors.toCollection(TreeSet::new));
        }

        assertEquals(mains, Workloads.all().stream().map(WorkloadSpec::mainClass)
                .collect(Collectors.toCollection(TreeSet::new)));
    }

    private static boolean declaresMain(Path file) {
        try {
            return Files.readString(file).contains("public static void main(String[] args)");
        } catch (IOException e) {
            throw new java.io.UncheckedIOException(e);
        }
    }

    @Test
    void select_keepsTheOrderGiven_andEmptyMeansAll() {
        assertEquals(List.of("db", "compress"),
                Workloads.select(List.of("db", "compress")).stream().map(WorkloadSpec::name).toList());
        assertEquals(Workloads.all(), Workloads.select(List.of()));
    }

    @Test
    void select_namesTheUnknownWorkload() {
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
                () -> Workloads.select(List.of("db", "dbx")));

        assertEquals("unknown workload 'dbx' (see ./rvm bench --list)", e.getMessage());
    }
}
