package rvm.bench;

import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;

import org.apache.commons.csv.CSVFormat;
import org.apache.commons.csv.CSVPrinter;
import rvm.bench.GridRunsCsv.GridRun;
import rvm.core.io.AtomicFile;

/**
 * What a Figure 5 session reports: the times and speed-ups over {@code static} as a Markdown table
 * and {@code summary.csv} (as {@code ./rvm bench} writes them), the profiles' accuracy and inlining
 * differences as a second table and {@code profiles.csv}, everything in {@code results.json}, and
 * {@code figure5.png}, grouped bars of speed-up per workload shaped like the paper's Figure 5.
 */
final class Fig5Report {

    /** The format of {@code results.json}; changes when a field changes meaning. */
    static final String JSON_FORMAT = "rvm-inline-fig5-results/1";

    private Fig5Report() {
    }

    /** The counts of the inline diffs an earlier run saved in {@code dir}, by workload, then by profile. */
    static Map<String, Map<String, InlineDiffCount>> readDiffs(Fig5Plan plan, Path dir) throws IOException {
        Map<String, Map<String, InlineDiffCount>> diffs = new LinkedHashMap<>();
        for (WorkloadSpec w : plan.workloads()) {
            Map<String, InlineDiffCount> of = new LinkedHashMap<>();
            for (String p : Fig5Plan.PROFILERS) {
                InlineDiffCount.read(Fig5Session.inlineDiff(dir, w.name(), p)).ifPresent(c -> of.put(p, c));
            }
            diffs.put(w.name(), of);
        }
        return diffs;
    }

    /**
     * The tables: times and speed-ups (with a geometric-mean row and a line per failed cell), then per
     * profile its accuracy beside the speed-up it gave and the call sites it decided differently from
     * static, then the failed profiles.
     */
    static List<String> lines(Fig5Summary s) {
        List<String> lines = new ArrayList<>(MarkdownTable.lines(s.times()));
        lines.add("");
        lines.add("Speed-up: static's " + s.times().metric().name().toLowerCase(Locale.ROOT) + " time divided by the "
                + "configuration's in the same round, median over " + s.plan().runs() + " round"
                + (s.plan().runs() == 1 ? "" : "s") + "; geomean over the workloads. Setting: "
                + s.plan().setting().label() + " (" + s.plan().setting().tier() + ").");
        lines.add("");
        lines.addAll(profileTable(s));
        lines.add("");
        lines.add("Accuracy: the profile's overlap with the exact one (./rvm dcg overlap), mean over the workloads. "
                + "Sites != static: of the call sites both inline reports decided on, those decided differently "
                + "(./rvm inline diff; DIR/inline/W-static-vs-P.txt).");
        for (String w : s.workloads()) {
            for (String p : Fig5Plan.PROFILERS) {
                String failure = s.profileFailure(w, p);
                if (failure != null) {
                    lines.add("- " + w + ": the " + p + " profile run failed: " + failure);
                }
                InlineDiffCount d = s.diff(w, p);
                if (d != null && d.both() + d.onlyInA() + d.onlyInB() == 0) {
                    lines.add("- " + w + ": the inline reports of static and " + p + " decided no call site: nothing "
                            + "was compiled at level 2, so no configuration of rvm's inliner inlined (see ./rvm run "
                            + s.plan().setting().tier() + " --inliner=rvm --print-compilation)");
                }
            }
        }
        return lines;
    }

