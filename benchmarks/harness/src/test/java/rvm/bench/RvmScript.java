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

    /** Writes {@code dir/rvm}, executable, for the checkout {@code home}; returns its path. */
    static Path write(Path dir, Path home) throws IOException {
        Installation installation = new Installation(home, Path.of(System.getProperty("java.home"), "bin", "java")
                .toString());
        String vm = String.join(" ", installation.rvmCommand(List.of(), List.of()).stream().map(RvmScript::quote)
                .toList());
        String harness = quote(installation.java()) + " -Drvm.home=" + quote(home.toString())
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

    private static String quote(String word) {
        return "'" + word.replace("'", "'\\''") + "'";
    }
}
