/**
 * A workload in the style of SPECjvm98 _209_db: an in-memory database of address records driven by a generated query script. {@link bench.db.Db} is the entry point; its
 * class Javadoc describes the call structure (monomorphic, skewed and megamorphic sites) that a
 * call-graph profiler should find.
 *
 * <p>Constraints: written for this project, not SPEC's code; deterministic (every run prints the
 * same checksum, on the host and under rvm) and free of anything from rvm, as every workload.
 */
package bench.db;
