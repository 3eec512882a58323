import java.io.IOException;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.TreeMap;
import jdk.jfr.consumer.RecordedEvent;
import jdk.jfr.consumer.RecordedMethod;
import jdk.jfr.consumer.RecordingFile;

/**
 * What HotSpot's JIT compilers spent on an rvm run, from the {@code jdk.Compilation} events of a
 * JFR recording: compile time and count per compiler (C1 for tiers 1-3, C2 for tier 4) and per kind
 * of code, and, given two recordings, how the compiles of the same guest methods differ.
 *
 * <p>Kinds of code: {@code guest compiled} (rvm's compiled guest methods, in hidden classes
 * {@code C$$RvmBaseline}), {@code guest optimised} (level-2 code of rvm's inliner,
 * {@code C$$RvmOptimised}), {@code guest host class} (the host classes standing for guest classes:
 * stubs, constructors and initialisers, and on the host JVM the whole program), {@code rvm}
 * ({@code rvm.*}, the interpreter and compiler), {@code asm} (ASM, used by rvm's compiler),
 * {@code java.lang.invoke} (method handles and lambda forms) and {@code jdk}.
 *
 * <p>With two recordings, compiles of guest compiled methods are matched by guest class, name,
 * descriptor, tier and OSR, first compile of each in each recording; per tier it prints how many
 * matched and the sums of compile time, machine code size and inlined bytecode in each. Compile
 * times move with what else the compiler threads had queued; code size and inlined bytes do not.
 *
 * <p>Run: {@code java benchmarks/JfrCompiles.java A.jfr [B.jfr]}; record with
 * {@code -XX:StartFlightRecording=filename=A.jfr,settings=profile,+jdk.Compilation#threshold=0ms}
 * on the JVM that runs rvm (the default threshold keeps only compiles over 100 ms).
 */
public class JfrCompiles {

    private record Compile(String kind, String key, int level, Duration time, long codeSize, long inlinedBytes) {
    }

    public static void main(String[] args) throws IOException {
        if (args.length < 1 || args.length > 2) {
            System.err.println("usage: java benchmarks/JfrCompiles.java A.jfr [B.jfr]");
            System.exit(2);
        }
        List<Compile> a = read(Path.of(args[0]));
        totals(args[0], a);
        if (args.length == 2) {
            List<Compile> b = read(Path.of(args[1]));
            totals(args[1], b);
            compare(args[0], a, args[1], b);
        }
    }

    private static List<Compile> read(Path recording) throws IOException {
        List<Compile> compiles = new ArrayList<>();
        for (RecordedEvent e : RecordingFile.readAllEvents(recording)) {
            if (!e.getEventType().getName().equals("jdk.Compilation")) {
                continue;
            }
            RecordedMethod m = e.getValue("method");
            if (m == null) {
                continue;
            }
            String type = m.getType().getName();
            String suffix = type.contains("$$RvmBaseline") ? "$$RvmBaseline"
                    : type.contains("$$RvmOptimised") ? "$$RvmOptimised" : null;
            String guestClass = suffix != null ? type.substring(0, type.indexOf(suffix)) : null;
            String kind = guestClass != null ? (suffix.equals("$$RvmBaseline") ? "guest compiled" : "guest optimised")
                    : type.startsWith("rvm.") ? "rvm"
                    : type.startsWith("org.objectweb.asm.") ? "asm"
                    : type.startsWith("java.lang.invoke.") ? "java.lang.invoke"
                    : type.startsWith("java.") || type.startsWith("jdk.") || type.startsWith("sun.") ? "jdk"
                    : "guest host class";
            String key = (guestClass != null ? guestClass : type) + "." + m.getName() + m.getDescriptor()
                    + (e.getBoolean("isOsr") ? " osr" : "");
            compiles.add(new Compile(kind, key, e.getInt("compileLevel"), e.getDuration(),
                    e.getLong("codeSize"), e.getLong("inlinedBytes")));
        }
        return compiles;
    }

    private static String compiler(int level) {
        return level == 4 ? "C2" : "C1";
    }

    private static void totals(String name, List<Compile> compiles) {
        Map<String, long[]> byKind = new TreeMap<>();
        for (Compile c : compiles) {
            long[] t = byKind.computeIfAbsent(compiler(c.level()) + "  " + c.kind(), k -> new long[2]);
            t[0]++;
            t[1] += c.time().toNanos();
        }
        System.out.println("== " + name + ": compile time by compiler and kind of code");
        byKind.entrySet().stream().sorted((x, y) -> Long.compare(y.getValue()[1], x.getValue()[1]))
                .forEach(en -> System.out.printf(Locale.ROOT, "  %-24s %6d compiles %8.2f s%n", en.getKey(),
                        en.getValue()[0], en.getValue()[1] / 1e9));
    }

    private static void compare(String nameA, List<Compile> a, String nameB, List<Compile> b) {
        Map<String, Compile> firstA = first(a);
        Map<String, Compile> firstB = first(b);
        System.out.println("== guest compiled methods compiled in both, by tier: " + nameA + " -> " + nameB);
        for (int level = 1; level <= 4; level++) {
            long n = 0;
            long timeA = 0;
            long timeB = 0;
            long codeA = 0;
            long codeB = 0;
            long inlA = 0;
            long inlB = 0;
            for (Map.Entry<String, Compile> en : firstA.entrySet()) {
                Compile x = en.getValue();
                Compile y = firstB.get(en.getKey());
                if (x.level() != level || y == null) {
                    continue;
                }
                n++;
                timeA += x.time().toNanos();
                timeB += y.time().toNanos();
                codeA += x.codeSize();
                codeB += y.codeSize();
                inlA += x.inlinedBytes();
                inlB += y.inlinedBytes();
            }
            if (n > 0) {
                System.out.printf(Locale.ROOT,
                        "  tier %d: %5d methods  time %7.2f -> %7.2f s  code %10d -> %10d bytes (%.2f)"
                                + "  inlined %8d -> %8d bytes (%.2f)%n",
                        level, n, timeA / 1e9, timeB / 1e9, codeA, codeB, (double) codeB / codeA, inlA, inlB,
                        inlA == 0 ? 0.0 : (double) inlB / inlA);
            }
        }
    }

    /** The first compile of each guest compiled method at each tier, by key and tier. */
    private static Map<String, Compile> first(List<Compile> compiles) {
        Map<String, Compile> first = new HashMap<>();
        for (Compile c : compiles) {
            if (c.kind().equals("guest compiled")) {
                first.putIfAbsent(c.key() + " tier " + c.level(), c);
            }
        }
        return first;
    }
}
