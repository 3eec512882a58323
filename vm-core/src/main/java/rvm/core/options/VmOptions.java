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
 * The table of every option a user can set on a guest run, and the values in force for one run.
 *
 * <p>Each later subsystem (tiers, profilers, inliner) adds its options to {@link #ALL}; nothing
 * reads an option that is not in the table. An option states the values of other options it needs
 * to have an effect ({@link VmOption#needs()}); {@link #withoutEffect()} names those set in vain.
 * Every {@code Path} option names a file the VM writes.
 */
public final class VmOptions {

    /** Which tier runs guest methods. */
    public static final VmOption<String> TIER = new VmOption<>("tier", String.class, "adaptive", "TIER",
            List.of("interp", "baseline", "adaptive"),
            "Execution tier of guest methods. interp: the tier-0 interpreter runs every method. baseline: every "
                    + "method is compiled to host bytecode (tier 1) before its first call. adaptive: methods start "
                    + "interpreted and are compiled once hot (see --compile-threshold and --osr-threshold). "
                    + "Constructors and static initialisers always run as host bytecode with yieldpoints.");

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
                    + "the new code; 0 never does. Until the inliner exists level 2 compiles as level 1 does: this "
                    + "tests recompilation (level-1 code counts its calls only when N > 0).", 0)
            .notWith(TIER, "interp");

    /** Whether to log compilations. */
    public static final VmOption<Boolean> PRINT_COMPILATION = new VmOption<>("print-compilation", Boolean.class, false,
            null, List.of(),
            "Log every compilation to stderr, as HotSpot's -XX:+PrintCompilation does: time in ms, compile id, "
                    + "flags (% on-stack replacement, s synchronized, ! has exception handlers, b blocking), level, "
                    + "method, guest bytecode size and compiled size (HUGE when over HotSpot's 8000-byte compile "
                    + "limit); and methods that could not be compiled.")
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
                    + "instead of at once; it costs about a quarter of what every does. every: each taken backward "
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

    /** Which call-graph profiler runs on the yieldpoints. */
    public static final VmOption<String> PROFILE = new VmOption<>("profile", String.class, "none", "PROFILE",
            List.of("none", "timer", "cbs", "exact"),
            "Call-graph profiler on the yieldpoints. none: yieldpoints only, no timer, nothing sampled (the "
                    + "baseline of overhead figures). timer: the old Jikes RVM scheme, one call-edge sample at "
                    + "the next prologue or epilogue after each timer tick. cbs: counter-based sampling (Arnold "
                    + "and Grove, CGO 2005): each tick opens a window in which every --cbs-stride-th prologue "
                    + "or epilogue takes a sample, --cbs-samples samples per tick. exact: every call counted, "
                    + "on every tier (the ground truth; slow). See --dcg-out.");

    /** Where sampling ticks come from. */
    public static final VmOption<String> TIMER = new VmOption<>("timer", String.class, "clock", "SOURCE",
            List.of(),
            "What ticks for --profile=timer and cbs. clock: a timer thread ticks every --timer-ms. ticks:N: a "
                    + "tick every N yieldpoints executed, so a deterministic program gets the same profile on "
                    + "every run and machine (counts yieldpoints, which costs a little on every one, and "
                    + "compiled loops then check every backedge).")
            .onlyWith(PROFILE, "timer", "cbs");

    /** The clock timer's period. */
    public static final VmOption<Integer> TIMER_MS = new VmOption<>("timer-ms", Integer.class, 10, "MS", List.of(),
            "With --timer=clock: milliseconds between ticks (10 is the Linux timer granularity of the CBS "
                    + "paper's experiments).", 1)
            .onlyWith(PROFILE, "timer", "cbs").onlyWith(TIMER, "clock");

    /** CBS: calls between samples. */
    public static final VmOption<Integer> CBS_STRIDE = new VmOption<>("cbs-stride", Integer.class, 3, "N",
            List.of(), "With --profile=cbs: every N-th prologue or epilogue yieldpoint of a window takes a "
                    + "sample.", 1)
            .onlyWith(PROFILE, "cbs");

    /** CBS: samples per tick. */
    public static final VmOption<Integer> CBS_SAMPLES = new VmOption<>("cbs-samples", Integer.class, 16, "N",
            List.of(), "With --profile=cbs: samples per tick; the window closes after the N-th.", 1)
            .onlyWith(PROFILE, "cbs");

    /** CBS: how each window's first countdown is chosen. */
    public static final VmOption<String> CBS_START = new VmOption<>("cbs-start", String.class, "roundrobin", "MODE",
            List.of("roundrobin", "random"),
            "With --profile=cbs: the first countdown of each window, 1, 2, ..., stride in turn (roundrobin) or "
                    + "drawn from 1..stride (random, seeded by --cbs-seed), so that samples do not always "
                    + "fall on the same calls after a tick.")
            .onlyWith(PROFILE, "cbs");

    /** CBS: seed of the random start. */
    public static final VmOption<Integer> CBS_SEED = new VmOption<>("cbs-seed", Integer.class, 1, "N", List.of(),
            "With --cbs-start=random: the seed of the generator.")
            .onlyWith(PROFILE, "cbs").onlyWith(CBS_START, "random");

    /** Where to write the DCG. */
    public static final VmOption<Path> DCG_OUT = new VmOption<>("dcg-out", Path.class, null, "FILE", List.of(),
            "When the guest ends (return, System.exit or uncaught exception, after the guest's own shutdown "
                    + "hooks; or before its Runtime.halt), write the dynamic call graph --profile collected to "
                    + "FILE, atomically, in --dcg-format, and a one-line summary to stderr.");

    /** The DCG file's format. */
    public static final VmOption<String> DCG_FORMAT = new VmOption<>("dcg-format", String.class, "json", "FORMAT",
            List.of("json", "dot", "collapsed"),
            "Format of --dcg-out: json (rvm-dcg/1, what 'rvm dcg' reads), dot (Graphviz) or collapsed "
                    + "(caller;callee weight lines, for flame-graph tools).")
            .onlyWhenSet(DCG_OUT);

    /** Decay factor of the DCG. */
    public static final VmOption<Double> DCG_DECAY = new VmOption<>("dcg-decay", Double.class, 1.0, "F", List.of(),
            "Multiply every DCG weight by F, in (0, 1], every --dcg-decay-every samples, so that recent "
                    + "behaviour weighs more than old. 1 keeps every sample's weight.")
            .notWith(PROFILE, "none");

    /** Samples between decays. */
    public static final VmOption<Integer> DCG_DECAY_EVERY = new VmOption<>("dcg-decay-every", Integer.class, 1000,
            "N", List.of(), "With --dcg-decay below 1: samples between decays.", 1)
            .notWith(PROFILE, "none").notWith(DCG_DECAY, 1.0);

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

    /** Every option, in help order. */
    public static final List<VmOption<?>> ALL = List.of(TIER, COMPILE_THRESHOLD, OSR_THRESHOLD, BATCH_COMPILATION,
            LEVEL2_AFTER, PRINT_COMPILATION, NO_COMPILED_YIELDPOINTS, COMPILED_BACKEDGE_CHECKS, COMPILED_FRAMES,
            PROFILE, TIMER, TIMER_MS,
            CBS_STRIDE, CBS_SAMPLES, CBS_START, CBS_SEED, DCG_OUT, DCG_FORMAT, DCG_DECAY, DCG_DECAY_EVERY,
            OPCODE_COUNTS, CALL_COUNTS, YIELDPOINT_STATS, MAIN_STACK_MB, PRINT_OPTIONS);

    private final Map<VmOption<?>, Object> values = new LinkedHashMap<>();
    /** The options {@link #set} explicitly, in the order they were set. */
    private final Set<VmOption<?>> explicit = new LinkedHashSet<>();

    /** Options with every value at its default. */
    public VmOptions() {
        for (VmOption<?> o : ALL) {
            values.put(o, o.defaultValue());
        }
    }

    /** Sets an option; the value must be of the option's type (or {@code null}). */
    public <T> VmOptions set(VmOption<T> option, T value) {
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
        for (VmOption<?> o : ALL) {
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

    /** The value in force, {@code null} when an option without default is unset. */
    public <T> T get(VmOption<T> option) {
        return option.type().cast(values.get(option));
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
