package rvm.bench;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;

import com.fasterxml.jackson.databind.DeserializationFeature;
import com.fasterxml.jackson.databind.ObjectMapper;

/**
 * {@code benchmarks/RESULTS.md}, generated: the table of rvm's current figures from
 * {@code benchmarks/figures.json}, then the index of every experiment folder under
 * {@code benchmarks/results/}, newest first.
 *
 * <p>The figures file is the one place a current figure is written down: an experiment that
 * measures a metric again replaces its row, and the superseded figure stays in its own folder's
 * README. The README and the docs quote figures from it (a check holds them to it).
 */
final class ResultsIndex {

    /**
     * A figure in a text: a number followed by {@code %} or {@code x} ({@code 5.8%}, {@code 1.52x});
     * group 1 is the number, group 2 the unit.
     */
    static final Pattern FIGURE = Pattern.compile("(?<![\\w.])[+-]?(\\d+(?:[.,]\\d+)*)(\\s?%|x\\b)");

    /** A number in a text, as a figure writes it ({@code 1,000}, {@code 0.974}). */
    private static final Pattern NUMBER = Pattern.compile("(?<![\\w.])\\d+(?:[.,]\\d+)*");

    /** At most this many current figures: a table a reader takes in at once. */
    static final int MAX_ROWS = 30;
    /** No cell of the current figures longer than this. */
    static final int MAX_CELL = 200;

    /**
     * The figures file.
     *
     * @param machine the machine of every figure whose row names none in full
     * @param figures the current figures, in table order
     */
    record Figures(String machine, List<Figure> figures) {
    }

    /**
     * One current figure.
     *
     * @param metric     what is measured, and how
     * @param value      the figure, as quoted
     * @param target     the target, or {@code none}
     * @param met        whether the target is met; null where there is none
     * @param machine    the machine and its state (idle, load)
     * @param date       the date of the measurement, {@code YYYY-MM-DD}
     * @param experiment the experiment folder's name under {@code benchmarks/results/}
     * @param interval   the figure's confidence interval against a numeric limit, which decides
     *                   {@code met}; null for a figure without one
     */
    record Figure(String metric, String value, String target, Boolean met, String machine, String date,
                  String experiment, Interval interval) {

        /** A figure without an interval. */
        Figure(String metric, String value, String target, Boolean met, String machine, String date,
               String experiment) {
            this(metric, value, target, met, machine, date, experiment, null);
        }

        /** The target cell: the target and whether it is met. */
        String targetCell() {
            return met == null ? target : target + (met ? " (met)" : " (not met)");
        }

        /** The cells of its row, as the table shows them. */
        List<String> cells() {
            return List.of(metric, value, targetCell(), machine, date,
                    "[" + experiment + "](results/" + experiment + "/)");
        }
    }

    /**
     * A figure's confidence interval ({@code low} to {@code high}, as {@code ./rvm results paired}
     * gives it) and the target's number, the most the figure may be: the figure is met when the
     * interval's top is at most the limit, not when the figure itself is (a ratio of 1.008 whose
     * interval reaches 1.031 does not meet a target of 1.01).
     */
    record Interval(double low, double high, double limit) {

        /** Whether the target is met: the interval's top at most the limit. */
        boolean met() {
            return high <= limit;
        }
    }

    private static final ObjectMapper JSON = new ObjectMapper()
            .enable(DeserializationFeature.FAIL_ON_UNKNOWN_PROPERTIES);

    private ResultsIndex() {
    }

    /**
     * Reads {@code file}; an I/O error names a file that is not a figures file, or the row that lacks
     * a field (only {@code met} may be null).
     */
    static Figures read(Path file) throws IOException {
        Figures f;
        try {
            f = JSON.readValue(file.toFile(), Figures.class);
        } catch (IOException e) {
            throw new IOException(file + ": not a figures file: " + e.getMessage(), e);
        }
        if (f.figures() == null || f.machine() == null) {
            throw new IOException(file + ": not a figures file: it needs \"machine\" and \"figures\"");
        }
        for (int i = 0; i < f.figures().size(); i++) {
            Figure g = f.figures().get(i);
            if (Stream.of(g.metric(), g.value(), g.target(), g.machine(), g.date(), g.experiment())
                    .anyMatch(java.util.Objects::isNull)) {
                throw new IOException(file + ": figure " + (i + 1) + " lacks one of metric, value, target, machine, "
                        + "date, experiment");
            }
        }
        return f;
    }

    /**
     * {@code benchmarks/RESULTS.md} as {@code ./rvm docs results} writes it, from {@code benchmarks}'s
     * {@code figures.json} and experiment folders.
     */
    static String render(Path benchmarks) throws IOException {
        return render(read(benchmarks.resolve("figures.json")), ExperimentFolder.all(benchmarks.resolve("results")));
    }

