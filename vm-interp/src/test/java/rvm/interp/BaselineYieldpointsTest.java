package rvm.interp;

import rvm.core.options.VmOptions;

/**
 * The interpreter's yieldpoint cases on compiled code: every method compiled before its first call,
 * with compiled backedges checked on every branch as the interpreter checks them (strip-mined checks,
 * the default, take a held +1 only every 1024th backedge: {@code CompiledBackedgeChecksTest}).
 */
class BaselineYieldpointsTest extends InterpreterTest {

    @Override
    VmOptions options() {
        return new VmOptions(ExecutionOptions.TABLE).set(VmOptions.TIER, "baseline").set(ExecutionOptions.COMPILED_BACKEDGE_CHECKS, "every");
    }
}
