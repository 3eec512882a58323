package rvm.core.io;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class AtomicFileTest {

    @TempDir
    Path dir;

    @Test
    void write_replacesTheFileAndCreatesParents() throws IOException {
        Path file = dir.resolve("a/b/out.txt");
        AtomicFile.write(file, List.of("old"));

        AtomicFile.write(file, List.of("one", "two"));

        assertEquals(List.of("one", "two"), Files.readAllLines(file));
        try (var entries = Files.list(file.getParent())) {
            assertEquals(List.of(file), entries.toList());
        }
    }

    @Test
    void failedWrite_keepsThePreviousFileAndLeavesNoTemporary() throws IOException {
        Path file = dir.resolve("out.txt");
        AtomicFile.write(file, List.of("previous"));

        IOException e = assertThrows(IOException.class, () -> AtomicFile.write(file, writer -> {
            writer.write("half");
            throw new IOException("disk full");
        }));

        assertEquals("disk full", e.getMessage());
        assertEquals(List.of("previous"), Files.readAllLines(file));
        try (var entries = Files.list(dir)) {
            assertEquals(List.of(file), entries.toList());
        }
    }
}
