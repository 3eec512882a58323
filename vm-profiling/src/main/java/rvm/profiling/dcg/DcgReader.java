package rvm.profiling.dcg;

import com.fasterxml.jackson.databind.JsonNode;
import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import rvm.profiling.json.JsonFields;

/**
 * Reads a JSON DCG file ({@code rvm-dcg/1}, as {@link DcgWriter} writes it) back into a profile, and
 * refuses one that does not hold together: weights that are not finite, an edge listed twice, or a
 * {@code totalWeight} that is not the sum of the edges' weights (the shares computed from it would
 * be wrong).
 */
public final class DcgReader {

    private DcgReader() {
    }

    /**
     * Reads {@code file}.
     *
     * @throws DcgFileException when the file is not JSON, not an {@code rvm-dcg/1} file, has a
     *                          missing or bad field, or does not hold together; the message names
     *                          the file and the place
     * @throws IOException      when the file cannot be read at all: a {@link java.nio.file.FileSystemException}
     *                          that names it
     */
    public static DcgProfile read(Path file) throws IOException {
        Fields f = new Fields(new JsonFields<>((message, cause) -> new DcgFileException(file, message, cause)));
        return f.profile(f.json().parse(file));
    }

    /** Reads the fields of one file, naming the file and the field in every error. */
    private record Fields(JsonFields<DcgFileException> json) {

        DcgProfile profile(JsonNode root) throws DcgFileException {
            if (root == null || !root.isObject()) {
                throw json.error("not an rvm DCG file: expected a JSON object");
            }
            String format = json.text(root, "format", "");
            if (!DcgWriter.JSON_FORMAT.equals(format)) {
                throw json.error("not an rvm DCG file: \"format\" is \"" + format + "\", expected \""
                        + DcgWriter.JSON_FORMAT + "\"");
            }
            String profile = json.text(root, "profile", "");
            Map<String, Object> options = json.options(root.get("options"), false);
            double total = json.number(root, "totalWeight", "");
            if (total < 0) {
                throw json.error("\"totalWeight\" must be at least 0: " + root.get("totalWeight"));
            }
            double samplesValue = json.number(root, "samples", "");
            if (samplesValue < 0 || samplesValue != Math.rint(samplesValue)) {
                throw json.error("\"samples\" must be a whole number at least 0: " + root.get("samples"));
            }
            long samples = (long) samplesValue;
            JsonNode edges = root.get("edges");
            if (edges == null || !edges.isArray()) {
                throw json.error("\"edges\" must be an array");
            }
            List<Edge> list = new ArrayList<>(edges.size());
            Map<Edge.Key, Integer> seen = new HashMap<>();
            double sum = 0;
            for (int i = 0; i < edges.size(); i++) {
                Edge e = edge(edges.get(i), "edge " + i + ": ");
                Integer first = seen.putIfAbsent(e.key(), i);
                if (first != null) {
                    throw json.error("edge " + i + ": the same edge as edge " + first + " (caller, bci and callee)");
                }
                list.add(e);
                sum += e.weight();
            }
            if (!Double.isFinite(sum) || Math.abs(sum - total) > 1e-9 * Math.max(1, Math.max(sum, total))) {
                throw json.error("\"totalWeight\" is " + root.get("totalWeight") + ", but the edges' weights add up to "
                        + DcgProfile.weightText(sum));
            }
            return new DcgProfile(profile, options, total, samples, list);
        }

        private Edge edge(JsonNode e, String where) throws DcgFileException {
            if (!e.isObject()) {
                throw json.error(where + "expected an object");
            }
            String caller = json.text(e, "caller", where);
            double bci = json.number(e, "bci", where);
            if (bci != Math.rint(bci) || bci < -1 || bci > 65535) {
                throw json.error(where + "\"bci\" must be a bytecode index or -1: " + e.get("bci"));
            }
            String callee = json.text(e, "callee", where);
            double weight = json.number(e, "weight", where);
            if (weight < 0) {
                throw json.error(where + "\"weight\" must be at least 0: " + e.get("weight"));
            }
            return new Edge(caller, (int) bci, callee, weight);
        }
    }
}
