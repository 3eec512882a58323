package rvm.interp.stack;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Set;
import java.util.function.Function;
import rvm.core.loader.GuestClassLoader;
import rvm.core.model.ClassModel;
import rvm.core.model.GuestClass;
import rvm.core.model.GuestMethod;
import rvm.core.runtime.ResolutionErrors;
import rvm.core.stack.GuestFrame;
import rvm.interp.compiler.BaselineCompiler;
import rvm.interp.compiler.CompiledMethod;
import rvm.interp.link.GuestShutdown;

/**
 * Makes the stack traces guests see show the frames the host would show for the same program,
 * never the VM's own.
 *
 * <p>A host stack taken while guest code runs shows one {@code Interpreter.execute} frame for each
 * interpreted guest frame, one frame of a hidden class of compiled code for each compiled guest
 * frame (the host JVM must run with {@code -XX:+ShowHiddenFrames}, which the {@code rvm} launcher
 * passes, or these are missing), guest constructors, initialisers and other methods kept as the
 * guest class's own bytecode, JDK frames, and around them the VM's frames, frames the host JVM hides
 * (method-handle internals, hidden classes, lambda proxies) and entry stubs. The guest's view:
 * <ul>
 *   <li>replaces each {@code execute} frame by the interpreted frame it stands for (class, method,
 *       source file, line of the current instruction) and names a compiled frame by its guest
 *       class (compiled code keeps the guest's method names and line numbers);</li>
 *   <li>drops the VM's frames, hidden frames and stubs;</li>
 *   <li>keeps a run of JDK frames when guest code called it (the frame below the run, past hidden
 *       frames, is a guest frame, or the trampoline through which the interpreter calls the JDK
 *       for the guest) or when it is the bottom of the thread's stack, and drops it when the VM
 *       called it for its own purposes (initialising a class through a method handle, loading a
 *       class with {@code Class.forName}, linking a call site);</li>
 *   <li>ends at the launcher: it and everything below it are the VM's, so the guest's {@code main}
 *       is the bottom of its thread's stack, as on the host;</li>
 *   <li>shows the guest class loader, which stands for the host's application class loader, with
 *       the application class loader's own frames where it cannot find a class.</li>
 * </ul>
 * The same view serves throwables (with their causes and suppressed throwables),
 * {@code Thread.getStackTrace} and, through {@link LiveGuestStack}, {@code StackWalker}.
 *
 * <p>A throwable's trace is rewritten when the interpreter constructs it, when guest bytecode kept
 * as host bytecode constructs it, after the guest calls {@code fillInStackTrace}, and when an
 * interpreted frame or a compiled handler first sees an exception thrown elsewhere: always while
 * the frames it describes are still live.
 */
public final class StackTraces {

    /**
     * The interpreter's class, whose {@code execute} frames stand for interpreted guest frames (this
     * package cannot see it: the interpreter depends on it; {@code StackTracesTest} checks the name).
     */
    public static final String INTERPRETER = "rvm.interp.Interpreter";
    private static final String GUEST_LOADER = "app";
    private static final String GUEST_LOADER_CLASS = GuestClassLoader.class.getName();
    /** The launcher's package (module vm-launcher, which this module cannot see): its frames are the launcher's. */
    private static final String LAUNCHER = "rvm.launcher.";
    private static final String LINKAGE_CLASS = "rvm.core.runtime.CompiledLinkage";
    /** The VM's answers to the guest's intrinsic calls: the JDK methods they call, they call for the guest. */
    private static final java.util.Set<String> INTRINSICS = java.util.Set.of(GuestShutdown.class.getName(),
            GuestStackWalker.class.getName());
    /** What the host's application class loader's frames are when it cannot find a class (see {@link #asAppLoader}). */
    private static final List<StackTraceElement> APP_LOADER_MISS = appLoaderMiss();
    /** The message part by which HotSpot names the guest loader, which is not one of its built-in loaders. */
    private static final java.util.regex.Pattern LOADER_ID = java.util.regex.Pattern.compile(
            "(of loader '" + GUEST_LOADER + "') @[0-9a-f]+");

