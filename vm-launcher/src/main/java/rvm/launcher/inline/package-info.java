/**
 * Inline reports: a run's inlining decisions as a file, and {@code rvm inline diff}, which compares
 * two of them.
 *
 * <pre>
 *  level-2 compilation --&gt; InlineReport (vm-inliner) --&gt; Inlining (launcher, compiler thread)
 *        --&gt; InlineReportFile.Compilation (plain values, no class model)
 *  guest ends --&gt; RunReports --&gt; InlineReportWriter  --inline-report=FILE   (rvm-inline/1, atomic)
 *  rvm inline diff A B --&gt; InlineReportReader x 2 --&gt; InlineDiff (sites matched by caller, bci, path)
 *        --&gt; InlineCommand prints the sites decided differently or by one report only, and the counts
 * </pre>
 *
 * <p>Constraints: vm-inliner depends on vm-core and ASM alone, so the JSON format lives here, with
 * the launcher, which sees Jackson through vm-profiling. The reader accepts exactly what the writer
 * writes, with every error naming the file and the place. {@code rvm inline} prints results to
 * stdout and errors to stderr with an {@code rvm:} prefix; it exits 0 when done and 2 on a bad
 * command line or a file it cannot read.
 */
package rvm.launcher.inline;
