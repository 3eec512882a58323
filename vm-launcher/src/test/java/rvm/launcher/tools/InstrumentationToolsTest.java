package rvm.launcher.tools;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import rvm.core.testing.JavaSources;
import rvm.launcher.testing.GuestProcess;
import rvm.launcher.testing.ToolJars;
import rvm.tools.BranchProfile;
import rvm.tools.BytecodeCounts;
import rvm.tools.InvocationCounts;

/**
 * The user instrumentation API run as a user runs it ({@code --instrument=tool:TOOL.jar}), with the
 * three example tools of {@code tools/}: exhaustively, they count what the interpreter counts (its
 * opcode and call counts are the ground truth) on every tier, inlined code included; sampled at
 * every check they count what exhaustive instrumentation counts; sampled at an interval, a part;
 * a tool that throws is switched off and the guest runs on; bad jars are refused before the guest
 * starts.
 */
class InstrumentationToolsTest {

    /**
     * Static and virtual calls, loops, a switch, a throw caught in its method, branches of each
     * operand kind; no exception leaves a basic block early (that would leave its remaining
     * instructions counted).
     */
    private static final String PROGRAM = """
            public class Tools {
                interface Op { int apply(int x); }
                static final class Inc implements Op { public int apply(int x) { return x + 1; } }
                static final class Dbl implements Op { public int apply(int x) { return 2 * x; } }
                static int loop(int n) {
                    int s = 0;
                    for (int i = 0; i < n; i++) {
                        if ((i & 1) == 0) { s += i; } else { s -= 1; }
                    }
                    return s;
                }
                static int kind(int i) {
                    switch (i % 3) { case 0: return 1; case 1: return 2; default: return 3; }
                }
                static int guarded(int x) {
                    try {
                        if (x > 30) { throw new IllegalStateException("big"); }
                        return x;
                    } catch (IllegalStateException e) {
                        return -x;
                    }
                }
                static Object pick(int i) { return i % 2 == 0 ? null : "s"; }
                public static void main(String[] args) {
                    Op[] ops = {new Inc(), new Dbl()};
                    long t = 0;
                    for (int k = 0; k < 40; k++) {
                        t += loop(k) + kind(k) + guarded(k) + ops[k % 2].apply(k);
                        if (pick(k) == null) { t++; }
                    }
                    System.out.println(t);
                    if (args.length > 0) { throw new IllegalStateException("the guest fails"); }
                }
            }
            """;

    private static final ObjectMapper JSON = new ObjectMapper();

    @TempDir
    static Path dir;
    private static String expected;
    private static Path bytecodes;
    private static Path branches;
    private static Path invocations;
    private static long interpretedBytecodes;
    private static Map<String, Long> interpretedCalls;

    @BeforeAll
    static void setUp() throws IOException {
        JavaSources.compile(dir, List.of("-g"), Map.of("Tools.java", PROGRAM));
        expected = GuestProcess.host(List.of("-cp", dir.toString(), "Tools"), dir, Duration.ofSeconds(60)).stdout();
        bytecodes = ToolJars.of(BytecodeCounts.class, dir);
        branches = ToolJars.of(BranchProfile.class, dir);
        invocations = ToolJars.of(InvocationCounts.class, dir);
        GuestProcess.Result r = rvm(List.of("--tier=interp", "--opcode-counts=" + dir.resolve("ops.txt"),
                "--call-counts=" + dir.resolve("calls.txt")));
        assertEquals(0, r.exitCode(), r.describe());
        interpretedBytecodes = 0;
        for (String line : Files.readAllLines(dir.resolve("ops.txt"))) {
            interpretedBytecodes += Long.parseLong(line.trim().split("\\s+")[2]);
        }
        interpretedCalls = new TreeMap<>();
        for (String line : Files.readAllLines(dir.resolve("calls.txt"))) { // count caller bci callee
            String[] f = line.trim().split("\\s+");
            if (f[3].startsWith("Tools") && !f[3].contains("<init>")) { // constructors are not instrumented
                interpretedCalls.merge(f[3], Long.parseLong(f[0]), Long::sum);
            }
        }
        interpretedCalls.put("Tools.main([Ljava/lang/String;)V", 1L);
    }

    private static GuestProcess.Result rvm(List<String> options, String... guestArgs) {
        List<String> args = new ArrayList<>(List.of("run"));
        args.addAll(options);
        args.addAll(List.of("-cp", dir.toString(), "Tools"));
        args.addAll(List.of(guestArgs));
        return GuestProcess.rvm(args, dir, Duration.ofSeconds(120), GuestProcess.HostJit.C1_ONLY);
    }

