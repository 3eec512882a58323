package rvm.launcher;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
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
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import rvm.core.testing.JavaSources;
import rvm.launcher.testing.GuestProcess;
import rvm.profiling.dcg.DcgProfile;
import rvm.profiling.dcg.DcgReader;
import rvm.profiling.dcg.Overlap;

/**
 * Arnold and Ryder's instrumentation sampling run as a user runs it ({@code --instrument}): sampled
 * at every check it counts exactly what exhaustive instrumentation counts; sampled at an interval it
 * approximates it; the checks never outnumber method entries and backedges (Property 1); the
 * {@code never} trigger checks without sampling; the results are written however the guest ends;
 * bad options are refused before the guest starts.
 */
class InstrumentationSamplingTest {

    /**
     * Loops, nested loops, a loop at a method's first instruction, a switch, a handler, a lock,
     * static, virtual (two implementations), interface and default-method calls, calls into the JDK
     * and field accesses.
     */
    private static final String PROGRAM = """
            public class Inst {
                interface Shape { double area(); default double twice() { return 2 * area(); } }
                static final class Sq implements Shape { final double s; Sq(double s) { this.s = s; }
                    public double area() { return s * s; } }
                static final class Ci implements Shape { final double r; Ci(double r) { this.r = r; }
                    public double area() { return 3 * r * r; } }
                static int counter;
                int field;
                static int square(int x) { return x * x; }
                int bump(int by) { field += by; return field; }
                static double areas(Shape[] shapes) {
                    double a = 0;
                    for (Shape s : shapes) { a += s.area() + s.twice(); }
                    return a;
                }
                static int kinds(int n) {
                    int s = 0;
                    for (int i = 0; i < n; i++) {
                        switch (i % 4) {
                            case 0: s += square(i); break;
                            case 1: s -= i; break;
                            case 2: s ^= i; break;
                            default: s += 7;
                        }
                    }
                    return s;
                }
                static int drain(int[] box) { // a loop at the method's first instruction
                    while (box[0] > 0) { box[0]--; counter++; }
                    return counter;
                }
                static int guarded(int[] a, int i) {
                    try { return a[i]; } catch (ArrayIndexOutOfBoundsException e) { counter++; return -1; }
                }
                public static void main(String[] args) {
                    Shape[] shapes = {new Sq(2), new Ci(1), new Sq(3)};
                    Inst o = new Inst();
                    Object lock = new Object();
                    double t = 0;
                    long k = 0;
                    for (int round = 0; round < 300; round++) {
                        t += areas(shapes);
                        k += kinds(round);
                        for (int j = 0; j < 5; j++) {
                            synchronized (lock) { k += o.bump(j); }
                            k += guarded(new int[] {1, 2, 3}, j);
                            k += drain(new int[] {j % 3});
                        }
                        k += String.valueOf(round).length();
                    }
                    System.out.println(t + " " + k + " " + counter + " " + o.field);
                    if (args.length > 0 && args[0].equals("throw")) {
                        throw new IllegalStateException("the guest fails");
                    }
                    if (args.length > 0 && args[0].equals("exit")) {
                        System.exit(3);
                    }
                }
            }
            """;

    private static final ObjectMapper JSON = new ObjectMapper();

    @TempDir
    static Path dir;
    private static String expected;

    @BeforeAll
    static void compile() {
        JavaSources.compile(dir, List.of("-g"), Map.of("Inst.java", PROGRAM));
        expected = GuestProcess.host(List.of("-cp", dir.toString(), "Inst"), dir, Duration.ofSeconds(60)).stdout();
    }

    private static GuestProcess.Result rvm(List<String> options, String... guestArgs) {
        List<String> args = new ArrayList<>(List.of("run"));
        args.addAll(options);
        args.addAll(List.of("-cp", dir.toString(), "Inst"));
        args.addAll(List.of(guestArgs));
        return GuestProcess.rvm(args, dir, Duration.ofSeconds(120), GuestProcess.HostJit.C1_ONLY);
    }

