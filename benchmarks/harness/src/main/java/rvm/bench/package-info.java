/**
 * The experiment harness: {@code ./rvm bench} ({@link rvm.bench.BenchCommand}) runs workloads of
 * the suite on the host {@code java} and under rvm configurations and reports medians, paired
 * ratios to a baseline and their geometric mean; {@code ./rvm bench --calls}
 * ({@link rvm.bench.CallCensus}) measures how call-dense each workload is; {@code ./rvm cbs-grid}
 * ({@link rvm.bench.GridCommand}) reproduces Table 2 of Arnold and Grove (CGO 2005): CBS overhead
 * and accuracy per stride and samples per tick; {@code ./rvm inline-fig5}
 * ({@link rvm.bench.Fig5Command}) reproduces their Figure 5: the speed-up of profile-directed
 * inlining over static heuristics with each profiler's DCG; {@code ./rvm instrument-tables}
 * ({@link rvm.bench.InstrumentTablesCommand}) Arnold and Ryder's tables. Sessions write CSV, JSON,
 * Markdown and PNG files, described in {@code docs/USAGE.md}. {@code ./rvm results}
 * ({@link rvm.bench.ResultsCommand}) turns an experiment's raw data into its tables, and
 * {@code ./rvm docs} ({@link rvm.bench.DocsCommand}) writes the generated documents and checks the
 * documentation's rules.
 *
 * <p>Constraints: every run is a fresh JVM, and every run's checksum must equal a host run's; the
 * configurations alternate from round to round so that a drifting machine weighs on all alike;
 * the machine and its load are recorded with the results. Runs are appended to their CSV as they
 * end, so an interrupted session keeps them (and a CBS grid or a Figure 5 session can resume,
 * through {@link rvm.bench.ResumableExperiment}). A benchmark is not a
 * test: the harness measures and reports, it judges no target.
 */
package rvm.bench;
