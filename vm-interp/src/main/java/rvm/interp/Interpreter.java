package rvm.interp;

import static org.objectweb.asm.Opcodes.*;
import static rvm.interp.CodeDecoder.Q_ACONST;
import static rvm.interp.CodeDecoder.Q_ICONST;
import static rvm.interp.CodeDecoder.Q_LCONST;
import static rvm.interp.CodeDecoder.Q_LDC;

import java.lang.invoke.MethodHandle;
import java.lang.invoke.MethodHandles;
import java.lang.invoke.MethodType;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;
import org.objectweb.asm.tree.MethodInsnNode;
import rvm.core.model.ClassModel;
import rvm.core.model.GuestClass;
import rvm.core.model.GuestMethod;
import rvm.core.model.MethodExecutor;
import rvm.core.runtime.CbsCalls;
import rvm.core.runtime.ExactCalls;
import rvm.core.runtime.YieldpointKind;
import rvm.core.runtime.Yieldpoints;
import rvm.interp.link.CallCounts;
import rvm.interp.link.Descriptors;
import rvm.interp.link.FieldSite;
import rvm.interp.link.GuestShutdown;
import rvm.interp.link.LinkedCall;
import rvm.interp.link.Linker;
import rvm.interp.stack.AnnouncedCallers;
import rvm.interp.stack.GuestStackWalker;
import rvm.interp.stack.HiddenMethods;
import rvm.interp.stack.LiveGuestStack;
import rvm.interp.stack.StackTraces;
import rvm.interp.tier.Tiers;

/**
 * The tier-0 interpreter: runs guest bytecode on host objects.
 *
 * <p>A frame keeps primitives and references in two parallel arrays (nothing is boxed per
 * instruction). Symbolic references are resolved on an instruction's first execution and cached in
 * the decoded {@link Code} (quickening). Guest-to-guest calls of interpreted methods go straight
 * into a new frame without boxing; calls into the JDK, constructors and {@code invokedynamic} go
 * through cached method handles with boxed arguments. Entry from the host (stubs, reflection, JDK
 * callbacks) goes through {@link #entry}.
 *
 * <p>Yieldpoints: a prologue on entry, an epilogue before every return, a backedge check on every
 * taken branch to the same or an earlier instruction (reporting that loop head's bytecode index, as
 * compiled code does), all testing the control word as docs/ARCHITECTURE.md ("Yieldpoints")
 * prescribes, and reading it as compiled code does ({@link Yieldpoints}).
 *
 * <p>Monitors: {@code monitorenter} runs the rest of the region in a nested dispatch loop inside a
 * real {@code synchronized} block, which the matching {@code monitorexit} leaves; guest monitors
 * are thus host monitors, interoperating with compiled {@code synchronized} code, {@code wait} and
 * {@code notify}. An exception that escapes the nested loop (one the region's own handler could not
 * take there, such as a stack overflow while handling an exception) releases the monitor as it
 * leaves; the frame remembers that, so the region's handler, now run by the enclosing loop, finds
 * its {@code monitorexit} already done instead of failing.
 *
 * <p>References: a frame keeps an object alive only while the guest could still use it, as the
 * host's frames do. Every instruction that pops a reference clears its slot (calls clear the
 * arguments they consumed, a handler the operand stack the exception emptied), a pooled frame
 * drops its slots and links when released, and an on-stack replacement entry clears the frame it
 * leaves; so a weak reference clears when it would on the host.
 *
 * <p>Constraints: each {@link #execute} host frame stands for exactly one guest frame, which is how
 * {@link StackTraces} maps host stack traces back to guest frames. Keep {@link #run} under HotSpot's
 * 8000-byte compile limit.
 */
public final class Interpreter implements MethodExecutor {


    private static final int RETURNED = 0;
    private static final int MONITOR_EXITED = 1;
    private static final MethodHandle ENTRY;
    /**
     * The OSR signal, read here so that its class is initialised with the interpreter's: first
     * touched in the dispatch loop's handler, it could be first touched by a stack overflow, fail to
     * initialise and stay unusable for the rest of the run.
     */
    private static final OsrTransfer OSR_TRANSFER = OsrTransfer.INSTANCE;

    static {
        try {
            ENTRY = MethodHandles.lookup().findVirtual(Interpreter.class, "entry",
                    MethodType.methodType(Object.class, GuestMethod.class, Object[].class));
            // stack traces are rewritten at any depth, a stack overflow's too: see OSR_TRANSFER
            MethodHandles.lookup().ensureInitialized(HiddenMethods.class);
        } catch (ReflectiveOperationException e) {
            throw new ExceptionInInitializerError(e);
        }
    }

    private final ClassModel model;
    private final Linker linker;
    private final StackTraces stackTraces;
    private final List<ThreadState> threads = new CopyOnWriteArrayList<>();
    private final CallCounts callCounts = new CallCounts();
    private final ThreadLocal<ThreadState> threadState = ThreadLocal.withInitial(this::newThreadState);
    /** Whether opcodes are counted: each thread then has counters, which the dispatch loop tests for. */
    private final boolean countOpcodes;
    /** Whether calls are counted per call edge (a test and a lock per call). */
    private final boolean countCalls;
    private final boolean countYieldpoints;
    /** Whether calls are announced to the exact profiler ({@link ExactCalls}). */
    private final boolean exactCalls;
    /** Whether calls are announced to counter-based sampling while a window is open ({@link CbsCalls}). */
    private final boolean windowCalls;
    /** The tier-up policy; {@code null} until {@link #setTiers} (the interpreter alone counts nothing). */
    private Tiers tiers;

