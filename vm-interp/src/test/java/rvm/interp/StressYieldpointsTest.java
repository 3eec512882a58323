package rvm.interp;

import rvm.core.options.VmOptions;

/**
 * The interpreter's yieldpoint cases in the stress mode: compiled at the first call, into compiled code
 * at the first backedge (the warm-up calls before recording do both), with compiled backedges checked
 * on every branch as the interpreter checks them.
 */
class StressYieldpointsTest extends InterpreterTest {

    @Override
    VmOptions options() {
        return new VmOptions(ExecutionOptions.TABLE).set(VmOptions.TIER, "adaptive").set(ExecutionOptions.COMPILE_THRESHOLD, 1)
                .set(ExecutionOptions.OSR_THRESHOLD, 1).set(ExecutionOptions.BATCH_COMPILATION, true)
                .set(ExecutionOptions.COMPILED_BACKEDGE_CHECKS, "every");
    }
}
