package rvm.launcher.corpus;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.fail;

import java.util.stream.Stream;
import org.junit.jupiter.api.parallel.Execution;
import org.junit.jupiter.api.parallel.ExecutionMode;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;
import rvm.launcher.testing.GuestProcess;

/**
 * The host-compared corpus ({@code vm-launcher/src/test/host-corpus}): programs whose output depends on
 * the JDK they run on, such as whole stack traces with the JDK's own frames and line numbers. Each
 * runs on the host {@code java} of the test JVM and under rvm in every configuration of
 * {@link Corpus.Config}, and must exit and print exactly as the host did, so the corpus holds on any
 * JDK rvm runs on.
 */
@Execution(ExecutionMode.CONCURRENT)
class HostComparedCorpusTest {

    static Stream<Arguments> runs() {
        return Corpus.hostCompared().programs().stream()
                .flatMap(p -> Stream.of(Corpus.Config.values()).map(t -> Arguments.of(p, t)));
    }

    @ParameterizedTest(name = "{0} {1}")
    @MethodSource("runs")
    void everyTierPrintsWhatTheHostPrints(CorpusProgram program, Corpus.Config tier) {
        GuestProcess.Result host = Corpus.hostCompared().runOnHost(program);
        assertFalse(host.timedOut(), () -> program + " timed out on the host\n" + host.describe());

        GuestProcess.Result rvm = Corpus.hostCompared().run(program, tier).result();

        if (rvm.timedOut()) {
            fail(program + " timed out under " + tier.commandLine(program) + "\n" + rvm.describe());
        }
        ExpectedOutput expected = new ExpectedOutput(host.exitCode(), host.stdout(), host.stderr());
        assertEquals(tier.toolSummaries(), Corpus.Config.toolSummaries(rvm.stderr()).size(),
                program + " under " + tier.commandLine(program) + ": a summary line per tool\n" + rvm.stderr());
        ExpectedOutput actual = new ExpectedOutput(rvm.exitCode(), rvm.stdout(),
                Corpus.Config.withoutToolSummaries(rvm.stderr()));
        expected.describeMismatch(actual).ifPresent(mismatch -> fail(program + " under " + tier.commandLine(program)
                + " differs from the host:\n" + mismatch));
    }
}
