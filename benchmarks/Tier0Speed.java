import java.io.File;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import javax.tools.JavaCompiler;
import javax.tools.ToolProvider;

/**
 * How fast the tier-0 interpreter runs the guest programs of {@code benchmarks/tier0} against the
 * host {@code java} running the same class files.
 *
 * <p>Every run is a fresh JVM, so both times include JVM start-up; the {@code Empty} program
 * measures that baseline the same way and is left out of the geometric mean. For each program the
 * harness does W warm-up pairs and N measured pairs, each pair a host run then an rvm run, so a
 * slow drift of the machine hits both sides alike. Every run must print the same {@code checksum}
 * line as the host's first run and exit with 0; anything else is a failure, never a time.
 *
 * <p>Besides wall time it records the child's CPU time (user + system, through
 * {@code /usr/bin/time} when the machine has it), which a busy shared machine disturbs less.
 *
 * <p>Constraints: run from the repository root (or pass {@code --rvm-home}) after
 * {@code mvn -q -B -DskipTests install}; the harness reads {@code vm-interp/target/classes} and
 * {@code vm-interp/target/runtime-classpath.txt} exactly as the {@code rvm} script does, and does
 * not build rvm itself. Run nothing else heavy while it measures.
 *
 * <p>Run: {@code java benchmarks/Tier0Speed.java [--runs N] [--warmup W] [--java PATH]
 * [--csv FILE] [--runs-csv FILE] [--rvm-home DIR] [--timeout SECONDS] [PROGRAM...]}
 */
public class Tier0Speed {

    static final List<String> DEFAULT_PROGRAMS = List.of("Empty", "Fib", "Sieve", "NBody", "Strings", "Sort");
    static final String BASELINE = "Empty";
    static final Path TIME = Path.of("/usr/bin/time");
    static final PrintStream ERR = System.err;

    int runs = 5;
    int warmup = 1;
    String java = "java";
    Path rvmHome = Path.of("").toAbsolutePath();
    Path csv;
    Path runsCsv;
    long timeoutSeconds = 600;
    List<String> programs = new ArrayList<>();

    /** One process run: what it cost and whether it printed the expected checksum. */
    record Run(String program, String side, String phase, int index, double wall, double cpu, double load,
            boolean ok) {
    }

    /** The measured runs of one program on both sides. */
    record Result(String program, List<Run> host, List<Run> rvm, String failure) {
        double[] wall(List<Run> rs) {
            return rs.stream().mapToDouble(Run::wall).sorted().toArray();
        }

        double[] cpu(List<Run> rs) {
            return rs.stream().mapToDouble(Run::cpu).sorted().toArray();
        }
    }

    public static void main(String[] args) throws Exception {
        Tier0Speed h = new Tier0Speed();
        try {
            h.parse(args);
        } catch (IllegalArgumentException e) {
            ERR.println("Tier0Speed: error: " + e.getMessage());
            ERR.println("usage: java benchmarks/Tier0Speed.java [--runs N] [--warmup W] [--java PATH] [--csv FILE]"
                    + " [--runs-csv FILE] [--rvm-home DIR] [--timeout SECONDS] [PROGRAM...]");
            System.exit(2);
        }
        System.exit(h.measure());
    }

    void parse(String[] args) {
        for (int i = 0; i < args.length; i++) {
            String a = args[i];
            switch (a) {
                case "--runs" -> runs = positive(a, value(args, ++i, a));
                case "--warmup" -> warmup = Integer.parseInt(value(args, ++i, a));
                case "--java" -> java = value(args, ++i, a);
                case "--csv" -> csv = Path.of(value(args, ++i, a));
                case "--runs-csv" -> runsCsv = Path.of(value(args, ++i, a));
                case "--rvm-home" -> rvmHome = Path.of(value(args, ++i, a)).toAbsolutePath();
                case "--timeout" -> timeoutSeconds = positive(a, value(args, ++i, a));
                default -> {
                    if (a.startsWith("-")) {
                        throw new IllegalArgumentException("unknown option " + a);
                    }
                    programs.add(a);
                }
            }
        }
        if (programs.isEmpty()) {
            programs.addAll(DEFAULT_PROGRAMS);
        }
    }

    static String value(String[] args, int i, String option) {
        if (i >= args.length) {
            throw new IllegalArgumentException(option + " needs a value");
        }
        return args[i];
    }

