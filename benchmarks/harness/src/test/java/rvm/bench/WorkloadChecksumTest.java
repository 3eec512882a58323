package rvm.bench;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.stream.Stream;

import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.parallel.Execution;
import org.junit.jupiter.api.parallel.ExecutionMode;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Every workload's small input prints the same checksum on the host and under rvm (its JVM with
 * C1 alone), and exits with 0 on both. Two workloads run at a time: the machine has two cores and
 * each run is mostly one busy thread.
 */
@Tag("workloads")
@Execution(ExecutionMode.CONCURRENT)
class WorkloadChecksumTest {

    private static final List<String> SMALL = List.of("small", "--iterations", "1");

    /**
     * rvm with its default options, its JVM with C1 alone: the checksum does not depend on HotSpot's
     * compilers, and C2 compiling rvm's own code took 40% of these runs' CPU time (83 CPU-s against
     * 51 for the whole test, 2026-11-27). The harness's other tests run rvm as {@code ./rvm} does.
     */
    private static final Config RVM_C1 = Config.parse("rvm-c1=rvm -J-XX:TieredStopAtLevel=1");

    static Stream<String> workloads() {
        return Workloads.all().stream().map(WorkloadSpec::name);
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("workloads")
    void smallInput_printsTheHostChecksumUnderRvm(String name) throws IOException, InterruptedException {
        WorkloadSpec workload = Workloads.named(name).orElseThrow();
        Installation installation = new Installation(Path.of(System.getProperty("rvm.home")),
                Path.of(System.getProperty("java.home"), "bin", "java").toString());
        Path scratch = Files.createDirectories(Path.of(System.getProperty("rvm.work.dir"), name));
        ProcessRunner runner = new ProcessRunner(scratch, Duration.ofMinutes(10));

        ProcessRunner.Outcome host = runner.run(installation.command(Config.HOST, workload, SMALL));
        ProcessRunner.Outcome rvm = runner.run(installation.command(RVM_C1, workload, SMALL));

        assertEquals(0, host.exitCode(), host.stderr());
        assertNotNull(host.checksum(), host.stdout());
        assertEquals(0, rvm.exitCode(), rvm.stderr());
        assertEquals(host.checksum(), rvm.checksum(), rvm.stdout());
    }
}