    private static GuestProcess.Result instrumented(Path out, String... options) {
        List<String> all = new ArrayList<>(List.of("--tier=baseline", "--instrument=call-edges,field-accesses",
                "--instrument-out=" + out));
        all.addAll(List.of(options));
        GuestProcess.Result r = rvm(all);
        assertEquals(0, r.exitCode(), r.describe());
        assertEquals(expected, r.stdout(), "the guest prints what it prints on the host");
        return r;
    }

    @Test
    void sampledAtEveryCheck_countsExactlyWhatExhaustiveInstrumentationCounts() throws IOException {
        Path exhaustive = dir.resolve("exhaustive.json");
        Path full = dir.resolve("full.json");
        Path none = dir.resolve("none.json");
        Path partial = dir.resolve("partial.json");
        Path inline = dir.resolve("inline.json");
        instrumented(exhaustive, "--instrument-exhaustive");
        instrumented(full, "--sample-interval=1");
        instrumented(none, "--sample-interval=1", "--duplication=none");
        instrumented(partial, "--sample-interval=1", "--duplication=partial");
        instrumented(inline, "--sample-interval=1", "--sampled-copy=inline");

        JsonNode e = JSON.readTree(exhaustive.toFile());
        assertTrue(e.get("edges").size() >= 8, "static, virtual, interface and default-method edges: " + e);
        assertTrue(e.get("fieldAccesses").size() >= 4, e.toString());
        for (Path sampled : List.of(full, none, partial, inline)) {
            JsonNode s = JSON.readTree(sampled.toFile());
            assertEquals(edges(e), edges(s), sampled + ": the same edges with the same counts");
            assertEquals(e.get("fieldAccesses"), s.get("fieldAccesses"), sampled + ": the same field counts");
            assertEquals("instrument-sampled", s.get("profile").asText());
            assertTrue(s.get("samples").asLong() > 0);
        }
        assertEquals("separate", JSON.readTree(full.toFile()).get("options").get("sampled-copy").asText());
        assertEquals("inline", JSON.readTree(inline.toFile()).get("options").get("sampled-copy").asText());
        assertFalse(JSON.readTree(partial.toFile()).get("options").has("sampled-copy"), "full duplication's only");
        String text = Files.readString(exhaustive);
        assertTrue(text.contains("\"callee\": \"Inst$Sq.area()D\"") && text.contains("\"callee\": \"Inst$Ci.area()D\""),
                "a virtual call's targets come from its receivers' classes: " + text);
        assertTrue(text.contains("\"callee\": \"Inst$Shape.twice()D\""), "a default method is a guest target: " + text);
        assertTrue(text.contains("\"field\":\"Inst.field:I\""), text);
    }

    private static Map<String, Long> edges(JsonNode file) {
        Map<String, Long> out = new java.util.TreeMap<>();
        for (JsonNode edge : file.get("edges")) {
            out.put(edge.get("caller").asText() + " @" + edge.get("bci").asInt() + " -> " + edge.get("callee").asText(),
                    edge.get("weight").asLong());
        }
        return out;
    }

    @Test
    void sampledAtAnInterval_approximatesTheExhaustiveProfile() throws IOException {
        Path exhaustive = dir.resolve("ex2.json");
        Path sampled = dir.resolve("s7.json");
        instrumented(exhaustive, "--instrument-exhaustive");
        instrumented(sampled, "--sample-interval=7");
        DcgProfile e = DcgReader.read(exhaustive);
        DcgProfile s = DcgReader.read(sampled);
        assertTrue(s.totalWeight() < e.totalWeight() / 2, s.totalWeight() + " of " + e.totalWeight());
        double overlap = Overlap.percent(e, s);
        assertTrue(overlap >= 80, "overlap " + overlap + "%");
    }

