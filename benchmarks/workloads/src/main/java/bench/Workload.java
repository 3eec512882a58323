package bench;

import java.io.PrintStream;
import java.lang.management.ManagementFactory;
import java.lang.management.RuntimeMXBean;
import java.util.Locale;

/**
 * The common {@code main} of every workload: parses the arguments, runs the kernel, times each
 * iteration and prints the checksum.
 *
 * <p>Command line of every workload: {@code [small|large] [--iterations N]} (defaults: small, 1).
 * Output contract, which the harness ({@code ./rvm bench}) parses:
 * <ul>
 *   <li>stdout: exactly one line, {@code checksum <decimal long>}, after the last iteration;</li>
 *   <li>stderr: one line per iteration, {@code bench: <name> iteration <i>/<n> <ms> ms at <s> s},
 *       so the harness can tell start-up and warm-up from steady state; {@code <s>} is the JVM's
 *       uptime when the iteration ended, on the clock of HotSpot's own logs, so that the harness
 *       can count the compilations of the iterations it measures.</li>
 * </ul>
 * Every iteration must produce the same checksum; if one does not, the driver says so on stderr
 * and exits with 1 (a non-deterministic workload is a bug).
 */
public final class Workload {

    /** The JVM's uptime, the clock of HotSpot's unified logging (the host's, under rvm too). */
    private static final RuntimeMXBean UPTIME = ManagementFactory.getRuntimeMXBean();

    private Workload() {
    }

    /**
     * Runs {@code kernel} as the workload called {@code name} with the command line {@code args}.
     * Exits the JVM with 2 on a bad command line and with 1 when the kernel throws or its
     * checksum changes between iterations.
     */
    public static void main(String name, String[] args, Kernel kernel) {
        PrintStream err = System.err;
        Input input = Input.SMALL;
        int iterations = 1;
        try {
            for (int i = 0; i < args.length; i++) {
                if (args[i].equals("--iterations") && i + 1 < args.length) {
                    iterations = Integer.parseInt(args[++i]);
                    if (iterations < 1) {
                        throw new IllegalArgumentException("--iterations must be at least 1");
                    }
                } else {
                    input = Input.parse(args[i]);
                }
            }
        } catch (IllegalArgumentException e) {
            err.println(name + ": " + e.getMessage());
            err.println("usage: " + name + " [small|large] [--iterations N]");
            System.exit(2);
        }
        long checksum = 0;
        for (int i = 1; i <= iterations; i++) {
            long start = System.nanoTime();
            long sum;
            try {
                sum = kernel.run(input);
            } catch (Exception e) {
                err.println(name + ": iteration " + i + " failed:");
                e.printStackTrace();
                System.exit(1);
                return;
            }
            long elapsed = System.nanoTime() - start;
            err.println(String.format(Locale.ROOT, "bench: %s iteration %d/%d %.3f ms at %.3f s",
                    name, i, iterations, elapsed / 1e6, UPTIME.getUptime() / 1e3));
            if (i > 1 && sum != checksum) {
                err.println(name + ": checksum of iteration " + i + " is " + sum
                        + ", iteration 1 gave " + checksum);
                System.exit(1);
            }
            checksum = sum;
        }
        System.out.println("checksum " + checksum);
    }
}
