package rvm.launcher.thirdparty;

import rvm.launcher.testing.Tier;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
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
import java.util.function.UnaryOperator;
import java.util.regex.Pattern;
import java.util.stream.Stream;

import rvm.launcher.testing.GuestProcess;
import rvm.launcher.testing.GuestProcess.Result;

/**
 * Runs a third-party program from Maven Central once on the host {@code java} and under rvm on
 * a {@link Tier}, and checks that both runs printed the same thing and exited the same way.
 *
 * <p>Call order: {@link #workDir} (a fresh directory), copy the inputs there with
 * {@link #copyInputs}, {@link #runHost} and check its output with {@link #assertHostPrinted}
 * (so a test cannot pass with both runs failing alike), then {@link #runRvmAndCompare}, once
 * per tier: a test class runs the host once and compares every tier's run with it. The runs
 * use the same work directory, so relative and absolute paths the program prints are the same
 * in all of them; a program that writes files gets an output directory per run.
 *
 * <p>The jars of a program are found in one of two places. The first four guests (Rhino, H2,
 * Xerces, ECJ) are test dependencies, found on the test class path by {@link #jar}. The later
 * ones are copied by Maven into a directory per program under {@code rvm.thirdparty.lib}
 * ({@link #libraryClassPath}), off the test class path, so that a guest's JUnit engines and
 * listeners, JAXP services or ASM version never mix with rvm's own tests and build.
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
                + " third-party guests markers of vm-launcher/pom.xml");
    }

    /**
     * The guest class path of a program whose jars Maven copied to {@code rvm.thirdparty.lib/name}
     * (see the third-party guests section of vm-launcher/pom.xml): every jar there, sorted by name.
     *
     * @param name the program's directory, for example {@code clojure}
     * @return absolute jar paths joined by the path separator; fails the test when there are none
     */
    static String libraryClassPath(String name) throws IOException {
        String dir = System.getProperty("rvm.thirdparty.lib");
        assertTrue(dir != null, "system property rvm.thirdparty.lib is not set (see vm-launcher/pom.xml)");
        Path path = Path.of(dir, name).toAbsolutePath();
        assertTrue(Files.isDirectory(path), () -> "missing " + path + ": run the tests with Maven, which copies"
                + " the jars of each third-party guest there (vm-launcher/pom.xml)");
        List<String> jars;
        try (Stream<Path> files = Files.list(path)) {
            jars = files.filter(file -> file.getFileName().toString().endsWith(".jar"))
                    .map(Path::toString)
                    .sorted()
                    .toList();
        }
        assertFalse(jars.isEmpty(), () -> "no jars in " + path);
        return String.join(File.pathSeparator, jars);
    }

    /** The inputs of one program: {@code rvm.thirdparty.dir/name}. */
    static Path inputs(String name) {
        String dir = System.getProperty("rvm.thirdparty.dir");
        assertTrue(dir != null, "system property rvm.thirdparty.dir is not set (see vm-launcher/pom.xml)");
        Path path = Path.of(dir, name);
        assertTrue(Files.isDirectory(path), "missing third-party inputs " + path);
        return path;
    }

    /** A fresh, empty work directory {@code rvm.work.dir/thirdparty/name}. */
    static Path workDir(String name) throws IOException {
        String dir = System.getProperty("rvm.work.dir");
        assertTrue(dir != null, "system property rvm.work.dir is not set (see vm-launcher/pom.xml)");
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
     * Runs {@code rvm run TIER-OPTIONS -cp CLASSPATH MAIN ARGS...} and asserts it exited like the
     * host run and printed the same stdout and stderr.
     *
     * @return the rvm run, for tests that also compare files it wrote
     */
    static Result runRvmAndCompare(Result host, Tier tier, String classPath, String mainClass, List<String> args,
            Path workDir) {
        return runRvmAndCompare(host, tier, classPath, mainClass, args, workDir, UnaryOperator.identity());
    }

    /**
     * The compilers of the rvm JVM for {@code tier}: the tiers a user measures with (adaptive,
     * opt) on HotSpot's default, as {@code ./rvm} runs them; the others on C1 alone, which halves
     * the CPU time of a run that loads a large runtime (Clojure's script: 6.3 to 8.6 CPU-seconds against
     * 14.7 to 17.0).
     */
    static GuestProcess.HostJit hostJit(Tier tier) {
        return tier == Tier.ADAPTIVE || tier == Tier.OPT ? GuestProcess.HostJit.TIERED : GuestProcess.HostJit.C1_ONLY;
    }

    /**
     * Like {@link #runRvmAndCompare(Result, Tier, String, String, List, Path)}, but compares
     * stdout only after {@code stdoutFilter} has rewritten both runs' stdout: for a program that
     * prints a line that differs from run to run on the host too (a time), which the filter
     * replaces by a fixed text, in both runs alike.
     */
    static Result runRvmAndCompare(Result host, Tier tier, String classPath, String mainClass, List<String> args,
            Path workDir, UnaryOperator<String> stdoutFilter) {
        List<String> command = new ArrayList<>(List.of("run"));
        command.addAll(tier.options);
        command.addAll(List.of("-cp", classPath, mainClass));
        command.addAll(args);
        GuestProcess.HostJit jit = hostJit(tier);
        Result rvm = GuestProcess.rvm(command, workDir, RVM_TIMEOUT, jit);
        String run = tier + " (host " + jit + ")";

        assertFalse(rvm.timedOut(), () -> "the rvm run " + run + " timed out after " + RVM_TIMEOUT + "\n"
                + rvm.describe());
        String hostStdout = stdoutFilter.apply(host.stdout());
        String rvmStdout = stdoutFilter.apply(rvm.stdout());
        assertTrue(hostStdout.equals(rvmStdout), () -> run + ": " + firstDifference("stdout", hostStdout, rvmStdout)
                + excerpt("rvm stderr", rvm.stderr()));
        assertTrue(host.stderr().equals(rvm.stderr()), () -> run + ": "
                + firstDifference("stderr", host.stderr(), rvm.stderr()) + excerpt("rvm stderr", rvm.stderr()));
        assertEquals(host.exitCode(), rvm.exitCode(), () -> run + ": exit code differs\n" + rvm.describe());
        return rvm;
    }

    /**
     * Asserts that two directories hold the same files, byte for byte: what a program wrote on
     * the host and under rvm.
     *
     * @param what names the files in messages, for example {@code "class files"}
     */
    static void assertSameFiles(String what, Path host, Path rvm) throws IOException {
        List<String> names = files(host);
        assertEquals(names, files(rvm), what + " written under rvm");
        for (String name : names) {
            assertArrayEquals(Files.readAllBytes(host.resolve(name)), Files.readAllBytes(rvm.resolve(name)),
                    name + " differs between the host and rvm runs");
        }
    }

    /** The regular files under a directory, as sorted relative paths with {@code /}; none when it is missing. */
    static List<String> files(Path dir) throws IOException {
        if (!Files.isDirectory(dir)) {
            return List.of();
        }
        try (Stream<Path> files = Files.walk(dir)) {
            return files.filter(Files::isRegularFile)
                    .map(file -> dir.relativize(file).toString().replace('\\', '/'))
                    .sorted()
                    .toList();
        }
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
