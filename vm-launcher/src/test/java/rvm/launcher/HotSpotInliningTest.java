package rvm.launcher;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * {@code --inliner=rvm} and {@code none}: the compiler directives that keep HotSpot from inlining
 * into optimised guest code ({@code rvm}) or any compiled guest code ({@code none}) are
 * in force in the JVM that adds them (checked in a child JVM, so that this test's own JVM keeps
 * HotSpot's inlining).
 */
class HotSpotInliningTest {

    /** Adds the directive, then prints the directives in force. */
    public static void main(String[] args) {
        System.out.println("before: " + HotSpotInlining.directives().contains("RvmBaseline"));
        HotSpotInlining.forbidGuestInlining(args.length == 0 ? "rvm" : args[0]);
        System.out.print(HotSpotInlining.directives());
    }

    private static String directivesInForce(String inliner) throws IOException, InterruptedException {
        Path java = Path.of(System.getProperty("java.home"), "bin", "java");
        Process p = new ProcessBuilder(List.of(java.toString(), "-cp", System.getProperty("java.class.path"),
                HotSpotInliningTest.class.getName(), inliner)).redirectErrorStream(true).start();
        String out = new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
        assertEquals(0, p.waitFor(), out);
        assertTrue(out.startsWith("before: false"), out);
        return out;
    }

    @Test
    void rvmsDirective_keepsOptimisedCodesInliningRvms_andLetsHotSpotInlineIntoLevel1Code_inC1AndC2()
            throws IOException, InterruptedException {
        String out = directivesInForce("rvm");

        String optimised = " matching: *$$RvmOptimised*.*\n c1 directives:\n  inline: -*$$RvmBaseline*.*, "
                + "-*$$RvmOptimised*.*, -rvm/core/runtime/Yieldpoints.slowPath, +rvm/core/runtime/CbsCalls.*\n";
        String others = " matching: *.*\n c1 directives:\n  inline: "
                + "-rvm/core/runtime/Yieldpoints.slowPath, +rvm/core/runtime/CbsCalls.*\n";
        assertTrue(out.contains(optimised), out);
        assertTrue(out.contains(others), out);
        assertTrue(out.indexOf(optimised) < out.indexOf(others), out); // the first directive that matches applies
        assertTrue(out.contains(" c2 directives:\n  inline: -rvm/core/runtime/Yieldpoints.slowPath, "
                + "+rvm/core/runtime/CbsCalls.*\n"), out);
    }

    @Test
    void nonesDirective_forbidsInliningAnyCompiledGuestCode_andTheYieldpointsSlowPath_inC1AndC2()
            throws IOException, InterruptedException {
        String out = directivesInForce("none");

        String inline = "inline: -*$$RvmBaseline*.*, -*$$RvmOptimised*.*, -rvm/core/runtime/Yieldpoints.slowPath, "
                + "+rvm/core/runtime/CbsCalls.*\n";
        assertTrue(out.contains(" c1 directives:\n  " + inline), out);
        assertTrue(out.contains(" c2 directives:\n  " + inline), out);
        assertEquals(-1, out.indexOf("matching: *$$RvmOptimised*"), out);
    }
}