    /** What a host frame is to the guest. */
    enum Role {
        /** {@code Interpreter.execute}: stands for one interpreted guest frame. */
        MARKER,
        /** A frame the host JVM hides (method-handle internals, hidden classes) or an entry stub. */
        HIDDEN,
        /** The VM's own code: invisible, and the JDK frames it calls are its own doing. */
        VM,
        /** The frame through which the interpreter calls the JDK for the guest: the JDK frames above are the guest's calls. */
        TRAMPOLINE,
        /** The launcher: it and every frame below it are the VM's. */
        LAUNCHER,
        /**
         * A bootstrap method with which the VM links an instruction of compiled code: the JDK frames
         * below it, which link the call site, are the VM's doing.
         */
        LINKAGE,
        /**
         * {@code ClassLoader.loadClass}, a JDK frame: where the VM loads a class for the guest, the
         * frames of the loading show as the JVM's own class resolution shows them, down to this one.
         */
        LOADER_ENTRY,
        /** A guest constructor, static initialiser or other method kept as the class's own bytecode. */
        GUEST_BYTECODE,
        /**
         * A method of a guest class other than a constructor or initialiser: its entry stub (hidden)
         * or a method kept as bytecode (a guest frame); the class model tells which.
         */
        GUEST_METHOD,
        /** A guest method compiled into a hidden class: its class name maps back to the guest's. */
        COMPILED,
        /** A JDK frame. */
        HOST
    }

    /** What a host class's frames are to the guest, before the method is known. */
    enum ClassRole {
        /** The interpreter, whose {@code execute} frames stand for interpreted guest frames. */
        INTERPRETER,
        /** The VM's launcher: below it, a thread has no guest caller. */
        LAUNCHER,
        /**
         * The guest loader's anchor class, whose {@code invoke} is the interpreter's trampoline to the
         * JDK, and the VM's answers to intrinsic calls, which call the JDK for the guest.
         */
        TRAMPOLINE,
        /** The VM's own classes. */
        VM,
        /** The bootstrap methods of compiled code ({@code rvm.core.runtime.CompiledLinkage}). */
        LINKAGE,
        /** Classes whose frames the host JVM hides: method-handle holders, hidden classes other than compiled code. */
        HIDDEN,
        /** A hidden class of compiled code. */
        COMPILED,
        /** A guest class (its own frames are entry stubs, constructors, initialisers and kept methods). */
        GUEST,
        /** A JDK class. */
        HOST;

        /**
         * Whether a frame's method name decides its role ({@link #role(ClassRole, String)}): the
         * interpreter's, compiled code's, guest classes' and the JDK's frames; any other frame's role
         * is its class's alone.
         */
        boolean rolesByName() {
            return this == INTERPRETER || this == COMPILED || this == GUEST || this == HOST;
        }
    }

    private final ClassModel model;
    private final BaselineCompiler compiler;

    public StackTraces(ClassModel model, BaselineCompiler compiler) {
        this.compiler = compiler;
        this.model = model;
    }

    /** The role of a host frame given its class, method and class loader names (no guest method resolved). */
    static Role role(String className, String methodName, String loaderName) {
        ClassRole c = classRole(className, loaderName);
        if (c == ClassRole.HOST && HiddenMethods.isHidden(className, loaderName, methodName)) {
            return Role.HIDDEN;
        }
        return role(c, methodName, className);
    }

    /** What the frames of a host class are to the guest, given its name and its loader's name. */
    static ClassRole classRole(String className, String loaderName) {
        if (className.equals(INTERPRETER)) {
            return ClassRole.INTERPRETER;
        }
        if (className.startsWith(LAUNCHER)) {
            return ClassRole.LAUNCHER;
        }
        if (className.equals(GuestClassLoader.ANCHOR) || INTRINSICS.contains(className)) {
            return ClassRole.TRAMPOLINE;
        }
        if (className.equals(LINKAGE_CLASS)) {
            return ClassRole.LINKAGE;
        }
        if (className.startsWith("rvm.")) {
            return ClassRole.VM;
        }
        if (BaselineCompiler.guestClassOfCompiled(className) != null) {
            return ClassRole.COMPILED;
        }
        if (className.indexOf('/') >= 0 || isMethodHandleHolder(className)) {
            return ClassRole.HIDDEN; // lambda forms, lambda proxies, injected invokers: the host hides them
        }
        return GUEST_LOADER.equals(loaderName) ? ClassRole.GUEST : ClassRole.HOST;
    }