    static int positive(String option, String v) {
        int n = Integer.parseInt(v);
        if (n < 1) {
            throw new IllegalArgumentException(option + " must be at least 1, not " + v);
        }
        return n;
    }

    // ------------------------------------------------------------------ the measurement

    int measure() throws Exception {
        Path classes = rvmHome.resolve("vm-interp/target/classes");
        Path cpFile = rvmHome.resolve("vm-interp/target/runtime-classpath.txt");
        if (!Files.isDirectory(classes) || !Files.isRegularFile(cpFile)) {
            ERR.println("Tier0Speed: error: rvm is not built under " + rvmHome
                    + " (run 'mvn -q -B -DskipTests install' there first, or pass --rvm-home)");
            return 2;
        }
        String rvmClassPath = classes + File.pathSeparator + Files.readString(cpFile).trim();
        Path work = Files.createTempDirectory("tier0speed");
        Path guests = compileGuests(rvmHome.resolve("benchmarks/tier0"), work.resolve("classes"));
        ERR.println("Tier0Speed: host java: " + javaVersion());
        ERR.println("Tier0Speed: " + warmup + " warm-up and " + runs + " measured pairs per program; cpu time "
                + (Files.isExecutable(TIME) ? "from " + TIME : "not available"));
        List<Result> results = new ArrayList<>();
        List<Run> all = new ArrayList<>();
        for (String program : programs) {
            List<String> host = List.of(java, "-cp", guests.toString(), program);
            List<String> rvm = List.of(java, "-Xss16m", "-Drvm.home=" + rvmHome, "-cp", rvmClassPath,
                    "rvm.interp.launcher.Main", "run", "-cp", guests.toString(), program);
            Result r = measureProgram(program, host, rvm, work, all);
            results.add(r);
        }
        String table = table(results);
        System.out.print(table);
        if (csv != null) {
            Files.writeString(csv, summaryCsv(results));
            ERR.println("Tier0Speed: wrote " + csv);
        }
        if (runsCsv != null) {
            Files.writeString(runsCsv, runsCsv(all));
            ERR.println("Tier0Speed: wrote " + runsCsv);
        }
        deleteTree(work);
        return results.stream().anyMatch(r -> r.failure() != null) ? 1 : 0;
    }

    static void deleteTree(Path dir) throws IOException {
        try (Stream<Path> s = Files.walk(dir)) {
            for (Path f : s.sorted(Comparator.reverseOrder()).collect(Collectors.toList())) {
                Files.delete(f);
            }
        }
    }

    Result measureProgram(String program, List<String> host, List<String> rvm, Path work, List<Run> all)
            throws Exception {
        List<Run> hostRuns = new ArrayList<>();
        List<Run> rvmRuns = new ArrayList<>();
        String expected = null;
        for (int i = 0; i < warmup + runs; i++) {
            String phase = i < warmup ? "warmup" : "measured";
            int index = i < warmup ? i + 1 : i - warmup + 1;
            for (String side : List.of("host", "rvm")) {
                Outcome o = runOnce(side.equals("host") ? host : rvm, work);
                if (expected == null) {
                    expected = o.checksum;
                    if (expected == null || o.exit != 0) {
                        return failed(program, "the host run printed no checksum line (exit " + o.exit + ")", o);
                    }
                }
                boolean ok = o.exit == 0 && expected.equals(o.checksum);
                Run run = new Run(program, side, phase, index, o.wall, o.cpu, o.load, ok);
                all.add(run);
                ERR.printf(Locale.ROOT, "Tier0Speed: %-8s %-4s %-8s %d  %7.3f s wall  %7.3f s cpu  load %.2f%s%n",
                        program, side, phase, index, o.wall, o.cpu, o.load, ok ? "" : "  FAILED");
                if (!ok) {
                    return failed(program, side + " run " + phase + " " + index + ": exit " + o.exit
                            + ", checksum line '" + o.checksum + "', expected '" + expected + "'", o);
                }
                if (phase.equals("measured")) {
                    (side.equals("host") ? hostRuns : rvmRuns).add(run);
                }
            }
        }
        return new Result(program, hostRuns, rvmRuns, null);
    }

