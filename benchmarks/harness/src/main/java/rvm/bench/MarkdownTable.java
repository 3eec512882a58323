package rvm.bench;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * The summary as a Markdown table, as it goes to stdout and into an experiment's README:
 * per workload and configuration the median time with its range, and each configuration's ratio
 * to the baseline (or speed-up over it, as the summary's {@link Summary.Comparison} says); a last
 * row with the geometric means of the ratios.
 */
final class MarkdownTable {

    private MarkdownTable() {
    }

    /** The table's lines, followed by a line per failed cell naming its first failure. */
    static List<String> lines(Summary s) {
        String unit = s.metric().name().toLowerCase(Locale.ROOT);
        List<String> header = new ArrayList<>(List.of("workload"));
        for (String config : s.configs()) {
            header.add(config + " " + unit + " s median (min-max)");
        }
        for (String config : s.configs().subList(1, s.configs().size())) {
            header.add(s.comparison().header(config, s.baseline()));
        }
        List<String> lines = new ArrayList<>();
        lines.addAll(header(header));
        List<String> failures = new ArrayList<>();
        for (String workload : s.workloads()) {
            List<String> cells = new ArrayList<>(List.of(workload));
            for (String config : s.configs()) {
                Summary.Cell c = s.cell(workload, config);
                cells.add(c.ok() ? Output.number(c.median()) + " (" + Output.number(c.min()) + "-"
                        + Output.number(c.max()) + ")" : "FAILED");
                if (!c.ok()) {
                    failures.add("- " + workload + " under " + config + ": "
                            + (c.firstFailure() == null ? "no run finished" : c.firstFailure()));
                }
            }
            for (String config : s.configs().subList(1, s.configs().size())) {
                double ratio = s.ratio(workload, config);
                cells.add(Double.isNaN(ratio) ? "-" : Output.number(ratio));
            }
            lines.add(row(cells));
        }
        List<String> mean = new ArrayList<>(List.of("**geomean**"));
        s.configs().forEach(c -> mean.add(""));
        for (String config : s.configs().subList(1, s.configs().size())) {
            mean.add("**" + Output.number(s.geometricMean(config)) + "**");
        }
        lines.add(row(mean));
        lines.addAll(failures);
        return lines;
    }

    /** A Markdown table's first two lines: the header {@code cells} and the line under them. */
    static List<String> header(List<String> cells) {
        return List.of(row(cells), row(cells.stream().map(h -> "---").toList()));
    }

    /** One row of a Markdown table: {@code | a | b |}, a {@code |} inside a cell escaped. */
    static String row(List<String> cells) {
        return "| " + String.join(" | ", cells.stream().map(c -> c.replace("|", "\\|")).toList()) + " |";
    }
}
