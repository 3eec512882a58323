package rvm.interp.compiler;

import static org.objectweb.asm.Opcodes.*;

import java.lang.invoke.MethodHandle;
import java.lang.invoke.MethodHandles;
import java.lang.invoke.MethodType;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.function.Predicate;
import org.objectweb.asm.ClassWriter;
import org.objectweb.asm.Label;
import org.objectweb.asm.MethodVisitor;
import org.objectweb.asm.Type;
import org.objectweb.asm.tree.MethodInsnNode;
import rvm.core.compile.CodeGenConfig;
import rvm.core.compile.CompilationUnit;
import rvm.core.compile.InlineMap;
import rvm.core.compile.MethodTransform;
import rvm.core.loader.ClassHierarchy;
import rvm.core.loader.GuestClassLoader;
import rvm.core.loader.HierarchyClassWriter;
import rvm.core.model.GuestClass;
import rvm.core.model.GuestMethod;
import rvm.core.runtime.VmThreads;

/**
 * The baseline compiler (tier 1): turns guest methods into host bytecode with ASM, many methods of
 * one guest class per hidden class, defined as a nestmate of the guest class so the code reaches
 * the guest's private members directly. See {@link MethodTranslator} for what the code contains.
 *
 * <p>A hidden class is named {@code C$$RvmBaseline} (the JVM appends {@code /0x...}); each compiled
 * method keeps its guest name, takes the receiver of an instance method as its first parameter,
 * and keeps the guest's line numbers and source file, so host stack traces (with
 * {@code -XX:+ShowHiddenFrames}) show a compiled frame as class, method, file and line. Methods
 * whose names start with {@code rvm$} are the VM's bridges, never guest frames.
 *
 * <p>Thread-safe: compilations may run concurrently (on the compiler thread and, for
 * {@code --batch-compilation} and {@code --tier=baseline}, guest threads).
 */
public final class BaselineCompiler {

    /** The suffix of the names of hidden classes of compiled code. */
    public static final String HIDDEN_CLASS_SUFFIX = "$$RvmBaseline";
    /**
     * The suffix of the names of hidden classes of code compiled with the optimizer's transforms (a
     * level-2 method with what rvm inlined into it, alone in its class): the host is told not to
     * inline into such code or out of it, so that its inlining is rvm's alone.
     */
    public static final String OPTIMISED_CLASS_SUFFIX = "$$RvmOptimised";
    /** The prefix of the VM's own methods in those classes. */
    public static final String BRIDGE_PREFIX = "rvm$";

    /** HotSpot's {@code HugeMethodLimit}: it does not compile a method with more bytecode. */
    public static final int HUGE_METHOD_LIMIT = 8000;

    /** The first compiled level: the guest's code with yieldpoints, nothing inlined. */
    public static final int BASELINE_LEVEL = 1;
    /**
     * The optimising level: the baseline compiler with the {@link Optimizer}'s transforms first (the
     * inliner, under {@code --inliner=rvm}); without an optimizer it compiles as {@link #BASELINE_LEVEL}
     * does. {@code --level2-after} recompiles methods at it.
     */
    public static final int OPT_LEVEL = 2;

    /**
     * What to compile: a method at a level, or its OSR variant continuing at instruction
     * {@code osrTarget}.
     *
     * @param level      {@link #BASELINE_LEVEL} or {@link #OPT_LEVEL}
     * @param countCalls whether the code reports each call ({@code MethodExecutor.compiledCall}),
     *                   so that the tier policy can recompile it at a higher level
     * @param why        why it was asked for, when a controller decided it (its event and estimates),
     *                   or {@code null}
     */
    public record Request(GuestMethod method, int osrTarget, int level, boolean countCalls, String why) {

        /** A request the tier policy made by its counts. */
        public Request(GuestMethod method, int osrTarget, int level, boolean countCalls) {
            this(method, osrTarget, level, countCalls, null);
        }