    /** Runs the three tools with {@code options}; the results file's {@code tools}, by tool name. */
    private static Map<String, JsonNode> withTools(String name, String... options) throws IOException {
        return withTools(name, List.of(bytecodes, branches, invocations), options);
    }

    /** Runs the tools of {@code jars} with {@code options}; the results file's {@code tools}, by tool name. */
    private static Map<String, JsonNode> withTools(String name, List<Path> jars, String... options) throws IOException {
        Path out = dir.resolve(name + ".json");
        List<String> all = new ArrayList<>(List.of("--instrument=" + String.join(",", jars.stream()
                .map(j -> "tool:" + j).toList()), "--instrument-out=" + out));
        all.addAll(List.of(options));
        GuestProcess.Result r = rvm(all);
        assertEquals(0, r.exitCode(), r.describe());
        assertEquals(expected, r.stdout(), "the guest prints what it prints on the host");
        Map<String, JsonNode> tools = new TreeMap<>();
        for (JsonNode t : JSON.readTree(out.toFile()).get("tools")) {
            assertTrue(t.get("failure") == null, t.toString());
            tools.put(t.get("name").asText(), t.get("results"));
        }
        assertEquals(jars.size(), tools.size(), tools.toString());
        return tools;
    }

    private static Map<String, Long> perMethod(JsonNode results, String count) {
        Map<String, Long> out = new TreeMap<>();
        for (JsonNode m : results.get("methods")) {
            out.put(m.get("method").asText(), m.get(count).asLong());
        }
        return out;
    }

    /** Decisions per branch site, as {@code method@bci: taken/notTaken}. */
    private static Map<String, String> outcomes(JsonNode results) {
        Map<String, String> out = new TreeMap<>();
        for (JsonNode b : results.get("branches")) {
            out.put(b.get("method").asText() + "@" + b.get("bci").asInt(),
                    b.get("taken").asLong() + "/" + b.get("notTaken").asLong());
        }
        return out;
    }

    @ParameterizedTest
    @ValueSource(strings = {"--tier=baseline", "--tier=opt", "--tier=opt --inliner=rvm"})
    void exhaustively_theToolsCountWhatTheInterpreterCounts(String tier) throws IOException {
        List<String> options = new ArrayList<>(List.of(tier.split(" ")));
        options.add("--instrument-exhaustive");

        Map<String, JsonNode> tools = withTools("exhaustive", options.toArray(String[]::new));

        assertEquals(interpretedBytecodes, tools.get("BytecodeCounts").get("bytecodes").asLong(),
                "every bytecode once, an inlined call's invoke included");
        assertEquals(interpretedCalls, perMethod(tools.get("InvocationCounts"), "invocations"),
                "every invocation once, inlined ones included");
        Map<String, String> branch = outcomes(tools.get("BranchProfile"));
        assertEquals("1/40", branch.get("Tools.main([Ljava/lang/String;)V@34"), "k < 40: leaves the loop once");
        assertEquals("40/780", branch.get("Tools.loop(I)I@6"), "i < n: leaves the loop once a call");
        assertEquals("380/400", branch.get("Tools.loop(I)I@12"), "(i & 1) == 0: ifne jumps on odd i");
        assertEquals("31/9", branch.get("Tools.guarded(I)I@3"), "x > 30: if_icmple jumps for x <= 30");
        assertEquals("20/20", branch.get("Tools.main([Ljava/lang/String;)V@77"), "pick(k) == null: ifnonnull");
        assertEquals("1/0", branch.get("Tools.main([Ljava/lang/String;)V@99"), "args.length > 0: ifle jumps");
        assertEquals(7, branch.size(), branch.toString());
    }

    @Test
    void sampledAtEveryCheck_theToolsCountWhatExhaustiveInstrumentationCounts() throws IOException {
        Map<String, JsonNode> exhaustive = withTools("ex", "--tier=opt", "--inliner=rvm", "--instrument-exhaustive");
        for (String layout : List.of("full", "partial", "none")) {
            Map<String, JsonNode> sampled = withTools("s1-" + layout, "--tier=opt", "--inliner=rvm",
                    "--sample-interval=1", "--duplication=" + layout);

            assertEquals(exhaustive, sampled, layout);
        }
    }

