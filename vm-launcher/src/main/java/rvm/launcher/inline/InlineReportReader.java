package rvm.launcher.inline;

import com.fasterxml.jackson.databind.JsonNode;
import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import rvm.launcher.inline.InlineReportFile.Compilation;
import rvm.launcher.inline.InlineReportFile.Decision;
import rvm.launcher.inline.InlineReportFile.Invoke;
import rvm.launcher.inline.InlineReportFile.Site;
import rvm.launcher.inline.InlineReportFile.Target;
import rvm.profiling.json.JsonFields;

/**
 * Reads an inline report ({@code rvm-inline/1}, as {@link InlineReportWriter} writes it) back into an
 * {@link InlineReportFile}, and refuses one whose fields are missing or of the wrong type, or whose
 * sites do not hold together (a path that does not end at the site's caller, or does not start at
 * the compilation's root). Every error names the file and the place:
 * {@code inline.json: compilation 2: site 0: inlined site 1: missing "bci"}.
 */
public final class InlineReportReader {

    private InlineReportReader() {
    }

    /**
     * Reads {@code file}.
     *
     * @throws InlineReportFileException when the file is not JSON, not an {@code rvm-inline/1} file, or
     *                                   has a missing or bad field; the message names the file and the place
     * @throws IOException               when the file cannot be read at all: a {@link java.nio.file.FileSystemException}
     *                                   that names it
     */
    public static InlineReportFile read(Path file) throws IOException {
        Fields f = new Fields(new JsonFields<>((message, cause) -> new InlineReportFileException(file, message, cause)));
        return f.report(f.json().parse(file));
    }

    /** Reads the fields of one file, naming the file and the field in every error. */
    private record Fields(JsonFields<InlineReportFileException> json) {

        InlineReportFile report(JsonNode root) throws InlineReportFileException {
            if (root == null || !root.isObject()) {
                throw json.error("not an rvm inline report: expected a JSON object");
            }
            String format = root.has("format") && root.get("format").isTextual() ? root.get("format").asText() : "";
            if (!InlineReportFile.FORMAT.equals(format)) {
                throw json.error("not an rvm inline report: \"format\" is " + (root.has("format") ? root.get("format")
                        : "missing") + ", expected \"" + InlineReportFile.FORMAT + "\"");
            }
            String profile = json.text(root, "profile", "");
            Map<String, Object> options = json.options(root.get("options"), true);
            List<Compilation> compilations = new ArrayList<>();
            JsonNode list = json.array(root, "compilations", "");
            for (int i = 0; i < list.size(); i++) {
                compilations.add(compilation(list.get(i), "compilation " + i + ": "));
            }
            return new InlineReportFile(profile, options, compilations);
        }

        private Compilation compilation(JsonNode c, String where) throws InlineReportFileException {
            object(c, where);
            String root = json.text(c, "root", where);
            List<Site> sites = sites(c, "sites", List.of(root), where, "site ");
            return new Compilation(json.integer(c, "compileId", where), root, json.integer(c, "rootSize", where),
                    json.integer(c, "budget", where), json.integer(c, "compiledSize", where), sites,
                    c.has("refused") ? json.text(c, "refused", where) : null,
                    c.has("why") ? json.text(c, "why", where) : null);
        }

        /**
         * The sites in {@code parent}'s array {@code field} ({@code sites} or {@code inlined}), each
         * with a path that starts with {@code prefix}; {@code noun} names them in errors.
         */
        private List<Site> sites(JsonNode parent, String field, List<String> prefix, String where, String noun)
                throws InlineReportFileException {
            JsonNode list = json.array(parent, field, where);
            List<Site> sites = new ArrayList<>();
            for (int i = 0; i < list.size(); i++) {
                sites.add(site(list.get(i), prefix, where + noun + i + ": "));
            }
            return sites;
        }

        private Site site(JsonNode s, List<String> prefix, String where) throws InlineReportFileException {
            object(s, where);
            String caller = json.text(s, "caller", where);
            int bci = json.integer(s, "bci", where);
            if (bci < 0 || bci > 65535) {
                throw json.error(where + "\"bci\" must be a bytecode index: " + s.get("bci"));
            }
            List<String> path = json.strings(s, "path", where);
            if (path.size() < prefix.size() || !path.subList(0, prefix.size()).equals(prefix)
                    || !path.get(path.size() - 1).equals(caller)) {
                throw json.error(where + "\"path\" " + s.get("path") + " must start with " + prefix
                        + " and end at the caller");
            }
            Invoke invoke = invoke(s.get("invoke"), where);
            String kind = json.text(s, "decision", where);
            Decision decision = Decision.fromJsonName(kind);
            if (decision == null) {
                throw json.error(where + "\"decision\" must be \"no\", \"yes\" or \"guarded\": " + s.get("decision"));
            }
            String reason = json.text(s, "reason", where);
            JsonNode list = json.array(s, "candidates", where);
            List<Target> candidates = new ArrayList<>();
            for (int i = 0; i < list.size(); i++) {
                candidates.add(target(list.get(i), where + "candidate " + i + ": "));
            }
            List<Site> inlined = sites(s, "inlined", path, where, "inlined site ");
            for (Site n : inlined) {
                if (n.path().size() != path.size() + 1) {
                    throw json.error(where + "inlined site @" + n.bci() + " in " + n.caller() + " is not one level below");
                }
            }
            return new Site(caller, bci, path, invoke, decision, reason, candidates, inlined);
        }

        private Invoke invoke(JsonNode i, String where) throws InlineReportFileException {
            if (i == null) {
                throw json.error(where + "missing \"invoke\"");
            }
            object(i, where + "\"invoke\": ");
            String opcode = json.text(i, "opcode", where + "\"invoke\": ");
            if (!Invoke.OPCODES.contains(opcode)) {
                throw json.error(where + "\"invoke\": \"opcode\" must be one of " + Invoke.OPCODES + ": " + i.get("opcode"));
            }
            return new Invoke(opcode, json.text(i, "owner", where + "\"invoke\": "), json.text(i, "name", where + "\"invoke\": "),
                    json.text(i, "descriptor", where + "\"invoke\": "));
        }

        private Target target(JsonNode t, String where) throws InlineReportFileException {
            object(t, where);
            JsonNode inlined = t.get("inlined");
            if (inlined == null || !inlined.isBoolean()) {
                throw json.error(where + (inlined == null ? "missing \"inlined\"" : "\"inlined\" must be true or false"));
            }
            double weight = json.number(t, "weight", where);
            if (weight < 0) {
                throw json.error(where + "\"weight\" must be at least 0: " + t.get("weight"));
            }
            return new Target(json.text(t, "method", where), weight, json.number(t, "siteShare", where),
                    json.number(t, "graphShare", where), json.integer(t, "size", where), json.integer(t, "limit", where),
                    inlined.booleanValue(), json.text(t, "reason", where), json.strings(t, "guardClasses", where));
        }

        private void object(JsonNode node, String where) throws InlineReportFileException {
            if (!node.isObject()) {
                throw json.error(where + "expected an object");
            }
        }
    }
}