    /** Property 1: no more checks executed than method entries and backedges, with full and partial duplication. */
    @Test
    void duplication_checksNoMoreThanEntriesAndBackedges() {
        long fullChecks = 0;
        for (String layout : List.of("full", "partial")) {
            GuestProcess.Result r = instrumented(dir.resolve("p1.json"), "--sample-interval=3", "--yieldpoint-stats",
                    "--duplication=" + layout);
            long prologues = stat(r.stderr(), "prologue");
            long backedges = stat(r.stderr(), "backedge");
            long checks = stat(r.stderr(), "instrument");
            assertTrue(checks > 1000, r.stderr());
            assertTrue(checks <= prologues + backedges, layout + ": " + checks + " checks, " + prologues + " entries, "
                    + backedges + " backedges");
            if (layout.equals("full")) {
                fullChecks = checks;
            } else {
                assertTrue(checks < fullChecks, "partial duplication drops the checks of code that reaches no "
                        + "instrumentation: " + checks + " against " + fullChecks);
            }
        }
    }

    @Test
    void withoutDuplication_everyOperationHasItsOwnCheck() {
        GuestProcess.Result r = instrumented(dir.resolve("nd.json"), "--duplication=none", "--yieldpoint-stats");
        assertTrue(stat(r.stderr(), "instrument") > stat(r.stderr(), "prologue"),
                "a field access or call runs more often than methods are entered: " + r.stderr());
    }

    private static long stat(String stderr, String row) {
        Matcher m = Pattern.compile("rvm: " + row + " +(\\d+)").matcher(stderr);
        assertTrue(m.find(), row + " in " + stderr);
        return Long.parseLong(m.group(1));
    }

    /** A method whose compiled code does not verify would run interpreted, uninstrumented, and print the same. */
    @Test
    void everyMethodCompiles_onEveryTier_withEitherLayoutAndTheMergedChecks() {
        List<List<String>> tiers = List.of(List.of("--tier=baseline"),
                List.of("--tier=adaptive", "--compile-threshold=1", "--osr-threshold=1", "--batch-compilation"),
                List.of("--tier=opt", "--inliner=rvm"));
        for (List<String> tier : tiers) {
            for (List<String> variant : List.of(List.of("--duplication=full", "--sample-interval=1"),
                    List.of("--duplication=full", "--sampled-copy=inline", "--sample-interval=1"),
                    List.of("--duplication=partial", "--sample-interval=1"),
                    List.of("--duplication=none", "--sample-interval=1"),
                    List.of("--sample-trigger=yieldpoint", "--sample-timer=ticks:1"),
                    List.of("--sample-trigger=yieldpoint", "--sampled-copy=inline", "--sample-timer=ticks:1"),
                    List.of("--sample-trigger=yieldpoint", "--sample-timer-ms=1", "--sample-skip=5"),
                    List.of("--sample-trigger=yieldpoint", "--sampled-copy=inline", "--sample-timer-ms=1",
                            "--sample-skip=5"))) {
                List<String> options = new ArrayList<>(tier);
                options.addAll(List.of("--instrument=call-edges,field-accesses", "--print-compilation"));
                options.addAll(variant);
                GuestProcess.Result r = rvm(options);
                assertEquals(0, r.exitCode(), r.describe());
                assertEquals(expected, r.stdout(), options.toString());
                assertFalse(r.stderr().contains("COMPILE SKIPPED"), options + "\n" + r.stderr());
                assertTrue(r.stderr().contains("Inst.main([Ljava/lang/String;)V"), r.stderr());
            }
        }
    }

    @Test
    void theNeverTrigger_checksButNeverSamples() throws IOException {
        Path out = dir.resolve("never.json");
        GuestProcess.Result r = instrumented(out, "--sample-trigger=never", "--sample-interval=1", "--yieldpoint-stats");
        JsonNode n = JSON.readTree(out.toFile());
        assertEquals(0, n.get("samples").asLong());
        assertEquals(0, n.get("edges").size());
        assertTrue(stat(r.stderr(), "instrument") > 1000, r.stderr());
        assertTrue(r.stderr().contains("rvm: wrote instrumentation results to " + out + " (0 samples, 0 call edges, "
                + "0 field access sites)"), r.stderr());
    }

