package rvm.bench;

import java.io.IOException;
import java.io.PrintStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.time.LocalDateTime;
import java.time.OffsetDateTime;
import java.time.format.DateTimeFormatter;
import java.time.temporal.ChronoUnit;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.SerializationFeature;
import rvm.bench.GridRunsCsv.GridRun;
import rvm.core.io.AtomicFile;

/**
 * A resumable experiment from its output directory to its tables ({@code ./rvm cbs-grid},
 * {@code ./rvm inline-fig5}, {@code ./rvm instrument-tables}): checks that rvm and the workloads are
 * built, starts a new session in {@code --out DIR} or, with {@code --resume}, continues the one
 * recorded there, runs it with progress, and writes its results, also on Ctrl-C; or, with
 * {@code --report}, writes the results of the runs recorded there without running anything.
 *
 * <p>The directory holds {@code PREFIX-runs.csv}, every run appended as it ends, and
 * {@code PREFIX-settings.json}, the settings a resumed session must repeat, with the date and the
 * machine of the first session. A new session refuses a directory that holds runs; a resumed one
 * refuses other settings, naming those that differ. Workloads are not settings: a resumed session
 * may add some.
 *
 * <p>Constraints: the results are written exactly once, by whichever comes first: the end of the
 * session, or the shutdown hook on Ctrl-C (which first stops the session); both take the same lock.
 */
final class ResumableExperiment {

    /** What one experiment adds to the common pipeline. */
    interface Definition {

        /** The command, as {@code ./rvm} names it and the messages begin: {@code cbs-grid}. */
        String command();

        /** The prefix of the files that make the session resumable, and its name in messages: {@code grid}. */
        String prefix();

        /** The settings a resumed session must repeat, as JSON-ready values. */
        Map<String, Object> resumable();

        /** The session that runs the plan through {@code runs}, writing its files into {@code dir}. */
        ResumableSession session(ResumableRuns runs, Path dir);

        /** The first line on stderr after the command's name: what the session runs and how much is left. */
        String headline(int remaining);

        /**
         * Writes the results files into {@code dir}.
         *
         * @param runs     every run recorded, earlier sessions' first
         * @param settings the settings file's content (format, date, machine, the resumable settings)
         * @param complete false when the session was interrupted
         */
        void writeFiles(List<GridRun> runs, Map<String, Object> settings, Path dir, boolean complete)
                throws IOException;

        /** The tables for stdout, from {@code runs}, with the files of {@code dir} the runs wrote. */
        List<String> lines(List<GridRun> runs, Path dir) throws IOException;
    }

    private static final ObjectMapper JSON = new ObjectMapper().enable(SerializationFeature.INDENT_OUTPUT);

    private final Definition definition;
    private final boolean resume;
    private final PrintStream out;
    private final PrintStream err;
    private boolean summarised;

    /**
     * @param resume whether to continue the session recorded in the directory ({@code --resume})
     * @param out    where the tables go
     * @param err    where progress and errors go
     */
    ResumableExperiment(Definition definition, boolean resume, PrintStream out, PrintStream err) {
        this.definition = definition;
        this.resume = resume;
        this.out = out;
        this.err = err;
    }

    /** {@code bench-results/COMMAND-DATE-TIME}: where a session goes without {@code --out}. */
    static Path defaultDirectory(Definition definition) {
        return Path.of("bench-results", definition.command() + "-"
                + LocalDateTime.now().format(DateTimeFormatter.ofPattern("yyyyMMdd-HHmmss")));
    }

    /** Runs the session in {@code dir} and writes its results; the exit code: 0, or 1 when a run failed. */
    int run(Path dir, Installation installation, Progress.Mode mode, Duration timeout)
            throws IOException, InterruptedException {
        installation.rvmClassPath(); // fail now, before hours of runs, when something is not built
        installation.workloadClassPath();
        Files.createDirectories(dir);
        Path runsFile = runsFile(dir);
        List<GridRun> earlier = GridRunsCsv.read(runsFile);
        Map<String, Object> settings = earlier.isEmpty() ? newSession(dir, installation) : resumedSession(dir);
        try (GridRunsCsv csv = new GridRunsCsv(runsFile)) {
            ResumableRuns runs = new ResumableRuns(installation, new ProcessRunner(dir, timeout), earlier, csv);
            ResumableSession session = definition.session(runs, dir);
            int remaining = session.remaining();
            err.println("rvm: " + definition.command() + ": " + definition.headline(remaining) + "; results in " + dir);
            Thread hook = new Thread(() -> {
                runs.cancel();
                summarise(runs.runs(), settings, dir, false);
            }, "rvm-" + definition.command() + "-interrupted");
            Runtime.getRuntime().addShutdownHook(hook);
            try (Progress bar = new Progress(definition.command(), mode, remaining, 0, err)) {
                runs.progress(bar);
                session.run();
            }
            boolean complete = !runs.cancelled();
            summarise(runs.runs(), settings, dir, complete);
            if (complete) {
                Runtime.getRuntime().removeShutdownHook(hook);
            }
            return runs.runs().stream().allMatch(g -> g.run().ok()) ? 0 : 1;
        }
    }

