package rvm.interp.stack;

import java.util.ArrayList;
import java.util.EnumSet;
import java.util.Iterator;
import java.util.List;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ConcurrentMap;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.function.Supplier;
import rvm.core.compile.InlineMap;
import rvm.core.model.ClassModel;
import rvm.core.model.GuestClass;
import rvm.core.model.GuestMethod;
import rvm.core.runtime.GuestPathMaps;
import rvm.core.stack.CallerLookup;
import rvm.core.stack.GuestFrame;
import rvm.core.stack.GuestStack;
import rvm.interp.compiler.BaselineCompiler;
import rvm.interp.compiler.CompiledMethod;

/**
 * The current thread's guest stack, read from a host {@link StackWalker} that shows hidden frames:
 * each {@code Interpreter.execute} frame is the next interpreted frame of the thread's chain, each
 * frame of a hidden class of compiled code is mapped back through its compiled method's
 * bytecode-index map, guest constructors, initialisers and other methods kept as bytecode are taken
 * as they are, JDK frames kept where guest code called them, and everything else (the VM,
 * method-handle frames, stubs, lambda proxies, the launcher and what is below it) skipped, by the
 * same rules as guest stack traces ({@link StackTraces}).
 *
 * <p>Also the profilers' {@link CallerLookup}: the same classification, stopped at the caller of the
 * innermost guest frame, reading no line numbers. JDK callers get negative keys, interned here.
 */
public final class LiveGuestStack implements GuestStack, CallerLookup {

    private static final StackWalker WALKER = StackWalker.getInstance(EnumSet.of(
            StackWalker.Option.RETAIN_CLASS_REFERENCE, StackWalker.Option.SHOW_HIDDEN_FRAMES));
    /** What each host class's frames are to the guest, worked out once per class. */
    private static final ClassValue<StackTraces.ClassRole> CLASS_ROLES = new ClassValue<>() {
        @Override
        protected StackTraces.ClassRole computeValue(Class<?> c) {
            ClassLoader loader = c.getClassLoader();
            return StackTraces.classRole(c.getName(), loader == null ? null : loader.getName());
        }
    };

    /** JDK methods met as callers: name to key ({@code -1 - index}), and index to name. */
    private final ConcurrentMap<String, Integer> hostKeys = new ConcurrentHashMap<>();
    private final List<String> hostNames = new CopyOnWriteArrayList<>();

    private final Supplier<? extends InterpreterThread> threadState;
    private final ClassModel model;
    private final BaselineCompiler compiler;

    public LiveGuestStack(Supplier<? extends InterpreterThread> threadState, ClassModel model, BaselineCompiler compiler) {
        this.threadState = threadState;
        this.model = model;
        this.compiler = compiler;
    }

    @Override
    public List<GuestFrame> walk(int limit) {
        if (limit < 1) {
            throw new IllegalArgumentException("limit must be at least 1: " + limit);
        }
        InterpreterThread ts = threadState.get();
        return WALKER.walk(frames -> collect(frames.iterator(), ts, limit));
    }

