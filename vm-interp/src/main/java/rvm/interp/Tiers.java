package rvm.interp;

import com.sun.management.HotSpotDiagnosticMXBean;
import java.io.PrintStream;
import java.lang.invoke.MethodHandle;
import java.lang.management.ManagementFactory;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.LinkedBlockingQueue;
import org.objectweb.asm.Opcodes;
import rvm.core.model.GuestClass;
import rvm.core.model.GuestMethod;
import rvm.interp.compiler.BaselineCompiler;
import rvm.interp.compiler.BaselineCompiler.Request;
import rvm.interp.compiler.BaselineCompiler.Result;
import rvm.interp.compiler.CompiledMethod;

/**
 * The tier-up policy: which tier runs a method, when the interpreter's counters ask for compiled
 * code, and where compilation happens.
 *
 * <p>{@code baseline} compiles a method's whole class the first time one of its methods is entered
 * from the host (its entry slot is made). {@code adaptive} counts interpreted calls and backedges
 * per method: the {@code compileThreshold}-th call (or backedge) queues the method, and once a
 * method has taken {@code osrThreshold} backedges, each further backedge asks for an on-stack
 * replacement entry at its target. Compilation runs on one background thread, which compiles what
 * is queued together, one hidden class per guest class; with batch compilation it runs on the
 * thread that asked, which waits.
 *
 * <p>Installing code: a compiled method becomes the target of its entry slot (compiled callers and
 * the host call it there) and of its {@link Code} (interpreted callers call it through its
 * interpreter entry). Both happen once; a method is never taken back to the interpreter.
 *
 * <p>Constraints: the counting methods run on guest threads in the interpreter's call and branch
 * paths; counters are plain (racy) ints, as HotSpot's are: a lost increment only delays tier-up.
 */
final class Tiers {

    /** HotSpot's {@code HugeMethodLimit}: it does not compile a method with more bytecode. */
    static final int HUGE_METHOD_LIMIT = 8000;

    /** Which tier runs guest methods (the {@code --tier} option). */
    enum Mode { INTERP, BASELINE, ADAPTIVE }

    private final Mode mode;
    private final int compileThreshold;
    private final int osrThreshold;
    private final boolean batch;
    private final PrintStream log;
    private final BaselineCompiler compiler;
    private final Interpreter interpreter;
    private final long start = System.nanoTime();
    private final LinkedBlockingQueue<Request> queue = new LinkedBlockingQueue<>();
    private volatile Thread compilerThread;

    /**
     * @param log where {@code --print-compilation} writes, or {@code null}
     */
    Tiers(Mode mode, int compileThreshold, int osrThreshold, boolean batch, PrintStream log,
          BaselineCompiler compiler, Interpreter interpreter) {
        this.mode = mode;
        this.compileThreshold = compileThreshold;
        this.osrThreshold = osrThreshold;
        this.batch = batch;
        this.log = log;
        this.compiler = compiler;
        this.interpreter = interpreter;
    }

    Mode mode() {
        return mode;
    }

    BaselineCompiler compiler() {
        return compiler;
    }

    /**
     * The compiled entry a new entry slot should start with, or {@code null} for the interpreter.
     * Under {@code baseline} this compiles the method's class now.
     */
    MethodHandle initialEntry(GuestMethod m) {
        if (mode != Mode.BASELINE || !BaselineCompiler.canCompile(m)) {
            return null;
        }
        Code code = interpreter.code(m);
        if (code.compileState == Code.NOT_COMPILED) {
            compileClassOf(m);
        }
        CompiledMethod c = code.compiled;
        return c == null ? null : c.entry();
    }

    /**
     * Counts an interpreted call of {@code code}'s method that is about to be interpreted. (The
     * interpreter has a policy only when the tier is not {@code interp}.)
     */
    void invoked(Code code) {
        if (code.compileState != Code.NOT_COMPILED) {
            return;
        }
        if ((mode == Mode.BASELINE || ++code.invocations >= compileThreshold) && code.claimCompilation()) {
            request(code, -1);
        }
    }

    /**
     * Counts a backedge of an interpreted activation of {@code code}'s method to instruction
     * {@code target}.
     *
     * @return the OSR entry to continue at {@code target} with, when one is ready
     */
    MethodHandle backedge(Code code, int target) {
        if (mode != Mode.ADAPTIVE) {
            return null;
        }
        int n = ++code.backedges;
        if (n >= compileThreshold && code.compileState == Code.NOT_COMPILED && code.claimCompilation()) {
            request(code, -1);
        }
        if (n < osrThreshold) {
            return null;
        }
        MethodHandle[] osr = code.osrEntries();
        MethodHandle entry = osr[target];
        if (entry == null && code.requestOsr(target)) {
            request(code, target);
            entry = osr[target];
        }
        return entry;
    }

