package rvm.launcher;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.regex.Pattern;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import rvm.core.testing.JavaSources;
import rvm.launcher.testing.GuestProcess;

/**
 * A protected method of a superclass in another package is routed through an
 * {@code invokedynamic}, whose type the JVM resolves against the compiled code's class with access
 * checks; when that method's descriptor names a package-private class of its package (legal Java:
 * the caller never names it), the routed call failed with an {@code IllegalAccessError} under
 * {@code --tier=baseline}. A parameter of such a class is now passed as {@code Object} and cast back
 * by the call site's bootstrap; a method whose routed call returns one stays interpreted.
 */
class RoutedInaccessibleTypesTest {

    private static final String BASE = """
            package p2;
            public class B {
                static class Hidden { final int v; Hidden(int v) { this.v = v; } }
                public static Hidden make(int v) { return new Hidden(v); }
                public static int value(Hidden h) { return h.v; }
                protected int weigh(Hidden h) { return h.v * 2; }
                protected Hidden twice(Hidden h) { return new Hidden(h.v * 2); }
            }
            """;

    private static final String SUB = """
            package p1;
            public class C extends p2.B {
                int weighed(int k) { return weigh(make(k)); }
                int doubled(int k) { return value(twice(make(k))); }
                public static void main(String[] args) {
                    C c = new C();
                    long s = 0;
                    for (int i = 0; i < 300; i++) { s += c.weighed(i) + c.doubled(i); }
                    System.out.println(s);
                }
            }
            """;

    @TempDir
    static Path dir;

    @BeforeAll
    static void compile() {
        JavaSources.compile(dir, List.of(), Map.of("p2/B.java", BASE, "p1/C.java", SUB));
    }

    @ParameterizedTest
    @ValueSource(strings = {"--tier=baseline", "--tier=adaptive --compile-threshold=1 --batch-compilation",
            "--tier=opt --inliner=rvm"})
    void aRoutedCallNamingAPackagePrivateClassOfAnotherPackage_givesTheHostsOutput(String options) {
        GuestProcess.Result host = GuestProcess.host(List.of("-cp", dir.toString(), "p1.C"), dir,
                Duration.ofSeconds(60));
        List<String> args = new ArrayList<>(List.of("run", "--print-compilation"));
        args.addAll(List.of(options.split(" ")));
        args.addAll(List.of("-cp", dir.toString(), "p1.C"));

        GuestProcess.Result r = GuestProcess.rvm(args, dir, Duration.ofSeconds(60));

        assertEquals(0, host.exitCode(), host.describe());
        assertEquals(0, r.exitCode(), r.describe());
        assertEquals(host.stdout(), r.stdout());
        assertTrue(Pattern.compile("(?m)^rvm: .* [12]  p1/C\\.weighed\\(I\\)I \\(").matcher(r.stderr()).find(),
                r.stderr());
        assertTrue(r.stderr().contains("p1/C.doubled(I)I   COMPILE SKIPPED: routes an access whose result, "
                + "p2.B$Hidden, its compiled code may not name"), r.stderr());
    }
}