    /** The classes of pre-generated lambda forms ({@code DirectMethodHandle$Holder}, ...), whose frames the host hides. */
    private static boolean isMethodHandleHolder(String className) {
        return className.startsWith("java.lang.invoke.") && className.endsWith("$Holder");
    }

    /** The role of a frame of method {@code methodName} of class {@code className}, of role {@code c}. */
    static Role role(ClassRole c, String methodName, String className) {
        Role r = role(c, methodName);
        return r == Role.HOST && methodName.equals("loadClass") && className.equals("java.lang.ClassLoader")
                ? Role.LOADER_ENTRY : r;
    }

    /**
     * The role of a frame of method {@code methodName} of a class of role {@code c};
     * {@code methodName} may be {@code null} where {@code c} does not {@linkplain ClassRole#rolesByName
     * decide by name}.
     */
    static Role role(ClassRole c, String methodName) {
        switch (c) {
            case INTERPRETER:
                return methodName.equals("execute") ? Role.MARKER : Role.VM;
            case LAUNCHER:
                return Role.LAUNCHER;
            case TRAMPOLINE:
                return Role.TRAMPOLINE;
            case LINKAGE:
                return Role.LINKAGE;
            case HIDDEN:
                return Role.HIDDEN;
            case COMPILED:
                return methodName.startsWith(BaselineCompiler.BRIDGE_PREFIX) ? Role.VM : Role.COMPILED;
            case GUEST:
                return methodName.equals("<init>") || methodName.equals("<clinit>") ? Role.GUEST_BYTECODE
                        : Role.GUEST_METHOD;
            case HOST:
                return Role.HOST;
            default:
                return Role.VM;
        }
    }

    /**
     * The guest's view of a host stack (top first): each entry is either an {@link InterpretedFrame}
     * or a host frame of role {@code GUEST_BYTECODE}, {@code COMPILED} or {@code HOST}, unchanged.
     *
     * @param role the role of each frame, with {@code GUEST_METHOD} resolved (to {@code HIDDEN} or
     *             {@code GUEST_BYTECODE})
     * @param live whether {@code host} is the current thread's live stack (markers then match the
     *             interpreted frames exactly); for a throwable's trace they are aligned from the
     *             bottom when complete, from the top when the host truncated it (deep recursion)
     */
    static <T> List<Object> guestView(List<T> host, Function<T, Role> role, InterpreterThread ts, boolean live) {
        List<Role> roles = new ArrayList<>(host.size());
        int end = host.size();
        int markers = 0;
        for (int i = 0; i < host.size(); i++) {
            Role r = role.apply(host.get(i));
            roles.add(r);
            if (r == Role.LAUNCHER) {
                end = i;
                break;
            }
            markers += r == Role.MARKER ? 1 : 0;
        }
        List<InterpretedFrame> frames = new ArrayList<>();
        for (InterpretedFrame x = ts.top(); x != null; x = x.next()) {
            frames.add(x);
        }
        int shift = !live && markers >= frames.size() ? markers - frames.size() : 0;
        List<Object> out = new ArrayList<>(end);
        JdkRun<T> run = new JdkRun<>();
        boolean linking = false; // the JDK frames that come next link a call site for the VM
        int marker = 0;
        for (int i = 0; i < end; i++) {
            T e = host.get(i);
            Role r = roles.get(i);
            switch (r) {
                case MARKER: {
                    run.keepAll(out);
                    int index = marker++ - shift;
                    // a frame that moved into compiled code (OSR) shows as its compiled frame, above
                    if (index >= 0 && index < frames.size() && !frames.get(index).continuesCompiled()) {
                        out.add(frames.get(index));
                    }
                    break;
                }
                case COMPILED:
                case GUEST_BYTECODE:
                    run.keepAll(out);
                    out.add(e);
                    break;
                case TRAMPOLINE:
                    run.keepAll(out); // the guest called these
                    break;
                case VM:
                case LINKAGE:
                    run.keepLoading(out); // the VM called these for itself, but for loading a class
                    break;
                case HOST:
                case LOADER_ENTRY:
                    if (!linking) {
                        run.add(e, r == Role.LOADER_ENTRY);
                    }
                    break;
                default:
                    break;
            }
            if (r == Role.LINKAGE) {
                linking = true;
            } else if (r == Role.MARKER || r == Role.COMPILED || r == Role.GUEST_BYTECODE) {
                linking = false;
            }
        }
        if (end == host.size()) {
            run.keepAll(out); // the bottom of the thread's stack
        }
        return out;
    }

