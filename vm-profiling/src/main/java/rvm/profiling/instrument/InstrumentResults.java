package rvm.profiling.instrument;

import static org.objectweb.asm.Opcodes.INVOKESPECIAL;
import static org.objectweb.asm.Opcodes.INVOKESTATIC;

import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.objectweb.asm.Opcodes;
import rvm.core.model.ClassModel;
import rvm.core.model.GuestMethod;
import rvm.core.runtime.SampledInstrumentation;
import rvm.core.runtime.ToolEvents;
import rvm.profiling.dcg.DcgProfile;
import rvm.profiling.dcg.DcgWriter;
import rvm.profiling.dcg.Edge;

/**
 * What the instrumentation counted, as the {@code --instrument-out} file: the call edges as an
 * {@code rvm-dcg/1} profile (each edge weighted by its instrumented executions; the options in its
 * {@code options}), under {@code "instrumentation"} the samples, the checks when counted, and the
 * calls that had no guest target, and under {@code "fieldAccesses"} each field access site with its
 * count, one a line.
 *
 * <p>A call's target is the guest method the JVM would select: for a static or special call, the
 * symbolic reference resolved through the guest classes; for a virtual or interface call, the
 * method the receiver's class selects (a JDK method, such as an {@code Object.hashCode} that no
 * guest class overrides, is no guest edge, and is counted as a call into the JDK).
 */
public final class InstrumentResults {

    /** One field access site and how often it ran instrumented. */
    public record FieldCount(String method, int bci, String opcode, String field, long count) {
    }

    /** The call edges, and what could not be one. */
    public record CallEdges(DcgProfile profile, long callsIntoTheJdk, long withoutTarget) {
    }

    private final ClassModel model;
    private final InstrumentSettings settings;
    private final CallTargets targets;

    public InstrumentResults(ClassModel model, InstrumentSettings settings) {
        this.model = model;
        this.settings = settings;
        this.targets = new CallTargets(model);
    }

    /** What tools' call events are told a call's target is. */
    public static ToolEvents.CallTargets toolCallTargets(ClassModel model) {
        return new CallTargets(model).forTools();
    }

    /** The options as the results file records them. */
    public Map<String, Object> options() {
        Map<String, Object> o = new LinkedHashMap<>();
        List<String> what = new ArrayList<>(settings.what().stream().sorted().map(InstrumentSettings.Kind::optionName)
                .toList());
        settings.tools().forEach(t -> what.add(InstrumentSettings.TOOL_PREFIX + t.jar()));
        o.put(InstrumentOptions.INSTRUMENT.name(), String.join(",", what));
        o.put(InstrumentOptions.INSTRUMENT_EXHAUSTIVE.name(), settings.exhaustive());
        o.put(InstrumentOptions.INSTRUMENT_METHODS.name(), settings.methods().toString());
        if (!settings.exhaustive()) {
            o.put(InstrumentOptions.DUPLICATION.name(), settings.duplication().name().toLowerCase(java.util.Locale.ROOT));
            if (settings.duplication() == InstrumentSettings.Duplication.FULL) {
                o.put(InstrumentOptions.SAMPLED_COPY.name(), settings.copy().name().toLowerCase(java.util.Locale.ROOT));
            }
            o.put(InstrumentOptions.SAMPLE_TRIGGER.name(), settings.trigger().name().toLowerCase(java.util.Locale.ROOT));
            if (settings.trigger().ticks()) {
                if (settings.tickEvery() > 0) {
                    o.put(InstrumentOptions.SAMPLE_TIMER.name(), "ticks:" + settings.tickEvery());
                } else {
                    o.put(InstrumentOptions.SAMPLE_TIMER_MS.name(), settings.timerMillis());
                }
            } else {
                o.put(InstrumentOptions.SAMPLE_INTERVAL.name(), settings.interval());
            }
            if (settings.trigger() == InstrumentSettings.Trigger.YIELDPOINT) {
                o.put(InstrumentOptions.SAMPLE_SKIP.name(), settings.skip());
            }
            if (settings.trigger() == InstrumentSettings.Trigger.CBS) {
                o.put(InstrumentOptions.SAMPLE_CBS_STRIDE.name(), settings.cbsStride());
                o.put(InstrumentOptions.SAMPLE_CBS_SAMPLES.name(), settings.cbsSamples());
            }
        }
        return o;
    }

