package rvm.bench;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.List;

/**
 * An {@code rvm} script for tests that run what a reader runs: it starts the VM and the harness as
 * the build left them, as {@code ./rvm} does, but never builds (a test must not start Maven).
 */
final class RvmScript {

    private RvmScript() {
    }

    /**
     * Writes {@code dir/rvm}, executable, running the build of the checkout {@code home} with
     * {@code rvm.home} set to {@code rvmHome} (a reader's copy of the checkout, where files the
     * commands write land); returns its path.
     */
    static Path write(Path dir, Path home, Path rvmHome) throws IOException {
        Installation installation = new Installation(home, Path.of(System.getProperty("java.home"), "bin", "java")
                .toString());
        String vm = String.join(" ", installation.rvmCommand(List.of(), List.of()).stream()
                .map(w -> w.equals("-Drvm.home=" + home) ? "-Drvm.home=" + rvmHome : w).map(RvmScript::quote).toList());
        String harness = quote(installation.java()) + " -Drvm.home=" + quote(rvmHome.toString())
                + " -Djava.awt.headless=true -cp " + quote(System.getProperty("java.class.path"));
        String script = String.join("\n", "#!/usr/bin/env bash",
                "case \"${1:-}\" in",
                "  bench) main=rvm.bench.BenchCommand ;;",
                "  cbs-grid) main=rvm.bench.GridCommand ;;",
                "  inline-fig5) main=rvm.bench.Fig5Command ;;",
                "  instrument-tables) main=rvm.bench.InstrumentTablesCommand ;;",
                "  results) main=rvm.bench.ResultsCommand ;;",
                "  docs) main=rvm.bench.DocsCommand ;;",
                "  *) exec " + vm + " \"$@\" ;;",
                "esac",
                "shift",
                "exec " + harness + " \"$main\" \"$@\"", "");
        Path rvm = Files.writeString(dir.resolve("rvm"), script);
        Files.setPosixFilePermissions(rvm, PosixFilePermissions.fromString("rwxr-xr-x"));
        return rvm;
    }

    /**
     * Runs {@code command} with bash in {@code dir} ({@code env} added to the environment), its output
     * to a file so that the timeout holds; the exit code (-1 when it timed out) and the output.
     */
    static Result run(List<String> command, Path dir, java.util.Map<String, String> env, Path log)
            throws IOException, InterruptedException {
        ProcessBuilder pb = new ProcessBuilder(command).directory(dir.toFile()).redirectErrorStream(true)
                .redirectOutput(log.toFile()).redirectInput(ProcessBuilder.Redirect.from(new java.io.File("/dev/null")));
        pb.environment().putAll(env);
        Process p = pb.start();
        boolean done = p.waitFor(5, java.util.concurrent.TimeUnit.MINUTES);
        if (!done) {
            p.destroyForcibly().waitFor();
        }
        return new Result(done ? p.exitValue() : -1, Files.readString(log));
    }

    /** A finished command: its exit code (-1 when it timed out) and everything it printed. */
    record Result(int exit, String output) {
    }

    private static String quote(String word) {
        return "'" + word.replace("'", "'\\''") + "'";
    }
}
