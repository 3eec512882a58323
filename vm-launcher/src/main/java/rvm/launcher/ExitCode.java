package rvm.launcher;

/** The launcher's exit codes; a guest's own {@code System.exit} code passes through unchanged. */
public enum ExitCode {
    /** The guest ran and returned from {@code main}. */
    OK(0),
    /**
     * As on the host: the guest threw an uncaught exception, or its main class or main method could
     * not be found or loaded.
     */
    GUEST_FAILED(1),
    /** Bad command line: unknown option, bad value, missing main class, an output file that cannot be written. */
    USAGE(2),
    /**
     * Bad input files: a missing class path entry, an unreadable jar, a jar without Main-Class; or,
     * once the guest has ended, a report file that could not be written (in place of the guest's status).
     */
    BAD_INPUT(3),
    /**
     * The VM itself failed (a bug in rvm); the message says where. Also the status of a run during
     * which a VM thread stopped, in place of the guest's.
     */
    INTERNAL(4);

    private final int code;

    ExitCode(int code) {
        this.code = code;
    }

    /** The process exit code. */
    public int code() {
        return code;
    }
}
