package rvm.launcher.mutants;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.time.Duration;
import java.time.ZonedDateTime;
import java.time.format.DateTimeFormatter;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HexFormat;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.TreeMap;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.stream.Collectors;
import rvm.launcher.testing.GuestProcess;

/**
 * The mutant census: runs each mutant of the seeded set ({@link MutantSet}) as the main class of a
 * whole {@code java} process and of a whole {@code rvm run} process, and compares what the two made
 * of it ({@link LaunchOutcome}): the stage that failed, the error class and message, the exit code
 * and the output. Writes {@code mutants.csv} (one row per mutant) and {@code summary.md} (the
 * figures) to the output directory, and prints the summary.
 *
 * <p>Run it with {@code vm-launcher/src/test/mutants/census} (see there for the options). It is not a
 * test: {@link MutantLoadingTest} checks loading and linking in CI; this measures everything, and
 * takes 5-7 minutes for 1,000 mutants on two cores.
 */
public final class MutantCensus {

    /** How rvm's outcome compares with the host's. */
    enum Verdict {
        IDENTICAL("the host's outcome, error class and message, exit code and output"),
        MESSAGE_DIFFERS("the host's outcome and error class, another message"),
        OUTPUT_DIFFERS("the host's outcome, other output or exit code"),
        WRONG_ERROR("another error class, or the error at another stage"),
        RUNS_WHAT_HOST_REFUSES("ran where the host refused to load or link the class"),
        INTERNAL("rvm failed on its own (exit 4, or a raw trace from its launcher)"),
        HANG("rvm did not end before the timeout; the host did"),
        BOTH_HANG("neither ended before the timeout");

        final String meaning;

        Verdict(String meaning) {
            this.meaning = meaning;
        }

        static Verdict of(LaunchOutcome host, LaunchOutcome rvm) {
            if (rvm.kind() == LaunchOutcome.Kind.HANG) {
                return host.kind() == LaunchOutcome.Kind.HANG ? BOTH_HANG : HANG;
            }
            if (rvm.kind() == LaunchOutcome.Kind.INTERNAL) {
                return INTERNAL;
            }
            if (host.refusedAtStart() && rvm.kind() == LaunchOutcome.Kind.RAN) {
                return RUNS_WHAT_HOST_REFUSES;
            }
            if (host.kind() != rvm.kind() || !Objects.equals(host.error(), rvm.error())) {
                return WRONG_ERROR;
            }
            if (host.exitCode() != rvm.exitCode() || !host.stdout().equals(rvm.stdout())) {
                return OUTPUT_DIFFERS;
            }
            return Objects.equals(host.message(), rvm.message()) ? IDENTICAL : MESSAGE_DIFFERS;
        }
    }

    private record Row(MutantSet.Mutant mutant, LaunchOutcome host, LaunchOutcome rvm, Verdict verdict,
                       long hostMillis, long rvmMillis) {
    }

    private final MutantSet set;
    private final int from;
    private final int count;
    private final int jobs;
    private final Duration timeout;
    private final List<String> rvmCommand;
    private final Path out;
    private final boolean keep;

    private MutantCensus(MutantSet set, int from, int count, int jobs, Duration timeout, List<String> rvmCommand,
                         Path out, boolean keep) {
        this.set = set;
        this.from = from;
        this.count = count;
        this.jobs = jobs;
        this.timeout = timeout;
        this.rvmCommand = rvmCommand;
        this.out = out;
        this.keep = keep;
    }

    public static void main(String[] args) throws Exception {
        long seed = MutantSet.DEFAULT_SEED;
        int from = 0;
        int count = 1000;
        int jobs = 2;
        int timeoutSeconds = 30;
        String rvm = null;
        Path out = null;
        boolean keep = false;
        for (int i = 0; i < args.length; i++) {
            switch (args[i]) {
                case "--seed" -> seed = Long.parseLong(args[++i]);
                case "--from" -> from = Integer.parseInt(args[++i]);
                case "--count" -> count = Integer.parseInt(args[++i]);
                case "--jobs" -> jobs = Integer.parseInt(args[++i]);
                case "--timeout" -> timeoutSeconds = Integer.parseInt(args[++i]);
                case "--rvm" -> rvm = args[++i];
                case "--out" -> out = Path.of(args[++i]);
                case "--keep" -> keep = true;
                default -> {
                    System.err.println("census: unknown argument " + args[i] + " (see the census script)");
                    System.exit(2);
                }
            }
        }
        if (out == null) {
            System.err.println("census: --out DIR is required");
            System.exit(2);
        }
        List<String> rvmCommand = rvm == null ? null : List.of(Path.of(rvm).toAbsolutePath().toString());
        new MutantCensus(MutantSet.ofSeedClass(seed), from, count, jobs, Duration.ofSeconds(timeoutSeconds),
                rvmCommand, out.toAbsolutePath(), keep).run();
    }

