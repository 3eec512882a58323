/**
 * The profile-directed inline oracle: which call sites of a compilation to inline, and what, after
 * Jikes RVM's {@code DefaultInlineOracle} and Arnold and Grove's adaptive inliner. rvm decides
 * inlining and HotSpot generates the code (docs/ARCHITECTURE.md, "Inlining: rvm decides, HotSpot
 * generates code"; docs/decisions/006-rvm-decides-inlining.md); this package decides, and the
 * transform that copies guest bytecode into its callers acts on the decisions.
 *
 * <pre>
 *  DCG (vm-profiling, adapted by the launcher)  --&gt; CallProfile       weighted targets per call site
 *  class model (vm-core, adapted by the VM)     --&gt; CalleeResolver    resolution, CHA, callee facts
 *  --inline-* options  --&gt; InlinerOptions --&gt; InlineOptions         Jikes RVM's constants
 *
 *  transform, per call site:  InlineOracle.decide(InlineSite, InlineContext)
 *        --&gt; InlineDecision: No(reason) | Yes(target) | Guarded(targets, exact-class guards, call fallback)
 *            with every Candidate weighed (weight, shares, SizeEstimator units, guard classes, verdict)
 *        --&gt; transform inlines, enters the callee (InlineContext.enter), grows the size (grow(growth))
 *  per compilation:  InlineReport (tree of CallSites)  --&gt; InlineReportPrinter  (--print-inlining)
 * </pre>
 *
 * <p>Sizes are estimates in inlining units, Jikes RVM's estimated machine instructions per bytecode
 * ({@link rvm.inliner.SizeEstimator}); every limit is an option whose default is Jikes RVM's
 * ({@link rvm.inliner.InlineOptions}). The rules and their order are in {@link
 * rvm.inliner.InlineOracle}. rvm cannot deoptimise, so whatever depends on the set of loaded classes
 * or on the profile is guarded by an exact-class test with the original call as the fallback; only
 * calls that can reach one method whatever is loaded later inline without a guard.
 *
 * <p>Constraints: depends on vm-core and ASM alone; it sees the profile and the class model only
 * through the two read-only interfaces {@link rvm.inliner.CallProfile} and {@link
 * rvm.inliner.CalleeResolver}, which the launcher and the VM implement, so that it never depends on
 * vm-profiling or on the executor. It holds no global state: options, profile and class hierarchy are
 * passed to the oracle as values, and decisions are values. A decision is a function of those inputs
 * and the site's context; the oracle is thread-safe when its inputs are.
 */
package rvm.inliner;
