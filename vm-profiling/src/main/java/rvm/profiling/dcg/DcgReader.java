package rvm.profiling.dcg;

import com.fasterxml.jackson.core.JsonLocation;
import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.io.Reader;
import java.nio.file.FileSystemException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Reads a JSON DCG file ({@code rvm-dcg/1}, as {@link DcgWriter} writes it) back into a profile, and
 * refuses one that does not hold together: weights that are not finite, an edge listed twice, or a
 * {@code totalWeight} that is not the sum of the edges' weights (the shares computed from it would
 * be wrong).
 */
public final class DcgReader {

    private static final ObjectMapper JSON = new ObjectMapper();

    private DcgReader() {
    }

    /**
     * Reads {@code file}.
     *
     * @throws DcgFileException when the file is not JSON, not an {@code rvm-dcg/1} file, has a
     *                          missing or bad field, or does not hold together; the message names
     *                          the file and the place
     * @throws IOException      when the file cannot be read at all: a {@link FileSystemException}
     *                          that names it
     */
    public static DcgProfile read(Path file) throws IOException {
        JsonNode root;
        try (Reader in = Files.newBufferedReader(file, StandardCharsets.UTF_8)) {
            root = JSON.readTree(in);
        } catch (JsonProcessingException e) {
            JsonLocation at = e.getLocation();
            String where = at == null ? "" : " at line " + at.getLineNr() + ", column " + at.getColumnNr();
            throw new DcgFileException(file, "not valid JSON" + where + ": " + e.getOriginalMessage(), e);
        } catch (FileSystemException e) {
            throw e; // names the file already
        } catch (IOException e) {
            FileSystemException named = new FileSystemException(file.toString(), null, e.getMessage());
            named.initCause(e);
            throw named; // "Is a directory", said of no file
        }
        return new Fields(file).profile(root);
    }

    /** Reads the fields of one file, naming the file and the field in every error. */
    private record Fields(Path file) {

        DcgProfile profile(JsonNode root) throws DcgFileException {
            if (root == null || !root.isObject()) {
                throw error("not an rvm DCG file: expected a JSON object");
            }
            String format = text(root, "format", "");
            if (!DcgWriter.JSON_FORMAT.equals(format)) {
                throw error("not an rvm DCG file: \"format\" is \"" + format + "\", expected \""
                        + DcgWriter.JSON_FORMAT + "\"");
            }
            String profile = text(root, "profile", "");
            Map<String, Object> options = options(root.get("options"));
            double total = number(root, "totalWeight", "");
            if (total < 0) {
                throw error("\"totalWeight\" must be at least 0: " + root.get("totalWeight"));
            }
            double samplesValue = number(root, "samples", "");
            if (samplesValue < 0 || samplesValue != Math.rint(samplesValue)) {
                throw error("\"samples\" must be a whole number at least 0: " + root.get("samples"));
            }
            long samples = (long) samplesValue;
            JsonNode edges = root.get("edges");
            if (edges == null || !edges.isArray()) {
                throw error("\"edges\" must be an array");
            }
            List<Edge> list = new ArrayList<>(edges.size());
            Map<Edge.Key, Integer> seen = new HashMap<>();
            double sum = 0;
            for (int i = 0; i < edges.size(); i++) {
                Edge e = edge(edges.get(i), "edge " + i + ": ");
                Integer first = seen.putIfAbsent(e.key(), i);
                if (first != null) {
                    throw error("edge " + i + ": the same edge as edge " + first + " (caller, bci and callee)");
                }
                list.add(e);
                sum += e.weight();
            }
            if (!Double.isFinite(sum) || Math.abs(sum - total) > 1e-9 * Math.max(1, Math.max(sum, total))) {
                throw error("\"totalWeight\" is " + root.get("totalWeight") + ", but the edges' weights add up to "
                        + DcgProfile.weightText(sum));
            }
            return new DcgProfile(profile, options, total, samples, list);
        }

        private Edge edge(JsonNode e, String where) throws DcgFileException {
            if (!e.isObject()) {
                throw error(where + "expected an object");
            }
            String caller = text(e, "caller", where);
            double bci = number(e, "bci", where);
            if (bci != Math.rint(bci) || bci < -1 || bci > 65535) {
                throw error(where + "\"bci\" must be a bytecode index or -1: " + e.get("bci"));
            }
            String callee = text(e, "callee", where);
            double weight = number(e, "weight", where);
            if (weight < 0) {
                throw error(where + "\"weight\" must be at least 0: " + e.get("weight"));
            }
            return new Edge(caller, (int) bci, callee, weight);
        }

        private Map<String, Object> options(JsonNode o) throws DcgFileException {
            Map<String, Object> map = new LinkedHashMap<>();
            if (o == null) {
                return map;
            }
            if (!o.isObject()) {
                throw error("\"options\" must be an object");
            }
            for (Map.Entry<String, JsonNode> f : o.properties()) {
                JsonNode v = f.getValue();
                map.put(f.getKey(), v.isNumber() ? v.numberValue() : v.isBoolean() ? v.booleanValue() : v.asText());
            }
            return map;
        }

        private String text(JsonNode node, String field, String where) throws DcgFileException {
            JsonNode v = node.get(field);
            if (v == null || !v.isTextual()) {
                throw error(where + (v == null ? "missing \"" + field + "\"" : "\"" + field + "\" must be a string"));
            }
            return v.asText();
        }

        private double number(JsonNode node, String field, String where) throws DcgFileException {
            JsonNode v = node.get(field);
            if (v == null || !v.isNumber()) {
                throw error(where + (v == null ? "missing \"" + field + "\"" : "\"" + field + "\" must be a number"));
            }
            if (!Double.isFinite(v.doubleValue())) {
                throw error(where + "\"" + field + "\" is too large for a number (over " + Double.MAX_VALUE + ")");
            }
            return v.doubleValue();
        }

        private DcgFileException error(String message) {
            return new DcgFileException(file, message, null);
        }
    }
}
