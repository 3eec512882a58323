package rvm.core.options;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * vm-core's and the executor's options, and the values in force for one run of the options of a
 * {@link OptionTable}.
 *
 * <p>Each module declares the options it reads (the inliner's are in vm-inliner's
 * {@code InlinerOptions}, the profilers' and instrumentation sampling's in vm-profiling's
 * {@code ProfilingOptions} and {@code InstrumentOptions}); the launcher assembles one table from
 * them. Nothing reads an option that is not in the table of the values it reads from: {@link #get}
 * and {@link #set} refuse one. An option states the values of other options, of any module, it
 * needs to have an effect ({@link VmOption#needs()}); {@link #withoutEffect()} names those set in
 * vain. Every {@code Path} option names a file the VM writes.
 */
public final class VmOptions {

    /** Which tier runs guest methods. */
    public static final VmOption<String> TIER = new VmOption<>("tier", String.class, "adaptive", "TIER",
            List.of("interp", "baseline", "adaptive", "opt"),
            "Execution tier of guest methods. interp: the tier-0 interpreter runs every method. baseline: every "
                    + "method is compiled to host bytecode (tier 1) before its first call. adaptive: methods start "
                    + "interpreted and are compiled once hot (see --compile-threshold and --osr-threshold). opt: "
                    + "every method is compiled at level 2 before its first call (the JIT-only configuration of "
                    + "the optimising level; with --inliner=rvm it inlines, on static heuristics or the profile "
                    + "collected so far, or --inline-dcg). Constructors and static initialisers always run as host "
                    + "bytecode with yieldpoints.");

    /** Interpreted invocations before a method is compiled. */
    public static final VmOption<Integer> COMPILE_THRESHOLD = new VmOption<>("compile-threshold", Integer.class, 50,
            "N", List.of(),
            "With --tier=adaptive: the N-th interpreted call of a method queues it for compilation (that call "
                    + "still runs interpreted); N backedges taken in its interpreted loops do too.", 1)
            .onlyWith(TIER, "adaptive");

    /** Interpreted backedges before a loop moves into compiled code. */
    public static final VmOption<Integer> OSR_THRESHOLD = new VmOption<>("osr-threshold", Integer.class, 10000, "N",
            List.of(),
            "With --tier=adaptive: once a method's interpreted code has taken N backedges, a backedge moves the "
                    + "running activation into compiled code at the loop it jumps to (on-stack replacement).", 1)
            .onlyWith(TIER, "adaptive");

    /** Whether compilation waits on the thread that asks for it. */
    public static final VmOption<Boolean> BATCH_COMPILATION = new VmOption<>("batch-compilation", Boolean.class, false,
            null, List.of(),
            "Compile on the guest thread that crossed a threshold and wait for the code, instead of on the "
                    + "background compiler thread: tier-up then happens at the same point on every run. "
                    + "--compile-threshold=1 --osr-threshold=1 --batch-compilation is the stress mode: compile at "
                    + "the first call, move into compiled code at the first backedge.")
            .onlyWith(TIER, "adaptive");

    /** Calls of level-1 code before its method is recompiled at level 2. */
    public static final VmOption<Integer> LEVEL2_AFTER = new VmOption<>("level2-after", Integer.class, 0, "N",
            List.of(),
            "Recompile a method at level 2 after N calls of its level-1 (baseline) code, and switch its entry to "
                    + "the new code; 0 never does. With --inliner=rvm level 2 inlines with rvm's profile-directed "
                    + "inliner, reading the running profiler's DCG (the --inline-* options; --print-inlining shows "
                    + "its decisions); otherwise it compiles as level 1 does. Level-1 code counts its calls only "
                    + "when N > 0.", 0)
            .notWith(TIER, "interp").notWith(TIER, "opt");

    /** Whether to log compilations. */
    public static final VmOption<Boolean> PRINT_COMPILATION = new VmOption<>("print-compilation", Boolean.class, false,
            null, List.of(),
            "Log every compilation to stderr, as HotSpot's -XX:+PrintCompilation does: time in ms, compile id, "
                    + "flags (% on-stack replacement, s synchronized, ! has exception handlers, b blocking), level, "
                    + "method, guest bytecode size and compiled size (HUGE when over HotSpot's 8000-byte compile "
                    + "limit); methods that could not be compiled, and level-2 compilations over the compiler's "
                    + "budget, compiled without inlining (NOT OPTIMISED, with the reason); at the end, the "
                    + "--vm-stats summary.")
            .notWith(TIER, "interp");

    /** Diagnostic: compiled code without yieldpoints. */
    public static final VmOption<Boolean> NO_COMPILED_YIELDPOINTS = new VmOption<>("no-compiled-yieldpoints",
            Boolean.class, false, null, List.of(),
            "Diagnostic: compile methods without yieldpoints, to measure what yieldpoints cost in compiled code. "
                    + "Nothing can then sample or stop compiled code; the interpreter keeps its yieldpoints.")
            .notWith(TIER, "interp");

    /** How compiled backedge yieldpoints test the word. */
    public static final VmOption<String> COMPILED_BACKEDGE_CHECKS = new VmOption<>("compiled-backedge-checks",
            String.class, "strip", "MODE", List.of("strip", "every", "none"),
            "How compiled code checks its backedge yieldpoints. strip: strip-mined, as HotSpot polls for "
                    + "safepoints in counted loops: only every 1024th taken backward branch of a compiled "
                    + "activation reads the word, so a compiled loop takes a pending tick within 1024 iterations "
                    + "instead of at once, and costs less than every "
                    + "(docs/decisions/002-strip-mined-backedge-checks.md). every: each taken backward "
                    + "branch tests the word, as the interpreter does. With --yieldpoint-stats, strip checks as "
                    + "every does, so that counts are exact. none (diagnostic): compiled code has no backedge "
                    + "yieldpoints (prologues and epilogues keep theirs), and a compiled loop that makes no call "
                    + "never sees a tick.")
            .notWith(TIER, "interp").notWith(NO_COMPILED_YIELDPOINTS, true);

    /** Where compiled code's stack map frames come from. */
    public static final VmOption<String> COMPILED_FRAMES = new VmOption<>("compiled-frames",
            String.class, "guest", "SOURCE", List.of("guest", "computed"),
            "Where the stack map frames of compiled code come from. guest: the guest class file's own, "
                    + "extended by the locals the compiler adds (class files older than version 51, which need "
                    + "not have frames, and on-stack-replacement variants get computed frames). computed "
                    + "(diagnostic): ASM computes every method's frames with the VM's class model, which costs "
                    + "several times the compile work and busies HotSpot's compilers with ASM's code.")
            .notWith(TIER, "interp");

    /** Where to write raw opcode execution counts. */
    public static final VmOption<Path> OPCODE_COUNTS = new VmOption<>("opcode-counts", Path.class, null, "FILE",
            List.of(),
            "When the guest ends, write how often the interpreter executed each raw opcode (0x00..0xc9) to FILE, "
                    + "one line per opcode: 0xNN mnemonic count.");

    /** Where to write per-edge call counts, or {@code null}. */
    public static final VmOption<Path> CALL_COUNTS = new VmOption<>("call-counts", Path.class, null, "FILE",
            List.of(),
            "When the guest ends, write how often interpreted code called each callee from each call site to "
                    + "FILE, one line per call edge: count caller bci callee (methods as pkg/Cls.name(Desc)Ret). "
                    + "A diagnostic of how call-dense a program is; it slows calls down.");

    /** Whether to count yieldpoints. */
    public static final VmOption<Boolean> YIELDPOINT_STATS = new VmOption<>("yieldpoint-stats", Boolean.class, false,
            null, List.of(),
            "Count yieldpoints executed and taken per kind (prologue, epilogue, backedge) and print the "
                    + "counts to stderr when the guest ends.");

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

    /**
     * This module's options that come first in {@code --help}, before the other modules': the tiers
     * and the code they run.
     */
    public static final List<VmOption<?>> EXECUTION = List.of(TIER, COMPILE_THRESHOLD, OSR_THRESHOLD,
            BATCH_COMPILATION, LEVEL2_AFTER, PRINT_COMPILATION, NO_COMPILED_YIELDPOINTS, COMPILED_BACKEDGE_CHECKS,
            COMPILED_FRAMES);

    /**
     * This module's options that come last in {@code --help}, after the other modules': what a run
     * reports, the guest main thread's stack, and {@code --print-options}.
     */
    public static final List<VmOption<?>> RUN = List.of(OPCODE_COUNTS, CALL_COUNTS, YIELDPOINT_STATS, VM_STATS,
            MAIN_STACK_MB, PRINT_OPTIONS);

    /** The table of this module's options alone: {@link #EXECUTION}, then {@link #RUN}. */
    public static final OptionTable TABLE = OptionTable.of(EXECUTION, RUN);

    private final OptionTable table;
    private final Map<VmOption<?>, Object> values = new LinkedHashMap<>();
    /** The options {@link #set} explicitly, in the order they were set. */
    private final Set<VmOption<?>> explicit = new LinkedHashSet<>();

    /** This module's options ({@link #TABLE}), every value at its default. */
    public VmOptions() {
        this(TABLE);
    }

    /** The options of {@code table}, every value at its default. */
    public VmOptions(OptionTable table) {
        this.table = table;
        for (VmOption<?> o : table.options()) {
            values.put(o, o.defaultValue());
        }
    }

    /** The table whose options these are. */
    public OptionTable table() {
        return table;
    }

    /**
     * Sets an option; the value must be of the option's type (or {@code null}).
     *
     * @throws IllegalArgumentException when the value is not one the option takes, or the option is
     *                                  not in {@link #table()}
     */
    public <T> VmOptions set(VmOption<T> option, T value) {
        checkInTable(option);
        if (value != null && !option.type().isInstance(value)) {
            throw new IllegalArgumentException("option --" + option.name() + " takes " + valueNoun(option.type()));
        }
        if (value != null && !option.choices().isEmpty() && !option.choices().contains(value)) {
            throw new IllegalArgumentException("invalid value for option --" + option.name() + ": '" + value
                    + "' (expected one of " + String.join(", ", option.choices()) + ")");
        }
        if (value instanceof Integer && (Integer) value < option.minimum()) {
            throw new IllegalArgumentException("invalid value for option --" + option.name() + ": '" + value
                    + "' (expected at least " + option.minimum() + ")");
        }
        if (value instanceof Integer && (Integer) value > option.maximum()) {
            throw new IllegalArgumentException("invalid value for option --" + option.name() + ": '" + value
                    + "' (expected at most " + option.maximum() + ")");
        }
        values.put(option, value);
        explicit.add(option);
        return this;
    }

    /**
     * One line for each option that was {@link #set} but has no effect with the others in force (its
     * first {@link VmOption#needs() need} that fails), for example
     * {@code --dcg-format=dot has no effect without --dcg-out}, in table order.
     */
    public List<String> withoutEffect() {
        List<String> lines = new ArrayList<>();
        for (VmOption<?> o : table.options()) {
            if (!explicit.contains(o) || (o.isFlag() && !Boolean.TRUE.equals(get(o)))) {
                continue; // a flag set to false asks for nothing
            }
            for (VmOption.Needs n : o.needs()) {
                if (!n.holds(this)) {
                    String set = "--" + o.name() + (o.isFlag() ? "" : "=" + get(o));
                    lines.add(set + " has no effect " + n.whyNot(this));
                    break;
                }
            }
        }
        return lines;
    }

    private static String valueNoun(Class<?> type) {
        if (type == Boolean.class) {
            return "no value (it is a flag)";
        }
        if (type == Integer.class) {
            return "an integer";
        }
        if (type == Double.class) {
            return "a number";
        }
        return type == Path.class ? "a file path" : "a string";
    }

    /**
     * The value in force, {@code null} when an option without default is unset.
     *
     * @throws IllegalArgumentException when the option is not in {@link #table()}
     */
    public <T> T get(VmOption<T> option) {
        checkInTable(option);
        return option.type().cast(values.get(option));
    }

    private void checkInTable(VmOption<?> option) {
        if (!table.contains(option)) {
            throw new IllegalArgumentException("option --" + option.name() + " is not in this option table");
        }
    }

    /** Every option with its value in force, in table order. */
    public Map<VmOption<?>, Object> inForce() {
        return Collections.unmodifiableMap(values);
    }

    /** One line per option, {@code --name=value}, as printed by {@code --print-options}. */
    public List<String> describe() {
        return values.entrySet().stream()
                .map(e -> "--" + e.getKey().name() + "=" + (e.getValue() == null ? "(unset)" : e.getValue()))
                .toList();
    }
}
