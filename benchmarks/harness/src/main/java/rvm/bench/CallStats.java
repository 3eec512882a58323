package rvm.bench;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * How call-dense a workload is, from one rvm run with {@code --call-counts} and
 * {@code --opcode-counts}: calls executed, distinct call edges and call sites, and how many sites
 * saw more than one target.
 *
 * @param bytecodes bytecodes the interpreter executed
 * @param calls calls interpreted code made (invoke instructions executed)
 * @param guestCalls those whose callee is not a JDK method
 * @param edges distinct (caller, bci, callee) edges
 * @param guestEdges distinct edges whose callee is not a JDK method
 * @param sites distinct call sites (caller, bci) executed
 * @param polymorphicSites sites that called two or more distinct targets
 * @param megamorphicSites sites that called four or more distinct targets
 */
public record CallStats(long bytecodes, long calls, long guestCalls, int edges, int guestEdges, int sites,
                        int polymorphicSites, int megamorphicSites) {

    private static final List<String> JDK_PACKAGES = List.of("java/", "javax/", "jdk/", "sun/", "com/sun/");

    /** Reads the two files rvm wrote. */
    static CallStats read(Path callCounts, Path opcodeCounts) throws IOException {
        long calls = 0;
        long guestCalls = 0;
        int edges = 0;
        int guestEdges = 0;
        Map<String, Set<String>> targets = new HashMap<>();
        for (String line : Files.readAllLines(callCounts, StandardCharsets.UTF_8)) {
            String[] f = line.split(" ");
            if (f.length != 4) {
                throw new IOException(callCounts + ": malformed line '" + line + "'");
            }
            long count = Long.parseLong(f[0]);
            boolean guest = JDK_PACKAGES.stream().noneMatch(f[3]::startsWith);
            calls += count;
            edges++;
            if (guest) {
                guestCalls += count;
                guestEdges++;
            }
            targets.computeIfAbsent(f[1] + " " + f[2], k -> new HashSet<>()).add(f[3]);
        }
        long bytecodes = 0;
        for (String line : Files.readAllLines(opcodeCounts, StandardCharsets.UTF_8)) {
            String[] f = line.split(" ");
            bytecodes += Long.parseLong(f[f.length - 1]);
        }
        int poly = (int) targets.values().stream().filter(t -> t.size() >= 2).count();
        int mega = (int) targets.values().stream().filter(t -> t.size() >= 4).count();
        return new CallStats(bytecodes, calls, guestCalls, edges, guestEdges, targets.size(), poly, mega);
    }

    /** Calls per thousand bytecodes executed. */
    public double callsPerKiloBytecode() {
        return bytecodes == 0 ? Double.NaN : 1000.0 * calls / bytecodes;
    }
}
