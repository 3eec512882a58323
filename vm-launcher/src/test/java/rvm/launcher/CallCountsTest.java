package rvm.launcher;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.stream.Collectors;

import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import rvm.core.testing.JavaSources;
import rvm.core.testing.Javap;
import rvm.launcher.testing.GuestProcess;

/** {@code --call-counts}: the exact number of calls per call edge, with the call sites' bytecode indices. */
class CallCountsTest {

    private static final String CALLS = """
            public class Calls {
                interface Shape { int area(); }
                static final class Square implements Shape { public int area() { return 4; } }
                static final class Line implements Shape { public int area() { return 0; } }
                static int twice(int x) { return 2 * x; }
                public static void main(String[] args) {
                    Shape[] shapes = { new Square(), new Square(), new Square(), new Line() };
                    int sum = 0;
                    for (int i = 0; i < 10; i++) {
                        sum += twice(i);
                        sum += shapes[i % 4].area();
                    }
                    System.out.println(sum);
                }
            }
            """;

    @TempDir
    static Path dir;
    private static Map<String, Javap.Method> javap;

    @BeforeAll
    static void compile() {
        JavaSources.compile(dir, List.of("-g"), Map.of("Calls.java", CALLS));
        javap = Javap.methods(dir.resolve("Calls.class"));
    }

    @Test
    void countsEveryEdgeOfInterpretedCalls_withCallSiteBytecodeIndices() throws IOException {
        Path out = dir.resolve("calls.txt");

        GuestProcess.Result result = GuestProcess.rvm(List.of("run", "--call-counts=" + out, "-cp", dir.toString(),
                "Calls"), dir, Duration.ofSeconds(60));

        assertEquals(0, result.exitCode(), result.describe());
        assertEquals("122\n", result.stdout());
        Javap.Method main = javap.get("main([Ljava/lang/String;)V");
        int twice = main.first("invokestatic").bci();
        int area = main.first("invokeinterface").bci();
        int println = main.first("invokevirtual").bci();
        String m = "Calls.main([Ljava/lang/String;)V";
        assertEquals(List.of(
                "10 " + m + " " + twice + " Calls.twice(I)I",
                "8 " + m + " " + area + " Calls$Square.area()I",
                "2 " + m + " " + area + " Calls$Line.area()I",
                "1 " + m + " " + println + " java/io/PrintStream.println(I)V"),
                Files.readAllLines(out).stream().filter(l -> !l.contains(".<init>")).collect(Collectors.toList()));
    }
}
