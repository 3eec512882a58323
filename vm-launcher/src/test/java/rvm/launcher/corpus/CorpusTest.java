package rvm.launcher.corpus;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.fail;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Set;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.parallel.Execution;
import org.junit.jupiter.api.parallel.ExecutionMode;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;
import rvm.launcher.testing.GuestProcess;

/**
 * The golden-file conformance corpus ({@code vm-launcher/src/test/corpus}): every program, run by
 * rvm on every tier and with every profiler ({@link Corpus.Config}: interpreter, baseline, adaptive,
 * stress; the cbs, timer and exact profilers), must exit, print to stdout and print to stderr
 * exactly as the host JVM did when {@code regen} recorded its {@code NAME.expected}. See {@link ExpectedOutput} for the file
 * format and {@link Corpus} for how programs are built and run.
 */
@Execution(ExecutionMode.CONCURRENT)
class CorpusTest {

    private static final int MAX_STDERR_SHOWN = 4000;

    static Stream<Arguments> runs() {
        return Corpus.shared().programs().stream()
                .flatMap(p -> Stream.of(Corpus.Config.values()).map(t -> Arguments.of(p, t)));
    }

    @ParameterizedTest(name = "{0} {1}")
    @MethodSource("runs")
    void everyTierMatchesHostJvm(CorpusProgram program, Corpus.Config tier) {
        ExpectedOutput expected = program.expected();

        Corpus.GuestRun run = Corpus.shared().run(program, tier);

        GuestProcess.Result result = run.result();
        if (result.timedOut()) {
            fail(program + " timed out after " + Corpus.TIMEOUT.toSeconds() + " s under "
                    + tier.commandLine(program) + "\n" + result.describe());
        }
        assertEquals(tier.toolSummaries(), Corpus.Config.toolSummaries(result.stderr()).size(),
                program + " under " + tier.commandLine(program) + ": a summary line per tool\n" + result.stderr());
        ExpectedOutput actual = new ExpectedOutput(result.exitCode(), result.stdout(),
                Corpus.Config.withoutToolSummaries(result.stderr()));
        expected.describeMismatch(actual).ifPresent(mismatch -> fail(program + " under " + tier.commandLine(program)
                + " differs from " + program.expectedFile().getFileName() + ":\n" + mismatch + "--- actual stderr\n"
                + truncate(result.stderr())));
    }

    @Test
    void everyExpectedFileHasAProgram() throws IOException {
        Corpus corpus = Corpus.shared();
        Set<String> programs = corpus.programs().stream().map(CorpusProgram::name).collect(Collectors.toSet());

        List<String> orphans;
        try (Stream<Path> files = Files.list(corpus.corpusDir())) {
            orphans = files.map(f -> f.getFileName().toString())
                    .filter(f -> f.endsWith(".expected"))
                    .filter(f -> !programs.contains(f.substring(0, f.length() - ".expected".length())))
                    .sorted()
                    .toList();
        }

        assertEquals(List.of(), orphans, "expected files without a program (delete them or restore the program)");
    }

    /** regen and {@link ExpectedOutput} agree: every file regen wrote reads back to the same text. */
    @Test
    void everyExpectedFileIsInCanonicalForm() throws IOException {
        for (CorpusProgram program : Corpus.shared().programs()) {
            Path file = program.expectedFile();
            if (!Files.exists(file)) {
                continue;
            }
            String text = Files.readString(file, StandardCharsets.UTF_8);

            String formatted = ExpectedOutput.parse(text, file.toString()).format();

            assertEquals(text, formatted, file + " does not round-trip through ExpectedOutput");
        }
    }

    private static String truncate(String s) {
        return s.length() <= MAX_STDERR_SHOWN ? s : s.substring(0, MAX_STDERR_SHOWN) + "\n... ("
                + (s.length() - MAX_STDERR_SHOWN) + " more characters)";
    }
}
