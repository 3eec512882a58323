package rvm.interp;

import java.nio.file.Path;
import java.util.List;
import rvm.core.compile.CodeGenConfig;
import rvm.core.compile.MethodTransform;
import rvm.core.loader.GuestClassLoader;
import rvm.core.model.ClassModel;
import rvm.core.options.VmOptions;
import rvm.interp.compiler.BaselineCompiler;
import rvm.interp.compiler.Optimizer;
import rvm.interp.link.GuestShutdown;
import rvm.interp.link.Linker;
import rvm.interp.tier.TierPolicy;
import rvm.interp.tier.Tiers;

/**
 * One guest run's virtual machine: the class model, the guest loader over the guest class path,
 * and the executor behind every entry slot. The pipeline reads straight through: load the main
 * class, find its {@code main}, run it.
 */
public final class Vm {

    private final VmOptions options;
    private final ClassModel model = new ClassModel();
    private final Interpreter interpreter;
    private final Tiers tiers;
    private final GuestClassLoader loader;

    /** A VM over the guest class path counting what its options ask for ({@link Instrumentation#of}). */
    public Vm(List<Path> classPath, VmOptions options) {
        this(classPath, options, Instrumentation.of(options));
    }

    /** A VM over the guest class path that counts and announces what {@code instrumentation} says. */
    public Vm(List<Path> classPath, VmOptions options, Instrumentation instrumentation) {
        this(classPath, options, instrumentation, Optimizer.NONE);
    }

    /**
     * A VM over the guest class path that counts and announces what {@code instrumentation} says, and
     * compiles level 2 with {@code optimizer}'s transforms (the inliner the launcher hands in).
     */
    public Vm(List<Path> classPath, VmOptions options, Instrumentation instrumentation, Optimizer optimizer) {
        this(classPath, options, instrumentation, optimizer, null);
    }

    /**
     * As {@link #Vm(List, VmOptions, Instrumentation, Optimizer)}, with {@code instrumenter} (or
     * {@code null}) run on every compilation: instrumentation sampling's transform, which the
     * launcher hands in (see {@link BaselineCompiler}).
     */
    public Vm(List<Path> classPath, VmOptions options, Instrumentation instrumentation, Optimizer optimizer,
              MethodTransform instrumenter) {
        this.options = options;
        CodeGenConfig.YieldpointCode yieldpoints = options.get(ExecutionOptions.NO_COMPILED_YIELDPOINTS)
                ? CodeGenConfig.YieldpointCode.NONE
                : instrumentation.countYieldpoints() ? CodeGenConfig.YieldpointCode.COUNTING
                : CodeGenConfig.YieldpointCode.INLINE;
        CodeGenConfig config = new CodeGenConfig(yieldpoints, CodeGenConfig.BackedgeChecks.valueOf(
                options.get(ExecutionOptions.COMPILED_BACKEDGE_CHECKS).toUpperCase(java.util.Locale.ROOT)),
                options.get(ExecutionOptions.COMPILED_FRAMES).equals("guest"), instrumentation.announceCalls(),
                instrumentation.announceWindowCalls());
        BaselineCompiler compiler = new BaselineCompiler(Linker::isIntrinsic, config, optimizer, instrumenter);
        this.interpreter = new Interpreter(model, compiler, instrumentation);
        this.tiers = tiers(options, interpreter, compiler);
        if (tiers.mode() != TierPolicy.Mode.INTERP) {
            interpreter.setTiers(tiers); // tier 0 alone counts nothing
        }
        model.setExecutor(interpreter);
        model.setIntrinsics(Linker::isIntrinsic);
        this.loader = new GuestClassLoader(classPath, model);
    }

    private static Tiers tiers(VmOptions options, Interpreter interpreter, BaselineCompiler compiler) {
        TierPolicy.Mode mode = TierPolicy.Mode.valueOf(options.get(VmOptions.TIER).toUpperCase(java.util.Locale.ROOT));
        TierPolicy policy = new TierPolicy(mode, options.get(ExecutionOptions.COMPILE_THRESHOLD),
                options.get(ExecutionOptions.OSR_THRESHOLD), options.get(ExecutionOptions.LEVEL2_AFTER));
        return new Tiers(policy, options.get(ExecutionOptions.BATCH_COMPILATION),
                options.get(ExecutionOptions.PRINT_COMPILATION) ? System.err : null, compiler, m -> interpreter.code(m).tier);
    }

    /** The tier controller: what runs at which level, and requests to recompile. */
    public Tiers tiers() {
        return tiers;
    }

    /** The baseline compiler, which also maps compiled frames back to guest methods. */
    public BaselineCompiler compiler() {
        return tiers.compiler();
    }

    /** The current thread's guest stack across tiers (what stack traces and profilers read). */
    public rvm.core.stack.GuestStack guestStack() {
        return interpreter.guestStack();
    }

    /** Where the current thread's innermost guest frame was called from (see {@link rvm.core.stack.CallerLookup}). */
    public rvm.core.stack.CallerLookup callerLookup() {
        return interpreter.callerLookup();
    }

    /** The guest's shutdown hooks and {@code Runtime.halt} (see {@link GuestShutdown}). */
    public GuestShutdown shutdown() {
        return interpreter.shutdown();
    }

    /** The options of this run. */
    public VmOptions options() {
        return options;
    }

    /** The guest class loader. */
    public GuestClassLoader loader() {
        return loader;
    }

    /** The model of loaded guest classes. */
    public ClassModel model() {
        return model;
    }

    /** The tier-0 interpreter. */
    public Interpreter interpreter() {
        return interpreter;
    }

    /** Loads (without initialising) a guest class by binary name. */
    public Class<?> loadClass(String binaryName) throws ClassNotFoundException {
        return Class.forName(binaryName, false, loader);
    }
}
