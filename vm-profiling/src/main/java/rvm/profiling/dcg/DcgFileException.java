package rvm.profiling.dcg;

import java.io.IOException;
import java.nio.file.Path;

/** A DCG file that cannot be read: not JSON, not an {@code rvm-dcg/1} file, or a bad field. */
public final class DcgFileException extends IOException {

    private final transient Path file;

    /** An error in {@code file}; the message says where in it. */
    public DcgFileException(Path file, String message, Throwable cause) {
        super(file + ": " + message, cause);
        this.file = file;
    }

    /** The file that could not be read. */
    public Path file() {
        return file;
    }
}