    private List<GuestFrame> collect(Iterator<StackWalker.StackFrame> frames, InterpreterThread ts, int limit) {
        List<Object> view = new ArrayList<>(Math.min(limit, 16));
        StackTraces.JdkRun<GuestFrame> run = new StackTraces.JdkRun<>(); // JDK frames whose caller is not known yet
        boolean linking = false; // the JDK frames that come next link a call site for the VM
        InterpretedFrame next = ts.top();
        while (frames.hasNext() && view.size() < limit) {
            StackWalker.StackFrame f = frames.next();
            Class<?> c = f.getDeclaringClass();
            StackTraces.Role role = role(c, f);
            GuestFrame g = null;
            switch (role) {
                case LAUNCHER:
                    return firstFrames(view, limit); // it and everything below it are the VM's
                case MARKER: {
                    InterpretedFrame interpreted = next;
                    if (interpreted == null) {
                        break;
                    }
                    next = interpreted.next();
                    if (!interpreted.continuesCompiled()) {
                        g = new GuestFrame(GuestFrame.Kind.INTERPRETED, interpreted.method(), interpreted.bci(),
                                interpreted.line(), null);
                    }
                    break;
                }
                case COMPILED: {
                    CompiledMethod m = compiler.compiledMethod(c, f.getMethodName(), f.getDescriptor());
                    if (m != null && m.isGuestFrameAt(f.getByteCodeIndex())) { // not a transfer's trampoline
                        // one host frame, a guest frame per method inlined into it, innermost first
                        List<GuestFrame> inlined = m.framesAt(f.getByteCodeIndex());
                        for (int k = 0; k < inlined.size() - 1; k++) {
                            run.keepAll(view);
                            view.add(inlined.get(k));
                        }
                        g = inlined.get(inlined.size() - 1);
                    }
                    break;
                }
                case GUEST_BYTECODE: {
                    GuestMethod m = guestMethod(c, f);
                    if (m != null) {
                        g = new GuestFrame(GuestFrame.Kind.BYTECODE, m, m.bciOfHostCall(f.getByteCodeIndex()),
                                f.getLineNumber(), null);
                    }
                    break;
                }
                case TRAMPOLINE:
                    run.keepAll(view); // the interpreter called these for the guest
                    break;
                case VM:
                case LINKAGE:
                    run.keepLoading(view); // the VM called these for itself, but for loading a class
                    break;
                case HOST:
                case LOADER_ENTRY:
                    if (!linking) {
                        run.add(new GuestFrame(GuestFrame.Kind.HOST, null, f.getByteCodeIndex(), f.getLineNumber(), f),
                                role == StackTraces.Role.LOADER_ENTRY);
                    }
                    break;
                default:
                    break;
            }
            if (g != null) {
                run.keepAll(view);
                view.add(g);
            }
            if (role == StackTraces.Role.LINKAGE) {
                linking = true;
            } else if (g != null) {
                linking = false;
            }
        }
        if (!frames.hasNext()) {
            run.keepAll(view); // the bottom of the thread's stack
        }
        return firstFrames(view, limit);
    }

    private static List<GuestFrame> firstFrames(List<Object> view, int limit) {
        List<GuestFrame> out = new ArrayList<>(Math.min(view.size(), limit));
        for (int i = 0; i < view.size() && i < limit; i++) {
            out.add((GuestFrame) view.get(i));
        }
        return out;
    }

    /**
     * The role of a frame, with a guest class's methods told apart: a method kept as bytecode is a
     * guest frame, any other is its entry stub; a class the guest loader defined unchanged (one the
     * host refuses to link, say) has plain Java frames.
     */
    private StackTraces.Role role(Class<?> c, StackWalker.StackFrame f) {
        StackTraces.Role role = roleOfClass(CLASS_ROLES.get(c), f);
        if (role == StackTraces.Role.HOST && HiddenMethods.isHidden(c, f.getMethodName())) {
            return StackTraces.Role.HIDDEN;
        }
        if (role != StackTraces.Role.GUEST_METHOD) {
            return role;
        }
        GuestClass owner = model.forHost(c);
        if (owner == null) {
            return StackTraces.Role.HOST; // a class the guest loader defined unchanged: a plain Java frame
        }
        if (!owner.hasKeptMethodNamed(f.getMethodName())) {
            return StackTraces.Role.HIDDEN; // a stub, known without the frame's descriptor
        }
        GuestMethod m = guestMethod(c, f);
        return m != null && m.isKeptAsBytecode() ? StackTraces.Role.GUEST_BYTECODE : StackTraces.Role.HIDDEN;
    }

    /**
     * The role of frame {@code f} of a class of role {@code c}, guest methods not yet told apart. It
     * asks the frame its method name only where the name decides (rvm's own frames, the stubs'
     * plumbing and lambda forms are known by their class): expanding a name is most of what a host
     * stack walk costs per frame.
     */
    private static StackTraces.Role roleOfClass(StackTraces.ClassRole c, StackWalker.StackFrame f) {
        return c.rolesByName() ? StackTraces.role(c, f.getMethodName(), f.getClassName()) : StackTraces.role(c, null);
    }

    /** The guest method a frame of guest class {@code c} runs, or {@code null}. */
    private GuestMethod guestMethod(Class<?> c, StackWalker.StackFrame f) {
        GuestClass owner = model.forHost(c);
        return owner == null ? null : owner.method(f.getMethodName(), f.getDescriptor());
    }

    @Override
    public long callerOf(int calleeId) {
        InterpreterThread ts = threadState.get();
        return WALKER.walk(frames -> callerOf(frames.iterator(), ts, calleeId));
    }

