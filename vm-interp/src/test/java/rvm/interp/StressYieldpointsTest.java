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
        return new VmOptions().set(VmOptions.TIER, "adaptive").set(VmOptions.COMPILE_THRESHOLD, 1)
                .set(VmOptions.OSR_THRESHOLD, 1).set(VmOptions.BATCH_COMPILATION, true)
                .set(VmOptions.COMPILED_BACKEDGE_CHECKS, "every");
    }
}
