package rvm.launcher.mutants;

import java.util.List;
import rvm.launcher.testing.GuestProcess;

/**
 * What a whole {@code java} or {@code rvm run} process made of a main class, read from its exit code
 * and what it printed: how far it got ({@link Kind}), the error it reported and its message.
 *
 * @param kind     how the run ended
 * @param error    the class name of the error reported, or {@code null}
 * @param message  the first line of the error's message, of the launcher's refusal, or of rvm's own
 *                 report; {@code null} when there is none
 * @param exitCode the process's exit code
 * @param stdout   what the program printed
 * @param vmFrames whether stderr shows a stack frame of rvm's own ({@code at rvm.})
 */
record LaunchOutcome(Kind kind, String error, String message, int exitCode, String stdout, boolean vmFrames) {

    /** How a run ended. */
    enum Kind {
        /** The main class could not be loaded: "LinkageError occurred while loading" or "Could not find or load". */
        LOAD,
        /** The main class could not be linked, or its main method's types loaded: "Unable to initialize main class". */
        LINK,
        /** The launcher refused the main method ("Main method not found", "Main method is not static"). */
        NO_MAIN,
        /** The program ran and threw an uncaught exception ({@code Exception in thread "main" ...}). */
        UNCAUGHT,
        /** The program ran and exited with code 0. */
        RAN,
        /** Any other exit code, without an error the launcher or the JVM reported. */
        EXIT,
        /** rvm failed on its own: exit code 4, or an exception escaping its launcher as a raw trace. */
        INTERNAL,
        /** The process did not end before the timeout. */
        HANG
    }

    /** Reads the outcome of a finished (or killed) process. */
    static LaunchOutcome of(GuestProcess.Result r) {
        List<String> err = r.stderr().lines().toList();
        boolean vmFrames = err.stream().anyMatch(l -> l.startsWith("\tat rvm."));
        if (r.timedOut()) {
            return new LaunchOutcome(Kind.HANG, null, null, r.exitCode(), r.stdout(), vmFrames);
        }
        String first = err.isEmpty() ? "" : err.get(0);
        if (r.exitCode() == 4 || first.startsWith("rvm: error: internal")
                || err.stream().anyMatch(l -> l.contains("rvm.launcher.Main.main(")
                        || l.contains("rvm.launcher.GuestRun.loadMain("))) {
            Throwing t = thrown(err);
            return new LaunchOutcome(Kind.INTERNAL, t.error, t.message != null ? t.message : first, r.exitCode(),
                    r.stdout(), vmFrames);
        }
        if (first.startsWith("Error: LinkageError occurred while loading main class")) {
            return launcherError(Kind.LOAD, err, "\t", r, vmFrames);
        }
        if (first.startsWith("Error: Could not find or load main class")) {
            return launcherError(Kind.LOAD, err, "Caused by: ", r, vmFrames);
        }
        if (first.startsWith("Error: Unable to initialize main class")) {
            return launcherError(Kind.LINK, err, "Caused by: ", r, vmFrames);
        }
        if (first.startsWith("Error: ")) {
            return new LaunchOutcome(Kind.NO_MAIN, null, first, r.exitCode(), r.stdout(), vmFrames);
        }
        for (String line : err) {
            if (line.startsWith("Exception in thread \"main\" ")) {
                Throwing t = split(line.substring("Exception in thread \"main\" ".length()));
                return new LaunchOutcome(Kind.UNCAUGHT, t.error, t.message, r.exitCode(), r.stdout(), vmFrames);
            }
        }
        return new LaunchOutcome(r.exitCode() == 0 ? Kind.RAN : Kind.EXIT, null, null, r.exitCode(), r.stdout(),
                vmFrames);
    }

    /** The error of a launcher refusal: the line after the first, less its prefix. */
    private static LaunchOutcome launcherError(Kind kind, List<String> err, String prefix, GuestProcess.Result r,
                                               boolean vmFrames) {
        String line = err.size() > 1 && err.get(1).startsWith(prefix) ? err.get(1).substring(prefix.length()) : "";
        Throwing t = split(line);
        return new LaunchOutcome(kind, t.error, t.message, r.exitCode(), r.stdout(), vmFrames);
    }

    private record Throwing(String error, String message) {
    }

    /** {@code java.lang.Foo: message} or {@code java.lang.Foo}. */
    private static Throwing split(String line) {
        int colon = line.indexOf(": ");
        return colon < 0 ? new Throwing(line.isEmpty() ? null : line, null)
                : new Throwing(line.substring(0, colon), line.substring(colon + 2));
    }

    /** The first line that looks like a throwable's {@code toString()}, in a raw stack trace. */
    private static Throwing thrown(List<String> err) {
        for (int i = 0; i + 1 < err.size(); i++) {
            if (err.get(i + 1).startsWith("\tat ")) {
                String line = err.get(i);
                int at = line.indexOf("Exception in thread \"main\" ");
                return split(at >= 0 ? line.substring(at + "Exception in thread \"main\" ".length()) : line);
            }
        }
        return new Throwing(null, null);
    }

    /** Whether the run refused the class before running it: it failed to load or link it. */
    boolean refusedAtStart() {
        return kind == Kind.LOAD || kind == Kind.LINK;
    }

    /** A short label, e.g. {@code load java.lang.ClassFormatError}, {@code ran} or {@code exit 3}. */
    String label() {
        String k = kind.name().toLowerCase(java.util.Locale.ROOT).replace('_', ' ');
        if (kind == Kind.EXIT) {
            return k + " " + exitCode;
        }
        return error == null ? k : k + " " + error;
    }
}