        /** The normal compilation of {@code method} at the baseline level, not counting calls. */
        public static Request normal(GuestMethod method) {
            return new Request(method, -1, BASELINE_LEVEL, false);
        }

        @Override
        public String toString() {
            return method.jvmName() + (osrTarget >= 0 ? " @ " + method.bciOf(osrTarget) : "")
                    + (level != BASELINE_LEVEL ? " (level " + level + ")" : "");
        }
    }

    /**
     * The outcome of one request: the compiled method, or why there is none.
     *
     * @param failure why there is no compiled method, or {@code null}
     * @param refused why a level-2 compilation was compiled without the optimizer's transforms (its
     *                cost over the budget, {@link CompileBudget}), or {@code null}
     * @param cost    what it took (its share of its hidden class's when it shared one)
     */
    public record Result(Request request, CompiledMethod compiled, String failure, String refused, Cost cost) {

        /** An outcome whose cost is not known yet (the batch it was part of sets it). */
        public Result(Request request, CompiledMethod compiled, String failure) {
            this(request, compiled, failure, null, Cost.NONE);
        }

        /** This outcome at {@code cost}. */
        Result took(Cost cost) {
            return new Result(request, compiled, failure, refused, cost);
        }

        /** This outcome, compiled without the optimizer for {@code reason}. */
        Result refusedFor(String reason) {
            return new Result(request, compiled, failure, reason, cost);
        }
    }

    /**
     * What compiling took: time, and the bytes allocated on the compiling thread (an upper bound of
     * the memory the compilation held at once; 0 where the host does not count them).
     */
    public record Cost(long nanos, long allocatedBytes) {

        /** Nothing measured. */
        public static final Cost NONE = new Cost(0, 0);

        /** The cost of the work since {@code start}, shared by {@code n} results. */
        static Cost since(Cost start, int n) {
            Cost now = now();
            return new Cost((now.nanos - start.nanos) / n, (now.allocatedBytes - start.allocatedBytes) / n);
        }

        /** A reading of the clock and of this thread's allocation counter. */
        static Cost now() {
            return new Cost(System.nanoTime(), Allocation.currentThread());
        }
    }

    private final Predicate<MethodInsnNode> intrinsic;
    private final CodeGenConfig config;
    private final Optimizer optimizer;
    /** Instrumentation sampling's transform, run on every compilation; {@code null}: none. */
    private final MethodTransform instrumenter;
    private final List<MethodTransform> transforms;
    /** The registered methods of each hidden class, by the class's name (what a trace element names). */
    private final Map<String, Registered> byHiddenClassName = new ConcurrentHashMap<>();
    private final AtomicInteger compileIds = new AtomicInteger();
    private final AtomicInteger guestFramesRefused = new AtomicInteger();
    private final Map<Class<?>, Registered> byHiddenClass = new ConcurrentHashMap<>();

    /**
     * The compiled methods of one hidden class, by name and descriptor, and by name alone for the
     * names only one of them has (a stack walk then needs no descriptor, which is slow to get).
     */
    private record Registered(Map<String, CompiledMethod> bySignature, Map<String, CompiledMethod> byUniqueName) {
    }

    /**
     * @param intrinsic the calls the VM answers itself (compiled code must route them to the VM)
     * @param config    what the compiler adds to the guest's code
     * @param optimizer what level 2 adds ({@link Optimizer#NONE}: nothing)
     */
    public BaselineCompiler(Predicate<MethodInsnNode> intrinsic, CodeGenConfig config, Optimizer optimizer) {
        this(intrinsic, config, optimizer, null);
    }

    /**
     * @param intrinsic    the calls the VM answers itself (compiled code must route them to the VM)
     * @param config       what the compiler adds to the guest's code
     * @param optimizer    what level 2 adds ({@link Optimizer#NONE}: nothing)
     * @param instrumenter a transform run on every compilation after the prologue and epilogue
     *                     yieldpoints and before the backedge ones (instrumentation sampling, handed in
     *                     by the launcher), whose code then gets frames computed by ASM; {@code null}
     *                     for none
     */
    public BaselineCompiler(Predicate<MethodInsnNode> intrinsic, CodeGenConfig config, Optimizer optimizer,
                            MethodTransform instrumenter) {
        this.intrinsic = intrinsic;
        this.config = config;
        this.optimizer = optimizer;
        this.instrumenter = instrumenter;
        this.transforms = Transforms.baseline(instrumenter);
    }