    private final LiveGuestStack guestStack;
    private final rvm.core.stack.CallerLookup callerLookup;

    /**
     * An interpreter for the guest classes of {@code model}; {@code compiler} maps compiled frames
     * back; {@code instrumentation} says what it counts and announces.
     */
    public Interpreter(ClassModel model, rvm.interp.compiler.BaselineCompiler compiler,
                       Instrumentation instrumentation) {
        this.model = model;
        this.countOpcodes = instrumentation.countOpcodes();
        this.countCalls = instrumentation.countCalls();
        this.countYieldpoints = instrumentation.countYieldpoints();
        this.exactCalls = instrumentation.announceCalls();
        this.windowCalls = instrumentation.announceWindowCalls();
        this.stackTraces = new StackTraces(model, compiler);
        this.guestStack = new LiveGuestStack(threadState::get, model, compiler);
        this.callerLookup = exactCalls || windowCalls ? new AnnouncedCallers(guestStack, model) : guestStack;
        this.linker = new Linker(model, new GuestStackWalker(threadState::get, guestStack, stackTraces));
        model.setCompiledCodeLinker(new CompiledCodeLinks(this, linker));
        warmUpExceptionPath();
    }

    /**
     * Runs, once, what the handling of a guest exception runs: building and rewriting a stack
     * trace. A guest that overflows its stack makes the interpreter handle the error with almost no
     * stack left; a class initialised for the first time there would fail its static initialiser
     * and stay unusable for the rest of the run (the JDK's {@code StackTraceElement} helpers, the
     * VM's own lambdas). Done here, they are initialised while there is stack to spare.
     */
    private void warmUpExceptionPath() {
        Throwable probe;
        try {
            Integer.parseInt("not a number"); // a trace with JDK frames, as guest exceptions have
            throw new IllegalStateException("parseInt accepted a word");
        } catch (NumberFormatException e) {
            probe = e;
        }
        try {
            Class.forName("java.lang.StackTraceElement$HashedModules", true, null);
        } catch (ClassNotFoundException e) {
            // another JDK: the trace above initialised what that JDK's traces need
        }
        ThreadState scratch = new ThreadState(false);
        stackTraces.rewrite(probe, scratch);
        stackTraces.guestElements(probe.getStackTrace(), scratch, true);
        NullPointerMessages.warmUp();
    }

    /** The guest's shutdown hooks and halt, as the guest's calls recorded them. */
    GuestShutdown shutdown() {
        return linker.shutdown();
    }

    private ThreadState newThreadState() {
        ThreadState ts = new ThreadState(countOpcodes);
        threads.add(ts);
        return ts;
    }

    /** Executions per raw opcode over all threads so far (all zero unless counting). */
    public long[] opcodeCounts() {
        long[] sum = new long[256];
        for (ThreadState ts : threads) {
            if (ts.opcodeCounts != null) {
                for (int i = 0; i < sum.length; i++) {
                    sum[i] += ts.opcodeCounts[i];
                }
            }
        }
        return sum;
    }

    /**
     * The call counts of every call edge interpreted code took so far, one line per edge
     * ({@code count caller bci callee}); empty unless counting calls.
     */
    public List<String> callCountLines() {
        return callCounts.lines();
    }

    /** The current thread's guest stack, across interpreted, compiled and JDK frames. */
    public rvm.core.stack.GuestStack guestStack() {
        return guestStack;
    }

    /**
     * Where the current thread's innermost guest frame was called from; what call-edge profilers
     * ask. With calls announced to the exact profiler, the announcements answer first.
     */
    public rvm.core.stack.CallerLookup callerLookup() {
        return callerLookup;
    }

    /** Installs the tier-up policy; call before any guest code runs. */
    void setTiers(Tiers t) {
        tiers = t;
    }

    /**
     * What the host would show of {@code t}, a throwable that escaped the guest's code (an uncaught
     * exception): {@code t} with its stack trace rewritten to guest frames, or a copy with the host's
     * message (see {@link #exceptionCaught}).
     */
    public Throwable uncaught(Throwable t) {
        return stackTraces.caught(t, threadState.get());
    }

    @Override
    public void throwableConstructed(Throwable t) {
        stackTraces.rewrite(t, threadState.get());
    }

    @Override
    public Throwable exceptionCaught(Throwable t) {
        return stackTraces.caught(t, threadState.get());
    }

    @Override
    public void compiledCall(int methodId) {
        Tiers t = tiers;
        if (t != null) {
            t.compiledCall(model.method(methodId));
        }
    }

    @Override
    public void stackTraceRefilled(Throwable t) {
        ThreadState ts = threadState.get();
        ts.rewrote(null); // the same throwable, with a fresh host trace
        stackTraces.rewrite(t, ts);
    }

    // ------------------------------------------------------------------ entry from the host

    /**
     * The method's current tier: its compiled code when there is some (under {@code --tier=baseline}
     * compiled now), else the interpreter.
     */
    @Override
    public MethodHandle entry(GuestMethod method) {
        if (tiers != null) {
            rvm.interp.compiler.CompiledMethod compiled = code(method).tier.compiled();
            MethodHandle h = compiled != null ? compiled.entry() : tiers.initialEntry(method);
            if (h != null) {
                return h;
            }
        }
        MethodType type = method.hostType();
        return MethodHandles.insertArguments(ENTRY.bindTo(this), 0, method)
                .asCollector(Object[].class, type.parameterCount())
                .asType(type);
    }