    static Result failed(String program, String why, Outcome o) {
        ERR.println("Tier0Speed: " + program + " FAILED: " + why);
        ERR.println("Tier0Speed: command: " + String.join(" ", o.command));
        ERR.println("--- stdout (last lines)\n" + tail(o.stdout) + "--- stderr (last lines)\n" + tail(o.stderr));
        return new Result(program, List.of(), List.of(), why);
    }

    static String tail(String s) {
        List<String> lines = s.lines().collect(Collectors.toList());
        return lines.subList(Math.max(0, lines.size() - 20), lines.size()).stream()
                .map(l -> l + "\n").collect(Collectors.joining());
    }

    /** What one process did. */
    record Outcome(List<String> command, int exit, double wall, double cpu, double load, String checksum,
            String stdout, String stderr) {
    }

    Outcome runOnce(List<String> command, Path work) throws Exception {
        Path out = work.resolve("stdout.txt");
        Path err = work.resolve("stderr.txt");
        Path cpu = work.resolve("cpu.txt");
        Files.deleteIfExists(cpu);
        List<String> full = new ArrayList<>();
        if (Files.isExecutable(TIME)) {
            full.addAll(List.of(TIME.toString(), "-f", "%U %S", "-o", cpu.toString()));
        }
        full.addAll(command);
        double load = loadAverage();
        ProcessBuilder pb = new ProcessBuilder(full).redirectOutput(out.toFile()).redirectError(err.toFile());
        long start = System.nanoTime();
        Process p = pb.start();
        if (!p.waitFor(timeoutSeconds, TimeUnit.SECONDS)) {
            p.descendants().forEach(ProcessHandle::destroyForcibly);
            p.destroyForcibly().waitFor();
            return new Outcome(command, -1, Double.NaN, Double.NaN, load, "(timed out after " + timeoutSeconds
                    + " s)", Files.readString(out), Files.readString(err));
        }
        double wall = (System.nanoTime() - start) / 1e9;
        String stdout = Files.readString(out);
        String checksum = stdout.lines().filter(l -> l.startsWith("checksum")).reduce((x, y) -> y).orElse(null);
        return new Outcome(command, p.exitValue(), wall, cpuSeconds(cpu), load, checksum, stdout,
                Files.readString(err));
    }

    static double cpuSeconds(Path file) {
        try {
            if (!Files.exists(file)) {
                return Double.NaN;
            }
            String last = Files.readAllLines(file).stream().filter(l -> !l.isBlank()).reduce((x, y) -> y).orElse("");
            String[] f = last.trim().split("\\s+");
            return Double.parseDouble(f[0]) + Double.parseDouble(f[1]);
        } catch (IOException | RuntimeException e) {
            return Double.NaN;
        }
    }

    static double loadAverage() {
        try {
            return Double.parseDouble(Files.readString(Path.of("/proc/loadavg")).split(" ")[0]);
        } catch (IOException | RuntimeException e) {
            return Double.NaN;
        }
    }

    String javaVersion() throws Exception {
        Process p = new ProcessBuilder(java, "-version").redirectErrorStream(true).start();
        String v = new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
        p.waitFor();
        return v.lines().collect(Collectors.joining(" | "));
    }

    static Path compileGuests(Path sources, Path out) throws IOException {
        JavaCompiler javac = ToolProvider.getSystemJavaCompiler();
        if (javac == null) {
            throw new IllegalStateException("no system Java compiler: run the harness on a JDK");
        }
        List<String> files;
        try (Stream<Path> s = Files.list(sources)) {
            files = s.filter(f -> f.toString().endsWith(".java")).map(Path::toString).sorted()
                    .collect(Collectors.toList());
        }
        Files.createDirectories(out);
        List<String> args = new ArrayList<>(List.of("-g", "--release", "17", "-d", out.toString()));
        args.addAll(files);
        int rc = javac.run(null, null, null, args.toArray(String[]::new));
        if (rc != 0) {
            throw new IllegalStateException("compiling the guests in " + sources + " failed");
        }
        return out;
    }

    // ------------------------------------------------------------------ the report

    static double median(double[] sorted) {
        int n = sorted.length;
        return n % 2 == 1 ? sorted[n / 2] : (sorted[n / 2 - 1] + sorted[n / 2]) / 2;
    }

