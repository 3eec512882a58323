package rvm.interp;

import java.util.ArrayList;
import java.util.List;
import java.util.function.Function;
import rvm.interp.compiler.BaselineCompiler;

/**
 * Makes the stack traces guests see show guest frames, never the VM's own.
 *
 * <p>A host stack taken while guest code runs shows one {@code Interpreter.execute} frame for each
 * interpreted guest frame, one frame of a hidden class for each compiled guest frame (the host JVM
 * must run with {@code -XX:+ShowHiddenFrames}, which the {@code rvm} launcher passes, or these are
 * missing), plus VM and {@code java.lang.invoke} frames around them, and entry-stub frames of
 * guest classes. The guest's view replaces each {@code execute} frame by the guest frame
 * it stands for (class, method, source file, line of the current instruction), names a compiled
 * frame by its guest class (compiled code keeps the guest's method names and line numbers), keeps JDK frames (a
 * JDK method calling back into the guest stays visible) and guest constructors and initialisers
 * (real bytecode), and drops the rest. The same view serves throwables, {@code Thread.getStackTrace}
 * and {@code StackWalker} ({@link GuestStackWalker}).
 *
 * <p>A throwable's trace is rewritten when the interpreter constructs it, when guest bytecode kept
 * as host bytecode constructs it, after the guest calls {@code fillInStackTrace}, and when an
 * interpreted frame first sees an exception thrown elsewhere: always while the frames it describes
 * are still live.
 */
final class StackTraces {

    private static final String INTERPRETER = Interpreter.class.getName();
    private static final String GUEST_LOADER = "app";
    private static final String COMPILED_CLASS = BaselineCompiler.HIDDEN_CLASS_SUFFIX + "/";
    private static final String LAUNCHER = "rvm.interp.launcher.";

    /** What a host frame is to the guest. */
    enum Role {
        /** {@code Interpreter.execute}: stands for one interpreted guest frame. */
        MARKER,
        /** A VM frame, a method-handle frame or an entry stub: invisible to the guest. */
        HIDDEN,
        /** A guest constructor or static initialiser, running as host bytecode. */
        GUEST_BYTECODE,
        /** A guest method compiled into a hidden class: its class name maps back to the guest's. */
        COMPILED,
        /** A JDK frame: shown as it is. */
        HOST
    }

    /** What a host class's frames are to the guest, before the method is known. */
    enum ClassRole {
        /** The interpreter, whose {@code execute} frames stand for interpreted guest frames. */
        INTERPRETER,
        /** The VM's launcher: below it, a thread has no guest caller. */
        LAUNCHER,
        /** The VM's own classes, {@code java.lang.invoke} and hidden classes other than compiled code. */
        VM,
        /** A hidden class of compiled code. */
        COMPILED,
        /** A guest class (its own frames are entry stubs, constructors and initialisers). */
        GUEST,
        /** A JDK class. */
        HOST
    }

    /** The role of a host frame given its class, method and class loader names. */
    static Role role(String className, String methodName, String loaderName) {
        return role(classRole(className, loaderName), methodName);
    }

    /** What the frames of a host class are to the guest, given its name and its loader's name. */
    static ClassRole classRole(String className, String loaderName) {
        if (className.equals(INTERPRETER)) {
            return ClassRole.INTERPRETER;
        }
        if (className.startsWith(LAUNCHER)) {
            return ClassRole.LAUNCHER;
        }
        if (className.startsWith("rvm.") || className.startsWith("java.lang.invoke.")) {
            return ClassRole.VM;
        }
        if (className.contains(COMPILED_CLASS)) {
            return ClassRole.COMPILED;
        }
        if (className.indexOf('/') >= 0) {
            return ClassRole.VM; // another hidden class (a lambda proxy): the host never shows those
        }
        return GUEST_LOADER.equals(loaderName) ? ClassRole.GUEST : ClassRole.HOST;
    }

    /** The role of a frame of method {@code methodName} of a class of role {@code c}. */
    static Role role(ClassRole c, String methodName) {
        switch (c) {
            case INTERPRETER:
                return methodName.equals("execute") ? Role.MARKER : Role.HIDDEN;
            case COMPILED:
                return methodName.startsWith(BaselineCompiler.BRIDGE_PREFIX) ? Role.HIDDEN : Role.COMPILED;
            case GUEST:
                return methodName.equals("<init>") || methodName.equals("<clinit>") ? Role.GUEST_BYTECODE : Role.HIDDEN;
            case HOST:
                return Role.HOST;
            default:
                return Role.HIDDEN;
        }
    }