    /** The text of {@code RESULTS.md} for {@code figures} and the experiment {@code folders}. */
    static String render(Figures figures, List<ExperimentFolder> folders) {
        List<String> lines = new ArrayList<>();
        lines.add("# Results");
        lines.add("");
        lines.add("The current figure of each metric rvm tracks, then every experiment. This page is generated by "
                + "`./rvm docs results` from [`figures.json`](figures.json) and the experiment folders: edit those, "
                + "not this page.");
        lines.add("");
        lines.add("Each folder under [`results/`](results/) is one experiment: its README gives the question, the "
                + "commit, the command, the machine and the date, and reads the figures; beside it are the raw data "
                + "and a `rebuild` script that rebuilds the folder's `tables/` from that data alone. Figures a later "
                + "experiment superseded stay in their folders.");
        lines.add("");
        lines.add("## Current figures");
        lines.add("");
        lines.add("Unless a row says otherwise, the machine is " + figures.machine() + ".");
        lines.add("");
        lines.add("| metric | value | target | machine | date | experiment |");
        lines.add("|---|---|---|---|---|---|");
        for (Figure f : figures.figures()) {
            lines.add(MarkdownTable.row(f.cells()));
        }
        lines.add("");
        lines.add("## Experiments");
        lines.add("");
        lines.add("Newest first.");
        lines.add("");
        lines.add("| date | experiment |");
        lines.add("|---|---|");
        List<ExperimentFolder> newestFirst = new ArrayList<>(folders);
        newestFirst.sort(Comparator.comparing(ExperimentFolder::name).reversed());
        for (ExperimentFolder e : newestFirst) {
            String title = e.title().isEmpty() ? e.name() : e.title();
            lines.add(MarkdownTable.row(List.of(e.date(), "[" + title + "](results/" + e.name() + "/)")));
        }
        return String.join("\n", lines) + "\n";
    }

    /** What is wrong with the figures: too many rows, a cell too long, an experiment that does not exist. */
    static List<String> problems(Figures figures, Path results) {
        List<String> problems = new ArrayList<>();
        if (figures.figures().size() > MAX_ROWS) {
            problems.add("benchmarks/figures.json: " + figures.figures().size() + " current figures, at most "
                    + MAX_ROWS);
        }
        for (Figure f : figures.figures()) {
            String where = "benchmarks/figures.json, '" + f.metric() + "': ";
            for (String cell : f.cells().subList(0, 5)) {
                if (cell.isBlank()) {
                    problems.add(where + "a cell is empty");
                } else if (cell.length() > MAX_CELL) {
                    problems.add(where + "a cell of " + cell.length() + " characters, at most " + MAX_CELL + ": "
                            + cell.substring(0, 40) + "...");
                }
            }
            Interval i = f.interval();
            if (i != null && !(i.low() <= i.high())) {
                problems.add(where + "the interval's low " + i.low() + " is above its high " + i.high());
            } else if (i != null && !Boolean.valueOf(i.met()).equals(f.met())) {
                problems.add(where + "\"met\" is " + f.met() + ", but the interval's top " + i.high() + " is "
                        + (i.met() ? "at most" : "above") + " the limit " + i.limit()
                        + ": a figure is met when its interval's top is at most the target");
            }
            if (!f.date().matches("\\d{4}-\\d{2}-\\d{2}")) {
                problems.add(where + "the date is not YYYY-MM-DD");
            }
            if (!Files.isDirectory(results.resolve(f.experiment()))) {
                problems.add(where + "no experiment folder benchmarks/results/" + f.experiment());
                continue;
            }
            for (String figure : unquoted(f.value(), results.resolve(f.experiment()))) {
                problems.add(where + "the figure " + figure + " is not in benchmarks/results/" + f.experiment()
                        + "'s README or tables");
            }
        }
        return problems;
    }

    /**
     * The figures of {@code value} whose number neither the experiment's README nor its tables write
     * (a table's {@code 1.52} quotes the figure {@code 1.52x}): a current figure is one that an
     * experiment measured and wrote down.
     */
    static List<String> unquoted(String value, Path experiment) {
        Set<String> numbers = new HashSet<>();
        try (Stream<Path> files = Files.walk(experiment)) {
            for (Path p : files.filter(Files::isRegularFile).filter(p -> p.getFileName().toString().equals("README.md")
                    || p.toString().contains("/tables/") && !p.toString().endsWith(".png")).toList()) {
                Matcher m = NUMBER.matcher(Files.readString(p));
                while (m.find()) {
                    numbers.add(m.group());
                }
            }
        } catch (IOException | UncheckedIOException e) {
            return List.of("(unreadable: " + e.getMessage() + ")");
        }
        List<String> missing = new ArrayList<>();
        Matcher m = FIGURE.matcher(value);
        while (m.find()) {
            if (!numbers.contains(m.group(1))) {
                missing.add(m.group());
            }
        }
        return missing;
    }
}
