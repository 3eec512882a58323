package rvm.interp.thirdparty;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

import java.io.File;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.regex.Pattern;
import java.util.stream.Stream;

import rvm.interp.testing.GuestProcess;
import rvm.interp.testing.GuestProcess.Result;

/**
 * Runs a third-party program from Maven Central once on the host {@code java} and once under
 * rvm's interpreter, and checks that both runs printed the same thing and exited the same way.
 *
 * <p>Call order: {@link #workDir} (a fresh directory), copy the inputs there with
 * {@link #copyInputs}, {@link #runHost} and check its output with {@link #assertHostPrinted}
 * (so a test cannot pass with both runs failing alike), then {@link #runRvmAndCompare}.
 * Both runs use the same work directory, so relative and absolute paths the program prints
 * are the same in both.
 */
final class HostComparison {

    /** The host run is a few seconds at most; anything longer means it hung. */
    static final Duration HOST_TIMEOUT = Duration.ofSeconds(60);

    /** The interpreter is 30-100 times slower than the host, plus class loading. */
    static final Duration RVM_TIMEOUT = Duration.ofSeconds(300);

    private HostComparison() {
    }

    /**
     * Finds the jar of a Maven artifact on the test class path.
     *
     * @param artifactId the artifact id, matched against file names {@code artifactId-<version>.jar}
     * @return the absolute path of the jar; fails the test when it is missing
     */
    static Path jar(String artifactId) {
        Pattern name = Pattern.compile(Pattern.quote(artifactId) + "-\\d[\\w.\\-]*\\.jar");
        for (String entry : System.getProperty("java.class.path").split(File.pathSeparator)) {
            Path path = Path.of(entry);
            if (path.getFileName() != null && name.matcher(path.getFileName().toString()).matches()) {
                return path.toAbsolutePath();
            }
        }
        return fail(artifactId + "-<version>.jar is not on the test class path: add it between the"
                + " third-party guests markers of vm-interp/pom.xml");
    }

    /** The inputs of one program: {@code rvm.thirdparty.dir/name}. */
    static Path inputs(String name) {
        String dir = System.getProperty("rvm.thirdparty.dir");
        assertTrue(dir != null, "system property rvm.thirdparty.dir is not set (see vm-interp/pom.xml)");
        Path path = Path.of(dir, name);
        assertTrue(Files.isDirectory(path), "missing third-party inputs " + path);
        return path;
    }

    /** A fresh, empty work directory {@code rvm.work.dir/thirdparty/name}. */
    static Path workDir(String name) throws IOException {
        String dir = System.getProperty("rvm.work.dir");
        assertTrue(dir != null, "system property rvm.work.dir is not set (see vm-interp/pom.xml)");
        Path path = Path.of(dir, "thirdparty", name).toAbsolutePath();
        deleteTree(path);
        return Files.createDirectories(path);
    }

    /** Copies every file under {@code from} to the same relative path under {@code to}. */
    static void copyInputs(Path from, Path to) throws IOException {
        try (Stream<Path> files = Files.walk(from)) {
            for (Path source : (Iterable<Path>) files::iterator) {
                Path target = to.resolve(from.relativize(source).toString());
                if (Files.isDirectory(source)) {
                    Files.createDirectories(target);
                } else {
                    Files.copy(source, target);
                }
            }
        }
    }

    /** Runs {@code java -cp CLASSPATH MAIN ARGS...} on the host. */
    static Result runHost(String classPath, String mainClass, List<String> args, Path workDir) {
        List<String> command = new ArrayList<>(List.of("-cp", classPath, mainClass));
        command.addAll(args);
        Result host = GuestProcess.host(command, workDir, HOST_TIMEOUT);
        assertFalse(host.timedOut(), () -> "the host run timed out\n" + host.describe());
        return host;
    }

    /** Checks the host run's exit code and that its stdout or stderr holds each expected line. */
    static void assertHostPrinted(Result host, int exitCode, String stream, List<String> lines) {
        assertEquals(exitCode, host.exitCode(), () -> "host exit code\n" + host.describe());
        String text = stream.equals("stdout") ? host.stdout() : host.stderr();
        List<String> printed = text.lines().toList();
        for (String line : lines) {
            assertTrue(printed.contains(line),
                    () -> "the host " + stream + " lacks the line [" + line + "]\n" + host.describe());
        }
    }

    /**
     * Runs {@code rvm run --tier=interp -cp CLASSPATH MAIN ARGS...} and asserts it exited like the
     * host run and printed the same stdout and stderr.
     *
     * @return the rvm run, for tests that also compare files it wrote
     */
    static Result runRvmAndCompare(Result host, String classPath, String mainClass, List<String> args,
            Path workDir) {
        List<String> command = new ArrayList<>(List.of("run", "--tier=interp", "-cp", classPath, mainClass));
        command.addAll(args);
        Result rvm = GuestProcess.rvm(command, workDir, RVM_TIMEOUT);

        assertFalse(rvm.timedOut(), () -> "the rvm run timed out after " + RVM_TIMEOUT + "\n" + rvm.describe());
        assertTrue(host.stdout().equals(rvm.stdout()),
                () -> firstDifference("stdout", host.stdout(), rvm.stdout()) + excerpt("rvm stderr", rvm.stderr()));
        assertTrue(host.stderr().equals(rvm.stderr()),
                () -> firstDifference("stderr", host.stderr(), rvm.stderr()) + excerpt("rvm stderr", rvm.stderr()));
        assertEquals(host.exitCode(), rvm.exitCode(), () -> "exit code differs\n" + rvm.describe());
        return rvm;
    }

    /** Describes where two outputs first differ: line number, then the host and rvm lines. */
    static String firstDifference(String stream, String host, String rvm) {
        List<String> hostLines = host.lines().toList();
        List<String> rvmLines = rvm.lines().toList();
        int common = Math.min(hostLines.size(), rvmLines.size());
        for (int i = 0; i < common; i++) {
            if (!hostLines.get(i).equals(rvmLines.get(i))) {
                return stream + " differs at line " + (i + 1) + ":\n  host: " + hostLines.get(i)
                        + "\n  rvm:  " + rvmLines.get(i) + "\n";
            }
        }
        if (hostLines.size() != rvmLines.size()) {
            boolean hostLonger = hostLines.size() > rvmLines.size();
            List<String> longer = hostLonger ? hostLines : rvmLines;
            return stream + ": " + (hostLonger ? "rvm" : "host") + " stopped after line " + common + "; "
                    + (hostLonger ? "host" : "rvm") + " went on with:\n  " + longer.get(common) + "\n";
        }
        return stream + " differs in line endings or a final newline\n";
    }

    /** Deletes a directory tree if it exists. */
    static void deleteTree(Path root) throws IOException {
        if (!Files.exists(root)) {
            return;
        }
        try (Stream<Path> paths = Files.walk(root)) {
            paths.sorted(Comparator.reverseOrder()).forEach(path -> {
                try {
                    Files.delete(path);
                } catch (IOException e) {
                    throw new UncheckedIOException(e);
                }
            });
        }
    }

    /** The text under a title, cut in the middle when long: its start and end matter most. */
    private static String excerpt(String title, String text) {
        if (text.isEmpty()) {
            return "";
        }
        String shown = text.length() <= 6000 ? text
                : text.substring(0, 4000) + "\n[...]\n" + text.substring(text.length() - 2000);
        return "--- " + title + "\n" + shown;
    }
}