    @Test
    void theTimerTrigger_samplesAfterTicks() throws IOException {
        Path out = dir.resolve("timer.json");
        instrumented(out, "--sample-trigger=timer", "--sample-timer-ms=1");
        JsonNode t = JSON.readTree(out.toFile());
        assertTrue(t.get("samples").asLong() > 0, t.toString());
        assertEquals(1, t.get("options").get("sample-timer-ms").asInt());
    }

    /**
     * The merged trigger with a tick at every executed yieldpoint: every check (a prologue yieldpoint
     * of an instrumented method or a backedge yieldpoint of its checking code) samples, so it counts
     * what exhaustive instrumentation counts; and the only checks are those yieldpoints.
     */
    @Test
    void theYieldpointTrigger_tickingAtEveryYieldpoint_countsExactlyWhatExhaustiveInstrumentationCounts()
            throws IOException {
        Path exhaustive = dir.resolve("ex-y.json");
        instrumented(exhaustive, "--instrument-exhaustive");
        JsonNode e = JSON.readTree(exhaustive.toFile());
        for (List<String> tier : List.of(List.of("--tier=baseline"), List.of("--tier=opt", "--inliner=rvm"),
                List.of("--tier=adaptive", "--compile-threshold=1", "--osr-threshold=1", "--batch-compilation"))) {
            Path out = dir.resolve("yieldpoint.json");
            List<String> options = new ArrayList<>(tier);
            options.addAll(List.of("--instrument=call-edges,field-accesses", "--instrument-out=" + out,
                    "--sample-trigger=yieldpoint", "--sample-timer=ticks:1", "--yieldpoint-stats"));
            GuestProcess.Result r = rvm(options);
            assertEquals(0, r.exitCode(), r.describe());
            assertEquals(expected, r.stdout(), tier.toString());
            if (tier.get(0).equals("--tier=baseline")) { // every call compiled, so every call instrumented
                JsonNode s = JSON.readTree(out.toFile());
                assertEquals(edges(e), edges(s), "the same edges with the same counts");
                assertEquals(e.get("fieldAccesses"), s.get("fieldAccesses"), "the same field counts");
            }
            long checks = stat(r.stderr(), "instrument");
            assertTrue(checks > 1000, r.stderr());
            assertTrue(checks <= stat(r.stderr(), "prologue") + stat(r.stderr(), "backedge"),
                    "the checks are prologue and backedge yieldpoints: " + r.stderr());
            assertEquals(checks, sampled(r.stderr()), "every check samples: " + r.stderr());
        }
    }

    /**
     * The merged trigger ticking at every yieldpoint with a skip of 1..9 checks: the counting
     * yieldpoints' calls count it down, so about one check in five samples, and the guest's output
     * is unchanged.
     */
    @Test
    void theYieldpointTrigger_tickingAtEveryYieldpoint_withASkip_samplesAboutOneCheckInFive() {
        GuestProcess.Result r = rvm(List.of("--tier=baseline", "--instrument=call-edges,field-accesses",
                "--sample-trigger=yieldpoint", "--sample-timer=ticks:1", "--sample-skip=9", "--yieldpoint-stats"));
        assertEquals(0, r.exitCode(), r.describe());
        assertEquals(expected, r.stdout());
        long checks = stat(r.stderr(), "instrument");
        long samples = sampled(r.stderr());
        assertTrue(checks > 1000, r.stderr());
        assertTrue(samples * 10 >= checks && samples * 2 <= checks, samples + " samples of " + checks + " checks");
    }