    /** Runs {@code m} with boxed arguments and returns its boxed result (entry from host code). */
    Object entry(GuestMethod m, Object[] args) throws Throwable {
        Code code = code(m);
        rvm.interp.compiler.CompiledMethod compiled = code.tier.compiled();
        if (compiled != null) {
            return compiled.entry().invokeWithArguments(args); // a call that started before the slot changed
        }
        if (tiers != null) {
            tiers.invoked(code.tier, code.method);
        }
        Frame f = new Frame(code);
        int slot = 0;
        for (int i = 0; i < args.length; i++) {
            slot = unbox(code.argKinds[i], args[i], f, slot);
        }
        Frame result = new Frame(2);
        f.caller = result;
        f.ts = threadState.get();
        execute(f);
        return box(code.returnKind, result, 0);
    }

    private static int unbox(char kind, Object v, Frame f, int slot) {
        switch (kind) {
            case 'L': f.r[slot] = v; return slot + 1;
            case 'Z': f.p[slot] = (Boolean) v ? 1 : 0; return slot + 1;
            case 'C': f.p[slot] = (Character) v; return slot + 1;
            case 'B': case 'S': case 'I': f.p[slot] = ((Number) v).intValue(); return slot + 1;
            case 'F': f.p[slot] = Float.floatToRawIntBits((Float) v); return slot + 1;
            case 'J': f.p[slot] = (Long) v; return slot + 2;
            default: f.p[slot] = Double.doubleToRawLongBits((Double) v); return slot + 2;
        }
    }

    /** Boxes the value of {@code kind} at {@code slot} of {@code f}; {@code null} for void. */
    static Object box(char kind, Frame f, int slot) {
        long v = f.p[slot];
        switch (kind) {
            case 'V': return null;
            case 'L': return f.r[slot];
            case 'Z': return (v & 1) != 0;
            case 'B': return (byte) v;
            case 'C': return (char) v;
            case 'S': return (short) v;
            case 'I': return (int) v;
            case 'F': return Float.intBitsToFloat((int) v);
            case 'J': return v;
            default: return Double.longBitsToDouble(v);
        }
    }

    /** Stores a boxed value of {@code kind} into {@code slot} of {@code f}. */
    static void unboxInto(char kind, Object v, Frame f, int slot) {
        switch (kind) {
            case 'V': return;
            case 'L': f.r[slot] = v; return;
            case 'Z': f.p[slot] = (Boolean) v ? 1 : 0; return;
            case 'C': f.p[slot] = (Character) v; return;
            case 'B': case 'S': case 'I': f.p[slot] = ((Number) v).intValue(); return;
            case 'F': f.p[slot] = Float.floatToRawIntBits((Float) v); return;
            case 'J': f.p[slot] = (Long) v; return;
            default: f.p[slot] = Double.doubleToRawLongBits((Double) v);
        }
    }

    /**
     * The method's decoded code, decoded on first use. Exactly one per method: threads that ask at
     * once wait for one decoding, since the code holds the method's tier state (two would let two
     * threads each claim and install the same level).
     */
    Code code(GuestMethod m) {
        Object c = m.executorData;
        if (c == null) {
            synchronized (m) {
                c = m.executorData;
                if (c == null) {
                    c = CodeDecoder.decode(m);
                    m.executorData = c;
                }
            }
        }
        return (Code) c;
    }

    // ------------------------------------------------------------------ frames

    /**
     * Runs one guest frame to completion: the host frame of this method stands for that guest frame
     * in host stack traces.
     */
    void execute(Frame f) throws Throwable {
        ThreadState ts = f.ts;
        f.prev = ts.top;
        ts.top = f;
        try {
            if (countYieldpoints) {
                Yieldpoints.countExecuted(YieldpointKind.PROLOGUE);
            }
            if (Yieldpoints.word != 0) {
                Yieldpoints.takenInterpreted(YieldpointKind.PROLOGUE, f.code.method.id(), -1);
            }
            Code code = f.code;
            if (code.isSynchronized) {
                Object lock = code.isStatic ? code.method.owner().hostClass() : f.r[0];
                synchronized (lock) {
                    interpret(f);
                }
            } else {
                interpret(f);
            }
        } finally {
            ts.top = f.prev;
        }
    }

    /** Runs the frame in the dispatch loop, and in compiled code if it moves there at a backedge. */
    private void interpret(Frame f) throws Throwable {
        try {
            run(f, 0, f.code.maxLocals, 0, null);
        } catch (OsrTransfer transfer) {
            // f.osrEntry is set: compiled code runs the rest of this activation (epilogue included)
            Object result = (Object) f.osrEntry.invokeExact(f.p, f.r);
            unboxInto(f.code.returnKind, result, f.caller, f.retSlot);
        }
    }

    /**
     * Thrown by a backedge to leave the dispatch loop for compiled code (on-stack replacement); no
     * stack trace, one instance.
     */
    static final class OsrTransfer extends RuntimeException {
        private static final long serialVersionUID = 1L;
        static final OsrTransfer INSTANCE = new OsrTransfer();