    /**
     * The interpreter's own frames answer when the interpreted callee was called by the interpreted
     * frame below it ({@code Interpreter.callInterpreted} links the two); anything else walks.
     */
    @Override
    public long callerOfInterpreted(int calleeId) {
        InterpreterThread ts = threadState.get();
        InterpretedFrame top = ts.top();
        if (top != null && top.method().id() == calleeId) {
            InterpretedFrame caller = top.caller();
            if (caller != null && caller == top.next() && caller.method() != null && !caller.continuesCompiled()) {
                return CallerLookup.pack(caller.method().id(), caller.bci());
            }
        }
        return callerOf(calleeId);
    }

    /**
     * Walks to the innermost guest frame, which must be {@code calleeId}, then to the next guest
     * frame or JDK frame below it. Reads only classes, method names and bytecode indexes; a
     * descriptor only where a name does not tell methods apart.
     */
    private long callerOf(Iterator<StackWalker.StackFrame> frames, InterpreterThread ts, int calleeId) {
        InterpretedFrame next = ts.top();
        boolean calleeSeen = false;
        while (frames.hasNext()) {
            StackWalker.StackFrame f = frames.next();
            Class<?> c = f.getDeclaringClass();
            StackTraces.ClassRole classRole = CLASS_ROLES.get(c);
            if (calleeSeen && classRole == StackTraces.ClassRole.LAUNCHER) {
                return NO_CALLER;
            }
            long site = NO_CALLER;
            StackTraces.Role role = roleOfClass(classRole, f);
            if (role == StackTraces.Role.GUEST_METHOD || role == StackTraces.Role.HOST) {
                role = role(c, f);
            }
            switch (role) {
                case MARKER: {
                    InterpretedFrame interpreted = next;
                    if (interpreted == null) {
                        continue;
                    }
                    next = interpreted.next();
                    if (interpreted.continuesCompiled()) {
                        continue; // it continues as the compiled frame above
                    }
                    site = CallerLookup.pack(interpreted.method().id(), interpreted.bci());
                    break;
                }
                case COMPILED: {
                    CompiledMethod m = compiler.compiledMethodNamed(c, f.getMethodName());
                    if (m == null) {
                        m = compiler.compiledMethod(c, f.getMethodName(), f.getDescriptor());
                    }
                    if (m == null) {
                        continue;
                    }
                    InlineMap.Position p = m.positionAt(f.getByteCodeIndex());
                    if (p == null) {
                        continue; // a transfer's trampoline: the sampled copy above was the guest frame
                    }
                    if (!calleeSeen && p.caller() != null) { // the callee inlined into this code: its caller too
                        if (p.method().id() != calleeId) {
                            return NO_CALLER;
                        }
                        return CallerLookup.pack(p.caller().method().id(), p.caller().bci());
                    }
                    site = CallerLookup.pack(p.method().id(), p.bci());
                    break;
                }
                case GUEST_BYTECODE: {
                    GuestMethod m = guestMethod(c, f);
                    if (m == null) {
                        continue;
                    }
                    site = CallerLookup.pack(m.id(), m.bciOfHostCall(f.getByteCodeIndex()));
                    break;
                }
                case HOST:
                case LOADER_ENTRY:
                    if (!calleeSeen || isInitializer(calleeId)) {
                        // the JDK below a yieldpoint's slow path (a service's own code), or the JDK
                        // initialising a class for the guest code below (Class.forName when the
                        // interpreter triggers it): that guest code is the initialiser's caller
                        continue;
                    }
                    return CallerLookup.pack(hostKey(f), f.getByteCodeIndex());
                default:
                    continue;
            }
            if (calleeSeen) {
                return site;
            }
            if (CallerLookup.methodKey(site) != calleeId) {
                return NO_CALLER;
            }
            calleeSeen = true;
        }
        return NO_CALLER;
    }

    private boolean isInitializer(int methodId) {
        return model.method(methodId).name().equals("<clinit>");
    }

    private int hostKey(StackWalker.StackFrame f) {
        String name = f.getClassName().replace('.', '/') + "." + f.getMethodName() + f.getDescriptor();
        return GuestPathMaps.getOrComputeOnce(hostKeys, name, hostNames, n -> {
            hostNames.add(n);
            return -hostNames.size();
        });
    }

    @Override
    public String name(int methodKey) {
        if (methodKey >= 0) {
            GuestMethod m = model.method(methodKey);
            if (m == null) {
                throw new IllegalArgumentException("no guest method has id " + methodKey);
            }
            return m.jvmName();
        }
        int index = -1 - methodKey;
        if (index >= hostNames.size()) {
            throw new IllegalArgumentException("no JDK method has key " + methodKey);
        }
        return hostNames.get(index);
    }
}
