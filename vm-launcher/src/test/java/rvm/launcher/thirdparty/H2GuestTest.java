package rvm.launcher.thirdparty;

import rvm.launcher.testing.Tier;

import java.io.IOException;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;

import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

import rvm.launcher.testing.GuestProcess.Result;

/**
 * Runs the H2 database's {@code RunScript} tool over {@code thirdparty/h2/demo.sql} against an
 * in-memory database (tables, an index, a view, joins, grouping, window functions, a recursive
 * query, two constraint violations) on the host and under rvm, and compares the output.
 *
 * <p>{@code -continueOnError} makes RunScript print the stack trace of each failing statement
 * and go on, so the guest's stack traces (H2 frames with file names and line numbers) are
 * compared too.
 */
@Tag("thirdparty")
class H2GuestTest {

    private static final String MAIN = "org.h2.tools.RunScript";

    private static final List<String> ARGS = List.of("-url", "jdbc:h2:mem:demo", "-user", "sa", "-script", "demo.sql",
            "-showResults", "-continueOnError");

    private static Path work;
    private static String classPath;
    private static Result host;

    @BeforeAll
    static void runOnHost() throws IOException {
        work = HostComparison.workDir("h2");
        HostComparison.copyInputs(HostComparison.inputs("h2"), work);
        classPath = HostComparison.jar("h2").toString();

        host = HostComparison.runHost(classPath, MAIN, ARGS, work);
        HostComparison.assertHostPrinted(host, 0, "stdout", List.of(
                "--> 10 66351.50 2014-11-20 2023-10-01",
                "--> Compilers 3 22951.25 7650.416666666667",
                "--> Benchmarks 0 null null",
                "--> Profiling Fran 6400.00",
                "--> Profiling 250000.00 210003.00 39997.00 ok",
                "--> Jan 5720.00 3 64101.53",
                "--> 3 Ada > Cliff > Erik > Jan",
                "--> HANSPETER 9 H4nspeter 008 2021-06-16",
                "--> IDX_EMPLOYEE_DEPT EMPLOYEE",
                "--> 7 49 4",
                "INSERT INTO department VALUES (5, 'Runtime', 1.00);org.h2.jdbc.JdbcSQLIntegrityConstraintViolationException:"
                        + " Unique index or primary key violation: \"PUBLIC.CONSTRAINT_INDEX_4 ON PUBLIC.DEPARTMENT(NAME"
                        + " NULLS FIRST) VALUES ( /* 2 */ 'Runtime' )\"; SQL statement:",
                "\tat org.h2.index.Index.getDuplicateKeyException(Index.java:523)",
                "\tat org.h2.constraint.ConstraintReferential.checkRowOwnTable(ConstraintReferential.java:308)",
                "\tat org.h2.tools.RunScript.main(RunScript.java:66)"));
    }

    /** CI runs the two extremes and instrumentation sampling in the stress mode; the profile thirdparty-all adds the other tiers. */
    static Stream<Tier> tiers() {
        return Tier.selected(Tier.INTERP, Tier.STRESS, Tier.INSTRUMENT);
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("tiers")
    void sqlScriptPrintsTheSame_onHostAndUnderRvm(Tier tier) {
        HostComparison.runRvmAndCompare(host, tier, classPath, MAIN, ARGS, work);
    }
}