        private OsrTransfer() {
            super("on-stack replacement", null, false, false);
        }
    }

    private void epilogue(Frame f) {
        if (countYieldpoints) {
            Yieldpoints.countExecuted(YieldpointKind.EPILOGUE);
        }
        if (Yieldpoints.word != 0) {
            Yieldpoints.takenInterpreted(YieldpointKind.EPILOGUE, f.code.method.id(), -1);
        }
    }

    /** The backedge yieldpoint of a taken branch to {@code head}: it reports the loop head's bci. */
    private void backedge(Frame f, int head) {
        if (countYieldpoints) {
            Yieldpoints.countExecuted(YieldpointKind.BACKEDGE);
        }
        if (Yieldpoints.backedgeWord() > 0) {
            f.pc = head; // where a stack walk from the slow path sees this frame
            Yieldpoints.takenInterpreted(YieldpointKind.BACKEDGE, f.code.method.id(), f.code.method.bciOf(head));
        }
    }

    // ------------------------------------------------------------------ the dispatch loop

    /**
     * Interprets {@code f} from {@code pc} with stack pointer {@code sp} until the method returns
     * ({@link #RETURNED}) or, at {@code depth > 0}, until the {@code monitorexit} of the region that
     * began the nested loop ({@link #MONITOR_EXITED}, with {@code f.pc} and {@code f.sp} set).
     */
    private int run(Frame f, int pc, int sp, int depth, Object lock) throws Throwable {
        final Code code = f.code;
        final int[] op = code.op;
        final int[] a = code.a;
        final long[] p = f.p;
        final Object[] r = f.r;
        final long[] counts = f.ts.opcodeCounts;
        while (true) {
            try {
                while (true) {
                    if (counts != null) {
                        counts[code.raw[pc] & 0xff]++;
                    }
                    switch (op[pc]) {
                        // ---------------------------------------------- constants, locals
                        case NOP: break;
                        case ACONST_NULL: r[sp++] = null; break;
                        case Q_ICONST: p[sp++] = a[pc]; break;
                        case Q_LCONST: p[sp] = code.c[pc]; sp += 2; break;
                        case Q_ACONST: r[sp++] = code.k[pc]; break;
                        case Q_LDC: r[sp++] = ldc(code, pc); break;
                        case ILOAD: p[sp++] = p[a[pc]]; break;
                        case LLOAD: p[sp] = p[a[pc]]; sp += 2; break;
                        case ALOAD: r[sp++] = r[a[pc]]; break;
                        case ISTORE: p[a[pc]] = p[--sp]; break;
                        case LSTORE: sp -= 2; p[a[pc]] = p[sp]; break;
                        case ASTORE: r[a[pc]] = r[--sp]; r[sp] = null; break;
                        case IINC: p[a[pc]] = (int) p[a[pc]] + code.b[pc]; break;
                        // ---------------------------------------------- arrays
                        case IALOAD: p[sp - 2] = ((int[]) r[sp - 2])[(int) p[sp - 1]]; r[sp - 2] = null; sp--; break;
                        case AALOAD: r[sp - 2] = ((Object[]) r[sp - 2])[(int) p[sp - 1]]; sp--; break;
                        case IASTORE: ((int[]) r[sp - 3])[(int) p[sp - 2]] = (int) p[sp - 1]; r[sp -= 3] = null; break;
                        case AASTORE: ((Object[]) r[sp - 3])[(int) p[sp - 2]] = r[sp - 1]; sp = Ops.drop(r, sp, 3); break;
                        case LALOAD: case FALOAD: case DALOAD: case BALOAD: case CALOAD: case SALOAD:
                            sp = Ops.arrayLoad(op[pc], p, r, sp); break;
                        case LASTORE: case FASTORE: case DASTORE: case BASTORE: case CASTORE: case SASTORE:
                            sp = Ops.arrayStore(op[pc], p, r, sp); break;
                        case ARRAYLENGTH: p[sp - 1] = arrayLength(r[sp - 1]); r[sp - 1] = null; break;
                        // ---------------------------------------------- stack
                        case POP: r[--sp] = null; break;
                        case POP2: sp = Ops.drop(r, sp, 2); break;
                        case DUP: p[sp] = p[sp - 1]; r[sp] = r[sp - 1]; sp++; break;
                        case DUP_X1: case DUP_X2: case DUP2: case DUP2_X1: case DUP2_X2: case SWAP:
                            sp = Ops.stack(op[pc], p, r, sp); break;
                        // ---------------------------------------------- int arithmetic
                        case IADD: p[sp - 2] = (int) p[sp - 2] + (int) p[sp - 1]; sp--; break;
                        case ISUB: p[sp - 2] = (int) p[sp - 2] - (int) p[sp - 1]; sp--; break;
                        case IMUL: p[sp - 2] = (int) p[sp - 2] * (int) p[sp - 1]; sp--; break;
                        case IDIV: p[sp - 2] = (int) p[sp - 2] / (int) p[sp - 1]; sp--; break;
                        case IREM: p[sp - 2] = (int) p[sp - 2] % (int) p[sp - 1]; sp--; break;
                        case INEG: p[sp - 1] = -(int) p[sp - 1]; break;
                        case ISHL: p[sp - 2] = (int) p[sp - 2] << (int) p[sp - 1]; sp--; break;
                        case ISHR: p[sp - 2] = (int) p[sp - 2] >> (int) p[sp - 1]; sp--; break;
                        case IUSHR: p[sp - 2] = (int) p[sp - 2] >>> (int) p[sp - 1]; sp--; break;
                        case IAND: p[sp - 2] = (int) p[sp - 2] & (int) p[sp - 1]; sp--; break;
                        case IOR: p[sp - 2] = (int) p[sp - 2] | (int) p[sp - 1]; sp--; break;
                        case IXOR: p[sp - 2] = (int) p[sp - 2] ^ (int) p[sp - 1]; sp--; break;
                        case LADD: case LSUB: case LMUL: case LDIV: case LREM: case LNEG: case LSHL: case LSHR:
                        case LUSHR: case LAND: case LOR: case LXOR: case LCMP:
                            sp = Ops.longArith(op[pc], p, sp); break;
                        case FADD: case FSUB: case FMUL: case FDIV: case FREM: case FNEG: case FCMPL: case FCMPG:
                        case DADD: case DSUB: case DMUL: case DDIV: case DREM: case DNEG: case DCMPL: case DCMPG:
                            sp = Ops.floatArith(op[pc], p, sp); break;
                        case I2L: case I2F: case I2D: case L2I: case L2F: case L2D: case F2I: case F2L: case F2D:
                        case D2I: case D2L: case D2F: case I2B: case I2C: case I2S:
                            sp = Ops.convert(op[pc], p, sp); break;
                        // ---------------------------------------------- branches
                        case IFEQ: if ((int) p[--sp] == 0) { pc = jump(f, pc, a[pc]); continue; } break;
                        case IFNE: if ((int) p[--sp] != 0) { pc = jump(f, pc, a[pc]); continue; } break;
                        case IFLT: if ((int) p[--sp] < 0) { pc = jump(f, pc, a[pc]); continue; } break;
                        case IFGE: if ((int) p[--sp] >= 0) { pc = jump(f, pc, a[pc]); continue; } break;
                        case IFGT: if ((int) p[--sp] > 0) { pc = jump(f, pc, a[pc]); continue; } break;
                        case IFLE: if ((int) p[--sp] <= 0) { pc = jump(f, pc, a[pc]); continue; } break;
                        case IF_ICMPEQ: sp -= 2; if ((int) p[sp] == (int) p[sp + 1]) { pc = jump(f, pc, a[pc]); continue; } break;
                        case IF_ICMPNE: sp -= 2; if ((int) p[sp] != (int) p[sp + 1]) { pc = jump(f, pc, a[pc]); continue; } break;
                        case IF_ICMPLT: sp -= 2; if ((int) p[sp] < (int) p[sp + 1]) { pc = jump(f, pc, a[pc]); continue; } break;
                        case IF_ICMPGE: sp -= 2; if ((int) p[sp] >= (int) p[sp + 1]) { pc = jump(f, pc, a[pc]); continue; } break;
                        case IF_ICMPGT: sp -= 2; if ((int) p[sp] > (int) p[sp + 1]) { pc = jump(f, pc, a[pc]); continue; } break;
                        case IF_ICMPLE: sp -= 2; if ((int) p[sp] <= (int) p[sp + 1]) { pc = jump(f, pc, a[pc]); continue; } break;
                        case IF_ACMPEQ: sp -= 2; if (Ops.popSame(r, sp)) { pc = jump(f, pc, a[pc]); continue; } break;
                        case IF_ACMPNE: sp -= 2; if (!Ops.popSame(r, sp)) { pc = jump(f, pc, a[pc]); continue; } break;
                        case IFNULL: if (Ops.popNull(r, --sp)) { pc = jump(f, pc, a[pc]); continue; } break;
                        case IFNONNULL: if (!Ops.popNull(r, --sp)) { pc = jump(f, pc, a[pc]); continue; } break;
                        case GOTO: pc = jump(f, pc, a[pc]); continue;
                        case JSR: r[sp++] = pc + 1; pc = jump(f, pc, a[pc]); continue;
                        case RET: pc = (Integer) r[a[pc]]; continue;
                        case TABLESWITCH: pc = jump(f, pc, Ops.tableSwitch((int[]) code.k[pc], (int) p[--sp])); continue;
                        case LOOKUPSWITCH: pc = jump(f, pc, Ops.lookupSwitch((int[]) code.k[pc], (int) p[--sp])); continue;
                        // ---------------------------------------------- returns
                        case IRETURN: epilogue(f); f.caller.p[f.retSlot] = p[sp - 1]; return RETURNED;
                        case LRETURN: epilogue(f); f.caller.p[f.retSlot] = p[sp - 2]; return RETURNED;
                        case ARETURN: epilogue(f); f.caller.r[f.retSlot] = r[sp - 1]; return RETURNED;
                        case RETURN: epilogue(f); return RETURNED;
                        // ---------------------------------------------- fields, calls, objects
                        case GETFIELD: case GETSTATIC: case PUTFIELD: case PUTSTATIC:
                            f.pc = pc; sp = field(f, pc, sp); break;
                        case INVOKEVIRTUAL: case INVOKEINTERFACE: case INVOKESPECIAL: case INVOKESTATIC:
                            f.pc = pc; sp = invoke(f, pc, sp); break;
                        case INVOKEDYNAMIC: f.pc = pc; sp = invokeDynamic(f, pc, sp); break;
                        case NEW: f.pc = pc; r[sp++] = newObject(f, pc); break;
                        case NEWARRAY: case ANEWARRAY: case MULTIANEWARRAY: case CHECKCAST: case INSTANCEOF:
                            f.pc = pc; sp = typeOp(f, pc, sp); break;
                        case ATHROW: throw athrow(r[sp - 1]);
                        case MONITORENTER: {
                            Object o = r[--sp];
                            r[sp] = null;
                            if (o == null) {
                                throw new NullPointerException();
                            }
                            f.pc = pc + 1;
                            f.monitorDepth++;
                            try {
                                synchronized (o) {
                                    if (run(f, pc + 1, sp, depth + 1, o) == RETURNED) {
                                        return RETURNED;
                                    }
                                }
                            } catch (Throwable escaped) {
                                // Unwinding left the region and released the monitor; the region's
                                // handler, run from here, will still exit it (see MONITOREXIT).
                                pc = f.pc;
                                f.monitorReleasedByUnwinding(o);
                                throw escaped;
                            } finally {
                                f.monitorDepth--;
                            }
                            pc = f.pc;
                            sp = f.sp;
                            continue;
                        }
                        case MONITOREXIT: {
                            Object o = r[--sp];
                            r[sp] = null;
                            if (o == null) {
                                throw new NullPointerException();
                            }
                            if (depth > 0 && o == lock) {
                                f.pc = pc + 1;
                                f.sp = sp;
                                return MONITOR_EXITED;
                            }
                            if (!f.exitMonitorReleasedByUnwinding(o)) {
                                throw new IllegalMonitorStateException();
                            }
                            break;
                        }
                        default:
                            throw new VerifyError("unknown opcode " + op[pc] + " at " + describe(f, pc));
                    }
                    pc++;
                }
            } catch (Throwable t) {
                if (t == OSR_TRANSFER) {
                    throw t;
                }
                f.pc = pc;
                Throwable thrown = stackTraces.translate(t, f, f.ts);
                int handler = findHandler(code, pc, thrown);
                if (handler < 0) {
                    throw thrown;
                }
                sp = code.maxLocals;
                java.util.Arrays.fill(r, sp, code.frameSize, null); // the operand stack the exception emptied
                r[sp++] = thrown;
                pc = handler;
            }
        }
    }