    /** Compiles (or queues) {@code code}'s method, or its OSR variant; the caller claimed the request. */
    private void request(Code code, int osrTarget) {
        Request r = new Request(code.method, osrTarget);
        if (batch) {
            compileNow(code.method.owner(), List.of(r));
        } else {
            startCompilerThread();
            queue.add(r);
        }
    }

    /** Compiles every compilable method of {@code m}'s class not yet compiled, now, on this thread. */
    private void compileClassOf(GuestMethod m) {
        GuestClass owner = m.owner();
        List<Request> requests = new ArrayList<>();
        for (GuestMethod other : owner.methods()) {
            if (BaselineCompiler.canCompile(other) && interpreter.code(other).claimCompilation()) {
                requests.add(Request.normal(other));
            }
        }
        compileNow(owner, requests);
    }

    private void compileNow(GuestClass owner, List<Request> requests) {
        if (requests.isEmpty()) {
            return;
        }
        for (Result r : compiler.compile(owner, requests)) {
            install(r);
        }
    }

    private void install(Result r) {
        Request q = r.request();
        Code code = interpreter.code(q.method());
        CompiledMethod c = r.compiled();
        logCompilation(r);
        if (c == null) {
            if (q.osrTarget() < 0) {
                code.compileState = Code.FAILED;
            }
            return;
        }
        if (c.isOsr()) {
            code.osrEntries()[c.osrTarget()] = c.entry();
            return;
        }
        code.compiled = c;
        code.compileState = Code.COMPILED;
        q.method().retarget(c.entry());
    }

    // ------------------------------------------------------------------ the compiler thread

    private void startCompilerThread() {
        if (compilerThread != null) {
            return;
        }
        synchronized (this) {
            if (compilerThread == null) {
                Thread t = new Thread(this::compileLoop, "rvm-compiler");
                t.setDaemon(true);
                t.start();
                compilerThread = t;
            }
        }
    }

    private void compileLoop() {
        List<Request> drained = new ArrayList<>();
        while (true) {
            try {
                drained.add(queue.take());
            } catch (InterruptedException e) {
                return;
            }
            queue.drainTo(drained);
            Map<GuestClass, List<Request>> byClass = new LinkedHashMap<>();
            for (Request r : drained) {
                byClass.computeIfAbsent(r.method().owner(), k -> new ArrayList<>()).add(r);
            }
            drained.clear();
            byClass.forEach((owner, requests) -> {
                try {
                    compileNow(owner, requests);
                } catch (RuntimeException | LinkageError e) {
                    for (Request r : requests) {
                        install(new Result(r, null, "compiler failed: " + e));
                    }
                }
            });
        }
    }

    // ------------------------------------------------------------------ --print-compilation

    /** Whether the host JVM keeps the huge-method limit, asked only once a compiled method exceeds it. */
    private static final class HugeMethods {
        /** {@code -XX:+DontCompileHugeMethods}, HotSpot's default. */
        static final boolean SKIPPED = hostSkipsHugeMethods();

        private static boolean hostSkipsHugeMethods() {
            try {
                return Boolean.parseBoolean(ManagementFactory.getPlatformMXBean(HotSpotDiagnosticMXBean.class)
                        .getVMOption("DontCompileHugeMethods").getValue());
            } catch (RuntimeException | LinkageError e) {
                return true; // not HotSpot, or no such option: assume the limit, as HotSpot has it by default
            }
        }
    }

    private void logCompilation(Result r) {
        if (log == null) {
            return;
        }
        Request q = r.request();
        GuestMethod m = q.method();
        CompiledMethod c = r.compiled();
        String flags = (q.osrTarget() >= 0 ? "%" : " ")
                + ((m.access() & Opcodes.ACC_SYNCHRONIZED) != 0 ? "s" : " ")
                + (m.node().tryCatchBlocks.isEmpty() ? " " : "!")
                + (batch || mode == Mode.BASELINE ? "b" : " ");
        String id = c == null ? "-" : Integer.toString(c.compileId());
        String where = q.osrTarget() >= 0 ? " @ " + m.bciOf(q.osrTarget()) : "";
        String outcome = c == null ? "   COMPILE SKIPPED: " + r.failure()
                : " (" + m.codeLength() + " bytes -> " + c.compiledSize() + " bytes)"
                + (c.compiledSize() > HUGE_METHOD_LIMIT && HugeMethods.SKIPPED
                        ? "   HUGE: over HotSpot's " + HUGE_METHOD_LIMIT + "-byte limit, HotSpot will only interpret it"
                        : "");
        long ms = (System.nanoTime() - start) / 1_000_000;
        log.println(String.format("rvm: %7d %5s %s 1  %s%s%s", ms, id, flags, m.jvmName(), where, outcome));
    }
}
