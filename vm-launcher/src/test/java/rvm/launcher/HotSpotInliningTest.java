package rvm.launcher;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * {@code --inliner=rvm} and {@code none}: the compiler directive that keeps HotSpot from inlining
 * compiled guest code is in force in the JVM that adds it (checked in a child JVM, so that this
 * test's own JVM keeps HotSpot's inlining).
 */
class HotSpotInliningTest {

    /** Adds the directive, then prints the directives in force. */
    public static void main(String[] args) {
        System.out.println("before: " + HotSpotInlining.directives().contains("RvmBaseline"));
        HotSpotInlining.forbidGuestInlining();
        System.out.print(HotSpotInlining.directives());
    }

    @Test
    void theDirective_forbidsInliningCompiledGuestCode_andTheYieldpointsSlowPath_inC1AndC2() throws IOException, InterruptedException {
        Path java = Path.of(System.getProperty("java.home"), "bin", "java");
        Process p = new ProcessBuilder(List.of(java.toString(), "-cp", System.getProperty("java.class.path"),
                HotSpotInliningTest.class.getName())).redirectErrorStream(true).start();
        String out = new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8);

        assertEquals(0, p.waitFor(), out);
        assertTrue(out.startsWith("before: false"), out);
        String inline = "inline: -*$$RvmBaseline*.*, -rvm/core/runtime/Yieldpoints.slowPath\n";
        assertTrue(out.contains(" c1 directives:\n  " + inline), out);
        assertTrue(out.contains(" c2 directives:\n  " + inline), out);
    }
}