    private int jump(Frame f, int pc, int target) {
        if (target <= pc) {
            backedge(f, target);
            if (tiers != null) {
                countBackedge(f, target);
            }
        }
        return target;
    }

    /** Counts a backedge for tier-up, and leaves for compiled code when an OSR entry at the target is ready. */
    private void countBackedge(Frame f, int target) {
        MethodHandle osr = tiers.backedge(f.code.tier, f.code.method, target);
        // a target where a frame may hold an object under construction has no OSR entry (OsrState)
        if (osr != null && f.monitorDepth == 0) {
            f.pc = target;
            f.osrEntry = osr;
            throw OSR_TRANSFER;
        }
    }

    static String describe(Frame f, int pc) {
        return "instruction " + pc + " (bci " + f.code.method.bciOf(pc) + ") of " + f.code.method.jvmName();
    }

    private static Throwable athrow(Object o) {
        if (o == null) {
            return new NullPointerException();
        }
        return (Throwable) o;
    }

    private static int arrayLength(Object array) {
        if (array == null) {
            throw new NullPointerException();
        }
        return java.lang.reflect.Array.getLength(array);
    }

    private int findHandler(Code code, int pc, Throwable t) {
        for (Code.Handler h : code.handlers) {
            if (pc >= h.start && pc < h.end) {
                if (h.type == null) {
                    return h.target;
                }
                Class<?> type = h.resolved;
                if (type == null) {
                    type = linker.resolveClass(code.method.owner(), h.type);
                    h.resolved = type;
                }
                if (type.isInstance(t)) {
                    return h.target;
                }
            }
        }
        return -1;
    }