    /** A tool of branches alone leaves blocks without events, which partial duplication does not copy. */
    @Test
    void partialDuplication_withBranchesOnly_countsWhatExhaustiveInstrumentationCounts() throws IOException {
        Map<String, JsonNode> exhaustive = withTools("br-ex", List.of(branches), "--tier=baseline",
                "--instrument-exhaustive");

        Map<String, JsonNode> partial = withTools("br-partial", List.of(branches), "--tier=baseline",
                "--sample-interval=1", "--duplication=partial");

        assertEquals(exhaustive, partial);
        assertEquals(7, outcomes(partial.get("BranchProfile")).size());
    }

    @Test
    void sampledAtAnInterval_theToolsSeeAPart() throws IOException {
        Map<String, JsonNode> exhaustive = withTools("ex2", "--tier=baseline", "--instrument-exhaustive");

        Map<String, JsonNode> sampled = withTools("s10", "--tier=baseline", "--sample-interval=10");

        long all = exhaustive.get("BytecodeCounts").get("bytecodes").asLong();
        long part = sampled.get("BytecodeCounts").get("bytecodes").asLong();
        assertTrue(part > 0 && part < all / 2, part + " of " + all);
    }

    @Test
    void aToolThatThrows_isSwitchedOff_andTheGuestRunsOnToItsOwnEnd() throws IOException {
        Path jar = ToolJars.make(dir.resolve("throwing.jar"), ThrowingTool.class.getName(),
                ToolJars.location(ThrowingTool.class), ThrowingTool.class);
        Path out = dir.resolve("throwing.json");

        GuestProcess.Result r = rvm(List.of("--tier=baseline", "--instrument=tool:" + jar + ",tool:" + invocations,
                "--instrument-exhaustive", "--instrument-out=" + out), "throw");

        assertEquals(1, r.exitCode(), r.describe());
        assertEquals(expected, r.stdout(), "the guest prints what it prints on the host");
        assertTrue(r.stderr().contains("IllegalStateException: the guest fails"), r.stderr());
        assertTrue(r.stderr().contains("rvm: tool ThrowingTool was switched off: it threw "
                + "java.lang.IllegalStateException: the tool's bug at Tools."), r.stderr());
        assertTrue(r.stderr().contains("rvm:     at rvm.launcher.tools.ThrowingTool.basicBlock("), r.stderr());
        JsonNode tools = JSON.readTree(out.toFile()).get("tools");
        assertTrue(tools.get(0).get("failure").asText().startsWith("java.lang.IllegalStateException: the tool's bug"),
                tools.toString());
        assertEquals(50, tools.get(0).get("results").asInt(), "no event after the one that threw");
        assertEquals(interpretedCalls, perMethod(tools.get(1).get("results"), "invocations"),
                "the other tool counts on, and its results are written though the guest threw");
    }

    @Test
    void badToolJars_areRefusedBeforeTheGuestStarts() throws IOException {
        Path noTool = ToolJars.make(dir.resolve("no-tool.jar"), null, ToolJars.location(ThrowingTool.class),
                ThrowingTool.class);
        Path notATool = ToolJars.make(dir.resolve("not-a-tool.jar"), "java.lang.String",
                ToolJars.location(ThrowingTool.class), ThrowingTool.class);
        Path missingClass = ToolJars.make(dir.resolve("missing-class.jar"), "p.Missing",
                ToolJars.location(ThrowingTool.class), ThrowingTool.class);
        Path noEvents = ToolJars.make(dir.resolve("no-events.jar"), NoEventsTool.class.getName(),
                ToolJars.location(NoEventsTool.class), NoEventsTool.class);
        Path notAJar = Files.writeString(dir.resolve("not-a.jar"), "text");
        Map<Path, String> cases = Map.of(
                dir.resolve("absent.jar"), "no such file",
                notAJar, "not a jar",
                noTool, "its manifest names no tool class (expected a line 'Rvm-Tool: pkg.MyTool')",
                notATool, "java.lang.String does not implement rvm.tool.Tool",
                missingClass, "cannot load p.Missing",
                noEvents, NoEventsTool.class.getName() + ".events() asks for no events");

        for (Map.Entry<Path, String> c : cases.entrySet()) {
            GuestProcess.Result r = rvm(List.of("--tier=baseline", "--instrument=tool:" + c.getKey()));

            assertEquals(2, r.exitCode(), r.describe());
            assertEquals("", r.stdout(), "the guest does not start");
            assertTrue(r.stderr().contains("--instrument=tool:" + c.getKey() + ": " + c.getValue()), r.stderr());
        }
    }
}
