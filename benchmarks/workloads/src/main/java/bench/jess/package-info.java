/**
 * A workload in the style of SPECjvm98 _202_jess: a forward-chaining production system solving generated problems. {@link bench.jess.Jess} is the entry point; its
 * class Javadoc describes the call structure (monomorphic, skewed and megamorphic sites) that a
 * call-graph profiler should find.
 *
 * <p>Constraints: written for this project, not SPEC's code; deterministic (every run prints the
 * same checksum, on the host and under rvm) and free of anything from rvm, as every workload.
 */
package bench.jess;