    // ------------------------------------------------------------------ resolved instructions

    private Object ldc(Code code, int pc) {
        Object k = code.k[pc];
        if (k == null) {
            k = linker.ldc(code.method.owner(), (org.objectweb.asm.tree.LdcInsnNode) code.insn[pc]);
            code.k[pc] = k;
        }
        return k;
    }

    private int field(Frame f, int pc, int sp) throws Throwable {
        Code code = f.code;
        FieldSite s = (FieldSite) code.k[pc];
        if (s == null) {
            s = linker.field(code.method.owner(), (org.objectweb.asm.tree.FieldInsnNode) code.insn[pc]);
            code.k[pc] = s;
        }
        long[] p = f.p;
        Object[] r = f.r;
        if (s.isStatic) {
            if (s.get != null) {
                if (s.isReference()) {
                    r[sp] = (Object) s.get.invokeExact();
                } else {
                    p[sp] = (long) s.get.invokeExact();
                }
                return sp + s.slots();
            }
            sp -= s.slots();
            if (s.isReference()) {
                s.set.invokeExact(r[sp]);
                r[sp] = null;
            } else {
                s.set.invokeExact(p[sp]);
            }
            return sp;
        }
        if (s.get != null) {
            Object o = r[sp - 1];
            if (o == null) {
                throw new NullPointerException();
            }
            rvm.core.runtime.FieldAccess access = s.access;
            if (s.isReference()) {
                r[sp - 1] = access != null ? access.getRef(o, s.number) : (Object) s.get.invokeExact(o);
            } else {
                r[sp - 1] = null;
                p[sp - 1] = access != null ? access.getLong(o, s.number) : (long) s.get.invokeExact(o);
            }
            return sp - 1 + s.slots();
        }
        sp -= s.slots();
        Object o = r[sp - 1];
        if (o == null) {
            throw new NullPointerException();
        }
        rvm.core.runtime.FieldAccess access = s.access;
        if (access != null) {
            if (s.isReference()) {
                access.setRef(o, s.number, r[sp]);
            } else {
                access.setLong(o, s.number, p[sp]);
            }
        } else if (s.isReference()) {
            s.set.invokeExact(o, r[sp]);
        } else {
            s.set.invokeExact(o, p[sp]);
        }
        r[sp] = null;
        r[sp - 1] = null;
        return sp - 1;
    }

