package rvm.interp;

import java.lang.invoke.MethodHandle;
import java.lang.invoke.MethodHandles;
import java.lang.invoke.MethodType;
import java.lang.reflect.Method;
import java.lang.reflect.Modifier;
import java.nio.file.Path;
import java.util.List;
import rvm.core.compile.CodeGenConfig;
import rvm.core.compile.MethodTransform;
import rvm.core.loader.GuestClassLoader;
import rvm.core.model.ClassModel;
import rvm.core.model.GuestClass;
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
        CodeGenConfig.YieldpointCode yieldpoints = options.get(VmOptions.NO_COMPILED_YIELDPOINTS)
                ? CodeGenConfig.YieldpointCode.NONE
                : instrumentation.countYieldpoints() ? CodeGenConfig.YieldpointCode.COUNTING
                : CodeGenConfig.YieldpointCode.INLINE;
        CodeGenConfig config = new CodeGenConfig(yieldpoints, CodeGenConfig.BackedgeChecks.valueOf(
                options.get(VmOptions.COMPILED_BACKEDGE_CHECKS).toUpperCase(java.util.Locale.ROOT)),
                options.get(VmOptions.COMPILED_FRAMES).equals("guest"), instrumentation.announceCalls());
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
        TierPolicy policy = new TierPolicy(mode, options.get(VmOptions.COMPILE_THRESHOLD),
                options.get(VmOptions.OSR_THRESHOLD), options.get(VmOptions.LEVEL2_AFTER));
        return new Tiers(policy, options.get(VmOptions.BATCH_COMPILATION),
                options.get(VmOptions.PRINT_COMPILATION) ? System.err : null, compiler, m -> interpreter.code(m).tier);
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

    /** Whether the host's launcher follows JEP 512 (JDK 25): instance and no-argument main methods. */
    static final boolean HOST_HAS_INSTANCE_MAIN = Runtime.version().feature() >= 25;

    /** The launcher refuses the main class: {@code getMessage()} is what java prints after "Error: ". */
    public static final class LaunchException extends Exception {
        private static final long serialVersionUID = 1L;

        LaunchException(String message) {
            super(message, null, false, false);
        }
    }

    /**
     * The main method of a guest class, as a handle of type {@code (String[])void}, chosen as the
     * host's {@code java} launcher chooses it. Before JDK 25: {@code public static void
     * main(String[])}. From JDK 25 (JEP 512, {@code jdk.internal.misc.MethodFinder}): a non-private
     * {@code main(String[])}, else a non-private {@code main()}, static or instance, declared in the
     * class, a superclass or an interface; an instance main runs on a new instance made with the
     * class's non-private no-argument constructor, on the thread that calls the handle.
     *
     * @throws NoSuchMethodException when the class has no main method ("Main method not found")
     * @throws LaunchException when its main method is one the launcher refuses: before JDK 25, not
     *                         static or not void; from JDK 25, an instance main it cannot call
     * @throws LinkageError when the class cannot be linked (it fails verification, say) or a type in
     *         the signature of one of its methods cannot be loaded: the launcher's reflection links
     *         the class and loads those types, so the host fails there too
     */
    public MethodHandle mainMethod(Class<?> mainClass)
            throws NoSuchMethodException, IllegalAccessException, LaunchException {
        if (mainClass.getClassLoader() != loader) {
            throw new NoSuchMethodException("main"); // not the guest's: a JDK class, say
        }
        if (!HOST_HAS_INSTANCE_MAIN) {
            Method m = mainClass.getMethod("main", String[].class); // links the class, as the launcher does
            String declaring = m.getDeclaringClass().getName();
            if (!Modifier.isStatic(m.getModifiers())) {
                throw new LaunchException("Main method is not static in class " + declaring
                        + ", please define the main method as:\n   public static void main(String[] args)");
            }
            if (m.getReturnType() != void.class) {
                throw new LaunchException("Main method must return a value of type void in class " + declaring
                        + ", please \ndefine the main method as:\n   public static void main(String[] args)");
            }
            return lookup(mainClass).findStatic(mainClass, "main", MethodType.methodType(void.class, String[].class));
        }
        Method m = findMain(mainClass, true, String[].class);
        if (m == null) {
            m = findMain(mainClass, false, String[].class);
        }
        if (m == null || !launchable(m)) {
            m = findMain(mainClass, false);
        }
        if (m == null || !launchable(m)) {
            throw new NoSuchMethodException(mainClass.getName() + ".main");
        }
        Class<?> declaring = m.getDeclaringClass().getClassLoader() == loader ? m.getDeclaringClass() : mainClass;
        MethodHandle h = lookup(declaring).unreflect(m);
        if (m.getParameterCount() == 0) {
            h = MethodHandles.dropArguments(h, h.type().parameterCount(), String[].class);
        }
        if (!Modifier.isStatic(m.getModifiers())) {
            h = MethodHandles.foldArguments(h.asType(h.type().changeParameterType(0, mainClass)),
                    instanceFactory(mainClass, m.getDeclaringClass().getName()));
        }
        return h.asType(MethodType.methodType(void.class, String[].class));
    }

    /**
     * A lookup with private access on {@code c}, a class of the guest loader: the guest class's own,
     * or, for a class the guest loader defined unchanged (see
     * {@link GuestClassLoader#defineGuestClass}), one from {@code privateLookupIn}, which every class
     * of the guest loader's unnamed module allows.
     */
    private MethodHandles.Lookup lookup(Class<?> c) throws IllegalAccessException {
        GuestClass g = model.forHost(c);
        return g != null ? g.lookup() : MethodHandles.privateLookupIn(c, MethodHandles.lookup());
    }

    private static boolean launchable(Method m) {
        return m.getReturnType() == void.class && !Modifier.isPrivate(m.getModifiers());
    }

    /** A method {@code main(params)} of {@code c}, its superclasses, then their interfaces' default methods. */
    private static Method findMain(Class<?> c, boolean publicOnly, Class<?>... params) {
        for (Class<?> k = c; k != null; k = k.getSuperclass()) {
            try {
                Method m = k.getDeclaredMethod("main", params);
                if (!publicOnly || Modifier.isPublic(m.getModifiers())) {
                    return m;
                }
            } catch (NoSuchMethodException e) {
                // look further up
            }
        }
        for (Class<?> k = c; k != null; k = k.getSuperclass()) {
            for (Class<?> i : k.getInterfaces()) {
                Method m = findMain(i, publicOnly, params);
                if (m != null && !Modifier.isStatic(m.getModifiers())) {
                    return m;
                }
            }
        }
        return null;
    }

    /** {@code ()C}: the no-argument constructor an instance main needs, with the launcher's refusals. */
    private MethodHandle instanceFactory(Class<?> c, String declaring)
            throws IllegalAccessException, LaunchException {
        if (Modifier.isAbstract(c.getModifiers())) {
            throw new LaunchException("abstract class " + declaring + " can not be instantiated\n"
                    + "please use a concrete class");
        }
        if (c.isMemberClass() && !Modifier.isStatic(c.getModifiers())) {
            throw new LaunchException("non-static inner class " + declaring + " constructor can not be invoked \n"
                    + "make inner class static or move inner class out to separate source file");
        }
        try {
            if (!Modifier.isPrivate(c.getDeclaredConstructor().getModifiers())) {
                return lookup(c).findConstructor(c, MethodType.methodType(void.class));
            }
        } catch (NoSuchMethodException e) {
            // refused below
        }
        throw new LaunchException("no non-private zero argument constructor found in class " + declaring + "\n"
                + "remove private from existing constructor or define as:\n   public " + declaring + "()");
    }
}