    /** The JDK frames met since the last guest or VM frame, and which of them is the lowest {@code ClassLoader.loadClass}. */
    static final class JdkRun<T> {
        private final List<T> frames = new ArrayList<>();
        private int loaderEntry = -1;

        boolean isEmpty() {
            return frames.isEmpty();
        }

        void add(T frame, boolean isLoaderEntry) {
            if (isLoaderEntry) {
                loaderEntry = frames.size();
            }
            frames.add(frame);
        }

        /** Keeps every frame: guest code called them. */
        void keepAll(List<Object> out) {
            out.addAll(frames);
            clear();
        }

        /**
         * Keeps the frames down to the lowest {@code ClassLoader.loadClass}: the VM called the rest for
         * itself, but a class it loads for the guest shows its loading, as the JVM's own resolution does.
         */
        void keepLoading(List<Object> out) {
            out.addAll(frames.subList(0, loaderEntry + 1));
            clear();
        }

        private void clear() {
            frames.clear();
            loaderEntry = -1;
        }
    }

    /**
     * What an interpreted frame should see of an exception it caught: the same exception with a
     * guest stack trace, or for an exception the interpreter itself raised on the guest's behalf
     * (a null dereference at {@code f}'s instruction), the exception the JVM would have raised.
     */
    public Throwable translate(Throwable t, InterpretedFrame f, InterpreterThread ts) {
        if (ts.rewroteLast(t)) {
            return t;
        }
        if (t instanceof NullPointerException && raisedByVm(t)) {
            NullPointerException npe = new NullPointerException(f.nullPointerMessage());
            rewrite(npe, ts);
            return npe;
        }
        return caught(t, ts);
    }

    /**
     * What guest code that catches {@code t} should see: {@code t} with a guest stack trace, or, when
     * the host's message names the guest loader as HotSpot names a loader that is not one of its
     * own (a class cast in compiled code: {@code of loader 'app' @35bbe5e8}), the same exception
     * with the message the host would give ({@code of loader 'app'}).
     */
    public Throwable caught(Throwable t, InterpreterThread ts) {
        rewrite(t, ts);
        Throwable host = withHostMessage(t);
        if (host != t) {
            ts.rewrote(host);
        }
        return host;
    }

    private static Throwable withHostMessage(Throwable t) {
        if (t.getClass().getClassLoader() != null) {
            return t; // a guest's (or a library's) throwable: HotSpot made no message for it, and its getMessage is its own code
        }
        String message = t.getMessage();
        if (message == null || !LOADER_ID.matcher(message).find()) {
            return t;
        }
        Throwable copy = ResolutionErrors.sameClass(t, LOADER_ID.matcher(message).replaceAll("$1"));
        if (copy == null) {
            return t; // no constructor from a message: keep the host's
        }
        if (t.getCause() != null) {
            copy.initCause(t.getCause());
        }
        copy.setStackTrace(t.getStackTrace());
        for (Throwable s : t.getSuppressed()) {
            copy.addSuppressed(s);
        }
        return copy;
    }