    /** The counter-based sampling window as the trigger: samples at method entries in windows. */
    @Test
    void theCbsTrigger_samplesEntriesInItsWindows() throws IOException {
        Path out = dir.resolve("cbs.json");
        GuestProcess.Result r = instrumented(out, "--sample-trigger=cbs", "--sample-timer=ticks:50",
                "--sample-cbs-stride=2", "--sample-cbs-samples=4", "--yieldpoint-stats");
        JsonNode c = JSON.readTree(out.toFile());
        long samples = c.get("samples").asLong();
        assertTrue(samples > 10, c.toString());
        assertTrue(samples < stat(r.stderr(), "prologue") / 2, "at most every second entry: " + r.stderr());
        assertFalse(c.get("edges").isEmpty(), c.toString());
        assertEquals(2, c.get("options").get("sample-cbs-stride").asInt());
    }

    /**
     * A loop that runs the same number of checks every iteration (one of its own, one in each of
     * three loop-free callees): a countdown restarted at exactly the interval, 4 here, would keep its
     * phase and never sample the loop's own check, so never see its calls (nbody and allocrun lost
     * every hot edge so at 1,000). The restart varies, and the calls are seen.
     */
    @Test
    void aPeriodicLoop_isSampled_theRestartVarying() throws IOException {
        Path periodic = dir.resolve("periodic");
        JavaSources.compile(periodic, List.of("-g"), Map.of("Periodic.java", """
                public class Periodic {
                    static long c(long x) { return x + 1; }
                    static long d(long x) { return x * 3; }
                    static long e(long x) { return x - 2; }
                    public static void main(String[] args) {
                        long s = 0;
                        for (int i = 0; i < 200000; i++) { s = c(s); s = d(s) & 0xffff; s = e(s); }
                        System.out.println(s);
                    }
                }
                """));
        Path out = dir.resolve("periodic.json");
        GuestProcess.Result r = GuestProcess.rvm(List.of("run", "--tier=baseline", "--instrument=call-edges",
                "--sample-interval=4", "--instrument-out=" + out, "-cp", periodic.toString(), "Periodic"), dir,
                Duration.ofSeconds(120));
        assertEquals(0, r.exitCode(), r.describe());
        Map<String, Long> e = edges(JSON.readTree(out.toFile()));
        for (String callee : List.of("c", "d", "e")) {
            long n = e.entrySet().stream().filter(x -> x.getKey().startsWith("Periodic.main(")
                    && x.getKey().endsWith(" -> Periodic." + callee + "(J)J")).mapToLong(Map.Entry::getValue).sum();
            assertTrue(n > 10_000, callee + ": " + n + " of 200,000 calls counted (" + e + ")");
        }
    }

    /** The clock-driven merged trigger, as a user runs it. */
    @Test
    void theYieldpointTrigger_onAClock_samplesAfterTicks() throws IOException {
        Path out = dir.resolve("yclock.json");
        instrumented(out, "--sample-trigger=yieldpoint", "--sample-timer-ms=1");
        assertTrue(JSON.readTree(out.toFile()).get("samples").asLong() > 0);
    }

    /**
     * The clock-driven merged trigger with a skip ({@code --sample-skip}): a loop's backedge reads the
     * word every 1,024th iteration (strip-mined), its callee's entry on every call, so the first check
     * after a tick is nearly always the callee's, whose copy makes no call: the loop's call edge is
     * hardly sampled. With a skip drawn from 3,000 checks, during which every backedge reads the word
     * and counts, the loop's own check takes about half the samples.
     */
    @Test
    void theYieldpointTrigger_withASkip_samplesALoopWhoseCalleeIsCheckedMoreOften() throws IOException {
        Path skip = dir.resolve("skip");
        JavaSources.compile(skip, List.of("-g"), Map.of("Skip.java", """
                public class Skip {
                    static long c(long x) { return x * 31 + 7; }
                    public static void main(String[] args) {
                        long s = 0;
                        for (int r = 0; r < 20; r++) { for (int i = 0; i < 10_000_000; i++) { s = c(s); } }
                        System.out.println(s);
                    }
                }
                """));
        Map<Integer, Double> share = new java.util.HashMap<>();
        for (int n : List.of(1, 3000)) {
            Path out = dir.resolve("skip" + n + ".json");
            GuestProcess.Result r = GuestProcess.rvm(List.of("run", "--tier=baseline", "--instrument=call-edges",
                    "--sample-trigger=yieldpoint", "--sample-timer-ms=1", "--sample-skip=" + n, "--instrument-out=" + out,
                    "-cp", skip.toString(), "Skip"), dir, Duration.ofSeconds(120));
            assertEquals(0, r.exitCode(), r.describe());
            JsonNode s = JSON.readTree(out.toFile());
            long samples = s.get("samples").asLong();
            assertTrue(samples >= 50, n + ": " + s);
            assertEquals(n, s.get("options").get("sample-skip").asInt());
            long loop = edges(s).entrySet().stream().filter(e -> e.getKey().endsWith(" -> Skip.c(J)J"))
                    .mapToLong(Map.Entry::getValue).sum();
            share.put(n, (double) loop / samples);
        }
        assertTrue(share.get(1) < 0.05, "the first check after a tick is the callee's: " + share);
        assertTrue(share.get(3000) > 0.2, "a skip counts the strip-mined reads by their backedges: " + share);
    }

