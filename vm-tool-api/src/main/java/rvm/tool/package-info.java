/**
 * What an instrumentation tool for rvm is written against: {@link rvm.tool.Tool}, the events it
 * can ask for ({@link rvm.tool.Event}), the places they happen ({@link rvm.tool.Site}) and a
 * thread-safe count per site ({@link rvm.tool.SiteCounters}). Pure Java, no dependencies.
 *
 * <p>A tool is a class implementing {@code Tool}, packaged in a jar whose manifest names it
 * ({@code Rvm-Tool: pkg.MyTool}), and run with {@code ./rvm run --instrument=tool:my-tool.jar
 * -cp app Main}. rvm inserts calls to it into the duplicated code of Arnold and Ryder's framework
 * only, so that the tool sees a sample of the executions at the framework's cost, or into all
 * compiled code with {@code --instrument-exhaustive}, as BIT did (Lee and Zorn, 1997). The
 * repository's {@code tools/} holds three examples.
 */
package rvm.tool;
