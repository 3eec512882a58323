/**
 * The VM's options as one declarative table: each {@link rvm.core.options.VmOption} has a name, a
 * type, a default, a description and the values of other options it needs to have an effect;
 * {@link rvm.core.options.VmOptions} holds the table and the values in force for one run. The
 * table generates the launcher's command line parser, {@code --help}, {@code --print-options} and
 * the warnings about options set to no effect.
 *
 * <p>Constraints: nothing reads an option that is not in the table; every {@code Path} option
 * names a file the VM writes when the guest ends, checked before the guest starts. Each module
 * declares the options it reads in a list of its own: vm-core's and the executor's in
 * {@link rvm.core.options.VmOptions}, the inliner's in vm-inliner's {@code InlinerOptions}, the
 * profilers' and instrumentation sampling's in vm-profiling's {@code ProfilingOptions} and
 * {@code InstrumentOptions}; the launcher assembles them into one table.
 */
package rvm.core.options;
