package rvm.launcher.inline;

import java.io.IOException;
import java.nio.file.Path;

/** An inline report that cannot be read: not JSON, not an {@code rvm-inline/1} file, or a bad field. */
public final class InlineReportFileException extends IOException {

    private final transient Path file;

    /** An error in {@code file}; the message says where in it. */
    public InlineReportFileException(Path file, String message, Throwable cause) {
        super(file + ": " + message, cause);
        this.file = file;
    }

    /** The file that could not be read. */
    public Path file() {
        return file;
    }
}
