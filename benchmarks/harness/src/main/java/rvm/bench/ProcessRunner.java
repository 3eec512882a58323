package rvm.bench;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Runs one workload process and reads what it printed: its checksum, its iteration times and when
 * each ended, (through {@code /usr/bin/time}, when the machine has it) its CPU time, and, from
 * HotSpot's log of its JIT compilations, when HotSpot compiled a method or made compiled code not
 * entrant (a deoptimisation, or code replaced).
 *
 * <p>Constraints: one process at a time; {@link #cancel} may be called from another thread (the
 * shutdown hook on Ctrl-C) and kills the running process with its children.
 */
final class ProcessRunner {

    private static final Pattern CHECKSUM = Pattern.compile("(?m)^checksum (-?\\d+)$");
    private static final Pattern ITERATION = Pattern.compile(
            "(?m)^bench: \\S+ iteration \\d+/\\d+ ([0-9.]+) ms(?: at ([0-9.]+) s)?$");
    /** A line of HotSpot's {@code jit+compilation} log, decorated with the JVM's uptime. */
    private static final Pattern JIT_LINE = Pattern.compile("^\\[([0-9.]+)s\\] (.*)$");
    private static final Path TIME = Path.of("/usr/bin/time");

    private final Path scratch;
    private final Duration timeout;
    private final boolean cpuTime;
    private volatile Process current;
    private volatile boolean cancelled;

    /**
     * @param scratch a directory for the processes' output files
     * @param timeout a run taking longer is killed and fails
     */
    ProcessRunner(Path scratch, Duration timeout) {
        this.scratch = scratch;
        this.timeout = timeout;
        this.cpuTime = Files.isExecutable(TIME);
    }

    /** What one process did. */
    record Outcome(double wallSeconds, double cpuSeconds, int exitCode, boolean timedOut, String stdout,
                   String stderr, HostCompilations compilations) {

        /** The checksum printed on stdout, {@code null} when there is none. */
        String checksum() {
            Matcher m = CHECKSUM.matcher(stdout);
            String last = null;
            while (m.find()) {
                last = m.group(1);
            }
            return last;
        }

        /** The iteration times printed on stderr, in order. */
        List<Double> iterationMillis() {
            List<Double> times = new ArrayList<>();
            Matcher m = ITERATION.matcher(stderr);
            while (m.find()) {
                times.add(Double.parseDouble(m.group(1)));
            }
            return times;
        }

        /** The JVM's uptime in seconds when each iteration ended, in order; NaN where not printed. */
        List<Double> iterationEnds() {
            List<Double> ends = new ArrayList<>();
            Matcher m = ITERATION.matcher(stderr);
            while (m.find()) {
                ends.add(m.group(2) == null ? Double.NaN : Double.parseDouble(m.group(2)));
            }
            return ends;
        }
    }

    /**
     * Runs {@code command} to completion (or timeout, or cancellation). The command is a {@code java}
     * command line: HotSpot is told, just before its first {@code -cp} (after its other flags, among
     * them rvm's {@code -Xlog:disable}), to log its compilations to a file of its own
     * ({@code -Xlog:jit+compilation=debug}, with uptimes), read as {@link Outcome#compilations}.
     */
    Outcome run(List<String> command) throws IOException, InterruptedException {
        Path out = Files.createTempFile(scratch, "run", ".out");
        Path err = Files.createTempFile(scratch, "run", ".err");
        Path times = Files.createTempFile(scratch, "run", ".time");
        Path jit = Files.createTempFile(scratch, "run", ".jit");
        // HotSpot keeps a log file it finds as FILE.0 before writing its own: it must find none
        Files.delete(jit);
        Path archived = jit.resolveSibling(jit.getFileName() + ".0");
        try {
            List<String> full = new ArrayList<>();
            if (cpuTime) {
                full.addAll(List.of(TIME.toString(), "-q", "-f", "%U %S", "-o", times.toString()));
            }
            int cp = command.indexOf("-cp");
            int at = cp > 0 ? cp : 1; // after the JVM's other flags: rvm's host flags turn logging off first
            full.addAll(command.subList(0, at));
            full.add("-Xlog:jit+compilation=debug:file=" + jit + ":uptime");
            full.addAll(command.subList(at, command.size()));
            ProcessBuilder builder = new ProcessBuilder(full).redirectOutput(out.toFile()).redirectError(err.toFile())
                    .redirectInput(ProcessBuilder.Redirect.from(new java.io.File("/dev/null")));
            long start = System.nanoTime();
            Process process = builder.start();
            current = process;
            if (cancelled) {
                kill(process);
            }
            boolean finished = process.waitFor(timeout.toMillis(), TimeUnit.MILLISECONDS);
            if (!finished) {
                kill(process);
                process.waitFor();
            }
            double wall = (System.nanoTime() - start) / 1e9;
            current = null;
            return new Outcome(wall, finished ? cpuSeconds(times) : Double.NaN, finished ? process.exitValue() : -1,
                    !finished, Files.readString(out, StandardCharsets.UTF_8), Files.readString(err, StandardCharsets.UTF_8),
                    compilations(jit));
        } finally {
            Files.deleteIfExists(out);
            Files.deleteIfExists(err);
            Files.deleteIfExists(times);
            Files.deleteIfExists(jit);
            Files.deleteIfExists(archived);
        }
    }

    /** Kills the running process, if any, and every process started after this call. */
    void cancel() {
        cancelled = true;
        Process process = current;
        if (process != null) {
            kill(process);
        }
    }

    private static void kill(Process process) {
        process.descendants().forEach(ProcessHandle::destroyForcibly);
        process.destroyForcibly();
    }

    /** What HotSpot's compilation log says happened when (uptimes in seconds). */
    static HostCompilations compilations(Path log) throws IOException {
        List<Double> compiled = new ArrayList<>();
        List<Double> notEntrant = new ArrayList<>();
        List<String> lines = Files.exists(log) ? Files.readAllLines(log, StandardCharsets.UTF_8) : List.of();
        for (String line : lines) {
            Matcher m = JIT_LINE.matcher(line);
            if (!m.matches()) {
                continue;
            }
            double at = Double.parseDouble(m.group(1));
            String event = m.group(2).strip();
            if (event.endsWith("made not entrant")) {
                notEntrant.add(at);
            } else if (!event.endsWith("made zombie")) {
                compiled.add(at);
            }
        }
        return new HostCompilations(compiled, notEntrant);
    }

    private double cpuSeconds(Path times) throws IOException {
        if (!cpuTime) {
            return Double.NaN;
        }
        List<String> lines = Files.readAllLines(times, StandardCharsets.UTF_8);
        String last = lines.isEmpty() ? "" : lines.get(lines.size() - 1).trim();
        String[] parts = last.split("\\s+");
        try {
            return Double.parseDouble(parts[0]) + Double.parseDouble(parts[1]);
        } catch (NumberFormatException | ArrayIndexOutOfBoundsException e) {
            return Double.NaN; // the child was killed by a signal: time printed a status line instead
        }
    }
}
