package rvm.bench;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;

/**
 * One experiment under {@code benchmarks/results/}: a folder named {@code YYYY-MM-DD-slug} holding a
 * {@code README.md} that opens with its title and five fields (question, commit, command, machine,
 * date), its raw data, an executable {@code rebuild} script and the {@code tables/} that script
 * writes from the raw data.
 *
 * @param dir    the folder
 * @param title  the README's first heading, without {@code # }; empty when it has none
 * @param fields the README's fields that were found, by name ({@code Question}, ...), in order
 */
record ExperimentFolder(Path dir, String title, Map<String, String> fields) {

    /** The fields every experiment's README states, in this order. */
    static final List<String> FIELDS = List.of("Question", "Commit", "Command", "Machine", "Date");

    private static final Pattern NAME = Pattern.compile("(\\d{4}-\\d{2}-\\d{2})-[a-z0-9]+(-[a-z0-9]+)*");
    private static final Pattern FIELD = Pattern.compile("^- \\*\\*(" + String.join("|", FIELDS) + "):\\*\\* (.*)$");

    /** The folder's name. */
    String name() {
        return dir.getFileName().toString();
    }

    /** The date its name begins with, {@code YYYY-MM-DD}; empty when the name does not follow the scheme. */
    String date() {
        Matcher m = NAME.matcher(name());
        return m.matches() ? m.group(1) : "";
    }

    /** Reads the folder's README (a missing README gives no title and no fields). */
    static ExperimentFolder read(Path dir) throws IOException {
        Path readme = dir.resolve("README.md");
        String title = "";
        Map<String, String> fields = new LinkedHashMap<>();
        if (Files.isRegularFile(readme)) {
            List<String> lines = Files.readAllLines(readme, StandardCharsets.UTF_8);
            if (!lines.isEmpty() && lines.get(0).startsWith("# ")) {
                title = lines.get(0).substring(2).trim();
            }
            String current = null;
            for (String line : lines) {
                Matcher m = FIELD.matcher(line);
                if (m.matches()) {
                    current = m.group(1);
                    fields.put(current, m.group(2).trim());
                } else if (current != null && line.startsWith("  ") && !line.isBlank()) {
                    fields.put(current, fields.get(current) + " " + line.trim());
                } else {
                    current = null;
                }
            }
        }
        return new ExperimentFolder(dir, title, fields);
    }

    /** Every folder under {@code results}, in name order. */
    static List<ExperimentFolder> all(Path results) throws IOException {
        List<ExperimentFolder> folders = new ArrayList<>();
        try (Stream<Path> entries = Files.list(results)) {
            for (Path p : entries.filter(Files::isDirectory).sorted().toList()) {
                folders.add(read(p));
            }
        }
        return folders;
    }

    /** What is wrong with this folder's shape, each a sentence naming the folder; empty when nothing is. */
    List<String> problems() {
        List<String> problems = new ArrayList<>();
        String where = "benchmarks/results/" + name() + ": ";
        if (date().isEmpty()) {
            problems.add(where + "the name is not YYYY-MM-DD-slug (lower-case words joined by '-')");
        }
        if (!Files.isRegularFile(dir.resolve("README.md"))) {
            problems.add(where + "no README.md");
            return problems;
        }
        if (title.isEmpty()) {
            problems.add(where + "README.md does not open with '# Title'");
        }
        for (String f : FIELDS) {
            if (!fields.containsKey(f)) {
                problems.add(where + "README.md has no '- **" + f + ":** ...' line");
            }
        }
        String date = fields.getOrDefault("Date", "");
        if (!date.isEmpty() && !date.startsWith(date())) {
            problems.add(where + "README.md's date (" + date + ") is not the folder's (" + date() + ")");
        }
        Path rebuild = dir.resolve("rebuild");
        if (!Files.isRegularFile(rebuild) || !Files.isExecutable(rebuild)) {
            problems.add(where + "no executable rebuild script");
        }
        if (!Files.isDirectory(dir.resolve("tables"))) {
            problems.add(where + "no tables/ (what ./rebuild writes)");
        }
        return problems;
    }
}