    /** Only the methods a pattern names get checks and instrumentation; hot needs level 2. */
    @Test
    void instrumentMethods_instrumentsOnlyTheSelectedMethods() throws IOException {
        Path out = dir.resolve("selected.json");
        instrumented(out, "--instrument-exhaustive", "--instrument-methods=Inst.kinds,Inst$*.area");
        JsonNode s = JSON.readTree(out.toFile());
        assertEquals("Inst.kinds,Inst$*.area", s.get("options").get("instrument-methods").asText());
        assertFalse(s.get("edges").isEmpty(), s.toString());
        assertFalse(s.get("fieldAccesses").isEmpty(), s.toString());
        for (JsonNode edge : s.get("edges")) {
            assertEquals("Inst.kinds(I)I", edge.get("caller").asText(), "only kinds makes calls of those selected");
        }
        for (JsonNode f : s.get("fieldAccesses")) {
            assertTrue(f.get("method").asText().matches("Inst\\$(Sq|Ci)\\.area\\(.*"), f.toString());
        }
        Path hot = dir.resolve("hot.json");
        GuestProcess.Result r = rvm(List.of("--tier=opt", "--inliner=rvm", "--instrument=call-edges",
                "--instrument-exhaustive", "--instrument-methods=hot", "--instrument-out=" + hot));
        assertEquals(0, r.exitCode(), r.describe());
        assertFalse(JSON.readTree(hot.toFile()).get("edges").isEmpty(), "under opt every method is level 2");
        GuestProcess.Result refused = rvm(List.of("--tier=baseline", "--instrument=call-edges",
                "--instrument-methods=hot"));
        assertEquals(2, refused.exitCode(), refused.describe());
        assertTrue(refused.stderr().contains("--instrument-methods=hot"), refused.stderr());
    }

    private static long sampled(String stderr) {
        Matcher m = Pattern.compile("rvm: instrument +\\d+ +(\\d+)").matcher(stderr);
        assertTrue(m.find(), stderr);
        return Long.parseLong(m.group(1));
    }

    @Test
    void theResults_areWrittenWhenTheGuestThrowsOrExits() throws IOException {
        for (String how : List.of("throw", "exit")) {
            Path out = dir.resolve(how + ".json");
            GuestProcess.Result r = rvm(List.of("--tier=baseline", "--instrument=call-edges", "--sample-interval=1",
                    "--instrument-out=" + out), how);
            assertEquals(how.equals("throw") ? 1 : 3, r.exitCode(), r.describe());
            assertFalse(JSON.readTree(out.toFile()).get("edges").isEmpty(), how);
        }
    }