    private int invoke(Frame f, int pc, int sp) throws Throwable {
        Code code = f.code;
        LinkedCall s = (LinkedCall) code.k[pc];
        if (s == null) {
            MethodInsnNode insn = (MethodInsnNode) code.insn[pc];
            s = linker.invoke(code.method.owner(), insn);
            if (countCalls) {
                s.counts = callCounts.site(code.method, code.method.bciOf(pc), insn);
            }
            code.k[pc] = s;
        }
        int base = sp - s.argSlots;
        GuestMethod target = s.direct;
        if (s.hasReceiver) {
            Object receiver = f.r[base];
            if (receiver == null) {
                throw new NullPointerException();
            }
            if (s.virtual) {
                Class<?> c = receiver.getClass();
                LinkedCall.Cached cached = s.cached;
                Object t;
                if (cached != null && cached.receiverClass() == c) {
                    t = cached.target();
                } else {
                    t = linker.select(s, c);
                    s.cached = new LinkedCall.Cached(c, t);
                }
                target = t == LinkedCall.HOST ? null : (GuestMethod) t;
            }
        } else if (target != null && !target.owner().isInitialized()) {
            initialize(target.owner());
        }
        if (countCalls) {
            s.counts.count(target);
        }
        if (exactCalls) {
            announce(s, code, pc, target);
        } else if (windowCalls && Yieldpoints.word != 0) {
            CbsCalls.announceInterpreted(target != null || s.name.equals("<init>") ? siteKey(s, code, pc) : 0);
        }
        if (target != null && target.owner().hasOriginalLookup()) {
            callInterpreted(f, target, base);
        } else if (target != null) {
            // a method running before its class's initialiser started: its stub hands over the lookup
            callHost(f, linker.stub(target), s.argKinds, s.returnKind, base);
        } else if (code.insn[pc].getOpcode() == INVOKESPECIAL && s.name.equals("<init>")) {
            construct(f, s, base, sp);
            Ops.clear(f.r, base, sp);
            return base;
        } else {
            callHost(f, s.host, s.argKinds, s.returnKind, base);
            if (s.refillsStackTrace && f.r[base] instanceof Throwable) {
                stackTraceRefilled((Throwable) f.r[base]);
            }
        }
        Ops.clear(f.r, base + s.returnRefs, base + s.argSlots); // the arguments the call consumed
        return base + s.returnSlots;
    }

    /**
     * Tells the exact profiler which call site calls which method ({@link ExactCalls}): the guest
     * method selected, a guest constructor (known by its site), or a JDK method, whose callbacks
     * into guest code are then not announced.
     */
    private static void announce(LinkedCall s, Code code, int pc, GuestMethod target) {
        int key = siteKey(s, code, pc);
        if (target != null) {
            ExactCalls.call(key, target.id());
        } else if (s.name.equals("<init>")) {
            ExactCalls.call(key);
        } else {
            ExactCalls.clear();
        }
    }

    /** The call site's key in the announcements' registry ({@link ExactCalls#register}), registered on first use. */
    private static int siteKey(LinkedCall s, Code code, int pc) {
        int key = s.exactKey;
        if (key == 0) {
            MethodInsnNode m = (MethodInsnNode) code.insn[pc];
            key = ExactCalls.register(code.method.id(), code.method.bciOf(pc), m.getOpcode(), m.owner, m.name, m.desc);
            s.exactKey = key;
        }
        return key;
    }

    private void initialize(GuestClass g) throws Throwable {
        try {
            Class.forName(g.hostClass().getName(), true, g.loader());
        } catch (ClassNotFoundException e) {
            throw new NoClassDefFoundError(g.name());
        }
    }

    private void callInterpreted(Frame f, GuestMethod m, int base) throws Throwable {
        Code callee = code(m);
        rvm.interp.compiler.CompiledMethod compiled = callee.tier.compiled();
        if (compiled != null) {
            compiled.interpreterEntry().invokeExact(f.p, f.r, base);
            return;
        }
        if (tiers != null) {
            tiers.invoked(callee.tier, callee.method);
        }
        ThreadState ts = f.ts;
        Frame nf = ts.frameFor(callee);
        try {
            int n = callee.argSlots;
            long[] cp = f.p;
            long[] np = nf.p;
            Object[] cr = f.r;
            Object[] nr = nf.r;
            for (int i = 0; i < n; i++) {
                np[i] = cp[base + i];
                nr[i] = cr[base + i];
            }
            nf.ts = ts;
            nf.caller = f;
            nf.retSlot = base;
            execute(nf);
        } finally {
            ts.releaseFrame(nf);
        }
    }

