package rvm.bench;

/**
 * One workload of the suite: a guest program of {@code benchmarks/workloads} with a {@code main}
 * that follows the contract of {@code bench.Workload} ({@code [small|large] [--iterations N]}, one
 * {@code checksum N} line on stdout, one {@code bench: ... ms} line per iteration on stderr).
 *
 * @param name the name users type ({@code ./rvm bench compress})
 * @param mainClass the binary name of the main class
 * @param group what kind of program it is
 * @param resembles one line: what it resembles and what it stresses
 */
public record WorkloadSpec(String name, String mainClass, Group group, String resembles) {

    /** The kinds of workloads. */
    public enum Group {
        /** Written here in the spirit of a SPECjvm98 program. */
        SPEC,
        /** A real program from Maven Central driven with fixed inputs. */
        THIRDPARTY,
        /** A program built to defeat timer-based call-graph sampling. */
        ADVERSARY,
        /** A small program that stresses one thing (loops, calls, fields, JDK calls). */
        MICRO
    }
}