    /**
     * The separate copy ({@code --sampled-copy=separate}, the default): each sample and each of the
     * copy's backedges leaves a compiled method for the other, so a guest frame is two host frames.
     * Stack traces (thrown and asked for, in the copy and in the checking code it hands back to),
     * a synchronized method's lock (held while its copy runs, released when it returns or throws),
     * exceptions caught in the copy and thrown out of it must all be what the host gives, on every
     * tier and with rvm's inliner.
     */
    @Test
    void theSeparateCopy_keepsStackTracesLocksAndExceptionsAsTheHostHasThem() {
        Path traces = dir.resolve("traces");
        JavaSources.compile(traces, List.of("-g"), Map.of("Traces.java", """
                public class Traces {
                    static String where(Throwable t) {
                        StringBuilder sb = new StringBuilder();
                        for (StackTraceElement e : t.getStackTrace()) {
                            sb.append(' ').append(e.getMethodName()).append(':').append(e.getLineNumber());
                            if (e.getMethodName().equals("main")) {
                                break;
                            }
                        }
                        return sb.toString();
                    }
                    static int deep(int i) {
                        if (i == 7) {
                            System.out.println("asked" + where(new Throwable()));
                        }
                        return i;
                    }
                    static synchronized long locked(int n) {
                        long s = 0;
                        for (int i = 0; i < n; i++) {
                            s += deep(i);
                            if (!Thread.holdsLock(Traces.class)) {
                                throw new AssertionError("the lock was lost at " + i);
                            }
                        }
                        return s;
                    }
                    static synchronized int lockedThrower(int n) {
                        for (int i = 0; ; i++) {
                            if (i == n) {
                                throw new IllegalStateException("at " + i);
                            }
                        }
                    }
                    static int caught(int n) {
                        int c = 0;
                        for (int i = 0; i < n; i++) {
                            try {
                                if (i % 3 == 0) {
                                    throw new IllegalArgumentException("i " + i);
                                }
                            } catch (IllegalArgumentException e) {
                                c += e.getMessage().length();
                            }
                        }
                        return c;
                    }
                    public static void main(String[] args) {
                        long t = 0;
                        for (int r = 0; r < 3; r++) {
                            t += locked(10) + caught(20);
                            try {
                                lockedThrower(5 + r);
                            } catch (IllegalStateException e) {
                                System.out.println(e.getMessage() + where(e) + " " + Thread.holdsLock(Traces.class));
                            }
                        }
                        System.out.println(t);
                    }
                }
                """));
        String host = GuestProcess.host(List.of("-cp", traces.toString(), "Traces"), dir, Duration.ofSeconds(60))
                .stdout();
        assertTrue(host.contains("asked deep:14 locked:21 main:51"), host);
        for (List<String> tier : List.of(List.of("--tier=baseline"), List.of("--tier=opt", "--inliner=rvm"),
                List.of("--tier=adaptive", "--compile-threshold=1", "--osr-threshold=1", "--batch-compilation"))) {
            for (List<String> trigger : List.of(List.of("--sample-interval=1"), List.of("--sample-interval=2"),
                    List.of("--sample-trigger=yieldpoint", "--sample-timer=ticks:1"),
                    List.of("--sample-trigger=yieldpoint", "--sample-timer-ms=1"))) {
                List<String> args = new ArrayList<>(List.of("run"));
                args.addAll(tier);
                args.addAll(trigger);
                args.addAll(List.of("--instrument=call-edges,field-accesses", "--print-compilation", "-cp",
                        traces.toString(), "Traces"));
                GuestProcess.Result r = GuestProcess.rvm(args, dir, Duration.ofSeconds(120));
                assertEquals(0, r.exitCode(), args + "\n" + r.describe());
                assertEquals(host, r.stdout(), args.toString());
                assertFalse(r.stderr().contains("COMPILE SKIPPED"), args + "\n" + r.stderr());
            }
        }
    }

