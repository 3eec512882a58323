package rvm.bench;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;

/** The machine's one-minute load average, so runs disturbed by other work can be recognised later. */
final class LoadAverage {

    private static final Path PROC = Path.of("/proc/loadavg");

    private LoadAverage() {
    }

    /** The one-minute load average, NaN where the system does not tell. */
    static double read() {
        try {
            return Double.parseDouble(Files.readString(PROC).trim().split("\\s+")[0]);
        } catch (IOException | RuntimeException e) {
            return Double.NaN;
        }
    }
}