    private void run() throws IOException, InterruptedException, ExecutionException {
        Files.createDirectories(out);
        Path work = Files.createTempDirectory("rvm-mutants");
        ExecutorService pool = Executors.newFixedThreadPool(jobs);
        AtomicInteger done = new AtomicInteger();
        List<Future<Row>> futures = new ArrayList<>();
        long start = System.nanoTime();
        for (int i = from; i < from + count; i++) {
            MutantSet.Mutant m = set.mutant(i);
            futures.add(pool.submit(() -> {
                Row row = census(m, keep ? out.resolve("m" + m.index()) : work.resolve("m" + m.index()));
                int n = done.incrementAndGet();
                if (n % 50 == 0 || n == count) {
                    System.err.printf("census: %d of %d mutants (%.0f s)%n", n, count,
                            (System.nanoTime() - start) / 1e9);
                }
                return row;
            }));
        }
        List<Row> rows = new ArrayList<>();
        for (Future<Row> f : futures) {
            rows.add(f.get());
        }
        pool.shutdown();
        deleteTree(work);
        writeCsv(rows);
        String summary = summary(rows, (System.nanoTime() - start) / 1e9);
        Files.writeString(out.resolve("summary.md"), summary, StandardCharsets.UTF_8);
        System.out.print(summary);
    }

    private Row census(MutantSet.Mutant m, Path dir) {
        m.writeTo(dir);
        List<String> args = List.of("-cp", dir.toString(), MutantSet.CLASS_NAME);
        long t0 = System.nanoTime();
        LaunchOutcome host = LaunchOutcome.of(GuestProcess.host(args, dir, timeout));
        long t1 = System.nanoTime();
        LaunchOutcome rvm = LaunchOutcome.of(rvm(args, dir));
        long t2 = System.nanoTime();
        if (!keep) {
            deleteTree(dir);
        }
        return new Row(m, host, rvm, Verdict.of(host, rvm), (t1 - t0) / 1_000_000, (t2 - t1) / 1_000_000);
    }

    private GuestProcess.Result rvm(List<String> args, Path dir) {
        List<String> runArgs = new ArrayList<>(List.of("run"));
        runArgs.addAll(args);
        if (rvmCommand == null) {
            return GuestProcess.rvm(runArgs, dir, timeout);
        }
        List<String> command = new ArrayList<>(rvmCommand);
        command.addAll(runArgs);
        return GuestProcess.run(command, dir, timeout);
    }

    // ---------------------------------------------------------------- reports

    private void writeCsv(List<Row> rows) throws IOException {
        List<String> lines = new ArrayList<>();
        lines.add("index,flips,host,host_message,host_exit,rvm,rvm_message,rvm_exit,verdict,rvm_vm_frames,"
                + "host_ms,rvm_ms");
        for (Row r : rows) {
            lines.add(String.join(",", Integer.toString(r.mutant().index()), csv(r.mutant().describeFlips()),
                    csv(r.host().label()), csv(r.host().message()), Integer.toString(r.host().exitCode()),
                    csv(r.rvm().label()), csv(r.rvm().message()), Integer.toString(r.rvm().exitCode()),
                    r.verdict().name(), Boolean.toString(r.rvm().vmFrames() && !r.host().vmFrames()),
                    Long.toString(r.hostMillis()), Long.toString(r.rvmMillis())));
        }
        Files.write(out.resolve("mutants.csv"), lines, StandardCharsets.UTF_8);
    }

    private static String csv(String s) {
        if (s == null) {
            return "";
        }
        return "\"" + s.replace("\"", "\"\"") + "\"";
    }