    /** The call edges counted so far. */
    public CallEdges callEdges() {
        Map<Edge.Key, Double> weights = new LinkedHashMap<>();
        long jdk = 0;
        long none = 0;
        long calls = 0;
        for (SampledInstrumentation.CallCounts c : SampledInstrumentation.callSites()) {
            SampledInstrumentation.CallSite s = c.site();
            GuestMethod caller = model.method(s.callerId());
            if (caller == null) {
                continue;
            }
            Map<String, Long> byCallee = new LinkedHashMap<>();
            if (s.opcode() == INVOKESTATIC || s.opcode() == INVOKESPECIAL) {
                long n = c.withoutReceiver();
                if (n > 0) {
                    String callee = targets.guestStatic(s.owner(), s.name(), s.descriptor());
                    if (callee == null) {
                        jdk += n;
                    } else {
                        byCallee.merge(callee, n, Long::sum);
                    }
                }
            } else {
                none += c.withoutReceiver(); // null receivers
                for (Map.Entry<Class<?>, Long> e : c.byReceiverClass().entrySet()) {
                    String callee = targets.guestVirtual(s.owner(), s.name(), s.descriptor(), e.getKey());
                    if (callee == null) {
                        jdk += e.getValue();
                    } else {
                        byCallee.merge(callee, e.getValue(), Long::sum);
                    }
                }
            }
            for (Map.Entry<String, Long> e : byCallee.entrySet()) {
                weights.merge(new Edge.Key(caller.jvmName(), s.bci(), e.getKey()), (double) e.getValue(), Double::sum);
                calls += e.getValue();
            }
        }
        List<Edge> edges = new ArrayList<>();
        double total = 0;
        for (Map.Entry<Edge.Key, Double> e : weights.entrySet()) {
            edges.add(new Edge(e.getKey().caller(), e.getKey().bci(), e.getKey().callee(), e.getValue()));
            total += e.getValue();
        }
        long samples = settings.exhaustive() ? calls : SampledInstrumentation.samples();
        return new CallEdges(new DcgProfile(settings.profileName(), options(), total, samples, edges), jdk, none);
    }

    /** The field access sites counted so far, the most executed first. */
    public List<FieldCount> fieldCounts() {
        List<FieldCount> out = new ArrayList<>();
        for (SampledInstrumentation.FieldCounts f : SampledInstrumentation.fieldSites()) {
            SampledInstrumentation.FieldSite s = f.site();
            GuestMethod m = model.method(s.methodId());
            long n = f.count();
            if (m != null && n > 0) {
                out.add(new FieldCount(m.jvmName(), s.bci(), fieldOpcode(s.opcode()),
                        s.owner() + "." + s.name() + ":" + s.descriptor(), n));
            }
        }
        out.sort(Comparator.comparingLong(FieldCount::count).reversed()
                .thenComparing(FieldCount::method).thenComparingInt(FieldCount::bci));
        return out;
    }

    /**
     * Writes the results to {@code file}, atomically; returns a summary for the user, such as
     * {@code "1,234 samples, 56 call edges, 78 field access sites"}.
     */
    public String write(Path file) throws IOException {
        CallEdges edges = callEdges();
        List<FieldCount> fields = fieldCounts();
        Map<String, Object> about = new LinkedHashMap<>();
        about.put("samples", settings.exhaustive() ? null : SampledInstrumentation.samples());
        about.put("checks", SampledInstrumentation.checks() > 0 ? SampledInstrumentation.checks() : null);
        if (!settings.exhaustive() && settings.trigger().usesCountdown()) {
            // false: one thread ran instrumented code, and its countdown's slot was a constant
            about.put("countdownsPerThread", SampledInstrumentation.slotsPerThread());
        }
        about.put("callsIntoTheJdk", edges.callsIntoTheJdk());
        about.put("callsOnNull", edges.withoutTarget());
        about.values().removeIf(java.util.Objects::isNull);
        Map<String, Object> extra = new LinkedHashMap<>();
        extra.put("instrumentation", about);
        if (settings.fieldAccesses()) {
            extra.put("fieldAccesses", fields);
        }
        if (!settings.tools().isEmpty()) {
            extra.put("tools", toolResults());
        }
        DcgWriter.writeJson(file, edges.profile(), extra);
        List<String> parts = new ArrayList<>();
        if (!settings.exhaustive()) {
            parts.add(String.format("%,d samples", SampledInstrumentation.samples()));
        }
        if (settings.callEdges()) {
            parts.add(String.format("%,d call edges", edges.profile().edges().size()));
        }
        if (settings.fieldAccesses()) {
            parts.add(String.format("%,d field access sites", fields.size()));
        }
        for (ToolJar t : settings.tools()) {
            parts.add("tool " + t.name());
        }
        return String.join(", ", parts);
    }

    /**
     * Each tool's name, jar, events, results and the exception that switched it off (if any); a
     * tool whose {@code results()} throws gets that exception instead of results.
     */
    public List<Map<String, Object>> toolResults() {
        List<Map<String, Object>> out = new ArrayList<>();
        for (ToolJar t : settings.tools()) {
            Map<String, Object> r = new LinkedHashMap<>();
            r.put("name", t.name());
            r.put("jar", t.jar().toString());
            r.put("events", t.tool().events().stream().sorted().map(e -> e.name().toLowerCase(java.util.Locale.ROOT))
                    .toList());
            Throwable failure = ToolEvents.failure(t.tool());
            try {
                r.put("results", t.tool().results());
            } catch (RuntimeException e) {
                failure = failure == null ? e : failure;
            }
            if (failure != null) {
                r.put("failure", failure.toString());
            }
            out.add(r);
        }
        return out;
    }

    private static String fieldOpcode(int opcode) {
        return switch (opcode) {
            case Opcodes.GETFIELD -> "getfield";
            case Opcodes.PUTFIELD -> "putfield";
            case Opcodes.GETSTATIC -> "getstatic";
            case Opcodes.PUTSTATIC -> "putstatic";
            default -> throw new IllegalArgumentException("not a field instruction: " + opcode);
        };
    }
}
