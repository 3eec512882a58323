package rvm.launcher.inline;

import com.fasterxml.jackson.core.JsonLocation;
import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.io.Reader;
import java.nio.charset.StandardCharsets;
import java.nio.file.FileSystemException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import rvm.launcher.inline.InlineReportFile.Compilation;
import rvm.launcher.inline.InlineReportFile.Decision;
import rvm.launcher.inline.InlineReportFile.Invoke;
import rvm.launcher.inline.InlineReportFile.Site;
import rvm.launcher.inline.InlineReportFile.Target;

/**
 * Reads an inline report ({@code rvm-inline/1}, as {@link InlineReportWriter} writes it) back into an
 * {@link InlineReportFile}, and refuses one whose fields are missing or of the wrong type, or whose
 * sites do not hold together (a path that does not end at the site's caller, or does not start at
 * the compilation's root). Every error names the file and the place:
 * {@code inline.json: compilation 2: site 0: inlined site 1: missing "bci"}.
 */
public final class InlineReportReader {

    private static final ObjectMapper JSON = new ObjectMapper();

    private InlineReportReader() {
    }

    /**
     * Reads {@code file}.
     *
     * @throws InlineReportFileException when the file is not JSON, not an {@code rvm-inline/1} file, or
     *                                   has a missing or bad field; the message names the file and the place
     * @throws IOException               when the file cannot be read at all: a {@link FileSystemException}
     *                                   that names it
     */
    public static InlineReportFile read(Path file) throws IOException {
        JsonNode root;
        try (Reader in = Files.newBufferedReader(file, StandardCharsets.UTF_8)) {
            root = JSON.readTree(in);
        } catch (JsonProcessingException e) {
            JsonLocation at = e.getLocation();
            String where = at == null ? "" : " at line " + at.getLineNr() + ", column " + at.getColumnNr();
            throw new InlineReportFileException(file, "not valid JSON" + where + ": " + e.getOriginalMessage(), e);
        } catch (FileSystemException e) {
            throw e; // names the file already
        } catch (IOException e) {
            FileSystemException named = new FileSystemException(file.toString(), null, e.getMessage());
            named.initCause(e);
            throw named; // "Is a directory", said of no file
        }
        return new Fields(file).report(root);
    }

    /** Reads the fields of one file, naming the file and the field in every error. */
    private record Fields(Path file) {

        InlineReportFile report(JsonNode root) throws InlineReportFileException {
            if (root == null || !root.isObject()) {
                throw error("not an rvm inline report: expected a JSON object");
            }
            String format = root.has("format") && root.get("format").isTextual() ? root.get("format").asText() : "";
            if (!InlineReportFile.FORMAT.equals(format)) {
                throw error("not an rvm inline report: \"format\" is " + (root.has("format") ? root.get("format")
                        : "missing") + ", expected \"" + InlineReportFile.FORMAT + "\"");
            }
            String profile = text(root, "profile", "");
            Map<String, Object> options = options(root.get("options"));
            List<Compilation> compilations = new ArrayList<>();
            JsonNode list = array(root, "compilations", "");
            for (int i = 0; i < list.size(); i++) {
                compilations.add(compilation(list.get(i), "compilation " + i + ": "));
            }
            return new InlineReportFile(profile, options, compilations);
        }

        private Compilation compilation(JsonNode c, String where) throws InlineReportFileException {
            object(c, where);
            String root = text(c, "root", where);
            List<Site> sites = sites(c, "sites", List.of(root), where, "site ");
            return new Compilation(integer(c, "compileId", where), root, integer(c, "rootSize", where),
                    integer(c, "budget", where), integer(c, "compiledSize", where), sites);
        }

        /**
         * The sites in {@code parent}'s array {@code field} ({@code sites} or {@code inlined}), each
         * with a path that starts with {@code prefix}; {@code noun} names them in errors.
         */
        private List<Site> sites(JsonNode parent, String field, List<String> prefix, String where, String noun)
                throws InlineReportFileException {
            JsonNode list = array(parent, field, where);
            List<Site> sites = new ArrayList<>();
            for (int i = 0; i < list.size(); i++) {
                sites.add(site(list.get(i), prefix, where + noun + i + ": "));
            }
            return sites;
        }