    private static boolean raisedByVm(Throwable t) {
        StackTraceElement[] trace = t.getStackTrace();
        return trace.length > 0 && trace[0].getClassName().startsWith("rvm.interp.");
    }

    /**
     * Rewrites {@code t}'s trace, and those of its causes and suppressed throwables, where they still
     * show VM frames. An exception passes through every interpreted frame it unwinds; the thread
     * remembers the last throwable it rewrote, so the frames after the first cost nothing (a deep
     * stack overflow unwinds thousands).
     */
    public void rewrite(Throwable t, InterpreterThread ts) {
        if (ts.rewroteLast(t)) {
            return;
        }
        rewrite(t, ts, Collections.newSetFromMap(new IdentityHashMap<>()));
        ts.rewrote(t);
    }

    private void rewrite(Throwable t, InterpreterThread ts, Set<Throwable> seen) {
        if (!seen.add(t)) {
            return;
        }
        StackTraceElement[] host = t.getStackTrace();
        if (showsVm(host)) {
            t.setStackTrace(guestElements(host, ts, false));
        }
        Throwable cause = CauseReader.cause(t);
        if (cause != null) {
            rewrite(cause, ts, seen);
        }
        for (Throwable s : t.getSuppressed()) {
            rewrite(s, ts, seen);
        }
    }

    /** The guest's view of the current thread's stack trace {@code host}. */
    public StackTraceElement[] guestElements(StackTraceElement[] host, InterpreterThread ts, boolean live) {
        List<Object> view = guestView(asAppLoader(host), this::role, ts, live);
        List<StackTraceElement> out = new ArrayList<>(view.size());
        for (Object o : view) {
            if (o instanceof InterpretedFrame) {
                out.add(guestElement((InterpretedFrame) o));
            } else {
                StackTraceElement e = (StackTraceElement) o;
                if (!GUEST_LOADER.equals(e.getClassLoaderName())) {
                    out.add(e);
                } else if (!addInlined(e, out)) {
                    out.add(new StackTraceElement(guestClassName(e.getClassName()), e.getMethodName(), e.getFileName(),
                            e.getLineNumber()));
                }
            }
        }
        return out.toArray(new StackTraceElement[0]);
    }

    /**
     * Adds the guest frames a compiled frame with inlined methods stands for, innermost first (its
     * line names the position: {@code CompiledMethod.framesAtLine}), none for a transfer's trampoline;
     * false for any other element.
     */
    private boolean addInlined(StackTraceElement e, List<StackTraceElement> out) {
        if (BaselineCompiler.guestClassOfCompiled(e.getClassName()) == null) {
            return false;
        }
        CompiledMethod m = compiler.compiledMethodNamed(e.getClassName(), e.getMethodName());
        if (m == null || !m.linesArePositions()) {
            return false;
        }
        if (!m.isGuestFrameAtLine(e.getLineNumber())) {
            return true; // a transfer's trampoline: the sampled copy above is the guest frame
        }
        List<GuestFrame> frames = m.framesAtLine(e.getLineNumber());
        if (frames.isEmpty()) {
            return false;
        }
        for (GuestFrame f : frames) {
            GuestClass owner = f.method().owner();
            out.add(new StackTraceElement(owner.name().replace('/', '.'), f.method().name(), owner.sourceFile(),
                    f.line()));
        }
        return true;
    }

    /** The role of a trace element, with a guest class's methods told apart by the class model. */
    private Role role(StackTraceElement e) {
        Role r = role(e.getClassName(), e.getMethodName(), e.getClassLoaderName());
        if (r != Role.GUEST_METHOD) {
            return r;
        }
        GuestClass g = model.forName(e.getClassName().replace('.', '/'));
        if (g == null) {
            return Role.GUEST_BYTECODE; // a class the guest loader defined unchanged runs its own bytecode
        }
        return isKeptFrame(g, e.getMethodName(), e.getLineNumber()) ? Role.GUEST_BYTECODE : Role.HIDDEN;
    }

