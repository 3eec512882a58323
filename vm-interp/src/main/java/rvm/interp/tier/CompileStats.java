package rvm.interp.tier;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import rvm.interp.compiler.BaselineCompiler.Result;

/**
 * What the compiler did in a run, for {@code --vm-stats} and {@code --print-compilation}: per level,
 * the methods compiled (OSR variants apart), those not compiled by reason, those compiled without the
 * optimizer's transforms because they were over the compiler's budget, the guest bytecode in and host
 * bytecode out, and the time spent.
 *
 * <p>Constraints: {@link #record} runs on the compiler thread and, with batch compilation, on guest
 * threads; it is synchronized, and called once per compilation, never on a guest's hot path.
 */
public final class CompileStats {

    /** One level's counts. */
    private static final class Level {
        int compiled;
        int osr;
        long nanos;
        long allocated;
        long mostAllocated;
        String mostAllocating;
        long bytesIn;
        long bytesOut;
        int largestOut;
        String largest;
        final Map<String, Integer> failures = new TreeMap<>();
        final Map<String, Integer> refusals = new TreeMap<>();
    }

    private final Map<Integer, Level> levels = new TreeMap<>();

    /** Counts one compilation's outcome. */
    synchronized void record(Result r) {
        Level l = levels.computeIfAbsent(r.request().level(), k -> new Level());
        l.nanos += r.cost().nanos();
        l.allocated += r.cost().allocatedBytes();
        if (r.cost().allocatedBytes() > l.mostAllocated) {
            l.mostAllocated = r.cost().allocatedBytes();
            l.mostAllocating = r.request().method().jvmName();
        }
        if (r.compiled() == null) {
            l.failures.merge(r.failure() == null ? "unknown" : r.failure(), 1, Integer::sum);
            return;
        }
        if (r.refused() != null) {
            int colon = r.refused().indexOf(": ");
            l.refusals.merge(colon < 0 ? r.refused() : r.refused().substring(0, colon), 1, Integer::sum);
        }
        if (r.compiled().isOsr()) {
            l.osr++;
        } else {
            l.compiled++;
        }
        l.bytesIn += r.request().method().codeLength();
        int out = r.compiled().compiledSize();
        l.bytesOut += out;
        if (out > l.largestOut) {
            l.largestOut = out;
            l.largest = r.request().method().jvmName();
        }
    }

    private static String mib(long bytes) {
        return String.format("%.1f MiB", bytes / (double) (1 << 20));
    }

    /** Compilations at a level before {@link #rate} tells a rate. */
    static final int RATE_AFTER = 5;

    /**
     * The guest bytecode bytes per millisecond compilations at {@code level} have compiled, OSR
     * variants apart, once {@link #RATE_AFTER} of them have; NaN before.
     */
    synchronized double rate(int level) {
        Level l = levels.get(level);
        if (l == null || l.compiled < RATE_AFTER || l.nanos <= 0) {
            return Double.NaN;
        }
        return l.bytesIn / (l.nanos / 1e6);
    }

    /** The summary's lines, a table by level then one line per reason of failure; none when nothing was compiled. */
    public synchronized List<String> lines() {
        List<String> lines = new ArrayList<>();
        if (levels.isEmpty()) {
            return lines;
        }
        lines.add(String.format("%-5s %9s %5s %7s %9s %10s %11s %10s", "level", "compiled", "osr", "failed",
                "time-ms", "bytes-in", "bytes-out", "alloc-mib"));
        levels.forEach((level, l) -> lines.add(String.format("%-5d %9d %5d %7d %9d %10d %11d %10d", level, l.compiled,
                l.osr, l.failures.values().stream().mapToInt(Integer::intValue).sum(), l.nanos / 1_000_000,
                l.bytesIn, l.bytesOut, l.allocated >> 20)));
        levels.forEach((level, l) -> {
            if (l.largest != null) {
                lines.add("level " + level + " largest code: " + l.largestOut + " bytes, " + l.largest);
            }
            if (l.mostAllocating != null) {
                lines.add("level " + level + " most memory: " + mib(l.mostAllocated) + " allocated compiling "
                        + l.mostAllocating);
            }
        });
        levels.forEach((level, l) -> l.failures.forEach((reason, n) ->
                lines.add("level " + level + " not compiled " + n + "x: " + reason)));
        levels.forEach((level, l) -> l.refusals.forEach((reason, n) ->
                lines.add("level " + level + " compiled without the optimizer " + n + "x: " + reason)));
        return lines;
    }
}