    private String summary(List<Row> rows, double seconds) {
        StringBuilder b = new StringBuilder();
        b.append("# Mutant census\n\n");
        b.append(String.format("%d mutants (%d to %d) of seed %d over `%s` (%s), 1 to %d bytes replaced each.%n",
                rows.size(), from, from + count - 1, set.seed(), MutantSet.SEED_CLASS.getFileName(),
                sha256(), MutantSet.MAX_FLIPS));
        b.append(String.format("Host: `%s` %s. rvm: %s. %d jobs, timeout %d s, %.0f s in all, %s.%n%n",
                GuestProcess.javaExecutable(), System.getProperty("java.runtime.version"),
                rvmCommand == null ? "the test class path (`rvm.launcher.Main`)" : "`" + rvmCommand.get(0) + "`",
                jobs, timeout.toSeconds(), seconds,
                ZonedDateTime.now().format(DateTimeFormatter.ISO_OFFSET_DATE_TIME)));

        Map<Verdict, Long> verdicts = new TreeMap<>(rows.stream()
                .collect(Collectors.groupingBy(Row::verdict, Collectors.counting())));
        long refused = rows.stream().filter(r -> r.host().refusedAtStart()).count();
        long refusedSameClass = rows.stream().filter(r -> r.host().refusedAtStart()
                && r.rvm().kind() == r.host().kind() && Objects.equals(r.rvm().error(), r.host().error())).count();
        long leaks = rows.stream().filter(r -> r.rvm().vmFrames() && !r.host().vmFrames()).count();
        b.append(String.format("The host refuses %d at start (load or link); rvm gives the host's error class at the"
                + " same stage for %d of them.%n", refused, refusedSameClass));
        b.append(String.format("rvm prints frames of its own (`at rvm.`) where the host prints none for %d.%n%n",
                leaks));

        b.append("| rvm against the host | mutants | meaning |\n|---|---:|---|\n");
        for (Verdict v : Verdict.values()) {
            b.append(String.format("| %s | %d | %s |%n", v.name().toLowerCase(java.util.Locale.ROOT)
                    .replace('_', ' '), verdicts.getOrDefault(v, 0L), v.meaning));
        }

        b.append("\n| host | rvm | verdict | mutants |\n|---|---|---|---:|\n");
        Map<List<String>, Long> pairs = rows.stream().collect(Collectors.groupingBy(
                r -> List.of(r.host().label(), r.rvm().label(), r.verdict().name()), Collectors.counting()));
        pairs.entrySet().stream()
                .sorted(Map.Entry.<List<String>, Long>comparingByValue().reversed()
                        .thenComparing(e -> String.join(" ", e.getKey())))
                .forEach(e -> b.append(String.format("| %s | %s | %s | %d |%n", e.getKey().get(0),
                        e.getKey().get(1), e.getKey().get(2).toLowerCase(java.util.Locale.ROOT).replace('_', ' '),
                        e.getValue())));

        List<Row> odd = rows.stream().filter(r -> r.verdict() != Verdict.IDENTICAL)
                .sorted(Comparator.comparing(Row::verdict).thenComparing(r -> r.mutant().index())).toList();
        if (!odd.isEmpty()) {
            b.append("\nEvery mutant that is not identical (first lines of the messages):\n\n");
            for (Row r : odd) {
                b.append(String.format("- #%d %s (%s): host %s%s; rvm %s%s%n", r.mutant().index(),
                        r.verdict().name().toLowerCase(java.util.Locale.ROOT).replace('_', ' '),
                        r.mutant().describeFlips(), r.host().label(), quote(r.host().message()), r.rvm().label(),
                        quote(r.rvm().message())));
            }
        }
        return b.toString();
    }

    private static String quote(String message) {
        return message == null ? "" : " \"" + message + "\"";
    }

    private static String sha256() {
        try {
            byte[] digest = MessageDigest.getInstance("SHA-256").digest(Files.readAllBytes(MutantSet.SEED_CLASS));
            return "sha256 " + HexFormat.of().formatHex(digest, 0, 8);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException(e);
        }
    }

    private static void deleteTree(Path dir) {
        try (var files = Files.walk(dir)) {
            for (Path p : files.sorted(Comparator.reverseOrder()).toList()) {
                Files.deleteIfExists(p);
            }
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
