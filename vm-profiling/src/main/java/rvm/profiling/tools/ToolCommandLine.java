package rvm.profiling.tools;

import java.io.IOException;
import picocli.CommandLine;
import rvm.core.io.IoErrors;

/**
 * The picocli command line of a tool over rvm's files ({@code rvm dcg}, {@code rvm inline}): a file
 * that cannot be read or written, or is not of the tool's format, ends the command with
 * {@code rvm: error: MESSAGE} on its error stream and {@link #BAD_INPUT}; a bad command line is
 * picocli's 2.
 */
public final class ToolCommandLine {

    /** The exit code of a file that cannot be read or written, or is not of the tool's format. */
    public static final int BAD_INPUT = 3;

    private ToolCommandLine() {
    }

    /**
     * The command line of {@code command}.
     *
     * @param formatErrors the exceptions of the tool's reader, whose messages name the file and the
     *                     place already; any other {@link IOException} is described with
     *                     {@link IoErrors#describe}
     */
    public static CommandLine of(Object command, Class<? extends IOException> formatErrors) {
        CommandLine cl = new CommandLine(command);
        cl.setExecutionExceptionHandler((e, line, parsed) -> {
            if (e instanceof IOException io) {
                String message = formatErrors.isInstance(io) ? io.getMessage() : IoErrors.describe(io, null);
                line.getErr().println("rvm: error: " + message);
                return BAD_INPUT;
            }
            throw e;
        });
        return cl;
    }
}
