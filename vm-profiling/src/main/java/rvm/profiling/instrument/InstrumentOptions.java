package rvm.profiling.instrument;

import java.nio.file.Path;
import java.util.List;
import rvm.core.options.VmOption;
import rvm.core.options.VmOptions;

/**
 * The options of instrumentation sampling (Arnold and Ryder, PLDI 2001): {@code --instrument},
 * {@code --duplication}, {@code --sample-trigger}, {@code --sample-interval}, {@code --sample-timer}, {@code --sample-timer-ms},
 * {@code --sample-skip}, {@code --sample-cbs-stride}, {@code --sample-cbs-samples}, {@code --instrument-exhaustive},
 * {@code --instrument-methods} and {@code --instrument-out}. {@link InstrumentSettings#fromOptions}
 * reads them; the launcher assembles {@link #ALL} into the table of {@code rvm run}.
 */
public final class InstrumentOptions {

    /** What to instrument; unset: no instrumentation, no checks. */
    public static final VmOption<String> INSTRUMENT = new VmOption<>("instrument", String.class, null, "LIST",
            List.of(),
            "Instrument compiled code with Arnold and Ryder's framework (PLDI 2001): a comma-separated list of "
                    + "call-edges (each call site's caller, bytecode index and the target actually called, from the "
                    + "receiver's class) and field-accesses (each getfield, putfield, getstatic and putstatic site "
                    + "counted), and tool:TOOL.jar, a user's instrumentation tool (a class implementing rvm.tool.Tool, "
                    + "named by the jar manifest's Rvm-Tool attribute; tools/ has three examples), called at the "
                    + "events it asks for. Each compiled method gets checking code, with a check on entry and on every "
                    + "backedge, and a duplicated copy that carries the instrumentation (see --duplication, "
                    + "--sample-trigger, --sample-interval, --instrument-exhaustive, --instrument-out). Only compiled "
                    + "code is instrumented: not interpreted code, constructors or static initialisers.")
            .notWith(VmOptions.TIER, "interp");

    /** Run the instrumentation on every execution, without the framework. */
    public static final VmOption<Boolean> INSTRUMENT_EXHAUSTIVE = new VmOption<>("instrument-exhaustive",
            Boolean.class, false, null, List.of(),
            "With --instrument: run the instrumentation on every execution, with no checks and no duplicated "
                    + "code (the paper's Table 1, and the ground truth of the sampled profiles' accuracy).")
            .onlyWhenSet(INSTRUMENT);

    /** How the instrumented code is laid out. */
    public static final VmOption<String> DUPLICATION = new VmOption<>("duplication", String.class, "full", "MODE",
            List.of("full", "partial", "none"),
            "With --instrument: full: every basic block duplicated, checks only on method entries and backedges "
                    + "of the checking code; a sample runs the duplicated code until the next backedge or return "
                    + "(the paper's Property 1: no more checks than entries and backedges). partial: only the "
                    + "blocks between instrumentation and the paths to and from it duplicated, the checks moved "
                    + "to where the paths leave instrumentation-free code (Section 3.1); a loop that reaches no "
                    + "instrumentation has no check. none: nothing duplicated, each instrumentation operation "
                    + "guarded by a check of its own (Section 3.2).")
            .onlyWhenSet(INSTRUMENT).notWith(INSTRUMENT_EXHAUSTIVE, true);

    /** Where full duplication's copy is compiled. */
    public static final VmOption<String> SAMPLED_COPY = new VmOption<>("sampled-copy", String.class, "separate",
            "WHERE", List.of("separate", "inline"),
            "With --duplication=full: separate: the duplicated code is compiled in a method of its own with a "
                    + "second checking code; a sample leaves the compiled method for it with the activation's "
                    + "locals, and each backedge of the copy leaves the copy for that checking code, so that "
                    + "HotSpot never compiles the copy into a checking code's loops; inline: the copy follows "
                    + "the checking code in the same method, as in the paper. A method that locks a monitor "
                    + "itself (synchronized blocks, or inlined synchronized methods) keeps its copy inline.")
            .onlyWhenSet(INSTRUMENT).notWith(INSTRUMENT_EXHAUSTIVE, true).onlyWith(DUPLICATION, "full");

    /** What makes a check sample. */
    public static final VmOption<String> SAMPLE_TRIGGER = new VmOption<>("sample-trigger", String.class, "counter",
            "TRIGGER", List.of("counter", "timer", "yieldpoint", "cbs", "never"),
            "With --instrument: counter: every --sample-interval-th check samples, counted per thread (the "
                    + "paper's Figure 3). timer: a timer thread ticks every --sample-timer-ms, and the first check "
                    + "of any thread after a tick samples (the paper's Table 5). yieldpoint: the checks are rvm's "
                    + "own prologue and backedge yieldpoints (the paper's Section 4.5), and the first of them after "
                    + "a tick samples; with nothing to sample, the checking code costs what yieldpoints cost. cbs: "
                    + "the yieldpoints as checks, and each tick opens a counter-based sampling window in which "
                    + "every --sample-cbs-stride-th method entry samples, --sample-cbs-samples per tick. never: the "
                    + "checks run and count down but never sample, which measures the framework's own cost (the "
                    + "paper's Table 2). yieldpoint and cbs own the yieldpoint word: no --profile with them, and "
                    + "--tier=adaptive then recompiles at level 2 only by --level2-after or --inline-dcg.")
            .onlyWhenSet(INSTRUMENT).notWith(INSTRUMENT_EXHAUSTIVE, true);

