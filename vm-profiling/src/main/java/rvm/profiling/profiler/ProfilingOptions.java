package rvm.profiling.profiler;

import java.nio.file.Path;
import java.util.List;
import rvm.core.options.VmOption;

/**
 * The options of the call-graph profilers and of the DCG they build: {@code --profile},
 * {@code --timer*}, {@code --cbs-*} and {@code --dcg-*}.
 *
 * <p>{@link ProfilerSettings#fromOptions} reads the profiler's; the launcher, which writes the DCG
 * when the guest ends, reads {@link #DCG_OUT} and {@link #DCG_FORMAT}, and assembles {@link #ALL}
 * with the other modules' options into the one table of {@code rvm run}.
 */
public final class ProfilingOptions {

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
                    + "sample (every N-th prologue with --cbs-callers=announced).", 1)
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

    /** CBS: how a sample finds its caller. */
    public static final VmOption<String> CBS_CALLERS = new VmOption<>("cbs-callers", String.class, "announced",
            "MODE", List.of("announced", "walk"),
            "With --profile=cbs: how a sample finds its caller. announced: while a window is open, compiled "
                    + "code stores each call's site in its thread's slot before calling, and compiled checks "
                    + "count the window down and record (site, callee) with no call, so that sampling leaves "
                    + "no call in compiled code; methods JDK code may call (overrides of JDK methods, lambda "
                    + "bodies) still walk, so that their JDK callers are named. walk: every sample walks the "
                    + "host stack to its caller in the yieldpoints' slow path.")
            .onlyWith(PROFILE, "cbs");

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

    /** Every profiling option, in help order. */
    public static final List<VmOption<?>> ALL = List.of(PROFILE, TIMER, TIMER_MS, CBS_STRIDE, CBS_SAMPLES, CBS_START,
            CBS_SEED, CBS_CALLERS, DCG_OUT, DCG_FORMAT, DCG_DECAY, DCG_DECAY_EVERY);

    private ProfilingOptions() {
    }
}
