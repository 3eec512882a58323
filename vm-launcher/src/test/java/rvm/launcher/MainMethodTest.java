package rvm.launcher;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import rvm.core.testing.JavaSources;
import rvm.launcher.testing.GuestProcess;

/**
 * Main classes whose {@code main} the launcher refuses or takes only on some JDKs: rvm says and
 * does what the host {@code java} running the tests says and does (JDK 17 refuses an instance
 * {@code main}; JDK 25 runs it).
 */
class MainMethodTest {

    @TempDir
    static Path dir;

    @BeforeAll
    static void compile() {
        JavaSources.compile(dir, List.of(), Map.of(
                "NotStatic.java", "public class NotStatic { public void main(String[] a) { System.out.println(\"ran\"); } }",
                "NotVoid.java", "public class NotVoid { public static int main(String[] a) { return 1; } }",
                "NotPublic.java", "public class NotPublic { static void main(String[] a) { System.out.println(\"ran\"); } }",
                "Inherited.java", "class Base { public void main(String[] a) { System.out.println(\"ran\"); } }\n"
                        + "public class Inherited extends Base { }"));
    }

    @ParameterizedTest(name = "{0}")
    @ValueSource(strings = {"NotStatic", "NotVoid", "NotPublic", "Inherited"})
    void rvmRefusesOrRunsAMainMethodAsTheHostDoes(String mainClass) {
        GuestProcess.Result host = GuestProcess.host(List.of("-cp", dir.toString(), mainClass), dir,
                Duration.ofSeconds(30));

        GuestProcess.Result rvm = GuestProcess.rvm(List.of("run", "-cp", dir.toString(), mainClass), dir,
                Duration.ofSeconds(30));

        assertEquals(host.describe(), rvm.describe());
    }
}