    /**
     * The counter's countdown slot is a constant of compiled code while one thread runs instrumented
     * code, and per thread once a second one does (docs/decisions/029): both ways the counts are
     * exhaustive instrumentation's at interval 1, and the results say which way the run went.
     */
    @Test
    void aSecondThread_givesEachThreadItsOwnCountdown_andTheCountsStayExact() throws IOException {
        Path two = dir.resolve("two");
        JavaSources.compile(two, List.of("-g"), Map.of("Two.java", """
                public class Two {
                    static int f(int i) { return i * 3 + 1; }
                    static long work(int n) {
                        long s = 0;
                        for (int i = 0; i < n; i++) { s += f(i); }
                        return s;
                    }
                    public static void main(String[] args) throws Exception {
                        long[] other = new long[1];
                        if (args.length > 0) {
                            Thread t = new Thread(() -> other[0] = work(20000));
                            t.start();
                            t.join();
                        }
                        System.out.println(work(30000) + other[0]);
                    }
                }
                """));
        for (boolean threads : List.of(false, true)) {
            Map<String, Map<String, Long>> counts = new java.util.HashMap<>();
            for (String how : List.of("--instrument-exhaustive", "--sample-interval=1", "--sample-interval=1000")) {
                Path out = two.resolve(threads + how + ".json");
                List<String> args = new ArrayList<>(List.of("run", "--tier=baseline", "--instrument=call-edges",
                        "--instrument-out=" + out, how, "-cp", two.toString(), "Two"));
                if (threads) {
                    args.add("thread");
                }
                GuestProcess.Result r = GuestProcess.rvm(args, dir, Duration.ofSeconds(120), GuestProcess.HostJit.C1_ONLY);
                assertEquals(0, r.exitCode(), r.describe());
                assertEquals(threads ? "1949975000\n" : "1349985000\n", r.stdout().replace("\r\n", "\n"));
                JsonNode results = JSON.readTree(out.toFile());
                counts.put(how, edges(results));
                if (!how.equals("--instrument-exhaustive")) {
                    assertEquals(threads, results.get("instrumentation").get("countdownsPerThread").asBoolean(),
                            threads + " " + how + ": " + results.get("instrumentation"));
                }
            }
            assertEquals(counts.get("--instrument-exhaustive"), counts.get("--sample-interval=1"), "threads: " + threads);
        }
    }

    @Test
    void badOptions_areRefusedBeforeTheGuestStarts() {
        GuestProcess.Result unknown = rvm(List.of("--instrument=call-edges,branches"));
        assertEquals(2, unknown.exitCode());
        assertEquals("", unknown.stdout());
        assertTrue(unknown.stderr().contains("rvm: error: --instrument: unknown instrumentation 'branches' (expected a "
                + "comma-separated list of call-edges, field-accesses, tool:TOOL.jar)"), unknown.stderr());

        GuestProcess.Result interp = rvm(List.of("--tier=interp", "--instrument=call-edges"));
        assertEquals(2, interp.exitCode());
        assertTrue(interp.stderr().contains("--instrument instruments compiled code"), interp.stderr());

        GuestProcess.Result interval = rvm(List.of("--instrument=call-edges", "--sample-interval=0"));
        assertEquals(2, interval.exitCode(), interval.describe());

        for (List<String> bad : List.of(
                List.of("--instrument=call-edges", "--sample-trigger=yieldpoint", "--profile=cbs"),
                List.of("--instrument=call-edges", "--sample-trigger=cbs", "--duplication=none"),
                List.of("--instrument=call-edges", "--sample-trigger=yieldpoint", "--duplication=partial"),
                List.of("--instrument=call-edges", "--sample-trigger=yieldpoint", "--no-compiled-yieldpoints"),
                List.of("--instrument=call-edges", "--sample-trigger=timer", "--sample-timer=ticks:10",
                        "--profile=timer", "--timer=ticks:10"),
                List.of("--instrument=call-edges", "--sample-trigger=yieldpoint", "--sample-timer=ticks:0"),
                List.of("--instrument=call-edges", "--sample-trigger=yieldpoint", "--sample-timer=sometimes"))) {
            GuestProcess.Result r = rvm(bad);
            assertEquals(2, r.exitCode(), bad + "\n" + r.describe());
            assertEquals("", r.stdout(), bad.toString());
            assertTrue(r.stderr().startsWith("rvm: error: "), bad + "\n" + r.stderr());
        }
    }
}
