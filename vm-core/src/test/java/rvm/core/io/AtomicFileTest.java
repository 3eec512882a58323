package rvm.core.io;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assumptions.assumeFalse;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.io.IOException;
import java.nio.file.FileSystemException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
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

    @Test
    void write_createsTheFileWithTheUmasksPermissions_notATemporaryFilesOwnerOnlyOnes() throws IOException {
        assumeTrue(dir.getFileSystem().supportedFileAttributeViews().contains("posix"), "POSIX permissions");
        Path plain = dir.resolve("plain.txt");
        Files.write(plain, List.of("made as any program makes a file"));
        Path file = dir.resolve("out.txt");

        AtomicFile.write(file, List.of("x"));

        assertEquals(Files.getPosixFilePermissions(plain), Files.getPosixFilePermissions(file));
    }

    @Test
    void write_toADirectoryOrTheRoot_failsWithIsADirectory() throws IOException {
        Path sub = Files.createDirectory(dir.resolve("sub"));

        FileSystemException toDir = assertThrows(FileSystemException.class, () -> AtomicFile.write(sub, List.of()));
        FileSystemException toRoot = assertThrows(FileSystemException.class,
                () -> AtomicFile.write(Path.of("/"), List.of()));

        assertEquals(sub + ": Is a directory", IoErrors.describe(toDir, sub));
        assertEquals("/: Is a directory", IoErrors.describe(toRoot, Path.of("/")));
    }

    @Test
    void checkWritable_acceptsANewFileInMissingDirectories_andLeavesNothingBehind() throws IOException {
        AtomicFile.checkWritable(dir.resolve("a/b/out.txt"));
        AtomicFile.checkWritable(dir.resolve("out.txt"));

        try (var entries = Files.list(dir)) {
            assertEquals(List.of(), entries.toList());
        }
    }

    @Test
    void checkWritable_namesThePathAtFaultAndTheReason() throws IOException {
        Path file = Files.writeString(dir.resolve("file"), "a regular file");
        Path sub = Files.createDirectory(dir.resolve("sub"));

        assertEquals(file + ": Not a directory", problem(file.resolve("x/out.txt")));
        assertEquals(sub + ": Is a directory", problem(sub));
        assertEquals("/: Is a directory", problem(Path.of("/")));
        assertEquals("'': No such file or directory", problem(Path.of("")));
    }

    @Test
    void checkWritable_inADirectoryWithoutWritePermission_isPermissionDenied() throws IOException {
        assumeTrue(dir.getFileSystem().supportedFileAttributeViews().contains("posix"), "POSIX permissions");
        Path locked = Files.createDirectory(dir.resolve("locked"));
        Files.setPosixFilePermissions(locked, PosixFilePermissions.fromString("r-xr-xr-x"));
        try {
            assumeFalse(Files.isWritable(locked), "root writes anywhere");

            assertEquals(locked.resolve("out.txt") + ": Permission denied", problem(locked.resolve("out.txt")));
        } finally {
            Files.setPosixFilePermissions(locked, PosixFilePermissions.fromString("rwxr-xr-x"));
        }
    }

    private static String problem(Path target) {
        IOException e = assertThrows(IOException.class, () -> AtomicFile.checkWritable(target));
        return IoErrors.describe(e, target);
    }
}