    /**
     * Per workload and profile: the accuracy (but of the exact profile), and for each profile the
     * inliner replayed, the speed-up and the sites decided differently from static; a mean row.
     */
    private static List<String> profileTable(Fig5Summary s) {
        List<String> header = new ArrayList<>(List.of("workload"));
        for (String p : List.of(Fig5Plan.TIMER, Fig5Plan.CBS, Fig5Plan.EXACT)) {
            if (!p.equals(Fig5Plan.EXACT)) {
                header.add(p + " accuracy %");
            }
            if (s.plan().configs().contains(p)) {
                header.add(s.times().comparison().header(p, Fig5Plan.STATIC));
                header.add(p + " sites != static");
            }
        }
        List<String> lines = new ArrayList<>(MarkdownTable.header(header));
        for (String w : s.workloads()) {
            List<String> cells = new ArrayList<>(List.of(w));
            for (String p : List.of(Fig5Plan.TIMER, Fig5Plan.CBS, Fig5Plan.EXACT)) {
                if (!p.equals(Fig5Plan.EXACT)) {
                    cells.add(percent(s.accuracyPercent(w, p)));
                }
                if (s.plan().configs().contains(p)) {
                    double speedup = s.times().ratio(w, p);
                    InlineDiffCount d = s.diff(w, p);
                    cells.add(Double.isNaN(speedup) ? "-" : Output.number(speedup));
                    cells.add(d == null ? "-" : d.different() + " of " + d.both());
                }
            }
            lines.add(MarkdownTable.row(cells));
        }
        List<String> mean = new ArrayList<>(List.of("**mean**"));
        for (String p : List.of(Fig5Plan.TIMER, Fig5Plan.CBS, Fig5Plan.EXACT)) {
            if (!p.equals(Fig5Plan.EXACT)) {
                mean.add("**" + percent(s.meanAccuracyPercent(p)) + "**");
            }
            if (s.plan().configs().contains(p)) {
                mean.add("**" + Output.number(s.times().geometricMean(p)) + "**");
                mean.add("");
            }
        }
        lines.add(MarkdownTable.row(mean));
        return lines;
    }

    /**
     * Writes {@code summary.csv}, {@code profiles.csv}, {@code results.json} and {@code figure5.png}
     * into {@code dir}.
     *
     * @param settings the settings to record (the plan's, the workloads, the metric, the date)
     * @param machine  the machine of the session's settings file
     * @param complete false when the session was interrupted
     */
    static void write(Fig5Summary s, List<GridRun> runs, Map<String, Object> settings, Object machine, Path dir,
                      boolean complete) throws IOException {
        Output.writeSummaryCsv(dir.resolve("summary.csv"), s.times());
        writeProfilesCsv(s, dir.resolve("profiles.csv"));
        Map<String, Object> root = Output.results(JSON_FORMAT, settings, machine, s.times(), runs, complete);
        root.put("profiles", profiles(s));
        Map<String, Double> mean = new LinkedHashMap<>();
        mean.put(Fig5Plan.TIMER, s.meanAccuracyPercent(Fig5Plan.TIMER));
        mean.put(Fig5Plan.CBS, s.meanAccuracyPercent(Fig5Plan.CBS));
        root.put("meanAccuracyPct", mean);
        Output.writeJson(dir.resolve("results.json"), root);
        RatioChart.write(s.times(), "rvm inline-fig5: profile-directed inlining against static heuristics, "
                + s.plan().setting().label() + ", " + s.plan().input() + " input", dir.resolve("figure5.png"), true);
    }

    private static void writeProfilesCsv(Fig5Summary s, Path file) throws IOException {
        AtomicFile.write(file, writer -> {
            CSVPrinter p = new CSVPrinter(writer, CSVFormat.DEFAULT.builder().setHeader("workload", "profile",
                    "accuracy_pct", "sites_same", "sites_different", "sites_only_static", "sites_only_profile",
                    "failure").get());
            for (String w : s.workloads()) {
                for (String profiler : Fig5Plan.PROFILERS) {
                    InlineDiffCount d = s.diff(w, profiler);
                    String failure = s.profileFailure(w, profiler);
                    p.printRecord(w, profiler, Output.number(s.accuracyPercent(w, profiler)),
                            d == null ? "" : d.same(), d == null ? "" : d.different(), d == null ? "" : d.onlyInA(),
                            d == null ? "" : d.onlyInB(), failure == null ? "" : failure);
                }
            }
            p.flush();
        });
    }

    private static List<Map<String, Object>> profiles(Fig5Summary s) {
        List<Map<String, Object>> list = new ArrayList<>();
        for (String w : s.workloads()) {
            for (String profiler : Fig5Plan.PROFILERS) {
                Map<String, Object> m = new LinkedHashMap<>();
                m.put("workload", w);
                m.put("profile", profiler);
                m.put("accuracyPct", s.accuracyPercent(w, profiler));
                InlineDiffCount d = s.diff(w, profiler);
                m.put("sitesSame", d == null ? null : d.same());
                m.put("sitesDifferent", d == null ? null : d.different());
                m.put("sitesOnlyStatic", d == null ? null : d.onlyInA());
                m.put("sitesOnlyProfile", d == null ? null : d.onlyInB());
                m.put("failure", s.profileFailure(w, profiler));
                list.add(m);
            }
        }
        return list;
    }

    private static String percent(double d) {
        return Double.isNaN(d) ? "-" : String.format(Locale.ROOT, "%.1f", d);
    }
}
