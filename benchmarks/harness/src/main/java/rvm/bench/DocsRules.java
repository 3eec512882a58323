package rvm.bench;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;

/**
 * The rules that keep rvm's documents in their jobs, checked by {@code ./rvm docs check} and by the
 * build: the README and the architecture within their sizes; no dates, issue numbers or history in
 * the documents that describe what is; every figure the README and the docs quote is a current
 * figure of {@code benchmarks/figures.json}; the generated files as their generators write them;
 * every experiment folder and decision record in its shape; every relative link resolving; no
 * measurement narrative in code comments.
 *
 * <p>Each rule returns its problems as sentences that name the file (and line) to fix.
 */
final class DocsRules {

    /** The README's limit: read in ten minutes. */
    static final int README_BYTES = 12 * 1024;
    /** The architecture's limit. */
    static final int ARCHITECTURE_BYTES = 40 * 1024;

    private static final Pattern ISO_DATE = Pattern.compile("\\b\\d{4}-\\d{2}-\\d{2}\\b");
    private static final Pattern ISSUE = Pattern.compile("\\b[Ii]ssues? \\d+");
    private static final Pattern LINK = Pattern.compile("\\]\\(([^)\\s]+)\\)");
    private static final Pattern DECISION_NAME = Pattern.compile("\\d{3}-[a-z0-9]+(-[a-z0-9]+)*\\.md");
    private static final Pattern COMMENT_FIGURE = Pattern.compile("[+-]\\d+(\\.\\d+)?%|RESULTS(\\.md)?(, \"|#)|\\b[Ii]ssues? \\d+");

    private final Path home;

    DocsRules(Path home) {
        this.home = home;
    }

    /** Every problem, rule after rule. */
    List<String> all() throws IOException {
        List<String> problems = new ArrayList<>();
        problems.addAll(sizes());
        problems.addAll(presentTense());
        problems.addAll(quotedFigures());
        problems.addAll(generated());
        problems.addAll(experiments());
        problems.addAll(decisions());
        problems.addAll(links());
        problems.addAll(codeComments());
        return problems;
    }

    /** The documents that describe what rvm is and does (not the decision records, not the results). */
    List<Path> presentDocuments() throws IOException {
        List<Path> docs = new ArrayList<>(List.of(home.resolve("README.md"), home.resolve("benchmarks/README.md")));
        try (Stream<Path> s = Files.list(home.resolve("docs"))) {
            s.filter(p -> p.toString().endsWith(".md")).sorted().forEach(docs::add);
        }
        return docs;
    }

    /** README at most 12 KB, ARCHITECTURE at most 40 KB and without any percentage. */
    List<String> sizes() throws IOException {
        List<String> problems = new ArrayList<>();
        long readme = Files.size(home.resolve("README.md"));
        if (readme > README_BYTES) {
            problems.add("README.md: " + readme + " bytes, at most " + README_BYTES);
        }
        Path architecture = home.resolve("docs/ARCHITECTURE.md");
        long arch = Files.size(architecture);
        if (arch > ARCHITECTURE_BYTES) {
            problems.add("docs/ARCHITECTURE.md: " + arch + " bytes, at most " + ARCHITECTURE_BYTES);
        }
        List<String> lines = Files.readAllLines(architecture, StandardCharsets.UTF_8);
        for (int i = 0; i < lines.size(); i++) {
            if (lines.get(i).contains("%")) {
                problems.add("docs/ARCHITECTURE.md, line " + (i + 1) + ": a percentage (figures live in results)");
            }
        }
        return problems;
    }

    /** No date and no issue number in the prose of the documents that describe what is. */
    List<String> presentTense() throws IOException {
        List<String> problems = new ArrayList<>();
        for (Path doc : presentDocuments()) {
            List<String> lines = prose(Files.readAllLines(doc, StandardCharsets.UTF_8)); // a folder name is no date
            for (int i = 0; i < lines.size(); i++) {
                String line = lines.get(i);
                if (ISO_DATE.matcher(line).find()) {
                    problems.add(relative(doc) + ", line " + (i + 1) + ": a date (history goes into results and "
                            + "decision records)");
                }
                if (ISSUE.matcher(line).find()) {
                    problems.add(relative(doc) + ", line " + (i + 1) + ": an issue number");
                }
            }
        }
        return problems;
    }