    /**
     * Whether a level-2 compilation of {@code m} would make it faster now ({@link Optimizer#gains});
     * false without an optimizer, when level 2 compiles as level 1.
     */
    public boolean optimizerGains(GuestMethod m) {
        return optimizer != Optimizer.NONE
                && optimizer.gains(m, ((GuestClassLoader) m.owner().loader()).hierarchy());
    }

    /** Whether {@code r} is compiled with the optimizer's transforms (in a hidden class of its own). */
    private boolean optimizes(Request r) {
        return optimizer != Optimizer.NONE && r.level() >= OPT_LEVEL && r.osrTarget() < 0;
    }

    /**
     * An optimised compilation over its budget ({@link CompileBudget}), found before its code is
     * written or, for the huge-method limit, once it is: it is compiled again without the optimizer's
     * transforms.
     */
    private static final class Refused extends RuntimeException {
        final transient CompileBudget.Refusal refusal;

        Refused(CompileBudget.Refusal refusal) {
            super(null, null, false, false);
            this.refusal = refusal;
        }
    }

    /**
     * The guest class a host class of compiled code stands for ({@code C} for {@code C$$RvmBaseline/0x...}
     * or {@code C$$RvmOptimised/0x...}), or {@code null} when {@code hostClassName} names no such class.
     */
    public static String guestClassOfCompiled(String hostClassName) {
        int i = hostClassName.indexOf(HIDDEN_CLASS_SUFFIX + "/");
        if (i < 0) {
            i = hostClassName.indexOf(OPTIMISED_CLASS_SUFFIX + "/");
        }
        return i < 0 ? null : hostClassName.substring(0, i);
    }

    /** Whether the compiler can compile {@code m} at all (it has code without subroutines). */
    public static boolean canCompile(GuestMethod m) {
        return m.hasBody() && !m.isKeptAsBytecode() && MethodTranslator.isCompilable(m);
    }

    /**
     * The compiled method a host stack frame runs, or {@code null} when the frame is not a guest
     * method of a hidden class of compiled code (a bridge, or another class).
     */
    public CompiledMethod compiledMethod(Class<?> declaringClass, String name, String descriptor) {
        Registered methods = byHiddenClass.get(declaringClass);
        return methods == null ? null : methods.bySignature().get(name + descriptor);
    }

    /**
     * The compiled method a stack trace element names, by its hidden class's name and the method's
     * name, when that class has one method of that name (always so for code with inlined methods,
     * which has a class of its own), or {@code null}.
     */
    public CompiledMethod compiledMethodNamed(String hiddenClassName, String name) {
        Registered methods = byHiddenClassName.get(hiddenClassName);
        return methods == null ? null : methods.byUniqueName().get(name);
    }

    /**
     * The compiled method a host stack frame runs when its hidden class has only one method of that
     * name, or {@code null}: then ask {@link #compiledMethod(Class, String, String)}. A cheaper
     * first try for stack walks.
     */
    public CompiledMethod compiledMethodNamed(Class<?> declaringClass, String name) {
        Registered methods = byHiddenClass.get(declaringClass);
        return methods == null ? null : methods.byUniqueName().get(name);
    }

    /**
     * Compiles requests for methods of one guest class. The requests go into as few hidden classes as
     * their names allow; a class that fails to compile or verify is retried one request at a time, so
     * one bad method does not hold back the others.
     */
    public List<Result> compile(GuestClass owner, List<Request> requests) {
        return compile(owner, requests, true);
    }