    String table(List<Result> results) {
        Map<String, Result> byName = new LinkedHashMap<>();
        results.forEach(r -> byName.put(r.program(), r));
        Result base = byName.get(BASELINE);
        boolean haveBase = base != null && base.failure() == null;
        StringBuilder sb = new StringBuilder();
        sb.append(String.format(Locale.ROOT, "%nhost: %s, %d measured pairs after %d warm-up%n%n", java, runs, warmup));
        sb.append("| program | host median s (min-max) | rvm median s (min-max) | ratio | cpu host s | cpu rvm s | cpu ratio |"
                + (haveBase ? " ratio excl. startup |" : "") + "\n");
        sb.append("|---|---|---|---|---|---|---|" + (haveBase ? "---|" : "") + "\n");
        double logSum = 0;
        double cpuLogSum = 0;
        double netLogSum = 0;
        int n = 0;
        for (Result r : results) {
            if (r.failure() != null) {
                sb.append("| ").append(r.program()).append(" | FAILED: ").append(r.failure()).append(" |\n");
                continue;
            }
            double[] hw = r.wall(r.host());
            double[] rw = r.wall(r.rvm());
            double ratio = median(rw) / median(hw);
            double cpuRatio = median(r.cpu(r.rvm())) / median(r.cpu(r.host()));
            String net = "";
            if (haveBase) {
                if (r == base) {
                    net = " (baseline) |";
                } else {
                    double netRatio = (median(rw) - median(base.wall(base.rvm())))
                            / (median(hw) - median(base.wall(base.host())));
                    net = String.format(Locale.ROOT, " %.1f |", netRatio);
                    netLogSum += Math.log(netRatio);
                }
            }
            sb.append(String.format(Locale.ROOT, "| %s | %.3f (%.3f-%.3f) | %.2f (%.2f-%.2f) | %.1f | %.3f | %.2f | %.1f |%s%n",
                    r.program(), median(hw), hw[0], hw[hw.length - 1], median(rw), rw[0], rw[rw.length - 1], ratio,
                    median(r.cpu(r.host())), median(r.cpu(r.rvm())), cpuRatio, net));
            if (!r.program().equals(BASELINE)) {
                logSum += Math.log(ratio);
                cpuLogSum += Math.log(cpuRatio);
                n++;
            }
        }
        if (n > 0) {
            sb.append(String.format(Locale.ROOT, "%ngeometric mean of the ratios (%d programs, %s excluded): "
                    + "wall %.1f, cpu %.1f%s%n", n, BASELINE, Math.exp(logSum / n), Math.exp(cpuLogSum / n),
                    haveBase ? String.format(Locale.ROOT, ", wall excl. startup %.1f", Math.exp(netLogSum / n)) : ""));
        }
        return sb.toString();
    }

    String summaryCsv(List<Result> results) {
        StringBuilder sb = new StringBuilder("java,program,runs,host_median_s,host_min_s,host_max_s,rvm_median_s,"
                + "rvm_min_s,rvm_max_s,ratio,host_cpu_median_s,rvm_cpu_median_s,cpu_ratio,failure\n");
        for (Result r : results) {
            if (r.failure() != null) {
                sb.append(String.format(Locale.ROOT, "%s,%s,%d,,,,,,,,,,,\"%s\"%n", java, r.program(), runs,
                        r.failure().replace("\"", "'")));
                continue;
            }
            double[] hw = r.wall(r.host());
            double[] rw = r.wall(r.rvm());
            double hc = median(r.cpu(r.host()));
            double rc = median(r.cpu(r.rvm()));
            sb.append(String.format(Locale.ROOT, "%s,%s,%d,%.4f,%.4f,%.4f,%.4f,%.4f,%.4f,%.3f,%.3f,%.3f,%.3f,%n",
                    java, r.program(), runs, median(hw), hw[0], hw[hw.length - 1], median(rw), rw[0],
                    rw[rw.length - 1], median(rw) / median(hw), hc, rc, rc / hc));
        }
        return sb.toString();
    }

    String runsCsv(List<Run> all) {
        StringBuilder sb = new StringBuilder("java,program,side,phase,index,wall_s,cpu_s,load1,ok\n");
        for (Run r : all) {
            sb.append(String.format(Locale.ROOT, "%s,%s,%s,%s,%d,%.4f,%.3f,%.2f,%b%n", java, r.program(), r.side(),
                    r.phase(), r.index(), r.wall(), r.cpu(), r.load(), r.ok()));
        }
        return sb.toString();
    }
}