    /**
     * The guest's view of a host stack (top first): each entry is either an interpreted {@link Frame}
     * or a host frame of role {@code GUEST_BYTECODE} or {@code HOST}, unchanged.
     *
     * @param live whether {@code host} is the current thread's live stack (markers then match the
     *             interpreted frames exactly); for a throwable's trace they are aligned from the
     *             bottom when complete, from the top when the host truncated it (deep recursion)
     */
    static <T> List<Object> guestView(List<T> host, Function<T, Role> role, ThreadState ts, boolean live) {
        int markers = 0;
        for (T e : host) {
            if (role.apply(e) == Role.MARKER) {
                markers++;
            }
        }
        List<Frame> frames = new ArrayList<>();
        for (Frame x = ts.top; x != null; x = x.prev) {
            frames.add(x);
        }
        int shift = !live && markers >= frames.size() ? markers - frames.size() : 0;
        List<Object> out = new ArrayList<>(host.size());
        int marker = 0;
        int afterLastGuest = -1;
        for (T e : host) {
            switch (role.apply(e)) {
                case MARKER: {
                    int index = marker++ - shift;
                    // a frame that moved into compiled code (OSR) shows as its compiled frame, above
                    if (index >= 0 && index < frames.size() && frames.get(index).osrEntry == null) {
                        out.add(frames.get(index));
                        afterLastGuest = out.size();
                    }
                    break;
                }
                case COMPILED:
                case GUEST_BYTECODE:
                    out.add(e);
                    afterLastGuest = out.size();
                    break;
                case HOST:
                    out.add(e);
                    break;
                default:
                    break;
            }
        }
        if (ts.guestMain && afterLastGuest >= 0) {
            out.subList(afterLastGuest, out.size()).clear(); // the launcher's thread below the guest main
        }
        return out;
    }

    /**
     * What an interpreted frame should see of an exception it caught: the same exception with a
     * guest stack trace, or for an exception the interpreter itself raised on the guest's behalf
     * (a null dereference), the exception the JVM would have raised.
     */
    Throwable translate(Throwable t, Frame f) {
        if (t == f.ts.lastRewritten) {
            return t;
        }
        if (t instanceof NullPointerException && raisedByVm(t)) {
            NullPointerException npe = new NullPointerException(NullPointerMessages.describe(f.code, f.pc));
            rewrite(npe, f.ts);
            return npe;
        }
        rewrite(t, f.ts);
        if (t instanceof ClassCastException && t.getMessage() != null
                && t.getMessage().contains("of loader '" + GUEST_LOADER + "' @")) {
            // the host names the guest loader with its identity hash; the host's own app loader has none
            ClassCastException cce = new ClassCastException(t.getMessage()
                    .replaceAll("of loader '" + GUEST_LOADER + "' @[0-9a-f]+", "of loader '" + GUEST_LOADER + "'"));
            cce.setStackTrace(t.getStackTrace());
            return cce;
        }
        return t;
    }

    private static boolean raisedByVm(Throwable t) {
        StackTraceElement[] trace = t.getStackTrace();
        return trace.length > 0 && trace[0].getClassName().startsWith("rvm.interp.");
    }

    /**
     * Rewrites {@code t}'s trace if it still shows interpreter frames. An exception passes through
     * every interpreted frame it unwinds; the thread remembers the last throwable it rewrote, so the
     * frames after the first cost nothing (a deep stack overflow unwinds thousands).
     */
    void rewrite(Throwable t, ThreadState ts) {
        if (t == ts.lastRewritten) {
            return;
        }
        StackTraceElement[] host = t.getStackTrace();
        if (showsVm(host)) {
            t.setStackTrace(guestElements(host, ts, false));
        }
        ts.lastRewritten = t;
    }

    /** The guest's view of the current thread's stack trace {@code host}. */
    static StackTraceElement[] guestElements(StackTraceElement[] host, ThreadState ts, boolean live) {
        List<Object> view = guestView(List.of(host),
                e -> role(e.getClassName(), e.getMethodName(), e.getClassLoaderName()), ts, live);
        StackTraceElement[] out = new StackTraceElement[view.size()];
        for (int i = 0; i < out.length; i++) {
            Object o = view.get(i);
            if (o instanceof Frame) {
                out[i] = guestElement((Frame) o);
            } else {
                StackTraceElement e = (StackTraceElement) o;
                out[i] = GUEST_LOADER.equals(e.getClassLoaderName())
                        ? new StackTraceElement(guestClassName(e.getClassName()), e.getMethodName(), e.getFileName(),
                                e.getLineNumber())
                        : e;
            }
        }
        return out;
    }

    /** The guest class a host class name stands for: itself, or the guest class of a hidden class of compiled code. */
    static String guestClassName(String hostClassName) {
        int i = hostClassName.indexOf(COMPILED_CLASS);
        return i < 0 ? hostClassName : hostClassName.substring(0, i);
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
    static StackTraceElement guestElement(Frame f) {
        Code code = f.code;
        return new StackTraceElement(code.method.owner().name().replace('/', '.'), code.method.name(),
                code.method.owner().sourceFile(), line(f));
    }

    /** The source line of an interpreted frame's current instruction, -1 when unknown. */
    static int line(Frame f) {
        return f.pc >= 0 && f.pc < f.code.line.length ? f.code.line[f.pc] : -1;
    }
}
