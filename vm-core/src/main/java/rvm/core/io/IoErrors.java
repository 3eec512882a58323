package rvm.core.io;

import java.io.IOException;
import java.nio.file.AccessDeniedException;
import java.nio.file.DirectoryNotEmptyException;
import java.nio.file.FileAlreadyExistsException;
import java.nio.file.FileSystemException;
import java.nio.file.NoSuchFileException;
import java.nio.file.NotDirectoryException;
import java.nio.file.Path;

/**
 * Describes a failed file operation for a user, as the C library's {@code perror} would: the path
 * at fault and the reason, {@code /tmp/out: Permission denied}. Java's own messages leave the
 * reason out for the common cases ({@link AccessDeniedException} says only the path) and the path
 * out for others ({@code Is a directory} from reading a directory).
 */
public final class IoErrors {

    private IoErrors() {
    }

    /**
     * {@code PATH: REASON} for {@code e}; {@code file} is the path the operation was asked for, named
     * when {@code e} names none (or {@code null}: then the reason alone).
     */
    public static String describe(IOException e, Path file) {
        if (e instanceof FileSystemException f && f.getFile() != null) {
            String path = f.getOtherFile() != null ? f.getOtherFile() : f.getFile();
            return (path.isEmpty() ? "''" : path) + ": " + reason(f);
        }
        String message = e.getMessage() != null ? e.getMessage() : e.getClass().getSimpleName();
        return file == null ? message : file + ": " + message;
    }

    /** The reason of {@code e}, as the system says it. */
    static String reason(FileSystemException e) {
        if (e.getReason() != null) {
            return e.getReason();
        }
        if (e instanceof AccessDeniedException) {
            return "Permission denied";
        }
        if (e instanceof NoSuchFileException) {
            return "No such file or directory";
        }
        if (e instanceof NotDirectoryException) {
            return "Not a directory";
        }
        if (e instanceof FileAlreadyExistsException) {
            return "File exists";
        }
        if (e instanceof DirectoryNotEmptyException) {
            return "Directory not empty";
        }
        return e.getClass().getSimpleName();
    }
}
