package rvm.launcher;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;
import rvm.launcher.inline.InlineReportFile;
import rvm.launcher.inline.InlineReportReader;
import rvm.launcher.testing.GuestProcess;
import rvm.profiling.dcg.DcgReader;

/**
 * {@code rvm demo} shows the main job: the program profiled exact, by CBS and by the timer, the
 * heaviest edges, the accuracy, and the inlining decisions with each sampled profile and their
 * differences.
 */
class DemoCommandTest {

    @Test
    void demoProfilesTheBundledProgramThreeWays_andReportsEachSamplersAccuracyAgainstExact() throws IOException {
        Path home = Path.of("").toAbsolutePath().getParent(); // the tests run in vm-launcher/
        List<String> command = new ArrayList<>();
        command.add(GuestProcess.javaExecutable());
        command.addAll(Main.HOST_JVM_FLAGS);
        command.add("-Drvm.home=" + home);
        command.add("-cp");
        command.add(System.getProperty("java.class.path"));
        command.add(Main.class.getName());
        command.add("demo");

        GuestProcess.Result r = GuestProcess.run(command, home, Duration.ofSeconds(120));

        assertEquals(0, r.exitCode(), r.describe());
        assertTrue(r.stdout().contains("  8 queens: 92 solutions"), r.stdout());
        assertTrue(r.stdout().contains("Demo.queens(IIIII)I @84 -> Demo.queens(IIIII)I"), r.stdout());
        for (String sampler : List.of("cbs", "timer")) {
            Matcher m = Pattern.compile("(?m)^  " + sampler + " +(\\d+\\.\\d)%").matcher(r.stdout());
            assertTrue(m.find(), "no accuracy for " + sampler + " in\n" + r.stdout());
            double overlap = Double.parseDouble(m.group(1));
            assertTrue(overlap > 0 && overlap <= 100, sampler + ": " + overlap);
        }
        Path dir = home.resolve("vm-launcher/target/demo-profiles");
        assertEquals("exact", DcgReader.read(dir.resolve("exact.json")).profile());
        assertEquals("cbs", DcgReader.read(dir.resolve("cbs.json")).profile());
        assertEquals("timer", DcgReader.read(dir.resolve("timer.json")).profile());
        assertTrue(Files.size(dir.resolve("exact.log")) > 0);
        int inlined = 0;
        for (String sampler : List.of("cbs", "timer")) {
            Matcher m = Pattern.compile("(?m)^  " + sampler + " +(\\d+) level-2 compilations, +(\\d+) call sites decided, +"
                    + "(\\d+) inlined").matcher(r.stdout());
            assertTrue(m.find(), "no inlining outcome for " + sampler + " in\n" + r.stdout());
            InlineReportFile report = InlineReportReader.read(dir.resolve(sampler + "-inline.json"));
            assertEquals(Integer.parseInt(m.group(1)), report.compilations().size());
            assertTrue(report.compilations().size() > 0 && Integer.parseInt(m.group(2)) > 0, sampler);
            assertEquals(Integer.parseInt(m.group(3)), report.inlinedSiteCount());
            inlined += report.inlinedSiteCount();
        }
        // The demo's inlinable sites (a guarded Shape.area) take about 0.1% of its calls: a profile of a
        // few hundred samples weighs them or not by chance, one sampler or the other
        assertTrue(inlined > 0, "no profile led to an inlined site:\n" + r.stdout());
        assertTrue(Pattern.compile("(?m)^same \\d+, different \\d+, only in A \\d+, only in B \\d+$").matcher(r.stdout())
                .find(), r.stdout());
    }
}
