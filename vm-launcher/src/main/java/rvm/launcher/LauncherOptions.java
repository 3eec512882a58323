package rvm.launcher;

import java.util.List;
import rvm.core.options.VmOption;

/**
 * The launcher's own options of {@code rvm run}, last in {@code --help}: the summary of the VM's
 * work, the guest main thread's stack, and {@code --print-options}.
 */
final class LauncherOptions {

    /** Whether to print what the VM's own threads did. */
    public static final VmOption<Boolean> VM_STATS = new VmOption<>("vm-stats", Boolean.class, false, null, List.of(),
            "Print a summary of the VM's own work to stderr when the guest ends: per level, the methods compiled, "
                    + "the OSR variants, the compilations that failed or were refused (then one line per reason), "
                    + "the compile time and bytecode sizes; and whether every VM thread ran to the end. "
                    + "--print-compilation prints it too.");

    /** Stack size of the guest main thread. */
    public static final VmOption<Integer> MAIN_STACK_MB = new VmOption<>("main-stack-mb", Integer.class, 64, "MB",
            List.of(),
            "Stack size, in MiB, of the thread that runs the guest's main method. An interpreted guest frame "
                    + "takes several host frames; 64 MiB lets a guest recurse at least twice as deep as on the "
                    + "host's default 1 MiB stack. At most 1024, the host's own limit for -Xss.", 1)
            .atMost(1024);

    /** Whether to print the options in force. */
    public static final VmOption<Boolean> PRINT_OPTIONS = new VmOption<>("print-options", Boolean.class, false,
            null, List.of(), "Print the options in force to stderr before the guest starts.");

    /** The launcher's own options, in {@code --help}'s order. */
    static final List<VmOption<?>> ALL = List.of(VM_STATS, MAIN_STACK_MB, PRINT_OPTIONS);

    private LauncherOptions() {
    }
}
