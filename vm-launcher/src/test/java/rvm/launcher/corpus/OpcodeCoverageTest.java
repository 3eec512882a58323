package rvm.launcher.corpus;

import static org.junit.jupiter.api.Assertions.fail;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.BitSet;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/**
 * The corpus as a whole covers every raw JVM opcode, 0x00 nop .. 0xC9 jsr_w: it contains each in
 * an ordinary method (constructors and static initialisers run as host bytecode under rvm, so
 * their opcodes do not count), and rvm's interpreter executes each at least once, as reported by
 * {@code --opcode-counts}. Both tests build or run the corpus themselves through {@link Corpus},
 * sharing the runs with {@link CorpusTest} when they are in the same JVM.
 */
class OpcodeCoverageTest {

    @Test
    void corpusContainsEveryOpcodeInOrdinaryMethods() {
        Map<Integer, String> sites = staticSites(Corpus.shared());

        List<String> missing = new ArrayList<>();
        for (int opcode = 0; opcode < JvmOpcodes.COUNT; opcode++) {
            if (!sites.containsKey(opcode)) {
                missing.add(JvmOpcodes.describe(opcode));
            }
        }

        if (!missing.isEmpty()) {
            fail("no corpus program has these opcodes outside <init> and <clinit>; add an Op* program (or extend"
                    + " OpcodeClassGenerator) that does:\n  " + String.join("\n  ", missing));
        }
    }

    @Test
    void interpreterExecutesEveryOpcode() {
        Corpus corpus = Corpus.shared();
        OpcodeCounts total = OpcodeCounts.none();
        List<String> problems = new ArrayList<>();
        List<String> timedOut = new ArrayList<>();

        for (CorpusProgram program : corpus.programs()) {
            try {
                Corpus.GuestRun run = corpus.run(program);
                if (Files.exists(run.countsFile())) {
                    total = total.plus(OpcodeCounts.parse(
                            Files.readString(run.countsFile(), StandardCharsets.UTF_8), run.countsFile().toString()));
                } else if (run.result().timedOut()) {
                    timedOut.add(program.name());
                } else {
                    problems.add(program + ": rvm wrote no " + run.countsFile() + " (exit " + run.result().exitCode()
                            + "; stderr starts " + ExpectedOutput.quote(firstLine(run.result().stderr())) + ")");
                }
            } catch (IOException e) {
                problems.add(program + ": " + e);
            } catch (RuntimeException e) {
                problems.add(program + ": " + e.getMessage());
            }
        }

        List<Integer> never = total.neverExecuted();
        if (!never.isEmpty() || !problems.isEmpty()) {
            fail(report(never, problems, timedOut, sitesForReport(corpus)));
        }
    }

    /**
     * The failure message. A program killed at its time limit cannot write counts (CorpusTest reports
     * it); it is named here only as a possible reason for opcodes never executed.
     */
    private static String report(List<Integer> never, List<String> problems, List<String> timedOut,
            Map<Integer, String> sites) {
        StringBuilder sb = new StringBuilder();
        if (!never.isEmpty()) {
            sb.append(never.size()).append(" opcodes never executed by rvm over the whole corpus:\n");
            for (int opcode : never) {
                sb.append("  ").append(JvmOpcodes.describe(opcode));
                String site = sites.get(opcode);
                sb.append(site == null ? " (in no corpus program)" : " (in the corpus at " + site + ")").append('\n');
            }
        }
        if (!problems.isEmpty()) {
            sb.append("programs whose opcode counts are missing or unreadable:\n");
            problems.forEach(p -> sb.append("  ").append(p).append('\n'));
        }
        if (!timedOut.isEmpty()) {
            sb.append("programs killed at the time limit, so not counted: ").append(String.join(", ", timedOut))
                    .append('\n');
        }
        return sb.toString();
    }

    /** The static sites, or none if the corpus cannot be built: the report must not hide the counts. */
    private static Map<Integer, String> sitesForReport(Corpus corpus) {
        try {
            return staticSites(corpus);
        } catch (RuntimeException e) {
            return Map.of();
        }
    }

    /** For each opcode the corpus contains, the first ordinary method that has it ("Class.method(desc)"). */
    private static Map<Integer, String> staticSites(Corpus corpus) {
        Map<Integer, String> sites = new TreeMap<>();
        for (CorpusProgram program : corpus.programs()) {
            for (Path classFile : classFiles(corpus.build(program))) {
                String className = classFile.getFileName().toString().replace(".class", "");
                Map<String, BitSet> methods;
                try {
                    methods = RawBytecode.opcodesByMethod(Files.readAllBytes(classFile));
                } catch (IOException e) {
                    throw new UncheckedIOException(e);
                }
                methods.forEach((method, opcodes) -> {
                    if (!method.startsWith("<init>(") && !method.startsWith("<clinit>(")) {
                        opcodes.stream().forEach(op -> sites.putIfAbsent(op, className + "." + method));
                    }
                });
            }
        }
        return sites;
    }

    private static List<Path> classFiles(Path dir) {
        try (Stream<Path> files = Files.walk(dir)) {
            return files.filter(f -> f.getFileName().toString().endsWith(".class")).sorted().toList();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    private static String firstLine(String text) {
        int end = text.indexOf('\n');
        return end < 0 ? text : text.substring(0, end);
    }
}
