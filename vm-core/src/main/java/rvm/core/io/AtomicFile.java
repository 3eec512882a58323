package rvm.core.io;

import java.io.IOException;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import java.nio.file.FileAlreadyExistsException;
import java.nio.file.FileSystemException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.nio.file.StandardOpenOption;
import java.util.List;
import java.util.concurrent.ThreadLocalRandom;

/**
 * Writes a result file so that no reader ever sees it half-written: the content goes to a
 * temporary sibling, which is then renamed over the target in one atomic move. A run that dies
 * mid-write leaves the previous file (or none), never a truncated one. The file is created with
 * the user's umask, as any other new file.
 *
 * <p>{@link #checkWritable} tells beforehand whether a write can succeed, so that a command can
 * refuse a bad output path before its work, not after.
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
     * @throws IOException when the file cannot be written ({@link IoErrors#describe} says why); the
     *                     temporary sibling is removed
     */
    public static void write(Path target, Content content) throws IOException {
        Path abs = checkedTarget(target);
        Path dir = abs.getParent();
        Files.createDirectories(dir);
        Path tmp = createSibling(dir, abs);
        try {
            try (Writer writer = Files.newBufferedWriter(tmp, StandardCharsets.UTF_8, StandardOpenOption.WRITE)) {
                content.writeTo(writer);
            }
            if (Files.isDirectory(abs)) { // checked again: it may have appeared since
                throw new FileSystemException(abs.toString(), null, "Is a directory");
            }
            Files.move(tmp, abs, StandardCopyOption.REPLACE_EXISTING, StandardCopyOption.ATOMIC_MOVE);
        } finally {
            Files.deleteIfExists(tmp);
        }
    }

    /**
     * Checks that {@link #write} could write {@code target} now: it is not a directory, its nearest
     * existing ancestor is a directory, and a file can be created there (tried, then removed).
     * Nothing is left behind.
     *
     * @throws IOException naming the path at fault and the reason (see {@link IoErrors#describe})
     */
    public static void checkWritable(Path target) throws IOException {
        Path abs = checkedTarget(target);
        Path existing = abs.getParent();
        while (!Files.exists(existing)) {
            existing = existing.getParent();
        }
        if (!Files.isDirectory(existing)) {
            throw new FileSystemException(existing.toString(), null, "Not a directory");
        }
        Files.delete(createSibling(existing, abs));
    }

    /** {@code target} as an absolute path with a parent, unless it is empty or a directory. */
    private static Path checkedTarget(Path target) throws FileSystemException {
        if (target.toString().isEmpty()) {
            throw new FileSystemException("", null, "No such file or directory");
        }
        Path abs = target.toAbsolutePath().normalize();
        if (abs.getParent() == null || Files.isDirectory(abs)) {
            throw new FileSystemException(abs.toString(), null, "Is a directory");
        }
        return abs;
    }

    /**
     * A new empty file {@code .NAME.RANDOM.tmp} in {@code dir} for {@code target}, made as
     * {@link Files#newOutputStream} makes files: with the umask's permissions (a temporary file's
     * would be 0600). A failure names {@code target}, not the temporary name.
     */
    private static Path createSibling(Path dir, Path target) throws IOException {
        String prefix = "." + target.getFileName() + ".";
        while (true) {
            Path tmp = dir.resolve(prefix + Long.toUnsignedString(ThreadLocalRandom.current().nextLong(), 36) + ".tmp");
            try {
                Files.newOutputStream(tmp, StandardOpenOption.CREATE_NEW, StandardOpenOption.WRITE).close();
                return tmp;
            } catch (FileAlreadyExistsException taken) {
                // another name
            } catch (FileSystemException e) {
                FileSystemException about = new FileSystemException(target.toString(), null, IoErrors.reason(e));
                about.initCause(e);
                throw about;
            }
        }
    }
}
