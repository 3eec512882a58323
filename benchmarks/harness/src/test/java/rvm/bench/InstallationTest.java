package rvm.bench;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import rvm.launcher.Main;

class InstallationTest {

    @Test
    void runsRvmWithTheLaunchersHostFlags() {
        assertEquals(Main.HOST_JVM_FLAGS, new Installation(Path.of("."), "java").hostJvmFlags());
    }

    @Test
    void anotherCheckout_runsWithTheFlagsOfItsOwnBuild() throws Exception {
        Path home = Path.of(System.getProperty("rvm.home")).toAbsolutePath();
        Installation here = new Installation(Path.of("elsewhere"), "java");

        Installation other = here.of(Config.parse("p=rvm@" + home));

        assertEquals(home.normalize(), other.home());
        assertEquals(Main.HOST_JVM_FLAGS, other.hostJvmFlags());
    }

    @Test
    void anotherCheckoutNotBuilt_isNamed(@TempDir Path tree) {
        Installation here = new Installation(Path.of("."), "java");

        java.io.IOException e = org.junit.jupiter.api.Assertions.assertThrows(java.io.IOException.class,
                () -> here.of(Config.parse("p=rvm@" + tree)));

        assertTrue(e.getMessage().startsWith("not built: no launcher's host JVM flags in " + tree
                + "/vm-launcher/target/classes"), e.getMessage());
    }

    @Test
    void jOptionsGoToTheHostJvmAfterRvmsFlagsAndTheRestToRvmRun(@TempDir Path home) throws Exception {
        for (String module : List.of("vm-launcher", "benchmarks/workloads")) {
            Files.createDirectories(home.resolve(module).resolve("target/classes"));
        }
        Files.writeString(home.resolve("vm-launcher/target/runtime-classpath.txt"), "");
        Files.writeString(home.resolve("benchmarks/workloads/target/workload-classpath.txt"), "");
        Installation installation = new Installation(home, "java");
        WorkloadSpec fib = Workloads.named("fib").orElseThrow();

        List<String> command = installation.command(Config.parse("c1=rvm -J-XX:TieredStopAtLevel=1 --tier=baseline"),
                fib, List.of("small"));

        int flags = Main.HOST_JVM_FLAGS.size();
        assertEquals(Main.HOST_JVM_FLAGS, command.subList(1, 1 + flags));
        assertEquals("-XX:TieredStopAtLevel=1", command.get(1 + flags));
        int run = command.indexOf("run");
        assertEquals("rvm.launcher.Main", command.get(run - 1));
        assertEquals(List.of("--tier=baseline", "-cp"), command.subList(run + 1, run + 3));
        assertEquals(List.of(fib.mainClass(), "small"), command.subList(command.size() - 2, command.size()));
    }
}
