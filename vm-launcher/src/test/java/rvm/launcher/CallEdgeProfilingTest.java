package rvm.launcher;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import rvm.core.testing.JavaSources;
import rvm.core.testing.Javap;
import rvm.launcher.testing.GuestProcess;
import rvm.profiling.dcg.DcgProfile;
import rvm.profiling.dcg.DcgReader;
import rvm.profiling.dcg.Edge;

/**
 * {@code --profile} and {@code --dcg-out} on guest programs: the exact profiler's counts on every
 * tier, JDK callers, the DCG written however the guest ends, deterministic ticks.
 */
class CallEdgeProfilingTest {

    private static final String CALLS = """
            import java.util.List;
            public class Calls {
                interface Shape { int area(); }
                static final class Square implements Shape { public int area() { return 4; } }
                static final class Line implements Shape { public int area() { return 0; } }
                static int twice(int x) { return 2 * x; }
                static int sum;
                static void add(Integer v) { sum += v; }
                public static void main(String[] args) {
                    Shape[] shapes = { new Square(), new Square(), new Square(), new Line() };
                    int n = Integer.parseInt(args[0]);
                    for (int i = 0; i < n; i++) {
                        sum += twice(i);
                        sum += shapes[i % 4].area();
                    }
                    List.of(1, 2, 3).forEach(Calls::add);
                    System.out.println(sum);
                    if (args.length > 1 && args[1].equals("exit")) {
                        exit();
                    }
                    if (args.length > 1 && args[1].equals("throw")) {
                        throw new IllegalStateException("guest gave up");
                    }
                }
                static void exit() { System.exit(7); }
            }
            """;

    /** Guest methods the JDK calls back through a call the guest made with the same name and descriptor. */
    private static final String SAME_NAME = """
            import java.util.ArrayList;
            import java.util.HashMap;
            public class SameName {
                static final class Key {
                    public int hashCode() { return 7; }
                    public boolean equals(Object o) { return o instanceof Key; }
                }
                static final class Keys extends ArrayList<Key> { }
                public static void main(String[] args) {
                    HashMap<Key, Integer> map = new HashMap<>();
                    map.put(new Key(), 1);
                    Object o = map;
                    Keys a = new Keys();
                    a.add(new Key());
                    Keys b = new Keys();
                    b.add(new Key());
                    int n = 0;
                    for (int i = 0; i < 50; i++) {
                        n += o.hashCode();        // HashMap.hashCode, which calls Key.hashCode
                        n += a.equals(b) ? 1 : 0; // ArrayList.equals, which calls Key.equals
                    }
                    System.out.println(n);
                }
            }
            """;

    /** A guest comparator that a JDK sort calls, through its bridge method, in a hot loop. */
    private static final String SORTS = """
            import java.util.Arrays;
            import java.util.Comparator;
            public class Sorts {
                static final class ByLast implements Comparator<Integer> {
                    public int compare(Integer a, Integer b) { return Integer.compare(a % 10, b % 10); }
                }
                public static void main(String[] args) {
                    int n = Integer.parseInt(args[0]);
                    Integer[] a = new Integer[64];
                    ByLast byLast = new ByLast();
                    long sum = 0;
                    for (int r = 0; r < n; r++) {
                        for (int i = 0; i < a.length; i++) {
                            a[i] = (i * 31 + r) % 97;
                        }
                        Arrays.sort(a, byLast);
                        sum += a[0];
                    }
                    System.out.println(sum);
                }
            }
            """;

    /** A constructor, which runs as host bytecode, calling a guest method. */
    private static final String CTOR = """
            public class Ctor {
                static int made;
                static void note() { made++; }
                Ctor() { note(); }
                public static void main(String[] args) {
                    for (int i = 0; i < 5; i++) {
                        new Ctor();
                    }
                    System.out.println(made);
                }
            }
            """;

    /** A static initialiser that the guest's first use of its class triggers. */
    private static final String INIT = """
            public class Init {
                static final class Table {
                    static int[] data = build();
                    static int[] build() { return new int[] {1, 2}; }
                }
                public static void main(String[] args) {
                    System.out.println(Table.data.length);
                }
            }
            """;

    @TempDir
    static Path dir;
    private static Javap.Method main;

