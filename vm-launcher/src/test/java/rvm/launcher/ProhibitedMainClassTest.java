package rvm.launcher;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import rvm.core.testing.JavaSources;
import rvm.launcher.testing.GuestProcess;

/**
 * A main class in a {@code java.*} package that no JDK module holds: the host's launcher lets the
 * class loader's {@link SecurityException} through, after the C launcher's "A JNI error has
 * occurred", and so must rvm (its stack frames are not compared: they are the loaders').
 */
class ProhibitedMainClassTest {

    @TempDir
    Path classes;

    @Test
    void mainClassInAJavaPackage_failsWithTheHostsTwoLinesAndExitCode() {
        JavaSources.compile(classes, List.of(), Map.of("java/foo/Prohibited.java",
                "package java.foo;\npublic class Prohibited { public static void main(String[] args) { } }\n"));
        List<String> args = List.of("-cp", classes.toString(), "java.foo.Prohibited");

        GuestProcess.Result host = GuestProcess.host(args, classes, Duration.ofSeconds(30));
        List<String> run = new java.util.ArrayList<>(List.of("run"));
        run.addAll(args);
        GuestProcess.Result rvm = GuestProcess.rvm(run, classes, Duration.ofSeconds(60));

        assertEquals(List.of("Error: A JNI error has occurred, please check your installation and try again",
                "Exception in thread \"main\" java.lang.SecurityException: Prohibited package name: java.foo"),
                host.stderr().lines().limit(2).toList(), host.describe());
        assertEquals(host.stderr().lines().limit(2).toList(), rvm.stderr().lines().limit(2).toList(), rvm.describe());
        assertEquals(host.exitCode(), rvm.exitCode(), rvm.describe());
    }
}
