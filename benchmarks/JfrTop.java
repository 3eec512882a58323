import java.io.IOException;
import java.nio.file.Path;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import jdk.jfr.consumer.RecordedClass;
import jdk.jfr.consumer.RecordedEvent;
import jdk.jfr.consumer.RecordedFrame;
import jdk.jfr.consumer.RecordedMethod;
import jdk.jfr.consumer.RecordedStackTrace;
import jdk.jfr.consumer.RecordingFile;

/**
 * Where a JFR recording of an rvm run spends its time: execution samples aggregated by top frame,
 * by top frame with method-handle plumbing ({@code java.lang.invoke.*}, hidden lambda-form
 * classes) charged to the frame that called into it, and inclusively; plus sampled allocation by
 * class and the total GC pause.
 *
 * <p>JFR records inlined methods as frames of their own, so "top frame" is the innermost source
 * method the sampled instruction belongs to, whether or not HotSpot inlined it.
 *
 * <p>Run: {@code java benchmarks/JfrTop.java RECORDING.jfr [TOP]}; record with
 * {@code -XX:+DebugNonSafepoints -XX:StartFlightRecording=filename=RECORDING.jfr,settings=profile} on
 * the JVM that runs rvm. Without {@code -XX:+DebugNonSafepoints}, samples in HotSpot-compiled guest
 * code are charged to the nearest call with debug information: in one ECJ recording about 20% of
 * the samples landed on the calls of the yieldpoints' slow path (then made through
 * {@code Yieldpoints.prologueTaken} and {@code epilogueTaken}), which never ran.
 */
public class JfrTop {

    public static void main(String[] args) throws IOException {
        if (args.length < 1) {
            System.err.println("usage: java benchmarks/JfrTop.java RECORDING.jfr [TOP]");
            System.exit(2);
        }
        int top = args.length > 1 ? Integer.parseInt(args[1]) : 15;
        Map<String, Integer> self = new HashMap<>();
        Map<String, Integer> selfCharged = new HashMap<>();
        Map<String, Integer> inclusive = new HashMap<>();
        Map<String, Long> allocated = new HashMap<>();
        long samples = 0;
        long allocTotal = 0;
        long gcPauseNanos = 0;
        int gcs = 0;
        for (RecordedEvent e : RecordingFile.readAllEvents(Path.of(args[0]))) {
            String type = e.getEventType().getName();
            if (type.equals("jdk.ExecutionSample")) {
                RecordedStackTrace st = e.getStackTrace();
                if (st == null || st.getFrames().isEmpty()) {
                    continue;
                }
                samples++;
                List<RecordedFrame> frames = st.getFrames();
                self.merge(name(frames.get(0)), 1, Integer::sum);
                String charged = "(only method-handle frames)";
                for (RecordedFrame f : frames) {
                    if (!isPlumbing(f)) {
                        charged = name(f);
                        break;
                    }
                }
                selfCharged.merge(charged, 1, Integer::sum);
                Set<String> seen = new HashSet<>();
                for (RecordedFrame f : frames) {
                    String n = name(f);
                    if (seen.add(n)) {
                        inclusive.merge(n, 1, Integer::sum);
                    }
                }
            } else if (type.equals("jdk.ObjectAllocationSample")) {
                RecordedClass c = e.getClass("objectClass");
                long w = e.getLong("weight");
                allocated.merge(c == null ? "?" : c.getName(), w, Long::sum);
                allocTotal += w;
            } else if (type.equals("jdk.GarbageCollection")) {
                gcPauseNanos += e.getDuration("sumOfPauses").toNanos();
                gcs++;
            }
        }
        System.out.printf(Locale.ROOT, "%s: %d execution samples%n", args[0], samples);
        print("top frame (self)", self, samples, top);
        print("top frame, java.lang.invoke plumbing charged to its caller", selfCharged, samples, top);
        print("inclusive (on the stack)", inclusive, samples, top);
        System.out.printf(Locale.ROOT, "%n== sampled allocation by class (%.1f GB estimated)%n", allocTotal / 1e9);
        long total = allocTotal;
        allocated.entrySet().stream().sorted(Map.Entry.<String, Long>comparingByValue().reversed()).limit(top)
                .forEach(en -> System.out.printf(Locale.ROOT, "%6.1f%%  %s%n", 100.0 * en.getValue() / total,
                        en.getKey()));
        System.out.printf(Locale.ROOT, "%n== GC: %d collections, %.3f s total pause%n", gcs, gcPauseNanos / 1e9);
    }

    static boolean isPlumbing(RecordedFrame f) {
        RecordedMethod m = f.getMethod();
        if (m == null || m.getType() == null) {
            return true;
        }
        String c = m.getType().getName();
        return c.startsWith("java.lang.invoke.") || m.isHidden();
    }

    static String name(RecordedFrame f) {
        RecordedMethod m = f.getMethod();
        if (m == null) {
            return "?";
        }
        String c = m.getType() == null ? "?" : m.getType().getName();
        if (m.isHidden() && c.startsWith("java.lang.invoke.LambdaForm$")) {
            c = "java.lang.invoke.LambdaForm$" + c.substring("java.lang.invoke.LambdaForm$".length()).replaceAll("/.*", "");
        }
        return c + "." + m.getName();
    }

    static void print(String title, Map<String, Integer> counts, long samples, int top) {
        System.out.printf(Locale.ROOT, "%n== %s%n", title);
        counts.entrySet().stream().sorted(Map.Entry.<String, Integer>comparingByValue().reversed()).limit(top)
                .forEach(en -> System.out.printf(Locale.ROOT, "%6.1f%%  %6d  %s%n", 100.0 * en.getValue() / samples,
                        en.getValue(), en.getKey()));
    }
}
