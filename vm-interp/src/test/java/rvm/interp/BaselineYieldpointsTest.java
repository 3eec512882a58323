package rvm.interp;

import rvm.core.options.VmOptions;

/** The interpreter's yieldpoint cases on compiled code: every method compiled before its first call. */
class BaselineYieldpointsTest extends InterpreterTest {

    @Override
    VmOptions options() {
        return new VmOptions().set(VmOptions.TIER, "baseline");
    }
}
