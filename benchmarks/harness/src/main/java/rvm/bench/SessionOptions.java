package rvm.bench;

import java.io.IOException;
import java.io.PrintStream;
import java.nio.file.Path;
import java.time.Duration;
import picocli.CommandLine.Option;

/**
 * The options of a resumable experiment's session, shared by {@code ./rvm cbs-grid},
 * {@code ./rvm inline-fig5} and {@code ./rvm instrument-tables} (a picocli mixin): where its results
 * go, whether to continue a session or only report the one recorded, the host {@code java}, the
 * per-run timeout and the progress display; and running the experiment with them.
 */
final class SessionOptions {

    @Option(names = "--out", paramLabel = "DIR",
            description = "Directory for the results (default: a new one under bench-results/, named after the command, "
                    + "the date and the time).")
    Path outDir;

    @Option(names = "--resume", description = "Continue the session recorded in --out DIR: run only what is missing.")
    boolean resume;

    @Option(names = "--report", description = "Write the tables and results files of the session recorded in --out "
            + "DIR from its runs, running nothing; the settings and workloads must be the recorded ones.")
    boolean report;

    @Option(names = "--java", paramLabel = "PATH",
            description = "Host java for every run (default: the java running the harness).")
    String java;

    @Option(names = "--timeout", paramLabel = "S", defaultValue = "3600",
            description = "Seconds after which a run is killed and fails (default: ${DEFAULT-VALUE}).")
    long timeout;

    @Option(names = "--progress", paramLabel = "MODE",
            description = "bar, lines or none (default: bar when stderr is a terminal, else lines).")
    String progress;

    /** Runs {@code experiment} in the session these options describe; the exit code. */
    int run(ResumableExperiment.Definition experiment, PrintStream out, PrintStream err)
            throws IOException, InterruptedException {
        if (report) {
            if (resume || outDir == null) {
                throw new BenchCommand.UsageError("--report needs --out DIR, the recorded session, and no --resume");
            }
            return new ResumableExperiment(experiment, false, out, err).report(outDir, BenchCommand.installation(java));
        }
        Progress.Mode mode = BenchCommand.progressMode(progress);
        Installation installation = BenchCommand.installation(java);
        return new ResumableExperiment(experiment, resume, out, err).run(
                outDir != null ? outDir : ResumableExperiment.defaultDirectory(experiment), installation, mode,
                Duration.ofSeconds(timeout));
    }
}
