package rvm.launcher;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.regex.Pattern;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import rvm.core.testing.JavaSources;
import rvm.launcher.testing.GuestProcess;

/**
 * A level-2 compilation whose inlined code would exceed HotSpot's 8000-byte limit (which HotSpot
 * only interprets: Rhino's tokenizer and interpreter loop) is compiled without inlining, refused
 * before its code is written, and {@code --print-compilation} says why.
 */
class HugeInlinedCodeTest {

    @TempDir
    static Path dir;

    /** {@code many} calls {@code work}, of about 60 statements, 40 times: well over 8000 bytes inlined. */
    @BeforeAll
    static void compile() {
        StringBuilder work = new StringBuilder("    static int work(int x) {\n        int s = x;\n");
        for (int k = 0; k < 60; k++) {
            work.append("        s = s * 31 + (x ^ ").append(k).append(") % 7;\n");
        }
        work.append("        return s;\n    }\n");
        StringBuilder many = new StringBuilder("    static int many(int x) {\n        int s = 0;\n");
        for (int k = 0; k < 40; k++) {
            many.append("        s += work(x + ").append(k).append(");\n");
        }
        many.append("        return s;\n    }\n");
        String big = "public class Big {\n" + work + many
                + "    public static void main(String[] args) {\n        long t = 0;\n"
                + "        for (int i = 0; i < 200; i++) { t += many(i); }\n        System.out.println(t);\n    }\n}\n";
        JavaSources.compile(dir, List.of(), Map.of("Big.java", big));
    }

    @Test
    void inlinedCodeOverTheLimit_isCompiledAgainWithoutInlining() {
        GuestProcess.Result host = GuestProcess.host(List.of("-cp", dir.toString(), "Big"), dir, Duration.ofSeconds(60));
        GuestProcess.Result r = GuestProcess.rvm(List.of("run", "--tier=opt", "--inliner=rvm", "--inline-stress",
                "--print-compilation", "-cp", dir.toString(), "Big"), dir, Duration.ofSeconds(60));

        assertEquals(0, r.exitCode(), r.describe());
        assertEquals(host.stdout(), r.stdout());
        assertFalse(r.stderr().contains("HUGE"), r.stderr());
        assertTrue(Pattern.compile("(?m)^rvm: .* 2  Big\\.many\\(I\\)I \\(\\d+ bytes -> \\d+ bytes\\)   NOT OPTIMISED: "
                + "over HotSpot's huge-method limit: inlined, it has \\d+ instructions, over 8000 bytes whatever their "
                + "size$").matcher(r.stderr()).find(), r.stderr());
    }
}