    /** Checks between samples. */
    public static final VmOption<Integer> SAMPLE_INTERVAL = new VmOption<>("sample-interval", Integer.class, 1000,
            "N", List.of(),
            "With --instrument and --sample-trigger=counter: every N-th check of a thread samples, on average: "
                    + "after a sample the countdown restarts at a value drawn from N-N/2..N+N/2 (seeded, the same on "
                    + "every run), so that it cannot lock onto a loop that runs the same checks every iteration; 1 "
                    + "samples at every check, so every execution is instrumented.", 1)
            .onlyWhenSet(INSTRUMENT).notWith(INSTRUMENT_EXHAUSTIVE, true).onlyWith(SAMPLE_TRIGGER, "counter");

    /** Where the timer-driven triggers' ticks come from. */
    public static final VmOption<String> SAMPLE_TIMER = new VmOption<>("sample-timer", String.class, "clock",
            "SOURCE", List.of(),
            "With --instrument and --sample-trigger=timer, yieldpoint or cbs: what ticks. clock: a timer thread "
                    + "every --sample-timer-ms. ticks:N: a tick every N yieldpoints executed, so a deterministic "
                    + "program gets the same samples on every run (counts yieldpoints, which costs a little on "
                    + "every one); ticks:1 with yieldpoint makes every check sample.")
            .onlyWhenSet(INSTRUMENT).notWith(INSTRUMENT_EXHAUSTIVE, true)
            .onlyWith(SAMPLE_TRIGGER, "timer", "yieldpoint", "cbs");

    /** The timer trigger's period. */
    public static final VmOption<Integer> SAMPLE_TIMER_MS = new VmOption<>("sample-timer-ms", Integer.class, 10,
            "MS", List.of(),
            "With --instrument, --sample-trigger=timer, yieldpoint or cbs and --sample-timer=clock: milliseconds "
                    + "between ticks (10, as the paper's Jalapeno timer).", 1)
            .onlyWhenSet(INSTRUMENT).notWith(INSTRUMENT_EXHAUSTIVE, true)
            .onlyWith(SAMPLE_TRIGGER, "timer", "yieldpoint", "cbs").onlyWith(SAMPLE_TIMER, "clock");

    /** The yieldpoint trigger's checks between a tick and its sample. */
    public static final VmOption<Integer> SAMPLE_SKIP = new VmOption<>("sample-skip", Integer.class, 1, "N",
            List.of(),
            "With --instrument and --sample-trigger=yieldpoint: after each tick the sample falls on a check "
                    + "drawn uniformly from the next N (seeded, the same draws on every run), counted by the "
                    + "checking code's checks in their own code; until then strip-mined backedges "
                    + "(--compiled-backedge-checks=strip) test the word at every backedge. 1: the first check "
                    + "after the tick samples, as in the paper. A larger N moves the sample away from where the "
                    + "tick landed, which a clock picks by the time spent before it, and so makes the profiles "
                    + "more accurate for the same number of samples (docs/decisions/014-sample-skip.md).", 1)
            .onlyWhenSet(INSTRUMENT).notWith(INSTRUMENT_EXHAUSTIVE, true).onlyWith(SAMPLE_TRIGGER, "yieldpoint");

    /** The cbs trigger's stride. */
    public static final VmOption<Integer> SAMPLE_CBS_STRIDE = new VmOption<>("sample-cbs-stride", Integer.class, 3,
            "N", List.of(),
            "With --instrument and --sample-trigger=cbs: every N-th method entry check of a window samples.", 1)
            .onlyWhenSet(INSTRUMENT).onlyWith(SAMPLE_TRIGGER, "cbs");

    /** The cbs trigger's samples per tick. */
    public static final VmOption<Integer> SAMPLE_CBS_SAMPLES = new VmOption<>("sample-cbs-samples", Integer.class,
            16, "N", List.of(),
            "With --instrument and --sample-trigger=cbs: samples per tick; the window closes after the N-th.", 1)
            .onlyWhenSet(INSTRUMENT).onlyWith(SAMPLE_TRIGGER, "cbs");

    /** Which compiled methods are instrumented. */
    public static final VmOption<String> INSTRUMENT_METHODS = new VmOption<>("instrument-methods", String.class,
            "all", "SPEC", List.of(),
            "With --instrument: which compiled methods are instrumented (with what was inlined into them). all; "
                    + "hot, the methods the tier policy compiles at level 2 (--inliner=rvm; under --tier=adaptive "
                    + "the ones it found hot); or comma-separated patterns over pkg.Cls.method, * matching any "
                    + "characters (bench.javac.*,*.parse*). The others run uninstrumented, without checks.")
            .onlyWhenSet(INSTRUMENT);

    /** Where the instrumentation's profile goes. */
    public static final VmOption<Path> INSTRUMENT_OUT = new VmOption<>("instrument-out", Path.class, null, "FILE",
            List.of(),
            "With --instrument: when the guest ends, however it ends, write the instrumentation's results to FILE "
                    + "(JSON): the call-edge profile as an rvm-dcg/1 file ('rvm dcg overlap' compares it with an "
                    + "exact, CBS or other instrumentation profile), with the options, the number of samples "
                    + "(\"instrumentation\"), the count of each field access site (\"fieldAccesses\") and each "
                    + "tool's results (\"tools\"). Tools print a summary line whether or not FILE is set.")
            .onlyWhenSet(INSTRUMENT);

    /** Every instrumentation option, in {@code --help} order. */
    public static final List<VmOption<?>> ALL = List.of(INSTRUMENT, INSTRUMENT_EXHAUSTIVE, DUPLICATION,
            SAMPLED_COPY, SAMPLE_TRIGGER, SAMPLE_INTERVAL, SAMPLE_TIMER, SAMPLE_TIMER_MS, SAMPLE_SKIP,
            SAMPLE_CBS_STRIDE, SAMPLE_CBS_SAMPLES, INSTRUMENT_METHODS, INSTRUMENT_OUT);

    private InstrumentOptions() {
    }
}
