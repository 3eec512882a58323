/**
 * Micro workloads, each isolating one kind of work: recursive static calls ({@code Fib}), double
 * arithmetic on fields ({@code NBody}), int array loops without calls ({@code Sieve}), virtual and
 * interface calls in sorting ({@code Sort}), and guest loops calling the JDK ({@code Strings}).
 * {@code Kernels} holds small guest kernels for the JMH benchmarks of {@code benchmarks/jmh}; it is
 * not a workload (no {@code main}).
 *
 * <p>Constraints: deterministic and free of anything from rvm, as every workload; each class's
 * Javadoc states its call structure, and the kernels' loop shapes are what the JMH benchmarks
 * measure, so changing them changes the recorded figures.
 */
package bench.micro;