    /**
     * Every figure (a number with {@code %} or {@code x}) in the prose of the README and the docs is
     * one of the current figures; code blocks, code spans and generated tables are not prose.
     */
    List<String> quotedFigures() throws IOException {
        ResultsIndex.Figures figures = ResultsIndex.read(home.resolve("benchmarks/figures.json"));
        Set<String> known = new HashSet<>();
        for (ResultsIndex.Figure f : figures.figures()) {
            Matcher m = ResultsIndex.FIGURE.matcher(f.value());
            while (m.find()) {
                known.add(m.group(1) + m.group(2).trim());
            }
        }
        List<String> problems = new ArrayList<>();
        for (Path doc : presentDocuments()) {
            List<String> prose = prose(Files.readAllLines(doc, StandardCharsets.UTF_8));
            for (int i = 0; i < prose.size(); i++) {
                Matcher m = ResultsIndex.FIGURE.matcher(prose.get(i));
                while (m.find()) {
                    if (!known.contains(m.group(1) + m.group(2).trim())) {
                        problems.add(relative(doc) + ", line " + (i + 1) + ": the figure " + m.group()
                                + " is not a current figure of benchmarks/figures.json");
                    }
                }
            }
        }
        return problems;
    }

    /**
     * The lines of a Markdown document with code blocks, code spans, links' targets and generated
     * tables blanked out (so line numbers stay).
     */
    static List<String> prose(List<String> lines) {
        List<String> out = new ArrayList<>();
        boolean code = false;
        boolean generated = false;
        for (String line : lines) {
            String t = line.trim();
            if (t.startsWith("```")) {
                code = !code;
                out.add("");
            } else if (t.startsWith("<!-- generated by ")) {
                generated = true;
                out.add("");
            } else if (t.equals(UsageReference.END)) {
                generated = false;
                out.add("");
            } else {
                out.add(code || generated ? "" : line.replaceAll("`[^`]*`", "").replaceAll("\\]\\([^)]*\\)", "]"));
            }
        }
        return out;
    }

    /** docs/USAGE.md's options tables and benchmarks/RESULTS.md as their generators write them. */
    List<String> generated() throws IOException {
        List<String> problems = new ArrayList<>();
        try {
            if (!Files.readString(home.resolve("docs/USAGE.md"), StandardCharsets.UTF_8)
                    .equals(UsageReference.updated(home))) {
                problems.add("docs/USAGE.md: its options tables differ from the code's options: run ./rvm docs usage");
            }
        } catch (IllegalArgumentException e) {
            problems.add("docs/USAGE.md: " + e.getMessage());
        }
        Path benchmarks = home.resolve("benchmarks");
        problems.addAll(ResultsIndex.problems(ResultsIndex.read(benchmarks.resolve("figures.json")),
                benchmarks.resolve("results")));
        Path resultsMd = benchmarks.resolve("RESULTS.md");
        if (!Files.exists(resultsMd)
                || !Files.readString(resultsMd, StandardCharsets.UTF_8).equals(ResultsIndex.render(benchmarks))) {
            problems.add("benchmarks/RESULTS.md: not as generated from benchmarks/figures.json and the experiment "
                    + "folders: run ./rvm docs results");
        }
        return problems;
    }

    /** Every entry of benchmarks/results is an experiment folder in its shape. */
    List<String> experiments() throws IOException {
        List<String> problems = new ArrayList<>();
        Path results = home.resolve("benchmarks/results");
        try (Stream<Path> s = Files.list(results)) {
            s.filter(p -> !Files.isDirectory(p)).sorted().forEach(p ->
                    problems.add(relative(p) + ": a file outside an experiment folder"));
        }
        for (ExperimentFolder e : ExperimentFolder.all(results)) {
            problems.addAll(e.problems());
        }
        return problems;
    }

    /** Each decision record is named NNN-slug.md, has 300-800 words and its status, date and commit. */
    List<String> decisions() throws IOException {
        List<String> problems = new ArrayList<>();
        Path dir = home.resolve("docs/decisions");
        if (!Files.isDirectory(dir)) {
            return List.of("docs/decisions: missing");
        }
        String index = Files.exists(dir.resolve("README.md"))
                ? Files.readString(dir.resolve("README.md"), StandardCharsets.UTF_8) : "";
        try (Stream<Path> s = Files.list(dir)) {
            for (Path p : s.sorted().toList()) {
                String name = p.getFileName().toString();
                if (name.equals("README.md")) {
                    continue;
                }
                String where = "docs/decisions/" + name + ": ";
                if (!DECISION_NAME.matcher(name).matches()) {
                    problems.add(where + "not named NNN-slug.md");
                    continue;
                }
                String text = Files.readString(p, StandardCharsets.UTF_8);
                int words = text.split("\\s+").length;
                if (words < 300 || words > 800) {
                    problems.add(where + words + " words, 300 to 800");
                }
                for (String field : List.of("Status", "Date", "Commit")) {
                    if (!text.contains("- **" + field + ":** ")) {
                        problems.add(where + "no '- **" + field + ":** ...' line");
                    }
                }
                if (!index.contains("(" + name + ")")) {
                    problems.add(where + "not listed in docs/decisions/README.md");
                }
            }
        }
        return problems;
    }

