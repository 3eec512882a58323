package rvm.launcher;

/** A user error the launcher reports in one line, exiting with {@link #exitCode()}. */
final class UsageException extends Exception {
    private static final long serialVersionUID = 1L;
    private final ExitCode exitCode;

    UsageException(ExitCode exitCode, String message) {
        super(message, null, false, false);
        this.exitCode = exitCode;
    }

    ExitCode exitCode() {
        return exitCode;
    }
}