        private Site site(JsonNode s, List<String> prefix, String where) throws InlineReportFileException {
            object(s, where);
            String caller = text(s, "caller", where);
            int bci = integer(s, "bci", where);
            if (bci < 0 || bci > 65535) {
                throw error(where + "\"bci\" must be a bytecode index: " + s.get("bci"));
            }
            List<String> path = strings(s, "path", where);
            if (path.size() < prefix.size() || !path.subList(0, prefix.size()).equals(prefix)
                    || !path.get(path.size() - 1).equals(caller)) {
                throw error(where + "\"path\" " + s.get("path") + " must start with " + prefix
                        + " and end at the caller");
            }
            Invoke invoke = invoke(s.get("invoke"), where);
            String kind = text(s, "decision", where);
            Decision decision = Decision.fromJsonName(kind);
            if (decision == null) {
                throw error(where + "\"decision\" must be \"no\", \"yes\" or \"guarded\": " + s.get("decision"));
            }
            String reason = text(s, "reason", where);
            JsonNode list = array(s, "candidates", where);
            List<Target> candidates = new ArrayList<>();
            for (int i = 0; i < list.size(); i++) {
                candidates.add(target(list.get(i), where + "candidate " + i + ": "));
            }
            List<Site> inlined = sites(s, "inlined", path, where, "inlined site ");
            for (Site n : inlined) {
                if (n.path().size() != path.size() + 1) {
                    throw error(where + "inlined site @" + n.bci() + " in " + n.caller() + " is not one level below");
                }
            }
            return new Site(caller, bci, path, invoke, decision, reason, candidates, inlined);
        }

        private Invoke invoke(JsonNode i, String where) throws InlineReportFileException {
            if (i == null) {
                throw error(where + "missing \"invoke\"");
            }
            object(i, where + "\"invoke\": ");
            String opcode = text(i, "opcode", where + "\"invoke\": ");
            if (!Invoke.OPCODES.contains(opcode)) {
                throw error(where + "\"invoke\": \"opcode\" must be one of " + Invoke.OPCODES + ": " + i.get("opcode"));
            }
            return new Invoke(opcode, text(i, "owner", where + "\"invoke\": "), text(i, "name", where + "\"invoke\": "),
                    text(i, "descriptor", where + "\"invoke\": "));
        }

        private Target target(JsonNode t, String where) throws InlineReportFileException {
            object(t, where);
            JsonNode inlined = t.get("inlined");
            if (inlined == null || !inlined.isBoolean()) {
                throw error(where + (inlined == null ? "missing \"inlined\"" : "\"inlined\" must be true or false"));
            }
            double weight = number(t, "weight", where);
            if (weight < 0) {
                throw error(where + "\"weight\" must be at least 0: " + t.get("weight"));
            }
            return new Target(text(t, "method", where), weight, number(t, "siteShare", where),
                    number(t, "graphShare", where), integer(t, "size", where), integer(t, "limit", where),
                    inlined.booleanValue(), text(t, "reason", where), strings(t, "guardClasses", where));
        }

        private Map<String, Object> options(JsonNode o) throws InlineReportFileException {
            Map<String, Object> map = new LinkedHashMap<>();
            if (o == null) {
                throw error("missing \"options\"");
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

        private void object(JsonNode node, String where) throws InlineReportFileException {
            if (!node.isObject()) {
                throw error(where + "expected an object");
            }
        }

        private JsonNode array(JsonNode node, String field, String where) throws InlineReportFileException {
            JsonNode v = node.get(field);
            if (v == null || !v.isArray()) {
                throw error(where + (v == null ? "missing \"" + field + "\"" : "\"" + field + "\" must be an array"));
            }
            return v;
        }

        private List<String> strings(JsonNode node, String field, String where) throws InlineReportFileException {
            JsonNode v = array(node, field, where);
            List<String> list = new ArrayList<>();
            for (JsonNode e : v) {
                if (!e.isTextual()) {
                    throw error(where + "\"" + field + "\" must be an array of strings");
                }
                list.add(e.asText());
            }
            return list;
        }

        private String text(JsonNode node, String field, String where) throws InlineReportFileException {
            JsonNode v = node.get(field);
            if (v == null || !v.isTextual()) {
                throw error(where + (v == null ? "missing \"" + field + "\"" : "\"" + field + "\" must be a string"));
            }
            return v.asText();
        }

        private int integer(JsonNode node, String field, String where) throws InlineReportFileException {
            JsonNode v = node.get(field);
            if (v == null || !v.canConvertToInt() || !v.isIntegralNumber()) {
                throw error(where + (v == null ? "missing \"" + field + "\"" : "\"" + field + "\" must be a whole number"));
            }
            return v.intValue();
        }

        private double number(JsonNode node, String field, String where) throws InlineReportFileException {
            JsonNode v = node.get(field);
            if (v == null || !v.isNumber()) {
                throw error(where + (v == null ? "missing \"" + field + "\"" : "\"" + field + "\" must be a number"));
            }
            if (!Double.isFinite(v.doubleValue())) {
                throw error(where + "\"" + field + "\" is too large for a number (over " + Double.MAX_VALUE + ")");
            }
            return v.doubleValue();
        }

        private InlineReportFileException error(String message) {
            return new InlineReportFileException(file, message, null);
        }
    }
}