    /**
     * As {@link #compile(GuestClass, List)}; without {@code optimize} level-2 requests are compiled
     * without the optimizer's transforms. An optimised method over its budget ({@link CompileBudget}:
     * code over HotSpot's huge-method limit, which HotSpot would only interpret, such as Rhino's
     * interpreter loop once inlined; frames too costly to compute) is compiled again that way, and the
     * optimizer hears why.
     */
    private List<Result> compile(GuestClass owner, List<Request> requests, boolean optimize) {
        List<Result> results = new ArrayList<>();
        List<Request> pending = new ArrayList<>(requests);
        while (!pending.isEmpty()) {
            List<Request> batch = new ArrayList<>();
            List<Request> later = new ArrayList<>();
            Set<String> signatures = new HashSet<>();
            for (Request r : pending) {
                if (!batch.isEmpty() && optimize && (optimizes(r) || optimizes(batch.get(0)))) {
                    later.add(r); // an optimised method is alone in its class: trace elements name it by class and name
                } else {
                    (signatures.add(compiledName(r) + compiledDescriptor(r)) ? batch : later).add(r);
                }
            }
            Cost start = Cost.now();
            try {
                List<Result> defined = defineWithGuestFrames(owner, batch, optimize);
                Cost share = Cost.since(start, defined.size());
                defined.forEach(r -> results.add(r.took(share)));
            } catch (Refused e) { // an optimised batch holds one request
                for (Result r : compile(owner, batch, false)) {
                    results.add(r.refusedFor(e.refusal.toString()));
                    if (r.compiled() != null) {
                        optimizer.refused(r.compiled(), e.refusal.toString(), r.request().why());
                    }
                }
            } catch (RuntimeException | LinkageError | VirtualMachineError e) {
                if (batch.size() == 1) {
                    results.add(new Result(batch.get(0), null, describe(e), null, Cost.since(start, 1)));
                    if (e instanceof VirtualMachineError) {
                        abandoned(batch.get(0), e);
                    }
                } else {
                    for (Request r : batch) {
                        results.addAll(compile(owner, List.of(r), optimize));
                    }
                }
            }
            pending = later;
        }
        return results;
    }

    /**
     * Reports a compilation the JVM could not finish (out of memory, out of stack): the compiler
     * abandons it and goes on; the method runs on at the level it ran at.
     */
    private static void abandoned(Request r, Throwable e) {
        VmThreads.reportAbandoned(e.getClass().getSimpleName() + " compiling",
                "compiling " + r.method().jvmName() + " at level " + r.level() + " failed: " + describe(e)
                        + "; that compilation is abandoned and the method runs on where it ran"
                        + " (--print-compilation and --vm-stats show every one)");
    }

    private static String describe(Throwable e) {
        String m = e.getMessage();
        return e.getClass().getSimpleName() + (m == null ? "" : ": " + m.lines().findFirst().orElse(""));
    }

    /**
     * {@link #define}s the batch with the guest's own stack map frames where the class file must have
     * them (version 51 and later) and the batch has no OSR variant (whose entry code needs frames of its
     * own); with frames computed by ASM otherwise, or when the guest's frames turn out not to fit.
     */
    private List<Result> defineWithGuestFrames(GuestClass owner, List<Request> batch, boolean optimize) {
        if (config.guestFrames() && instrumenter == null && (owner.node().version & 0xffff) >= V1_7
                && batch.stream().allMatch(r -> r.osrTarget() < 0 && !(optimize && optimizes(r)))) {
            try {
                return define(owner, batch, true, optimize);
            } catch (MethodTranslator.MissingFrameException | VerifyError e) {
                guestFramesRefused.incrementAndGet();
            }
        }
        return define(owner, batch, false, optimize);
    }

    /**
     * How many batches were compiled with computed frames after the guest's frames did not fit (a frame
     * missing where the translated code needs one, or a verify error). A diagnostic for tests: with
     * valid class files it should stay 0.
     */
    public int guestFramesRefused() {
        return guestFramesRefused.get();
    }

