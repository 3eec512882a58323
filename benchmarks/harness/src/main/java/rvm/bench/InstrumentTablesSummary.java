package rvm.bench;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import org.apache.commons.math3.stat.StatUtils;
import rvm.bench.GridRunsCsv.GridRun;
import rvm.profiling.dcg.DcgProfile;
import rvm.profiling.dcg.DcgReader;
import rvm.profiling.dcg.Overlap;

/**
 * The figures of an {@code ./rvm instrument-tables} session: per table its timed configurations'
 * times and ratios to {@code base} (the configuration's time divided by base's in the same round,
 * median over the measured rounds, geometric mean over the workloads, as {@link Summary} pairs
 * them), and per workload and accuracy run its {@link Accuracy} against the exhaustive profile, read
 * from the runs' results files.
 */
final class InstrumentTablesSummary {

    /**
     * How close a sampled profile is to the exhaustive one: the overlap of the call edges (as
     * {@code rvm dcg overlap}) and of the field access counts (the same metric over the sites), in
     * percent, and the samples taken.
     */
    record Accuracy(double edgesPct, double fieldsPct, long samples) {

        private static final ObjectMapper JSON = new ObjectMapper();

        /** The accuracy of results file {@code sampled} against {@code exhaustive}'s. */
        static Accuracy of(Path exhaustive, Path sampled) throws IOException {
            DcgProfile e = DcgReader.read(exhaustive);
            DcgProfile s = DcgReader.read(sampled);
            double edges = e.totalWeight() <= 0 ? Double.NaN : s.totalWeight() <= 0 ? 0 : Overlap.percent(e, s);
            return new Accuracy(edges, overlap(fields(exhaustive), fields(sampled)), s.samples());
        }

        /** The samples a results file records. */
        static long samples(Path file) throws IOException {
            return DcgReader.read(file).samples();
        }

        /** The field access counts of a results file, by site. */
        private static Map<String, Long> fields(Path file) throws IOException {
            Map<String, Long> out = new HashMap<>();
            JsonNode sites = JSON.readTree(file.toFile()).get("fieldAccesses");
            if (sites != null) {
                for (JsonNode f : sites) {
                    out.merge(f.get("method").asText() + "@" + f.get("bci").asInt(), f.get("count").asLong(), Long::sum);
                }
            }
            return out;
        }

        /** The sum over keys of the smaller share, in percent; NaN when {@code a} counts nothing. */
        static double overlap(Map<String, Long> a, Map<String, Long> b) {
            double ta = a.values().stream().mapToLong(Long::longValue).sum();
            double tb = b.values().stream().mapToLong(Long::longValue).sum();
            if (ta <= 0) {
                return Double.NaN;
            }
            if (tb <= 0) {
                return 0;
            }
            double sum = 0;
            for (Map.Entry<String, Long> e : a.entrySet()) {
                sum += Math.min(e.getValue() / ta, b.getOrDefault(e.getKey(), 0L) / tb);
            }
            return 100 * sum;
        }
    }

    private final InstrumentTablesPlan plan;
    private final Map<Integer, Summary> tables = new LinkedHashMap<>();
    private final Map<String, Map<String, Accuracy>> accuracy = new LinkedHashMap<>();
    private final Map<String, Integer> equalIntervals = new LinkedHashMap<>();
    private final Map<String, String> failures = new LinkedHashMap<>();

    /** Summarises {@code runs}, reading the accuracy runs' results files in {@code dir}. */
    InstrumentTablesSummary(InstrumentTablesPlan plan, Metric metric, List<GridRun> runs, Path dir) throws IOException {
        this.plan = plan;
        List<RunRecord> records = runs.stream().map(GridRun::run).toList();
        for (int t : plan.tables()) {
            if (plan.timed(t).size() > 1) {
                tables.put(t, new Summary(workloads(), plan.timed(t), metric, records));
            }
        }
        for (String w : workloads()) {
            Map<String, Accuracy> of = new LinkedHashMap<>();
            Path exhaustive = InstrumentTablesSession.resultsFile(dir, w, InstrumentTablesPlan.EXHAUSTIVE);
            for (String label : plan.accuracy()) {
                Path file = InstrumentTablesSession.resultsFile(dir, w, label);
                if (!label.equals(InstrumentTablesPlan.EXHAUSTIVE) && Files.exists(exhaustive) && Files.exists(file)) {
                    of.put(label, Accuracy.of(exhaustive, file));
                }
                runs.stream().filter(g -> g.run().workload().equals(w) && g.run().config().equals(label)
                        && !g.run().ok()).reduce((first, later) -> later)
                        .ifPresent(g -> failures.put(w + " " + label, g.run().failure()));
            }
            accuracy.put(w, of);
            int equal = InstrumentTablesSession.equalInterval(dir, w);
            if (equal > 0) {
                equalIntervals.put(w, equal);
            }
        }
    }

    /** The plan's workloads, by name. */
    List<String> workloads() {
        return plan.workloads().stream().map(WorkloadSpec::name).toList();
    }

    /** The plan. */
    InstrumentTablesPlan plan() {
        return plan;
    }

    /** The times and ratios of {@code table}'s timed configurations, or {@code null} when it has none. */
    Summary times(int table) {
        return tables.get(table);
    }

    /** The accuracy of {@code workload}'s run {@code label}, or {@code null} when it or the exhaustive run is missing. */
    Accuracy accuracy(String workload, String label) {
        return accuracy.getOrDefault(workload, Map.of()).get(label);
    }

    /** The mean over the workloads of one accuracy figure of run {@code label}; NaN when none has it. */
    double mean(String label, java.util.function.ToDoubleFunction<Accuracy> figure) {
        double[] values = workloads().stream().map(w -> accuracy(w, label)).filter(a -> a != null)
                .mapToDouble(figure).filter(d -> !Double.isNaN(d)).toArray();
        return values.length == 0 ? Double.NaN : StatUtils.mean(values);
    }

    /** Table 5's counter interval for {@code workload}, or {@code null} when there was none. */
    Integer equalInterval(String workload) {
        return equalIntervals.get(workload);
    }

    /** The accuracy runs that failed, as {@code "workload label"} with the failure. */
    Map<String, String> failures() {
        return failures;
    }
}
