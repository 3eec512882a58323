package rvm.profiling.dcg;

import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.io.Writer;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.Locale;
import java.util.Map;
import org.objectweb.asm.Type;
import rvm.core.io.AtomicFile;

/**
 * Writes a {@link DcgProfile} in one of the {@link DcgFormat}s. Files are written atomically: a
 * reader never sees half a file, even if the VM dies while writing it.
 */
public final class DcgWriter {

    /** The {@code format} field of every JSON DCG file this version writes and reads. */
    public static final String JSON_FORMAT = "rvm-dcg/1";

    /** Quotes and escapes strings, and writes the options object. */
    private static final ObjectMapper JSON = new ObjectMapper();

    private DcgWriter() {
    }

    /** Writes {@code profile} to {@code file} in {@code format}, atomically. */
    public static void write(Path file, DcgProfile profile, DcgFormat format) throws IOException {
        AtomicFile.write(file, w -> write(w, profile, format));
    }

    /**
     * Writes {@code profile} to {@code file} as {@code rvm-dcg/1} JSON with more top-level fields,
     * atomically: {@code extra}'s entries, each written by Jackson on one line (a list one element a
     * line), after {@code samples} and before {@code edges} (readers of DCG files skip fields they do
     * not know).
     */
    public static void writeJson(Path file, DcgProfile profile, Map<String, Object> extra) throws IOException {
        AtomicFile.write(file, w -> writeJson(w, profile, extra));
    }

    /** Writes {@code profile} in {@code format}; does not close {@code out}. */
    public static void write(Writer out, DcgProfile profile, DcgFormat format) throws IOException {
        switch (format) {
            case JSON -> writeJson(out, profile, Map.of());
            case DOT -> writeDot(out, profile);
            case COLLAPSED -> writeCollapsed(out, profile);
        }
    }

    // ------------------------------------------------------------------ JSON

    /**
     * The header fields one per line, then one edge per line, so that files read and diff well:
     * {@code {"caller": ..., "bci": 12, "callee": ..., "weight": 3}}.
     */
    private static void writeJson(Writer out, DcgProfile p, Map<String, Object> extra) throws IOException {
        String nl = System.lineSeparator();
        out.write("{" + nl);
        out.write("  \"format\": " + JSON.writeValueAsString(JSON_FORMAT) + "," + nl);
        out.write("  \"profile\": " + JSON.writeValueAsString(p.profile()) + "," + nl);
        out.write("  \"options\": " + JSON.writeValueAsString(p.options()) + "," + nl);
        out.write("  \"totalWeight\": " + jsonNumber(p.totalWeight()) + "," + nl);
        out.write("  \"samples\": " + p.samples() + "," + nl);
        for (Map.Entry<String, Object> e : extra.entrySet()) {
            out.write("  " + JSON.writeValueAsString(e.getKey()) + ": ");
            if (e.getValue() instanceof java.util.List<?> list) { // one element a line, as the edges
                out.write("[");
                String sep = nl;
                for (Object element : list) {
                    out.write(sep + "    " + JSON.writeValueAsString(element));
                    sep = "," + nl;
                }
                out.write((list.isEmpty() ? "" : nl + "  ") + "]," + nl);
            } else {
                out.write(JSON.writeValueAsString(e.getValue()) + "," + nl);
            }
        }
        out.write("  \"edges\": [");
        String sep = nl;
        for (Edge e : p.edges()) {
            out.write(sep + "    {\"caller\": " + JSON.writeValueAsString(e.caller()) + ", \"bci\": " + e.bci()
                    + ", \"callee\": " + JSON.writeValueAsString(e.callee()) + ", \"weight\": "
                    + jsonNumber(e.weight()) + "}");
            sep = "," + nl;
        }
        out.write((p.edges().isEmpty() ? "" : nl + "  ") + "]" + nl);
        out.write("}" + nl);
    }

    /**
     * A JSON number, whole numbers without a fraction ({@code 3}, not {@code 3.0}): undecayed weights
     * are counts (inline reports write their weights so too).
     */
    public static String jsonNumber(double v) {
        return v == Math.rint(v) && Math.abs(v) < 0x1p53 ? Long.toString((long) v) : Double.toString(v);
    }

    // ------------------------------------------------------------------ Graphviz

    private static void writeDot(Writer out, DcgProfile p) throws IOException {
        String nl = System.lineSeparator();
        out.write("// rvm DCG, profile " + p.profile() + ", " + p.edges().size() + " edges, total weight "
                + DcgProfile.weightText(p.totalWeight()) + nl);
        out.write("digraph dcg {" + nl);
        out.write("  node [shape=box, fontname=\"monospace\"];" + nl);
        double max = p.edges().isEmpty() ? 0 : p.edges().get(0).weight();
        for (Edge e : p.edges()) {
            double share = p.totalWeight() > 0 ? 100 * e.weight() / p.totalWeight() : 0;
            double width = max > 0 ? 1 + 5 * e.weight() / max : 1;
            out.write(String.format(Locale.ROOT, "  %s -> %s [label=\"@%d %s (%.1f%%)\", penwidth=%.2f];%s",
                    quote(e.caller()), quote(e.callee()), e.bci(), DcgProfile.weightText(e.weight()), share, width, nl));
        }
        out.write("}" + nl);
    }

    private static String quote(String s) {
        return "\"" + s.replace("\\", "\\\\").replace("\"", "\\\"") + "\"";
    }

    // ------------------------------------------------------------------ collapsed stacks

    private static void writeCollapsed(Writer out, DcgProfile p) throws IOException {
        Map<String, Long> lines = new LinkedHashMap<>();
        for (Edge e : p.edges()) {
            long w = Math.round(e.weight());
            if (w > 0) {
                lines.merge(frame(e.caller()) + ";" + frame(e.callee()), w, Long::sum);
            }
        }
        for (Map.Entry<String, Long> l : lines.entrySet()) {
            out.write(l.getKey() + " " + l.getValue() + System.lineSeparator());
        }
    }

    /**
     * A method as a flame-graph frame: {@code pkg.Cls.name(int,java.lang.String)}. Descriptors would
     * put {@code ;} into frames, which those tools read as the frame separator.
     */
    static String frame(String method) {
        int paren = method.indexOf('(');
        if (paren < 0) {
            return method.replace('/', '.').replace(';', ',').replace(' ', '_');
        }
        StringBuilder sb = new StringBuilder(method.substring(0, paren).replace('/', '.')).append('(');
        try {
            Type[] args = Type.getArgumentTypes(method.substring(paren));
            for (int i = 0; i < args.length; i++) {
                sb.append(i > 0 ? "," : "").append(args[i].getClassName());
            }
        } catch (RuntimeException malformed) {
            sb.append(method.substring(paren + 1).replace(';', ',').replace(' ', '_'));
            return sb.toString();
        }
        return sb.append(')').toString().replace(' ', '_');
    }
}
