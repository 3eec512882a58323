/**
 * The {@code rvm} command line: {@code rvm run}, {@code rvm demo}, {@code rvm dcg},
 * {@code rvm inline}. The one module that sees all the others (vm-core, vm-profiling, vm-inliner,
 * vm-interp) and assembles them for a run.
 *
 * <p>The pipeline reads straight through in {@link rvm.launcher.GuestRun}: parse the arguments
 * ({@link rvm.launcher.RunArguments}, against the option table assembled from every module's
 * options), check the inputs, set up the profiler, create the VM, find the main method as the
 * host's launcher would ({@link rvm.launcher.MainMethods}) and run it on a thread of its own, write the reports when the guest ends ({@link rvm.launcher.RunReports}).
 *
 * <p>Constraints: nothing below this module may name it; stack traces recognise its frames by the
 * package name alone ({@code rvm.interp.stack.StackTraces}). The exit codes are
 * {@link rvm.launcher.ExitCode}'s.
 */
package rvm.launcher;