    /**
     * Whether a frame of {@code g}'s method {@code name} at {@code line} runs a method kept as bytecode
     * rather than a stub. A trace element has no descriptor: when the name has both, the line tells
     * (stubs have none).
     */
    private static boolean isKeptFrame(GuestClass g, String name, int line) {
        if (!g.hasKeptMethodNamed(name)) {
            return false;
        }
        boolean kept = false;
        boolean stub = false;
        for (GuestMethod m : g.methods()) {
            if (m.name().equals(name)) {
                kept |= m.isKeptAsBytecode();
                stub |= m.isExecuted();
            }
        }
        return kept && (!stub || line >= 0);
    }

    /**
     * {@code host} with the guest loader's frames where it could not find a class replaced by the
     * host application class loader's ({@code BuiltinClassLoader.loadClass}, and before JDK 25
     * {@code ClassLoaders$AppClassLoader.loadClass}): up to the guest loader's
     * {@code loadClass(String, boolean)}, the guest loader plays that loader's part.
     */
    static List<StackTraceElement> asAppLoader(StackTraceElement[] host) {
        List<StackTraceElement> frames = Arrays.asList(host);
        if (host.length == 0 || !host[0].getClassName().equals(GUEST_LOADER_CLASS)
                || !host[0].getMethodName().equals("findClass") || APP_LOADER_MISS.isEmpty()) {
            return frames;
        }
        for (int i = 1; i < host.length; i++) {
            if (host[i].getClassName().equals(GUEST_LOADER_CLASS) && host[i].getMethodName().equals("loadClass")) {
                List<StackTraceElement> out = new ArrayList<>(APP_LOADER_MISS);
                out.addAll(frames.subList(i + 1, host.length));
                return out;
            }
        }
        return frames;
    }

    /** The host application class loader's frames above {@code ClassLoader.loadClass(String)} for a class it cannot find. */
    private static List<StackTraceElement> appLoaderMiss() {
        try {
            ClassLoader.getSystemClassLoader().loadClass("rvm.interp.StackTraces$NoSuchClass$");
        } catch (ClassNotFoundException e) {
            List<StackTraceElement> frames = new ArrayList<>();
            for (StackTraceElement s : e.getStackTrace()) {
                if (s.getClassName().equals("java.lang.ClassLoader")) {
                    return List.copyOf(frames);
                }
                frames.add(s);
            }
        }
        return List.of(); // another layout: the guest loader's frames are then only dropped
    }

    /** The guest class a host class name stands for: itself, or the guest class of a hidden class of compiled code. */
    static String guestClassName(String hostClassName) {
        String guest = BaselineCompiler.guestClassOfCompiled(hostClassName);
        return guest == null ? hostClassName : guest;
    }

    private static boolean showsVm(StackTraceElement[] host) {
        for (StackTraceElement e : host) {
            if (role(e.getClassName(), e.getMethodName(), e.getClassLoaderName()) != Role.HOST) {
                return true;
            }
        }
        return false;
    }

    /** The stack trace element of an interpreted frame at its current instruction. */
    static StackTraceElement guestElement(InterpretedFrame f) {
        GuestMethod m = f.method();
        return new StackTraceElement(m.owner().name().replace('/', '.'), m.name(), m.owner().sourceFile(), f.line());
    }

    /**
     * Reads a throwable's cause without running guest code: {@code getCause()} is virtual, and a
     * guest subclass may override it; such a throwable's cause is left as it is.
     */
    private static final class CauseReader {
        private static final ClassValue<Boolean> OWN_GET_CAUSE = new ClassValue<>() {
            @Override
            protected Boolean computeValue(Class<?> type) {
                for (Class<?> c = type; c != Throwable.class; c = c.getSuperclass()) {
                    try {
                        c.getDeclaredMethod("getCause");
                        return c.getClassLoader() == null || c.getClassLoader() == ClassLoader.getPlatformClassLoader();
                    } catch (NoSuchMethodException e) {
                        // look further up
                    }
                }
                return true;
            }
        };

        static Throwable cause(Throwable t) {
            return OWN_GET_CAUSE.get(t.getClass()) ? t.getCause() : null;
        }
    }
}