    private List<Result> define(GuestClass owner, List<Request> batch, boolean guestFrames, boolean optimize) {
        ClassHierarchy hierarchy = ((GuestClassLoader) owner.loader()).hierarchy();
        AccessRules access = new AccessRules(hierarchy, owner.name(), intrinsic);
        // the guest's frames need only the maximum stack size computed (the translation adds to it)
        ClassWriter cw = guestFrames ? new ClassWriter(ClassWriter.COMPUTE_MAXS)
                : new HierarchyClassWriter(ClassWriter.COMPUTE_FRAMES, hierarchy);
        String name = owner.name() + (optimize && optimizes(batch.get(0)) ? OPTIMISED_CLASS_SUFFIX : HIDDEN_CLASS_SUFFIX);
        cw.visit(classVersion(owner), ACC_FINAL | ACC_SUPER | ACC_SYNTHETIC, name, null, "java/lang/Object", null);
        if (owner.sourceFile() != null) {
            cw.visitSource(owner.sourceFile(), null);
        }
        List<Result> results = new ArrayList<>();
        List<MethodTranslator> translators = new ArrayList<>();
        List<Label[]> ends = new ArrayList<>();
        List<List<Object>> reports = new ArrayList<>();
        Map<Integer, SampledCopy> sampledCopies = new HashMap<>(); // by request
        for (int k = 0; k < batch.size(); k++) {
            Request r = batch.get(k);
            if (!canCompile(r.method())) {
                results.add(new Result(r, null, "has subroutines (jsr/ret)"));
                translators.add(null);
                ends.add(null);
                reports.add(null);
                continue;
            }
            OsrState state = null;
            if (r.osrTarget() >= 0) {
                state = OsrState.at(r.method(), r.osrTarget(), hierarchy);
                if (state == null) {
                    results.add(new Result(r, null, "no frame state at the OSR target that compiled code can "
                            + "take (it does not verify, or may hold an object under construction)"));
                    translators.add(null);
                    ends.add(null);
                    reports.add(null);
                    continue;
                }
            }
            boolean optimized = optimize && optimizes(r);
            if (optimized) {
                refuseIfOver(CompileBudget.beforeTransforms(r.method()));
            }
            CompilationUnit unit = CompilationUnit.of(r.method(), r.osrTarget(), r.countCalls(), optimized, config);
            if (optimized) {
                for (MethodTransform transform : optimizer.transforms(owner, hierarchy)) {
                    transform.transform(unit);
                }
            }
            for (MethodTransform transform : transforms) {
                transform.transform(unit);
            }
            if (optimized) {
                refuseIfOver(CompileBudget.afterTransforms(unit));
            }
            String unroutable = MethodTranslator.unroutable(unit, access);
            if (unroutable != null) {
                results.add(new Result(r, null, unroutable));
                translators.add(null);
                ends.add(null);
                reports.add(null);
                continue;
            }
            reports.add(unit.reports());
            SampledCopyWriter transfers = unit.hasSampledCopy()
                    ? new SampledCopyWriter(unit, name, sampledName(r, k), false) : null;
            MethodTranslator t = new MethodTranslator(unit, access, state, guestFrames ? GuestFrames.of(unit) : null,
                    transfers);
            MethodVisitor mv = cw.visitMethod(ACC_PRIVATE | ACC_STATIC, compiledName(r), compiledDescriptor(r),
                    null, null);
            Label end = new Label();
            t.write(new EndMarker(mv, end));
            if (optimized) {
                refuseIfOver(CompileBudget.afterWriting(end.getOffset()));
            }
            translators.add(t);
            if (transfers != null) { // instrumentation sampling's copy, in a method of its own
                transfers.writeSlotsMethod(cw);
                MethodTranslator copy = new MethodTranslator(unit, access, null, null,
                        new SampledCopyWriter(unit, name, sampledName(r, k), true));
                Label copyEnd = new Label();
                copy.write(new EndMarker(cw.visitMethod(ACC_PRIVATE | ACC_STATIC, sampledName(r, k),
                        SampledCopyWriter.descriptor(r.method()), null, null), copyEnd));
                if (optimized) {
                    refuseIfOver(CompileBudget.afterWriting(copyEnd.getOffset()));
                }
                sampledCopies.put(k, new SampledCopy(copy, copyEnd));
            }
            ends.add(new Label[] {end});
            if (r.osrTarget() < 0) {
                Bridges.writeInterpreterEntry(cw, bridgeName(k), name, compiledName(r), compiledDescriptor(r));
            }
            results.add(null);
        }
        cw.visitEnd();
        byte[] bytes = cw.toByteArray();
        MethodHandles.Lookup hidden;
        try {
            hidden = owner.lookup().defineHiddenClass(bytes, true, MethodHandles.Lookup.ClassOption.NESTMATE,
                    MethodHandles.Lookup.ClassOption.STRONG);
        } catch (IllegalAccessException e) {
            throw new IllegalStateException("cannot define compiled code for " + owner.name(), e);
        }
        Map<String, CompiledMethod> registered = new HashMap<>();
        Map<String, CompiledMethod> byName = new HashMap<>();
        Set<String> repeated = new HashSet<>();
        for (int k = 0; k < batch.size(); k++) {
            if (results.get(k) != null) {
                continue;
            }
            Request r = batch.get(k);
            CompiledMethod m = link(hidden, r, k, translators.get(k), ends.get(k)[0].getOffset(), reports.get(k));
            registered.put(compiledName(r) + compiledDescriptor(r), m);
            if (byName.put(compiledName(r), m) != null) {
                repeated.add(compiledName(r));
            }
            SampledCopy copy = sampledCopies.get(k);
            if (copy != null) { // for stack walks: its frames are the guest method's
                CompiledMethod c = linkSampledCopy(hidden, r, k, copy.translator(), copy.end().getOffset());
                registered.put(sampledName(r, k) + SampledCopyWriter.descriptor(r.method()), c);
                byName.put(sampledName(r, k), c);
            }
            results.set(k, new Result(r, m, null));
            if (optimize && optimizes(r)) {
                optimizer.compiled(m, r.why());
            }
        }
        byName.keySet().removeAll(repeated);
        Registered r = new Registered(Map.copyOf(registered), Map.copyOf(byName));
        byHiddenClass.put(hidden.lookupClass(), r);
        byHiddenClassName.put(hidden.lookupClass().getName(), r);
        return results;
    }