    /**
     * Writes the results files and tables of the session recorded in {@code dir} from its runs, running
     * nothing ({@code --report}): the same files a session writes when it ends, complete when the
     * recorded runs cover the plan. The settings asked for must be the recorded ones. The exit code:
     * 0, or 3 when the files could not be written.
     */
    int report(Path dir, Installation installation) throws IOException {
        List<GridRun> recorded = GridRunsCsv.read(runsFile(dir));
        if (recorded.isEmpty()) {
            throw new BenchCommand.UsageError("--report: " + dir + " holds no " + definition.prefix()
                    + " session's runs");
        }
        Map<String, Object> settings = recordedSettings(dir, "--report");
        ResumableRuns runs = new ResumableRuns(installation, null, recorded, null); // runs nothing: only counts
        boolean complete = definition.session(runs, dir).unrecorded() == 0;
        return summarise(recorded, settings, dir, complete) ? 0 : 3;
    }

    private Path runsFile(Path dir) {
        return dir.resolve(definition.prefix() + "-runs.csv");
    }

    /** Starts a session in {@code dir}, which holds no runs: writes and returns its settings file's content. */
    private Map<String, Object> newSession(Path dir, Installation installation) throws IOException {
        if (resume) {
            throw new BenchCommand.UsageError("--resume: " + dir + " holds no " + definition.prefix()
                    + " session to continue");
        }
        Map<String, Object> s = new LinkedHashMap<>();
        s.put("format", "rvm-" + definition.command() + "/1");
        s.put("date", OffsetDateTime.now().truncatedTo(ChronoUnit.SECONDS).toString());
        s.put("machine", Machine.describe(installation.java()));
        s.put(definition.prefix(), definition.resumable());
        AtomicFile.write(settingsFile(dir), writer -> JSON.writeValue(writer, s));
        @SuppressWarnings("unchecked")
        Map<String, Object> written = JSON.convertValue(s, Map.class);
        return written;
    }

    /** Continues the session in {@code dir}, which holds runs: its settings file's content, once checked. */
    private Map<String, Object> resumedSession(Path dir) throws IOException {
        if (!resume) {
            throw new BenchCommand.UsageError(dir + " already holds a " + definition.prefix() + " session's runs: "
                    + "add --resume to continue it, or choose another --out");
        }
        return recordedSettings(dir, "--resume");
    }

    /** The settings file's content in {@code dir}, checked against the settings asked for with {@code option}. */
    private Map<String, Object> recordedSettings(Path dir, String option) throws IOException {
        Path file = settingsFile(dir);
        if (!Files.exists(file)) {
            throw new IOException(file + " is missing: cannot check that the settings are the same");
        }
        @SuppressWarnings("unchecked")
        Map<String, Object> settings = JSON.readValue(file.toFile(), Map.class);
        Object recorded = settings.get(definition.prefix());
        @SuppressWarnings("unchecked")
        Map<String, Object> now = JSON.convertValue(definition.resumable(), Map.class);
        if (!(recorded instanceof Map<?, ?> before) || !Objects.equals(before, now)) {
            throw new BenchCommand.UsageError(option + ": the " + definition.prefix() + " session in " + dir
                    + " ran with " + differences(recorded, now));
        }
        return settings;
    }

    /** {@code runs=3, not runs=1; ...}: the settings that differ, as recorded and as asked for now. */
    private static String differences(Object recorded, Map<String, Object> now) {
        if (!(recorded instanceof Map<?, ?> before)) {
            return recorded + ", not " + now;
        }
        List<String> differ = new ArrayList<>();
        for (Map.Entry<String, Object> e : now.entrySet()) {
            Object was = before.get(e.getKey());
            if (!Objects.equals(was, e.getValue())) {
                differ.add(e.getKey() + "=" + was + ", not " + e.getKey() + "=" + e.getValue());
            }
        }
        return differ.isEmpty() ? before + ", not " + now : String.join("; ", differ);
    }

    private Path settingsFile(Path dir) {
        return dir.resolve(definition.prefix() + "-settings.json");
    }

    /** Writes the results and prints the tables, once; whether both succeeded. */
    private synchronized boolean summarise(List<GridRun> all, Map<String, Object> settings, Path dir,
                                           boolean complete) {
        if (summarised) {
            return true;
        }
        summarised = true;
        boolean ok = true;
        String name = "rvm: " + definition.command() + ": ";
        try {
            definition.writeFiles(all, settings, dir, complete);
        } catch (IOException | RuntimeException e) {
            err.println(name + "error: cannot write results to " + dir + ": " + e);
            ok = false;
        }
        if (!complete) {
            err.println();
            err.println(name + "interrupted; the tables cover the runs finished so far; continue with --out " + dir
                    + " --resume");
        }
        try {
            definition.lines(all, dir).forEach(out::println);
            out.flush();
        } catch (IOException | RuntimeException e) {
            err.println(name + "error: cannot read the results in " + dir + ": " + e);
            ok = false;
        }
        err.println(name + "results in " + dir.toAbsolutePath());
        return ok;
    }
}