    @BeforeAll
    static void compile() {
        JavaSources.compile(dir, List.of("-g"), Map.of("Calls.java", CALLS, "SameName.java", SAME_NAME,
                "Ctor.java", CTOR, "Init.java", INIT, "Sorts.java", SORTS));
        main = Javap.methods(dir.resolve("Calls.class")).get("main([Ljava/lang/String;)V");
    }

    /** The bytecode index of main's call of static method {@code name}. */
    private static int invokeOf(String name) {
        return main.insns().stream().filter(i -> i.mnemonic().equals("invokestatic")
                && i.operands().contains("Method " + name + ":")).findFirst().orElseThrow().bci();
    }

    private static GuestProcess.Result rvm(List<String> options, String... guestArgs) {
        List<String> args = new ArrayList<>(List.of("run"));
        args.addAll(options);
        args.addAll(List.of("-cp", dir.toString(), "Calls"));
        args.addAll(List.of(guestArgs));
        return GuestProcess.rvm(args, dir, Duration.ofSeconds(60), GuestProcess.HostJit.C1_ONLY);
    }

    private static List<String> edges(DcgProfile p) {
        return p.edges().stream().map(CallEdgeProfilingTest::text).sorted().toList();
    }

    private static String text(Edge e) {
        return DcgProfile.weightText(e.weight()) + " " + e.caller() + " " + e.bci() + " " + e.callee();
    }

    @ParameterizedTest(name = "{0}")
    @ValueSource(strings = {"--tier=interp", "--tier=baseline", "--tier=adaptive", "--compile-threshold=1"})
    void exactCountsEveryCall_onEveryTier(String tier) throws IOException {
        Path out = dir.resolve("exact" + tier.hashCode() + ".json");

        GuestProcess.Result r = rvm(List.of(tier, "--osr-threshold=1", "--profile=exact", "--dcg-out=" + out), "100");

        assertEquals(0, r.exitCode(), r.describe());
        String m = "Calls.main([Ljava/lang/String;)V";
        int area = main.first("invokeinterface").bci();
        List<Integer> news = main.insns().stream().filter(i -> i.mnemonic().equals("invokespecial"))
                .map(Javap.Insn::bci).toList();
        List<String> expected = new ArrayList<>(List.of(
                "100 " + m + " " + invokeOf("twice") + " Calls.twice(I)I",
                "75 " + m + " " + area + " Calls$Square.area()I",
                "25 " + m + " " + area + " Calls$Line.area()I",
                "1 " + m + " " + news.get(0) + " Calls$Square.<init>()V",
                "1 " + m + " " + news.get(1) + " Calls$Square.<init>()V",
                "1 " + m + " " + news.get(2) + " Calls$Square.<init>()V",
                "1 " + m + " " + news.get(3) + " Calls$Line.<init>()V"));
        List<String> actual = new ArrayList<>(edges(DcgReader.read(out)));
        // the JDK calls the method reference's target back; its bytecode index is the JDK's own
        List<String> fromJdk = actual.stream().filter(e -> e.endsWith(" Calls.add(Ljava/lang/Integer;)V")).toList();
        actual.removeAll(fromJdk);
        assertEquals(expected.stream().sorted().toList(), actual);
        assertEquals(1, fromJdk.size(), fromJdk.toString());
        assertTrue(fromJdk.get(0).matches("3 java/\\S+ \\d+ Calls.add\\(Ljava/lang/Integer;\\)V"), fromJdk.get(0));
        assertTrue(r.stderr().contains("rvm: wrote DCG to " + out + " (exact: 207 calls, 1 without a guest-visible "
                + "caller, 0 dropped)"), r.stderr());
    }

    @ParameterizedTest(name = "{0}")
    @ValueSource(strings = {"--tier=interp", "--tier=baseline"})
    void aJdkMethodThatCallsBackAMethodOfItsOwnNameIsTheCaller(String tier) throws IOException {
        Path out = dir.resolve("same" + tier.hashCode() + ".json");

        GuestProcess.Result r = GuestProcess.rvm(List.of("run", tier, "--profile=exact", "--dcg-out=" + out,
                "-cp", dir.toString(), "SameName"), dir, Duration.ofSeconds(60));

        assertEquals(0, r.exitCode(), r.describe());
        DcgProfile p = DcgReader.read(out);
        List<Edge> hashCode = p.edges().stream().filter(e -> e.callee().equals("SameName$Key.hashCode()I")).toList();
        List<Edge> equals = p.edges().stream()
                .filter(e -> e.callee().equals("SameName$Key.equals(Ljava/lang/Object;)Z")).toList();
        // 1 from HashMap.put, 50 from HashMap.hashCode; 50 from ArrayList.equals: all through JDK code
        assertEquals(51, hashCode.stream().mapToDouble(Edge::weight).sum(), hashCode.toString());
        assertEquals(50, equals.stream().mapToDouble(Edge::weight).sum(), equals.toString());
        for (Edge e : concat(hashCode, equals)) {
            assertTrue(e.caller().startsWith("java/"), e.toString());
        }
    }