    private static void refuseIfOver(CompileBudget.Refusal refusal) {
        if (refusal != null) {
            throw new Refused(refusal);
        }
    }

    private CompiledMethod link(MethodHandles.Lookup hidden, Request r, int k, MethodTranslator t, int size,
                                List<Object> reports) {
        Class<?> c = hidden.lookupClass();
        int[] starts = starts(t);
        InlineMap.Position[] positions = positions(t);
        try {
            if (r.osrTarget() >= 0) {
                MethodType type = MethodType.fromMethodDescriptorString(compiledDescriptor(r), c.getClassLoader());
                MethodHandle entry = hidden.findStatic(c, compiledName(r), type)
                        .asType(MethodType.methodType(Object.class, long[].class, Object[].class));
                return new CompiledMethod(r.method(), r.osrTarget(), r.level(), compileIds.incrementAndGet(), entry,
                        null, starts, positions, size, t.linesArePositions(), reports);
            }
            MethodHandle entry = hidden.findStatic(c, compiledName(r), r.method().hostType());
            MethodHandle bridge = hidden.findStatic(c, bridgeName(k),
                    MethodType.methodType(void.class, long[].class, Object[].class, int.class));
            return new CompiledMethod(r.method(), -1, r.level(), compileIds.incrementAndGet(), entry, bridge, starts,
                    positions, size, t.linesArePositions(), reports);
        } catch (ReflectiveOperationException e) {
            throw new IllegalStateException("compiled code of " + r + " lost its method", e);
        }
    }

