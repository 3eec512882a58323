import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

/**
 * How the ratio of two configurations of an {@code ./rvm bench} session moves as the JVMs warm up:
 * for each window of iterations, the median iteration time of each run in that window, the ratio of
 * the two configurations per round (paired, as the harness pairs them), the median over rounds per
 * workload, and the geometric mean over the workloads that ran that many iterations.
 *
 * <p>Run: {@code java benchmarks/IterationWindows.java DIR/runs.csv A/B[,C/D...] FIRST-LAST[,...]}, e.g.
 * {@code java benchmarks/IterationWindows.java runs.csv adaptive/host 61-80,181-200,301-400}
 * (iterations numbered from 1, both ends included). Prints Markdown tables.
 */
public class IterationWindows {

    public static void main(String[] args) throws IOException {
        if (args.length != 3) {
            System.err.println("usage: java benchmarks/IterationWindows.java RUNS.csv A/B[,C/D...] FIRST-LAST[,...]");
            System.exit(2);
        }
        List<String[]> pairs = new ArrayList<>();
        for (String p : args[1].split(",")) {
            String[] ab = p.split("/");
            if (ab.length != 2) {
                throw new IllegalArgumentException("a pair is A/B, not " + p);
            }
            pairs.add(ab);
        }
        List<int[]> windows = new ArrayList<>();
        for (String w : args[2].split(",")) {
            String[] fl = w.split("-");
            int first = Integer.parseInt(fl[0]);
            int last = Integer.parseInt(fl[1]);
            if (first < 1 || last < first) {
                throw new IllegalArgumentException("a window is FIRST-LAST with 1 <= FIRST <= LAST, not " + w);
            }
            windows.add(new int[] {first, last});
        }
        // workload -> config -> round -> iteration times
        Map<String, Map<String, Map<Integer, double[]>>> runs = read(Path.of(args[0]));
        for (String[] pair : pairs) {
            print(runs, pair[0], pair[1], windows);
        }
    }

    private static Map<String, Map<String, Map<Integer, double[]>>> read(Path csv) throws IOException {
        List<String> lines = Files.readAllLines(csv);
        List<String> header = Arrays.asList(lines.get(0).split(","));
        int workload = header.indexOf("workload");
        int config = header.indexOf("config");
        int phase = header.indexOf("phase");
        int round = header.indexOf("round");
        int iterations = header.indexOf("iteration_ms");
        int ok = header.indexOf("ok");
        Map<String, Map<String, Map<Integer, double[]>>> runs = new LinkedHashMap<>();
        for (String line : lines.subList(1, lines.size())) {
            String[] f = line.split(",", -1);
            if (!f[phase].equals("measured") || !f[ok].equals("true") || f[iterations].isBlank()) {
                continue;
            }
            double[] times = Arrays.stream(f[iterations].trim().split(" ")).mapToDouble(Double::parseDouble).toArray();
            runs.computeIfAbsent(f[workload], k -> new LinkedHashMap<>())
                    .computeIfAbsent(f[config], k -> new TreeMap<>())
                    .put(Integer.parseInt(f[round]), times);
        }
        return runs;
    }

    private static void print(Map<String, Map<String, Map<Integer, double[]>>> runs, String a, String b,
                              List<int[]> windows) {
        System.out.println();
        System.out.println(a + " / " + b + ", by window of iterations (each run's median in the window; the median "
                + "over rounds of the paired ratios, each round's in parentheses)");
        System.out.println();
        StringBuilder head = new StringBuilder("| workload |");
        StringBuilder rule = new StringBuilder("|---|");
        for (int[] w : windows) {
            head.append(' ').append(w[0]).append('-').append(w[1]).append(" |");
            rule.append("---|");
        }
        System.out.println(head);
        System.out.println(rule);
        List<List<Double>> columns = new ArrayList<>();
        windows.forEach(w -> columns.add(new ArrayList<>()));
        for (Map.Entry<String, Map<String, Map<Integer, double[]>>> e : runs.entrySet()) {
            Map<Integer, double[]> as = e.getValue().getOrDefault(a, Map.of());
            Map<Integer, double[]> bs = e.getValue().getOrDefault(b, Map.of());
            StringBuilder row = new StringBuilder("| " + e.getKey() + " |");
            for (int k = 0; k < windows.size(); k++) {
                int[] w = windows.get(k);
                List<Double> ratios = new ArrayList<>();
                for (Map.Entry<Integer, double[]> r : as.entrySet()) {
                    double[] other = bs.get(r.getKey());
                    if (other != null && r.getValue().length >= w[1] && other.length >= w[1]) {
                        ratios.add(median(r.getValue(), w) / median(other, w));
                    }
                }
                if (ratios.isEmpty()) {
                    row.append(" - |");
                    continue;
                }
                double m = median(ratios);
                columns.get(k).add(m);
                StringBuilder each = new StringBuilder();
                for (double r : ratios) {
                    each.append(each.length() == 0 ? "" : " ").append(String.format("%.2f", r));
                }
                row.append(String.format(" %.2f (%s) |", m, each));
            }
            System.out.println(row);
        }
        StringBuilder mean = new StringBuilder("| **geomean** |");
        for (List<Double> c : columns) {
            mean.append(c.isEmpty() ? " - |" : String.format(" **%.3f** (n=%d) |", geomean(c), c.size()));
        }
        System.out.println(mean);
    }

    /** The median of the iterations {@code w[0]..w[1]} (from 1, inclusive) of {@code times}. */
    private static double median(double[] times, int[] w) {
        List<Double> in = new ArrayList<>();
        for (int i = w[0] - 1; i < w[1]; i++) {
            in.add(times[i]);
        }
        return median(in);
    }

    private static double median(List<Double> xs) {
        double[] s = xs.stream().mapToDouble(Double::doubleValue).sorted().toArray();
        int n = s.length;
        return n % 2 == 1 ? s[n / 2] : (s[n / 2 - 1] + s[n / 2]) / 2;
    }

    private static double geomean(List<Double> xs) {
        return Math.exp(xs.stream().mapToDouble(Math::log).sum() / xs.size());
    }
}