    /** Every relative link of the Markdown documents resolves, and so does its anchor in a Markdown file. */
    List<String> links() throws IOException {
        List<Path> docs = new ArrayList<>(presentDocuments());
        if (Files.exists(home.resolve("benchmarks/RESULTS.md"))) {
            docs.add(home.resolve("benchmarks/RESULTS.md"));
        }
        try (Stream<Path> s = Stream.concat(Files.walk(home.resolve("docs/decisions")),
                Files.walk(home.resolve("benchmarks/results"), 2))) {
            s.filter(p -> p.getFileName().toString().equals("README.md") || p.getParent().endsWith("decisions"))
                    .filter(p -> p.toString().endsWith(".md")).sorted().forEach(docs::add);
        }
        List<String> problems = new ArrayList<>();
        for (Path doc : docs) {
            List<String> lines = Files.readAllLines(doc, StandardCharsets.UTF_8);
            boolean code = false;
            for (int i = 0; i < lines.size(); i++) {
                if (lines.get(i).trim().startsWith("```")) {
                    code = !code;
                }
                Matcher m = LINK.matcher(lines.get(i).replaceAll("`[^`]*`", ""));
                while (!code && m.find()) {
                    String problem = linkProblem(doc, m.group(1));
                    if (problem != null) {
                        problems.add(relative(doc) + ", line " + (i + 1) + ": " + problem);
                    }
                }
            }
        }
        return problems;
    }

    private String linkProblem(Path doc, String target) throws IOException {
        if (target.matches("[a-z]+:.*")) {
            return null; // https:, mailto:
        }
        int hash = target.indexOf('#');
        String file = hash < 0 ? target : target.substring(0, hash);
        String anchor = hash < 0 ? null : target.substring(hash + 1);
        Path resolved = file.isEmpty() ? doc : doc.getParent().resolve(file).normalize();
        if (!Files.exists(resolved)) {
            return "the link " + target + " names no file";
        }
        if (anchor != null && resolved.toString().endsWith(".md") && !anchors(resolved).contains(anchor)) {
            return "the link " + target + " names no heading of " + relative(resolved);
        }
        return null;
    }

    /** The anchors of a Markdown file's headings, as GitHub makes them. */
    static Set<String> anchors(Path file) throws IOException {
        Set<String> anchors = new HashSet<>();
        boolean code = false;
        for (String line : Files.readAllLines(file, StandardCharsets.UTF_8)) {
            if (line.trim().startsWith("```")) {
                code = !code;
            }
            if (!code && line.startsWith("#")) {
                String heading = line.replaceFirst("^#+\\s*", "").replaceFirst("\\s+#+\\s*$", "")
                        .replaceAll("\\[([^]]*)]\\([^)]*\\)", "$1").trim();
                String slug = heading.toLowerCase(Locale.ROOT).replaceAll("[^\\p{L}\\p{N} _-]", "").replace(' ', '-');
                String unique = slug;
                for (int n = 1; !anchors.add(unique); n++) {
                    unique = slug + "-" + n;
                }
            }
        }
        return anchors;
    }

    /** No code comment cites a section of RESULTS.md, names an issue, or quotes a measured change in percent. */
    List<String> codeComments() throws IOException {
        List<String> problems = new ArrayList<>();
        List<Path> sources = new ArrayList<>();
        Files.walkFileTree(home, new java.nio.file.SimpleFileVisitor<>() {
            @Override
            public java.nio.file.FileVisitResult preVisitDirectory(Path dir, java.nio.file.attribute.BasicFileAttributes a) {
                String name = dir.getFileName() == null ? "" : dir.getFileName().toString();
                boolean skip = !dir.equals(home) && (name.startsWith(".") || name.equals("target")
                        || dir.equals(home.resolve("benchmarks/workloads")) || dir.equals(home.resolve("benchmarks/results")));
                return skip ? java.nio.file.FileVisitResult.SKIP_SUBTREE : java.nio.file.FileVisitResult.CONTINUE;
            }

            @Override
            public java.nio.file.FileVisitResult visitFile(Path file, java.nio.file.attribute.BasicFileAttributes a) {
                if (file.toString().endsWith(".java") && file.toString().contains("/src/main/java/")) {
                    sources.add(file);
                }
                return java.nio.file.FileVisitResult.CONTINUE;
            }
        });
        sources.sort(null);
        for (Path source : sources) {
            List<String> lines = Files.readAllLines(source, StandardCharsets.UTF_8);
            for (int i = 0; i < lines.size(); i++) {
                String t = lines.get(i).trim();
                boolean comment = t.startsWith("*") || t.startsWith("//") || t.startsWith("/*");
                int inline = t.indexOf("// ");
                String text = comment ? t : inline > 0 ? t.substring(inline) : "";
                if (COMMENT_FIGURE.matcher(text).find()) {
                    problems.add(relative(source) + ", line " + (i + 1) + ": a measurement in a comment (say what "
                            + "the code does and why; link the decision record)");
                }
            }
        }
        return problems;
    }

    private String relative(Path p) {
        return home.relativize(p.toAbsolutePath().normalize()).toString();
    }
}
