package rvm.profiling.json;

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

/**
 * The fields of one JSON file of a format, read with errors in the format's own exception type
 * ({@code DcgFileException}, {@code InlineReportFileException}), each message naming the field and
 * the place in the file that the caller passes as {@code where} ({@code "edge 3: "}).
 *
 * @param <E> the format's exception
 */
public final class JsonFields<E extends IOException> {

    /** Makes the format's exception for a message about the file (the exception adds the file's name). */
    public interface Errors<E extends IOException> {

        /** The exception for {@code message}, caused by {@code cause} (or {@code null}). */
        E error(String message, Throwable cause);
    }

    private static final ObjectMapper JSON = new ObjectMapper();

    private final Errors<E> errors;

    /** Fields whose errors {@code errors} makes. */
    public JsonFields(Errors<E> errors) {
        this.errors = errors;
    }

    /**
     * Parses {@code file}.
     *
     * @throws IOException the format's exception when the file is not JSON (with the line and column),
     *                     or a {@link FileSystemException} that names the file when it cannot be read
     */
    public JsonNode parse(Path file) throws IOException {
        try (Reader in = Files.newBufferedReader(file, StandardCharsets.UTF_8)) {
            return JSON.readTree(in);
        } catch (JsonProcessingException e) {
            JsonLocation at = e.getLocation();
            String where = at == null ? "" : " at line " + at.getLineNr() + ", column " + at.getColumnNr();
            throw errors.error("not valid JSON" + where + ": " + e.getOriginalMessage(), e);
        } catch (java.nio.charset.CharacterCodingException e) {
            throw errors.error("not valid JSON: not UTF-8 text (a compressed or binary file?)", e);
        } catch (FileSystemException e) {
            throw e; // names the file already
        } catch (IOException e) {
            FileSystemException named = new FileSystemException(file.toString(), null, e.getMessage());
            named.initCause(e);
            throw named; // "Is a directory", said of no file
        }
    }

    /** The format's exception for {@code message}. */
    public E error(String message) {
        return errors.error(message, null);
    }

    /** The string {@code field} of {@code node}. */
    public String text(JsonNode node, String field, String where) throws E {
        JsonNode v = node.get(field);
        if (v == null || !v.isTextual()) {
            throw error(where + (v == null ? "missing \"" + field + "\"" : "\"" + field + "\" must be a string"));
        }
        return v.asText();
    }

    /** The finite number {@code field} of {@code node}. */
    public double number(JsonNode node, String field, String where) throws E {
        JsonNode v = node.get(field);
        if (v == null || !v.isNumber()) {
            throw error(where + (v == null ? "missing \"" + field + "\"" : "\"" + field + "\" must be a number"));
        }
        if (!Double.isFinite(v.doubleValue())) {
            throw error(where + "\"" + field + "\" is too large for a number (over " + Double.MAX_VALUE + ")");
        }
        return v.doubleValue();
    }

    /** The whole number {@code field} of {@code node}, within an {@code int}. */
    public int integer(JsonNode node, String field, String where) throws E {
        JsonNode v = node.get(field);
        if (v == null || !v.canConvertToInt() || !v.isIntegralNumber()) {
            throw error(where + (v == null ? "missing \"" + field + "\"" : "\"" + field + "\" must be a whole number"));
        }
        return v.intValue();
    }

    /** The array {@code field} of {@code node}. */
    public JsonNode array(JsonNode node, String field, String where) throws E {
        JsonNode v = node.get(field);
        if (v == null || !v.isArray()) {
            throw error(where + (v == null ? "missing \"" + field + "\"" : "\"" + field + "\" must be an array"));
        }
        return v;
    }

    /** The array of strings {@code field} of {@code node}. */
    public List<String> strings(JsonNode node, String field, String where) throws E {
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

    /**
     * The {@code "options"} object {@code o}, name to value (a number, a boolean or else the text), in
     * the file's order; {@code o} is {@code null} when the file has none, which is an error when
     * {@code required} and an empty map otherwise.
     */
    public Map<String, Object> options(JsonNode o, boolean required) throws E {
        Map<String, Object> map = new LinkedHashMap<>();
        if (o == null) {
            if (required) {
                throw error("missing \"options\"");
            }
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
}
