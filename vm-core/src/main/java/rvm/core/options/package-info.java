/**
 * The VM's options as one declarative table: each {@link rvm.core.options.VmOption} has a name, a
 * type, a default, a description and the values of other options it needs to have an effect;
 * {@link rvm.core.options.VmOptions} holds the table and the values in force for one run. The
 * table generates the launcher's command line parser, {@code --help}, {@code --print-options} and
 * the warnings about options set to no effect.
 *
 * <p>Constraints: nothing reads an option that is not in the table; every {@code Path} option
 * names a file the VM writes when the guest ends, checked before the guest starts. Today every
 * module's options are declared here; moving each module's options into that module is planned
 * (issue 21).
 */
package rvm.core.options;