    @Test
    void aConstructorCallerHasTheGuestsBytecodeIndex_thoughItRunsAsHostBytecode() throws IOException {
        Path out = dir.resolve("ctor.json");
        int note = Javap.methods(dir.resolve("Ctor.class")).get("<init>()V").first("invokestatic").bci();

        GuestProcess.Result r = GuestProcess.rvm(List.of("run", "--profile=exact", "--dcg-out=" + out,
                "-cp", dir.toString(), "Ctor"), dir, Duration.ofSeconds(60));

        assertEquals(0, r.exitCode(), r.describe());
        assertTrue(edges(DcgReader.read(out)).contains("5 Ctor.<init>()V " + note + " Ctor.note()V"),
                edges(DcgReader.read(out)).toString());
    }

    @ParameterizedTest(name = "{0}")
    @ValueSource(strings = {"--tier=interp", "--tier=baseline"})
    void aStaticInitialisersCallerIsTheGuestCodeThatTriggeredIt(String tier) throws IOException {
        Path out = dir.resolve("init" + tier.hashCode() + ".json");
        int getstatic = Javap.methods(dir.resolve("Init.class")).get("main([Ljava/lang/String;)V")
                .first("getstatic").bci(); // System.out
        int data = Javap.methods(dir.resolve("Init.class")).get("main([Ljava/lang/String;)V").insns().stream()
                .filter(i -> i.mnemonic().equals("getstatic") && i.operands().contains("data"))
                .findFirst().orElseThrow().bci();

        GuestProcess.Result r = GuestProcess.rvm(List.of("run", tier, "--profile=exact", "--dcg-out=" + out,
                "-cp", dir.toString(), "Init"), dir, Duration.ofSeconds(60));

        assertEquals(0, r.exitCode(), r.describe());
        assertTrue(getstatic < data);
        assertTrue(edges(DcgReader.read(out)).contains("1 Init.main([Ljava/lang/String;)V " + data
                + " Init$Table.<clinit>()V"), edges(DcgReader.read(out)).toString());
    }

    @Test
    void theDcgIsWrittenWhenTheGuestCallsSystemExit() throws IOException {
        Path out = dir.resolve("exit.json");

        GuestProcess.Result r = rvm(List.of("--profile=exact", "--dcg-out=" + out), "4", "exit");

        assertEquals(7, r.exitCode(), r.describe());
        assertTrue(edges(DcgReader.read(out)).contains("1 Calls.main([Ljava/lang/String;)V "
                + invokeOf("exit") + " Calls.exit()V"));
    }

    @Test
    void theDcgIsWrittenWhenTheGuestThrows() throws IOException {
        Path out = dir.resolve("throw.json");

        GuestProcess.Result r = rvm(List.of("--profile=exact", "--dcg-out=" + out), "4", "throw");

        assertEquals(1, r.exitCode(), r.describe());
        assertTrue(r.stderr().contains("java.lang.IllegalStateException: guest gave up"), r.stderr());
        assertEquals(4, DcgReader.read(out).edges().stream().filter(e -> e.callee().equals("Calls.twice(I)I"))
                .mapToDouble(Edge::weight).sum());
    }

    @Test
    void ticksOnYieldpointsGiveTheSameDcgOnEveryRun() throws IOException {
        Path a = dir.resolve("ticks-a.json");
        Path b = dir.resolve("ticks-b.json");
        List<String> cbs = List.of("--profile=cbs", "--timer=ticks:500", "--cbs-samples=4");

        GuestProcess.Result ra = rvm(concat(cbs, "--dcg-out=" + a), "20000");
        GuestProcess.Result rb = rvm(concat(cbs, "--dcg-out=" + b), "20000");

        assertEquals(0, ra.exitCode(), ra.describe());
        assertEquals(0, rb.exitCode(), rb.describe());
        DcgProfile p = DcgReader.read(a);
        assertTrue(p.samples() > 100, "samples: " + p.samples());
        assertEquals(Files.readString(a), Files.readString(b));
    }

