/**
 * The dynamic call graph: the repository the profilers fill while the guest runs
 * ({@link rvm.profiling.dcg.DcgRepository}: call site to weighted targets, with optional decay),
 * the finished profile ({@link rvm.profiling.dcg.DcgProfile}), its file formats (JSON
 * {@code rvm-dcg/1}, Graphviz, collapsed stacks) with a writer and a checking reader, and the
 * overlap accuracy of two profiles ({@link rvm.profiling.dcg.Overlap}). A site with one target
 * (most of them) and a polymorphic site are two representations behind one read-only interface,
 * {@link rvm.profiling.dcg.WeightedTargets}, so that a reader such as an inliner need not care
 * which. Design: {@code docs/ARCHITECTURE.md}, "The DCG repository".
 *
 * <p>Constraints: the repository is thread-safe (one lock per site; a decay excludes adds) and
 * every read returns a copy. Files are written atomically. A DCG file must hold together (finite
 * weights, no edge twice, a total that is the sum of the weights) or the reader refuses it.
 */
package rvm.profiling.dcg;
