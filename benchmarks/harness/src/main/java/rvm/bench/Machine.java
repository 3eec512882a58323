package rvm.bench;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.TimeUnit;

/**
 * The machine a session ran on, recorded with its results.
 *
 * @param cpu the processor model ({@code /proc/cpuinfo}), or {@code unknown}
 * @param cores available processors
 * @param memoryGib physical memory in GiB, NaN when unknown
 * @param os operating system name, version and architecture
 * @param hostJava the first line of the host {@code java -version}
 */
public record Machine(String cpu, int cores, double memoryGib, String os, String hostJava) {

    /** Describes this machine and the host {@code java} at {@code java}. */
    static Machine describe(String java) {
        return new Machine(cpuModel(), Runtime.getRuntime().availableProcessors(), physicalMemoryGib(),
                System.getProperty("os.name") + " " + System.getProperty("os.version") + " "
                        + System.getProperty("os.arch"), javaVersion(java));
    }

    private static String cpuModel() {
        try {
            return Files.readAllLines(Path.of("/proc/cpuinfo")).stream().filter(l -> l.startsWith("model name"))
                    .map(l -> l.substring(l.indexOf(':') + 1).trim()).findFirst().orElse("unknown");
        } catch (IOException e) {
            return "unknown";
        }
    }

    private static double physicalMemoryGib() {
        try {
            for (String line : Files.readAllLines(Path.of("/proc/meminfo"))) {
                if (line.startsWith("MemTotal:")) {
                    return Long.parseLong(line.replaceAll("\\D", "")) / (1024.0 * 1024.0);
                }
            }
        } catch (IOException | NumberFormatException e) {
            return Double.NaN;
        }
        return Double.NaN;
    }

    private static String javaVersion(String java) {
        try {
            Process p = new ProcessBuilder(List.of(java, "-version")).redirectErrorStream(true).start();
            String text = new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
            p.waitFor(30, TimeUnit.SECONDS);
            return text.lines().findFirst().orElse("unknown");
        } catch (IOException e) {
            return "unknown (" + e.getMessage() + ")";
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            return "unknown";
        }
    }
}
