package rvm.interp;

import rvm.core.options.VmOptions;

/**
 * What a run asks the executor to count or announce, handed to the {@link Vm} as a value: the
 * interpreter and the compiler read nothing else to decide it.
 *
 * @param countOpcodes     whether the interpreter counts executions per opcode ({@code --opcode-counts})
 * @param countCalls       whether the interpreter counts calls per call edge ({@code --call-counts})
 * @param countYieldpoints whether executed yieldpoints are counted, in the interpreter and in the
 *                         code the compiler emits ({@code --yieldpoint-stats}, or a profiler whose
 *                         ticks fall on executed yieldpoints)
 * @param announceCalls    whether every call announces its call site ({@code --profile=exact})
 * @param announceWindowCalls whether calls announce their call sites while a counter-based sampling
 *                         window is open ({@code --profile=cbs --cbs-callers=announced})
 */
public record Instrumentation(boolean countOpcodes, boolean countCalls, boolean countYieldpoints,
                              boolean announceCalls, boolean announceWindowCalls) {

    /** Nothing counted, nothing announced. */
    public static final Instrumentation NONE = new Instrumentation(false, false, false, false);

    /** Without counter-based sampling's announcements. */
    public Instrumentation(boolean countOpcodes, boolean countCalls, boolean countYieldpoints,
                           boolean announceCalls) {
        this(countOpcodes, countCalls, countYieldpoints, announceCalls, false);
    }

    /** What the executor's own options ask for (a profiler may ask for more: see the launcher). */
    public static Instrumentation of(VmOptions options) {
        return new Instrumentation(options.get(ExecutionOptions.OPCODE_COUNTS) != null,
                options.get(ExecutionOptions.CALL_COUNTS) != null, options.get(ExecutionOptions.YIELDPOINT_STATS), false);
    }
}
