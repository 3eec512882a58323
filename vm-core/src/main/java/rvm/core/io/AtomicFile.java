package rvm.core.io;

import java.io.IOException;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.List;

/**
 * Writes a result file so that no reader ever sees it half-written: the content goes to a
 * temporary sibling, which is then renamed over the target in one atomic move. A run that dies
 * mid-write leaves the previous file (or none), never a truncated one.
 */
public final class AtomicFile {

    /** Something that writes a whole file's content. */
    @FunctionalInterface
    public interface Content {
        /** Writes everything; the writer is closed by {@link AtomicFile}. */
        void writeTo(Writer writer) throws IOException;
    }

    private AtomicFile() {
    }

    /** Writes {@code lines}, each ending with a line separator, in UTF-8. */
    public static void write(Path target, List<String> lines) throws IOException {
        write(target, writer -> {
            for (String line : lines) {
                writer.write(line);
                writer.write(System.lineSeparator());
            }
        });
    }

    /**
     * Writes {@code content} in UTF-8, creating missing parent directories.
     *
     * @throws IOException when the file cannot be written; the temporary sibling is removed
     */
    public static void write(Path target, Content content) throws IOException {
        Path abs = target.toAbsolutePath();
        Path dir = abs.getParent();
        Files.createDirectories(dir);
        Path tmp = Files.createTempFile(dir, abs.getFileName().toString(), ".tmp");
        try {
            try (Writer writer = Files.newBufferedWriter(tmp, StandardCharsets.UTF_8)) {
                content.writeTo(writer);
            }
            Files.move(tmp, abs, StandardCopyOption.REPLACE_EXISTING, StandardCopyOption.ATOMIC_MOVE);
        } finally {
            Files.deleteIfExists(tmp);
        }
    }
}
