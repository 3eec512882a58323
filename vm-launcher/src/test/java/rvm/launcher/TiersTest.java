package rvm.launcher;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.stream.Collectors;
import java.util.stream.IntStream;
import java.util.regex.Pattern;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import rvm.core.testing.JavaSources;
import rvm.core.testing.Javap;
import rvm.launcher.testing.GuestProcess;

/** Tier-up seen from outside: the compilation log, and yieldpoints that do not depend on the tier. */
class TiersTest {

    private static final String HOT = """
            public class Hot {
                int total;
                static int f(int x) {
                    return x % 7 == 0 ? x / 7 : x + 1;
                }
                synchronized void add(int x) {
                    total += x;
                }
                public static void main(String[] args) {
                    Hot h = new Hot();
                    long s = 0;
                    for (int i = 0; i < 20000; i++) {
                        s += f(i);
                        h.add(i & 3);
                        try {
                            if (i % 5000 == 0) {
                                throw new IllegalStateException("at " + i);
                            }
                        } catch (IllegalStateException e) {
                            s += e.getMessage().length();
                        }
                    }
                    System.out.println(s + " " + h.total);
                }
            }
            """;
    /** A dispatch loop like a bytecode interpreter's: each of 40 cases continues the loop (a backward goto). */
    private static final String DISPATCH = """
            public class Dispatch {
                static long run(int[] code) {
                    long s = 0;
                    int pc = 0;
                    while (pc < code.length) {
                        switch (code[pc++]) {
%s
                            default: s -= 1;
                        }
                    }
                    return s;
                }
                public static void main(String[] args) {
                    int[] code = new int[1000];
                    for (int i = 0; i < code.length; i++) {
                        code[i] = (i * 7) %% 41;
                    }
                    System.out.println(run(code));
                }
            }
            """.formatted(IntStream.range(0, 40).mapToObj(k -> "case " + k + ": s += " + (k + 3) + "; continue;")
                    .collect(Collectors.joining("\n")));
    /** A method of about 8,800 bytes of bytecode: over HotSpot's 8,000-byte compile limit. */
    private static final String HUGE = """
            public class Huge {
                static int run(int i) {
                    int s = 0;
            %s
                    return s;
                }
                public static void main(String[] args) {
                    System.out.println(run(3));
                }
            }
            """.formatted(IntStream.range(0, 1100).mapToObj(k -> "s += i * " + (1000 + k) + ";")
                    .collect(Collectors.joining("\n")));
    private static final Duration TIMEOUT = Duration.ofSeconds(60);

    @TempDir
    static Path classes;
    @TempDir
    static Path work;
    private static int loopHeadBci;

    @BeforeAll
    static void compile() {
        JavaSources.compile(classes, List.of(), Map.of("Hot.java", HOT, "Dispatch.java", DISPATCH, "Huge.java", HUGE));
        Javap.Method main = Javap.methods(classes.resolve("Hot.class")).get("main([Ljava/lang/String;)V");
        // the loop's condition, where javac's backward goto of the loop jumps
        loopHeadBci = main.insns().stream().filter(i -> i.mnemonic().equals("goto"))
                .filter(i -> Integer.parseInt(i.operands().trim()) < i.bci())
                .map(i -> Integer.parseInt(i.operands().trim())).findFirst().orElseThrow();
    }

    @Test
    void printCompilationLogsEachCompileAndTheOsr_inHotSpotsFormat() {
        GuestProcess.Result r = rvm("--tier=adaptive", "--compile-threshold=100", "--osr-threshold=1000",
                "--batch-compilation", "--print-compilation");

        assertEquals(0, r.exitCode(), r.describe());
        assertEquals(host().stdout(), r.stdout());
        List<String> log = r.stderr().lines().toList();
        assertMatches(log, "rvm: +\\d+ +\\d+    b 1  Hot\\.f\\(I\\)I \\(\\d+ bytes -> \\d+ bytes\\)");
        assertMatches(log, "rvm: +\\d+ +\\d+  s b 1  Hot\\.add\\(I\\)V \\(\\d+ bytes -> \\d+ bytes\\)");
        assertMatches(log, "rvm: +\\d+ +\\d+ % !b 1  Hot\\.main\\(\\[Ljava/lang/String;\\)V @ " + loopHeadBci
                + " \\(\\d+ bytes -> \\d+ bytes\\)");
    }

    @Test
    void backwardBranchesToOneLoopHeadShareOneBackedgeCheck() {
        GuestProcess.Result r = rvmMain("Dispatch", "--tier=baseline", "--print-compilation");

        assertEquals(0, r.exitCode(), r.describe());
        Pattern size = Pattern.compile(".* Dispatch\\.run\\(\\[I\\)J \\((\\d+) bytes -> (\\d+) bytes\\)");
        Matcher m = r.stderr().lines().map(size::matcher).filter(Matcher::matches).findFirst().orElseThrow(
                () -> new AssertionError("no compilation of Dispatch.run in\n" + r.stderr()));
        int growth = Integer.parseInt(m.group(2)) - Integer.parseInt(m.group(1));
        // a prologue, an epilogue, the countdown's start and one backedge check: well under one check per branch
        assertTrue(growth < 100, "Dispatch.run grew by " + growth + " bytes");
    }

    @Test
    void printCompilationSaysWhenCompiledCodeIsTooBigForHotSpotToCompile() {
        GuestProcess.Result r = rvmMain("Huge", "--tier=baseline", "--print-compilation");

        assertEquals(0, r.exitCode(), r.describe());
        List<String> log = r.stderr().lines().toList();
        assertMatches(log, "rvm: .* Huge\\.run\\(I\\)I \\(\\d{4} bytes -> \\d{4} bytes\\)   HUGE: over HotSpot's "
                + "8000-byte limit, HotSpot will only interpret it");
        assertMatches(log, "rvm: .* Huge\\.main\\(\\[Ljava/lang/String;\\)V \\(\\d+ bytes -> \\d+ bytes\\)");
    }

    @Test
    void everyTierExecutesTheSameYieldpoints() {
        List<String> interp = yieldpointCounts("--tier=interp");

        List<String> baseline = yieldpointCounts("--tier=baseline");
        List<String> stress = yieldpointCounts("--tier=adaptive", "--compile-threshold=1", "--osr-threshold=1",
                "--batch-compilation");

        assertEquals(4, interp.size(), interp.toString());
        assertEquals(interp, baseline);
        assertEquals(interp, stress);
    }

    private List<String> yieldpointCounts(String... tier) {
        List<String> args = new ArrayList<>(List.of(tier));
        args.add("--yieldpoint-stats");
        GuestProcess.Result r = rvm(args.toArray(String[]::new));
        assertEquals(0, r.exitCode(), r.describe());
        return r.stderr().lines().filter(l -> l.startsWith("rvm: ")).toList();
    }

    private static void assertMatches(List<String> lines, String regex) {
        Pattern p = Pattern.compile(regex);
        assertTrue(lines.stream().anyMatch(l -> p.matcher(l).matches()), "no line matches " + regex + " in\n"
                + String.join("\n", lines));
    }

    private static GuestProcess.Result rvm(String... options) {
        return rvmMain("Hot", options);
    }

    private static GuestProcess.Result rvmMain(String mainClass, String... options) {
        List<String> args = new ArrayList<>(List.of("run"));
        args.addAll(List.of(options));
        args.addAll(List.of("-cp", classes.toString(), mainClass));
        return GuestProcess.rvm(args, work, TIMEOUT);
    }

    private static GuestProcess.Result host() {
        return GuestProcess.host(List.of("-cp", classes.toString(), "Hot"), work, TIMEOUT);
    }
}