    /** A request's sampled-copy method as written: its translator, and the label at the end of its code. */
    private record SampledCopy(MethodTranslator translator, Label end) {
    }

    /** The sampled-copy method of request {@code r}'s compilation (see {@link MethodTranslator}). */
    private CompiledMethod linkSampledCopy(MethodHandles.Lookup hidden, Request r, int k, MethodTranslator t,
                                           int size) {
        Class<?> c = hidden.lookupClass();
        try {
            MethodType type = MethodType.fromMethodDescriptorString(SampledCopyWriter.descriptor(r.method()),
                    c.getClassLoader());
            MethodHandle entry = hidden.findStatic(c, sampledName(r, k), type);
            return new CompiledMethod(r.method(), -1, r.level(), compileIds.incrementAndGet(), entry, null, starts(t),
                    positions(t), size, t.linesArePositions(), List.of());
        } catch (ReflectiveOperationException e) {
            throw new IllegalStateException("compiled code of " + r + " lost its sampled copy", e);
        }
    }

    /** Where the code of each guest instruction starts in {@code t}'s method, then its tail's starts. */
    private static int[] starts(MethodTranslator t) {
        Label[] own = t.instructionStarts();
        List<Label> tail = t.tailStarts();
        int[] starts = new int[own.length + tail.size()];
        for (int i = 0; i < own.length; i++) {
            starts[i] = own[i].getOffset();
        }
        for (int i = 0; i < tail.size(); i++) {
            starts[own.length + i] = tail.get(i).getOffset();
        }
        return starts;
    }

    /** The guest instruction each of {@link #starts} stands for. */
    private static InlineMap.Position[] positions(MethodTranslator t) {
        InlineMap.Position[] own = t.startPositions();
        List<InlineMap.Position> tail = t.tailPositions();
        InlineMap.Position[] positions = new InlineMap.Position[own.length + tail.size()];
        System.arraycopy(own, 0, positions, 0, own.length);
        for (int i = 0; i < tail.size(); i++) {
            positions[own.length + i] = tail.get(i);
        }
        return positions;
    }

    private static String compiledName(Request r) {
        return r.method().name();
    }

    /** The normal method's descriptor is its host type; an OSR variant takes the interpreter's slots. */
    private static String compiledDescriptor(Request r) {
        if (r.osrTarget() >= 0) {
            return slotsDescriptor(r.method());
        }
        String desc = r.method().descriptor();
        return r.method().isStatic() ? desc
                : "(" + Type.getObjectType(r.method().owner().name()).getDescriptor() + desc.substring(1);
    }

    /**
     * The descriptor of compiled code of {@code m} that continues an activation from the slots of
     * an interpreter frame or a transfer, {@code (long[], Object[])}: an OSR variant, and a
     * sampled-copy method ({@link SampledCopyWriter}).
     */
    static String slotsDescriptor(GuestMethod m) {
        return "([J[Ljava/lang/Object;)" + Type.getReturnType(m.descriptor()).getDescriptor();
    }

    /** The name of request {@code k}'s sampled-copy method in its hidden class. */
    private static String sampledName(Request r, int k) {
        return r.method().name() + "$sampled$" + k;
    }

    private static String bridgeName(int k) {
        return BRIDGE_PREFIX + "fromInterpreter$" + k;
    }

    /** The guest's class file version, but at least 17 (for hidden classes and nestmates). */
    private static int classVersion(GuestClass owner) {
        int v = owner.node().version;
        return (v & 0xffff) < V17 ? V17 : v;
    }

    /** Marks the end of a method's code, to measure its size. */
    private static final class EndMarker extends MethodVisitor {
        private final Label end;

        EndMarker(MethodVisitor next, Label end) {
            super(ASM9, next);
            this.end = end;
        }

        @Override
        public void visitMaxs(int maxStack, int maxLocals) {
            super.visitLabel(end);
            super.visitMaxs(maxStack, maxLocals);
        }
    }
}