    private static void callHost(Frame f, MethodHandle h, char[] kinds, char returnKind, int base)
            throws Throwable {
        Object result = (Object) h.invokeExact(boxArguments(f, kinds, 0, base));
        unboxInto(returnKind, result, f, base);
    }

    /** Boxes the arguments of kinds {@code kinds[first..]} that start at {@code slot} of {@code f}. */
    private static Object[] boxArguments(Frame f, char[] kinds, int first, int slot) {
        Object[] args = new Object[kinds.length - first];
        for (int i = first; i < kinds.length; i++) {
            args[i - first] = box(kinds[i], f, slot);
            slot += Descriptors.size(kinds[i]);
        }
        return args;
    }

    /** {@code invokespecial <init>} on the placeholder a {@code new} pushed: construct, then replace it. */
    private void construct(Frame f, LinkedCall s, int base, int sp) throws Throwable {
        Object placeholder = f.r[base];
        Object obj = (Object) s.host.invokeExact(boxArguments(f, s.argKinds, 1, base + 1));
        Object[] r = f.r;
        for (int i = 0; i < sp; i++) {
            if (r[i] == placeholder) {
                r[i] = obj;
            }
        }
        if (obj instanceof Throwable) {
            stackTraces.rewrite((Throwable) obj, f.ts);
        }
    }

    private int invokeDynamic(Frame f, int pc, int sp) throws Throwable {
        Code code = f.code;
        Object k = code.k[pc];
        if (k == null) {
            org.objectweb.asm.tree.InvokeDynamicInsnNode insn = (org.objectweb.asm.tree.InvokeDynamicInsnNode) code.insn[pc];
            k = new IndySite(linker.invokeDynamic(code.method.owner(), insn), insn.desc);
            code.k[pc] = k;
        }
        IndySite s = (IndySite) k;
        int base = sp - s.argSlots;
        callHost(f, s.invoker, s.argKinds, s.returnKind, base);
        Ops.clear(f.r, base + (s.returnKind == 'L' ? 1 : 0), base + s.argSlots);
        return base + Descriptors.size(s.returnKind);
    }

    /** A linked {@code invokedynamic}: its call site's invoker and argument shape. */
    private static final class IndySite {
        final MethodHandle invoker;
        final char[] argKinds;
        final int argSlots;
        final char returnKind;

        IndySite(MethodHandle invoker, String descriptor) {
            this.invoker = invoker;
            this.argKinds = Descriptors.argKinds(descriptor, false);
            this.argSlots = Descriptors.slots(argKinds);
            this.returnKind = Descriptors.returnKind(descriptor);
        }
    }

    private Object newObject(Frame f, int pc) throws Throwable {
        Code code = f.code;
        Class<?> c = (Class<?>) code.k[pc];
        if (c == null) {
            c = linker.resolveClass(code.method.owner(),
                    ((org.objectweb.asm.tree.TypeInsnNode) code.insn[pc]).desc);
            if (java.lang.reflect.Modifier.isAbstract(c.getModifiers())) {
                throw new InstantiationError(c.getName());
            }
            code.k[pc] = c;
        }
        GuestClass g = model.forHost(c);
        if (g != null) {
            if (!g.isInitialized()) {
                initialize(g);
            }
        } else {
            Class.forName(c.getName(), true, c.getClassLoader());
        }
        return new Uninitialized(c);
    }

    /** What {@code new} pushes until the constructor call replaces it with the object. */
    static final class Uninitialized {
        final Class<?> type;

        Uninitialized(Class<?> type) {
            this.type = type;
        }
    }

    private int typeOp(Frame f, int pc, int sp) throws Throwable {
        Code code = f.code;
        int op = code.op[pc];
        if (op == NEWARRAY) {
            f.r[sp - 1] = Ops.newPrimitiveArray(code.a[pc], (int) f.p[sp - 1]);
            return sp;
        }
        Class<?> c = (Class<?>) code.k[pc];
        if (c == null) {
            String name = op == MULTIANEWARRAY
                    ? ((org.objectweb.asm.tree.MultiANewArrayInsnNode) code.insn[pc]).desc
                    : ((org.objectweb.asm.tree.TypeInsnNode) code.insn[pc]).desc;
            c = linker.resolveClass(code.method.owner(), name);
            code.k[pc] = c;
        }
        Object[] r = f.r;
        switch (op) {
            case ANEWARRAY:
                r[sp - 1] = java.lang.reflect.Array.newInstance(c, (int) f.p[sp - 1]);
                return sp;
            case CHECKCAST: {
                Object o = r[sp - 1];
                if (o != null && !c.isInstance(o)) {
                    throw new ClassCastException(Ops.classCastMessage(o.getClass(), c));
                }
                return sp;
            }
            case INSTANCEOF: {
                Object o = r[sp - 1];
                r[sp - 1] = null;
                f.p[sp - 1] = o != null && c.isInstance(o) ? 1 : 0;
                return sp;
            }
            default: {
                int dims = code.a[pc];
                int[] lengths = new int[dims];
                for (int i = 0; i < dims; i++) {
                    lengths[i] = (int) f.p[sp - dims + i];
                }
                Class<?> component = c;
                for (int i = 0; i < dims; i++) {
                    component = component.getComponentType();
                }
                sp -= dims;
                r[sp] = java.lang.reflect.Array.newInstance(component, lengths);
                return sp + 1;
            }
        }
    }
}
