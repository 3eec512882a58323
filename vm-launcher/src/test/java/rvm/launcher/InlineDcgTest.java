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
import rvm.core.testing.JavaSources;
import rvm.launcher.testing.GuestProcess;

/**
 * {@code --inline-dcg=FILE}: level 2 weighs call sites with a DCG recorded earlier, not the running
 * profiler's, so a site the file makes hot is inlined, guarded, with the file's shares; a file that
 * cannot be read is refused before the guest starts.
 */
class InlineDcgTest {

    /** {@code areas} calls {@code area} on two shapes; only the DCG file can tell the oracle which. */
    private static final String POLY = """
            public class Poly {
                interface Shape { double area(); }
                static final class Sq implements Shape { public double area() { return 4; } }
                static final class Ci implements Shape { public double area() { return 3; } }
                static double areas(Shape[] shapes) {
                    double a = 0;
                    for (Shape s : shapes) { a += s.area(); }
                    return a;
                }
                public static void main(String[] args) {
                    Shape[] shapes = {new Sq(), new Ci(), new Sq()};
                    double t = 0;
                    for (int k = 0; k < 30; k++) { t += areas(shapes); }
                    System.out.println(t);
                }
            }
            """;

    /** The bytecode index of the invokeinterface of {@code area} in {@code areas}, as javac lays it out. */
    private static final int BCI = 27;

    @TempDir
    static Path dir;

    @BeforeAll
    static void compile() {
        JavaSources.compile(dir, List.of(), Map.of("Poly.java", POLY));
    }

    private static GuestProcess.Result rvm(String... options) {
        List<String> args = new ArrayList<>(List.of("run", "--inliner=rvm", "--level2-after=2", "--tier=adaptive",
                "--compile-threshold=1", "--batch-compilation", "--print-inlining"));
        args.addAll(List.of(options));
        args.addAll(List.of("-cp", dir.toString(), "Poly"));
        return GuestProcess.rvm(args, dir, Duration.ofSeconds(60));
    }

    @Test
    void aSiteTheFileMakesHot_isInlinedGuarded_withTheFilesShares() throws IOException {
        Path dcg = dir.resolve("recorded.json");
        Files.writeString(dcg, """
                {"format": "rvm-dcg/1", "profile": "exact", "options": {}, "totalWeight": 100, "samples": 100,
                 "edges": [
                  {"caller": "Poly.areas([LPoly$Shape;)D", "bci": %d, "callee": "Poly$Sq.area()D", "weight": 70},
                  {"caller": "Poly.areas([LPoly$Shape;)D", "bci": %d, "callee": "Poly$Ci.area()D", "weight": 30}
                 ]}
                """.formatted(BCI, BCI));

        Path report = dir.resolve("report.json");
        GuestProcess.Result r = rvm("--inline-dcg=" + dcg, "--inline-report=" + report);

        assertEquals(0, r.exitCode(), r.describe());
        assertEquals("330.0\n", r.stdout());
        assertTrue(Files.readString(report).contains("\"profile\": \"exact\""),
                "the report names the profile the decisions read, the file's: " + Files.readString(report));
        assertTrue(r.stderr().contains("rvm: inline   @ " + BCI + "   Poly$Shape.area()D   guarded inline (profile: "
                + "2 targets hold 100% of the site's weight): Poly$Sq.area()D (0 units, 70%) if class Poly$Sq, "
                + "Poly$Ci.area()D (0 units, 30%) if class Poly$Ci; else call"), r.stderr());
    }

    @Test
    void withoutTheFile_theSameSiteIsDecidedOnStaticHeuristics() {
        GuestProcess.Result r = rvm();

        assertEquals(0, r.exitCode(), r.describe());
        assertTrue(r.stderr().contains("rvm: inline   @ " + BCI + "   Poly$Shape.area()D   not inlined (polymorphic: 2 "
                + "implementations among loaded classes and no profile)"), r.stderr());
    }

    @Test
    void aMissingFile_isRefusedBeforeTheGuestStarts_withExitCode3() {
        GuestProcess.Result r = rvm("--inline-dcg=" + dir.resolve("missing.json"));

        assertEquals(3, r.exitCode(), r.describe());
        assertEquals("", r.stdout());
        assertTrue(r.stderr().startsWith("rvm: error: cannot read --inline-dcg=" + dir.resolve("missing.json") + ": "),
                r.stderr());
    }

    @Test
    void aFileThatIsNotADcg_isRefusedBeforeTheGuestStarts_withExitCode3() throws IOException {
        Path bad = dir.resolve("bad.json");
        Files.writeString(bad, "{\"format\": \"rvm-inline/1\"}");

        GuestProcess.Result r = rvm("--inline-dcg=" + bad);

        assertEquals(3, r.exitCode(), r.describe());
        assertTrue(r.stderr().startsWith("rvm: error: --inline-dcg: "), r.stderr());
    }
}