    @ParameterizedTest(name = "{0}")
    @ValueSource(strings = {"announced", "walk"})
    void cbsSamplesNameOnlyCallsTheGuestMakes_withCallersAnnouncedOrWalked(String callers) throws IOException {
        Path exact = dir.resolve("cbs-exact-" + callers + ".json");
        Path cbs = dir.resolve("cbs-" + callers + ".json");

        GuestProcess.Result re = rvm(List.of("--profile=exact", "--dcg-out=" + exact), "40");
        GuestProcess.Result rc = rvm(List.of("--compile-threshold=1", "--profile=cbs", "--cbs-callers=" + callers,
                "--timer-ms=1", "--dcg-out=" + cbs), "3000000");

        assertEquals(0, re.exitCode(), re.describe());
        assertEquals(0, rc.exitCode(), rc.describe());
        java.util.Set<String> real = DcgReader.read(exact).edges().stream()
                .map(e -> e.caller() + " " + e.bci() + " " + e.callee()).collect(java.util.stream.Collectors.toSet());
        DcgProfile p = DcgReader.read(cbs);
        assertTrue(p.samples() > 50, "samples: " + p.samples() + "\n" + rc.stderr());
        for (Edge e : p.edges()) {
            assertTrue(real.contains(e.caller() + " " + e.bci() + " " + e.callee()), "not a call the guest makes: "
                    + text(e) + "\nexact: " + real);
        }
        String twice = "Calls.main([Ljava/lang/String;)V " + invokeOf("twice") + " Calls.twice(I)I";
        assertTrue(p.edges().stream().anyMatch(e -> (e.caller() + " " + e.bci() + " " + e.callee()).equals(twice)),
                edges(p).toString());
    }

    @Test
    void announcedCbsWalksForMethodsTheJdkCalls_andNamesTheJdkCaller() throws IOException {
        Path out = dir.resolve("sorts.json");

        GuestProcess.Result r = GuestProcess.rvm(List.of("run", "--compile-threshold=1", "--profile=cbs",
                "--timer-ms=1", "--dcg-out=" + out, "-cp", dir.toString(), "Sorts", "20000"), dir,
                Duration.ofSeconds(60), GuestProcess.HostJit.C1_ONLY);

        assertEquals(0, r.exitCode(), r.describe());
        DcgProfile p = DcgReader.read(out);
        String bridge = "Sorts$ByLast.compare(Ljava/lang/Object;Ljava/lang/Object;)I";
        String typed = "Sorts$ByLast.compare(Ljava/lang/Integer;Ljava/lang/Integer;)I";
        // the sort calls the bridge (it implements Comparator.compare: walked), the bridge the typed method (announced)
        assertTrue(p.edges().stream().anyMatch(e -> e.caller().startsWith("java/util/") && e.callee().equals(bridge)),
                edges(p).toString());
        assertTrue(p.edges().stream().anyMatch(e -> e.caller().equals(bridge) && e.callee().equals(typed)),
                edges(p).toString());
    }

    @Test
    void dotAndCollapsedFormatsAreWritten() throws IOException {
        Path dot = dir.resolve("calls.dot");
        Path collapsed = dir.resolve("calls.collapsed");

        rvm(List.of("--profile=exact", "--dcg-out=" + dot, "--dcg-format=dot"), "8");
        rvm(List.of("--profile=exact", "--dcg-out=" + collapsed, "--dcg-format=collapsed"), "8");

        assertTrue(Files.readString(dot).contains("digraph dcg {"), Files.readString(dot));
        assertTrue(Files.readAllLines(collapsed).contains("Calls.main(java.lang.String[]);Calls.twice(int) 8"),
                Files.readString(collapsed));
    }

    private static List<String> concat(List<String> a, String b) {
        List<String> out = new ArrayList<>(a);
        out.add(b);
        return out;
    }

    private static List<Edge> concat(List<Edge> a, List<Edge> b) {
        List<Edge> out = new ArrayList<>(a);
        out.addAll(b);
        return out;
    }
}
