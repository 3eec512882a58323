package rvm.launcher.inline;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.io.Writer;
import java.nio.file.Path;
import java.util.List;
import rvm.core.io.AtomicFile;
import rvm.launcher.inline.InlineReportFile.Site;
import rvm.profiling.dcg.DcgWriter;

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
        out.write("  \"compilations\": ");
        writeArray(out, report.compilations(), "    ", c -> {
            out.write("{\"compileId\": " + c.compileId() + ", \"root\": " + json(c.root()) + ", \"rootSize\": "
                    + c.rootSize() + ", \"budget\": " + c.budget() + ", \"compiledSize\": " + c.compiledSize()
                    + (c.refused() == null ? "" : ", \"refused\": " + json(c.refused()))
                    + (c.why() == null ? "" : ", \"why\": " + json(c.why())) + ", \"sites\": ");
            writeSites(out, c.sites(), "      ");
            out.write("}");
        });
        out.write(nl + "}" + nl);
    }

    /** A JSON array of sites, each opening a line at {@code indent}, its candidates and inlined sites below. */
    private static void writeSites(Writer out, List<Site> sites, String indent) throws IOException {
        writeArray(out, sites, indent, s -> {
            String invoke = "{\"opcode\": " + json(s.invoke().opcode()) + ", \"owner\": " + json(s.invoke().owner())
                    + ", \"name\": " + json(s.invoke().name()) + ", \"descriptor\": " + json(s.invoke().descriptor())
                    + "}";
            out.write("{\"caller\": " + json(s.caller()) + ", \"bci\": " + s.bci() + ", \"path\": "
                    + strings(s.path()) + ", \"invoke\": " + invoke + ", \"decision\": "
                    + json(s.decision().jsonName()) + ", \"reason\": " + json(s.reason()) + ", \"candidates\": ");
            writeArray(out, s.candidates(), indent + "  ", t -> out.write("{\"method\": " + json(t.method())
                    + ", \"weight\": " + DcgWriter.jsonNumber(t.weight())
                    + ", \"siteShare\": " + DcgWriter.jsonNumber(t.siteShare())
                    + ", \"graphShare\": " + DcgWriter.jsonNumber(t.graphShare())
                    + ", \"size\": " + t.size() + ", \"limit\": " + t.limit() + ", \"inlined\": " + t.inlined()
                    + ", \"reason\": " + json(t.reason()) + ", \"guardClasses\": " + strings(t.guardClasses()) + "}"));
            out.write(", \"inlined\": ");
            writeSites(out, s.inlined(), indent + "  ");
            out.write("}");
        });
    }

    /** Writes one element of an array, its line already opened. */
    private interface ElementWriter<T> {
        void write(T element) throws IOException;
    }

    /**
     * A JSON array: {@code []} when empty, else each element opening a line at {@code indent} and
     * the closing bracket on a line of its own, one level out.
     */
    private static <T> void writeArray(Writer out, List<T> elements, String indent, ElementWriter<T> element)
            throws IOException {
        if (elements.isEmpty()) {
            out.write("[]");
            return;
        }
        String nl = System.lineSeparator();
        out.write("[");
        String sep = nl;
        for (T e : elements) {
            out.write(sep + indent);
            element.write(e);
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
}
