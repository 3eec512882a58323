package rvm.launcher.testing;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;

/**
 * Runs a guest program in a fresh JVM, either natively on the host {@code java} or under rvm,
 * and captures what it printed and how it exited.
 *
 * <p>Both runs use the {@code java} of the JVM running the tests, so a test suite run on JDK 25
 * compares rvm on JDK 25 against JDK 25.
 */
public final class GuestProcess {

    /** What a guest run printed and its exit code; {@code timedOut} when it was killed. */
    public record Result(int exitCode, String stdout, String stderr, boolean timedOut) {

        /** A one-paragraph description for assertion messages. */
        public String describe() {
            return "exit " + exitCode + (timedOut ? " (timed out)" : "")
                    + "\n--- stdout\n" + stdout + "\n--- stderr\n" + stderr;
        }
    }

    private GuestProcess() {
    }

    /**
     * Each guest JVM runs without its performance-data file ({@code -XX:-UsePerfData}): the tests
     * read none, and a JVM that finds {@code /tmp/hsperfdata_USER/PID} locked by another process
     * warns on stderr, which a corpus run then reports as output that differs from the host's (the
     * CI run of 2026-11-27 14:26 UTC on this machine: one of 1,546 tests).
     */
    private static final String NO_PERF_DATA = "-XX:-UsePerfData";

    /** The {@code java} executable of the JVM running this code. */
    public static String javaExecutable() {
        return Path.of(System.getProperty("java.home"), "bin", "java").toString();
    }

    /** Runs {@code java ARGS...} on the host. */
    public static Result host(List<String> javaArgs, Path workDir, Duration timeout) {
        List<String> command = new ArrayList<>();
        command.add(javaExecutable());
        command.add(NO_PERF_DATA);
        command.addAll(javaArgs);
        return run(command, workDir, timeout);
    }

    /**
     * Runs {@code rvm ARGS...}: the rvm launcher in a fresh host JVM, started as {@code ./rvm}
     * starts it, whose class path is the test class path (guest classes never see it: the guest
     * loader's parent is the platform loader).
     */
    public static Result rvm(List<String> rvmArgs, Path workDir, Duration timeout) {
        return rvm(rvmArgs, workDir, timeout, HostJit.TIERED);
    }

    /**
     * Which of HotSpot's compilers compile rvm (and the code it generates) in an rvm run's JVM.
     * A short guest run spends about 40% of its CPU time in C2 compiling rvm's own hot code (the
     * interpreter, ASM, the compilers), which a test of what the guest prints does not need; a test
     * of what HotSpot does with the generated code does.
     */
    public enum HostJit {
        /** HotSpot's default, C1 then C2: what {@code ./rvm} runs. */
        TIERED(List.of()),
        /**
         * C1 alone ({@code -XX:TieredStopAtLevel=1}): the same bytecode runs, compiled faster and less
         * well; for tests whose checks are what rvm prints and writes, which do not depend on it.
         */
        C1_ONLY(List.of("-XX:TieredStopAtLevel=1"));

        private final List<String> flags;

        HostJit(List<String> flags) {
            this.flags = flags;
        }

        /** The host JVM flags that choose the compilers, after rvm's own ({@link rvm.launcher.Main#HOST_JVM_FLAGS}). */
        public List<String> flags() {
            return flags;
        }
    }

    /** As {@link #rvm(List, Path, Duration)}, the rvm JVM's compilers chosen by {@code jit}. */
    public static Result rvm(List<String> rvmArgs, Path workDir, Duration timeout, HostJit jit) {
        List<String> command = new ArrayList<>();
        command.add(javaExecutable());
        command.add(NO_PERF_DATA);
        command.addAll(rvm.launcher.Main.HOST_JVM_FLAGS);
        command.addAll(jit.flags());
        command.add("-cp");
        command.add(System.getProperty("java.class.path"));
        command.add("rvm.launcher.Main");
        command.addAll(rvmArgs);
        return run(command, workDir, timeout);
    }

    /** Runs a command, reading both streams concurrently so neither pipe fills up. */
    public static Result run(List<String> command, Path workDir, Duration timeout) {
        ProcessBuilder builder = new ProcessBuilder(command).directory(workDir.toFile());
        builder.redirectInput(ProcessBuilder.Redirect.from(new java.io.File("/dev/null")));
        try {
            Process process = builder.start();
            CompletableFuture<String> out = readAsync(process.getInputStream());
            CompletableFuture<String> err = readAsync(process.getErrorStream());
            boolean finished = process.waitFor(timeout.toMillis(), TimeUnit.MILLISECONDS);
            if (!finished) {
                process.descendants().forEach(ProcessHandle::destroyForcibly);
                process.destroyForcibly();
                process.waitFor();
            }
            return new Result(process.exitValue(), out.join(), err.join(), !finished);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException("interrupted while running " + command, e);
        }
    }

    private static CompletableFuture<String> readAsync(InputStream stream) {
        return CompletableFuture.supplyAsync(() -> {
            try (stream) {
                return new String(stream.readAllBytes(), StandardCharsets.UTF_8);
            } catch (IOException e) {
                throw new UncheckedIOException(e);
            }
        });
    }
}
