/**
 * What every workload of the benchmark suite shares: the driver {@link bench.Workload} (command
 * line {@code [small|large] [--iterations N]}, one {@code checksum} line on stdout, one timing line
 * per iteration on stderr, as the harness parses them), the {@link bench.Kernel} each workload
 * implements, the two {@link bench.Input} sizes, and a deterministic generator {@link bench.Rng}
 * for their inputs.
 *
 * <p>Constraints: the workloads are guest programs, ordinary Java with nothing of rvm on their
 * class path, run on the host and under rvm. Each must be deterministic: every iteration, every run
 * and every VM gives the same checksum, or the driver exits with 1.
 */
package bench;
