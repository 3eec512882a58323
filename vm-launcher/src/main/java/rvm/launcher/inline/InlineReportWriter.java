package rvm.launcher.inline;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.io.Writer;
import java.nio.file.Path;
import java.util.List;
import rvm.core.io.AtomicFile;
import rvm.launcher.inline.InlineReportFile.Compilation;
import rvm.launcher.inline.InlineReportFile.Site;
import rvm.launcher.inline.InlineReportFile.Target;

/**
 * Writes an {@link InlineReportFile} as JSON, {@code rvm-inline/1}: the header fields one per line,
 * each compilation's fields on the line that opens it, each call site's on the line that opens it
 * (its candidates and inlined sites below it, one level deeper), each candidate on a line of its
 * own, so that files read and diff well. Files are written atomically.
 */
public final class InlineReportWriter {

    /** Quotes and escapes strings, and writes the small objects. */
    private static final ObjectMapper JSON = new ObjectMapper();

    private InlineReportWriter() {
    }

    /** Writes {@code report} to {@code file}, atomically. */
    public static void write(Path file, InlineReportFile report) throws IOException {
        AtomicFile.write(file, w -> write(w, report));
    }

    /** Writes {@code report}; does not close {@code out}. */
    public static void write(Writer out, InlineReportFile report) throws IOException {
        String nl = System.lineSeparator();
        out.write("{" + nl);
        out.write("  \"format\": " + json(InlineReportFile.FORMAT) + "," + nl);
        out.write("  \"profile\": " + json(report.profile()) + "," + nl);
        out.write("  \"options\": " + json(report.options()) + "," + nl);
        out.write("  \"compilations\": [");
        String sep = nl;
        for (Compilation c : report.compilations()) {
            out.write(sep + "    {\"compileId\": " + c.compileId() + ", \"root\": " + json(c.root())
                    + ", \"rootSize\": " + c.rootSize() + ", \"budget\": " + c.budget() + ", \"compiledSize\": "
                    + c.compiledSize() + ", \"sites\": ");
            writeSites(out, c.sites(), "      ");
            out.write("}");
            sep = "," + nl;
        }
        out.write((report.compilations().isEmpty() ? "" : nl + "  ") + "]" + nl);
        out.write("}" + nl);
    }

    /** A JSON array of sites, each opening a line at {@code indent}; the array ends on its own line. */
    private static void writeSites(Writer out, List<Site> sites, String indent) throws IOException {
        if (sites.isEmpty()) {
            out.write("[]");
            return;
        }
        String nl = System.lineSeparator();
        out.write("[");
        String sep = nl;
        for (Site s : sites) {
            String invoke = "{\"opcode\": " + json(s.invoke().opcode()) + ", \"owner\": " + json(s.invoke().owner())
                    + ", \"name\": " + json(s.invoke().name()) + ", \"descriptor\": " + json(s.invoke().descriptor()) + "}";
            out.write(sep + indent + "{\"caller\": " + json(s.caller()) + ", \"bci\": " + s.bci() + ", \"path\": "
                    + strings(s.path()) + ", \"invoke\": " + invoke + ", \"decision\": "
                    + json(s.decision().jsonName()) + ", \"reason\": " + json(s.reason()) + ", \"candidates\": ");
            writeTargets(out, s.candidates(), indent + "  ");
            out.write(", \"inlined\": ");
            writeSites(out, s.inlined(), indent + "  ");
            out.write("}");
            sep = "," + nl;
        }
        out.write(nl + indent.substring(2) + "]");
    }

    private static void writeTargets(Writer out, List<Target> targets, String indent) throws IOException {
        if (targets.isEmpty()) {
            out.write("[]");
            return;
        }
        String nl = System.lineSeparator();
        out.write("[");
        String sep = nl;
        for (Target t : targets) {
            out.write(sep + indent + "{\"method\": " + json(t.method()) + ", \"weight\": " + number(t.weight())
                    + ", \"siteShare\": " + number(t.siteShare()) + ", \"graphShare\": " + number(t.graphShare())
                    + ", \"size\": " + t.size() + ", \"limit\": " + t.limit() + ", \"inlined\": " + t.inlined()
                    + ", \"reason\": " + json(t.reason()) + ", \"guardClasses\": " + strings(t.guardClasses()) + "}");
            sep = "," + nl;
        }
        out.write(nl + indent.substring(2) + "]");
    }

    /** A JSON array of strings, {@code ["a", "b"]}. */
    private static String strings(List<String> list) throws JsonProcessingException {
        StringBuilder sb = new StringBuilder("[");
        for (String s : list) {
            sb.append(sb.length() > 1 ? ", " : "").append(json(s));
        }
        return sb.append("]").toString();
    }

    private static String json(Object value) throws JsonProcessingException {
        return JSON.writeValueAsString(value);
    }

    /** Whole numbers without a fraction ({@code 3}, not {@code 3.0}), as in DCG files; others in full. */
    private static String number(double v) {
        return v == Math.rint(v) && Math.abs(v) < 0x1p53 ? Long.toString((long) v) : Double.toString(v);
    }
}
