package rvm.interp;

import java.nio.file.Path;
import java.util.List;
import rvm.core.options.OptionTable;
import rvm.core.options.VmOption;
import rvm.core.options.VmOptions;

/**
 * The executor's options: when methods are compiled and moved into compiled code, what compiled
 * code carries ({@link #COMPILATION}, after vm-core's tier in {@code --help}), and what a run counts
 * and reports of the code it ran ({@link #REPORTS}, near the end). The launcher assembles them with
 * the other modules' options; {@link #TABLE} is vm-core's and this module's alone, what a
 * {@link Vm} needs.
 */
public final class ExecutionOptions {

    /** Interpreted invocations before a method is compiled. */
    public static final VmOption<Integer> COMPILE_THRESHOLD = new VmOption<>("compile-threshold", Integer.class, 50,
            "N", List.of(),
            "With --tier=adaptive: the N-th interpreted call of a method queues it for compilation (that call "
                    + "still runs interpreted); N backedges taken in its interpreted loops do too.", 1)
            .onlyWith(VmOptions.TIER, "adaptive");

    /** Interpreted backedges before a loop moves into compiled code. */
    public static final VmOption<Integer> OSR_THRESHOLD = new VmOption<>("osr-threshold", Integer.class, 10000, "N",
            List.of(),
            "With --tier=adaptive: once a method's interpreted code has taken N backedges, a backedge moves the "
                    + "running activation into compiled code at the loop it jumps to (on-stack replacement).", 1)
            .onlyWith(VmOptions.TIER, "adaptive");

    /** Whether compilation waits on the thread that asks for it. */
    public static final VmOption<Boolean> BATCH_COMPILATION = new VmOption<>("batch-compilation", Boolean.class, false,
            null, List.of(),
            "Compile on the guest thread that crossed a threshold and wait for the code, instead of on the "
                    + "background compiler thread: tier-up then happens at the same point on every run. "
                    + "--compile-threshold=1 --osr-threshold=1 --batch-compilation is the stress mode: compile at "
                    + "the first call, move into compiled code at the first backedge.")
            .onlyWith(VmOptions.TIER, "adaptive");

    /** Calls of level-1 code before its method is recompiled at level 2. */
    public static final VmOption<Integer> LEVEL2_AFTER = new VmOption<>("level2-after", Integer.class, 0, "N",
            List.of(),
            "Recompile a method at level 2 after N calls of its level-1 (baseline) code, and switch its entry to "
                    + "the new code; 0 never does. With --inliner=rvm level 2 inlines with rvm's profile-directed "
                    + "inliner, reading the running profiler's DCG (the --inline-* options; --print-inlining shows "
                    + "its decisions); otherwise it compiles as level 1 does. Level-1 code counts its calls only "
                    + "when N > 0.", 0)
            .notWith(VmOptions.TIER, "interp").notWith(VmOptions.TIER, "opt");

    /** Whether to log compilations. */
    public static final VmOption<Boolean> PRINT_COMPILATION = new VmOption<>("print-compilation", Boolean.class, false,
            null, List.of(),
            "Log every compilation to stderr, as HotSpot's -XX:+PrintCompilation does: time in ms, compile id, "
                    + "flags (% on-stack replacement, s synchronized, ! has exception handlers, b blocking), level, "
                    + "method, guest bytecode size and compiled size (HUGE when over HotSpot's 8000-byte compile "
                    + "limit); methods that could not be compiled, and level-2 compilations over the compiler's "
                    + "budget, compiled without inlining (NOT OPTIMISED, with the reason); at the end, the "
                    + "--vm-stats summary.")
            .notWith(VmOptions.TIER, "interp");

    /** Diagnostic: compiled code without yieldpoints. */
    public static final VmOption<Boolean> NO_COMPILED_YIELDPOINTS = new VmOption<>("no-compiled-yieldpoints",
            Boolean.class, false, null, List.of(),
            "Diagnostic: compile methods without yieldpoints, to measure what yieldpoints cost in compiled code. "
                    + "Nothing can then sample or stop compiled code; the interpreter keeps its yieldpoints.")
            .notWith(VmOptions.TIER, "interp");

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
            .notWith(VmOptions.TIER, "interp").notWith(NO_COMPILED_YIELDPOINTS, true);

    /** Where compiled code's stack map frames come from. */
    public static final VmOption<String> COMPILED_FRAMES = new VmOption<>("compiled-frames",
            String.class, "guest", "SOURCE", List.of("guest", "computed"),
            "Where the stack map frames of compiled code come from. guest: the guest class file's own, "
                    + "extended by the locals the compiler adds (class files older than version 51, which need "
                    + "not have frames, and on-stack-replacement variants get computed frames). computed "
                    + "(diagnostic): ASM computes every method's frames with the VM's class model, which costs "
                    + "several times the compile work and busies HotSpot's compilers with ASM's code.")
            .notWith(VmOptions.TIER, "interp");

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

    /** The options of the tiers and of compiled code, after vm-core's tier in {@code --help}. */
    public static final List<VmOption<?>> COMPILATION = List.of(COMPILE_THRESHOLD, OSR_THRESHOLD, BATCH_COMPILATION,
            LEVEL2_AFTER, PRINT_COMPILATION, NO_COMPILED_YIELDPOINTS, COMPILED_BACKEDGE_CHECKS, COMPILED_FRAMES);

    /** What a run counts and reports of the code it ran, near the end of {@code --help}. */
    public static final List<VmOption<?>> REPORTS = List.of(OPCODE_COUNTS, CALL_COUNTS, YIELDPOINT_STATS);

    /** vm-core's options and this module's, every one a {@link Vm} reads. */
    public static final OptionTable TABLE = OptionTable.of(VmOptions.EXECUTION, COMPILATION, REPORTS);

    private ExecutionOptions() {
    }
}
