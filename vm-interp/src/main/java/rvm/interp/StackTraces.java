package rvm.interp;

import java.util.ArrayList;
import java.util.List;

/**
 * Makes the stack traces guests see show guest frames, never the VM's own.
 *
 * <p>A host stack trace taken while guest code runs shows one {@code Interpreter.execute} frame for
 * each interpreted guest frame, plus VM and {@code java.lang.invoke} frames around them, and
 * entry-stub frames of guest classes. Rewriting replaces each {@code execute} frame by the guest
 * frame it stands for (class, method, source file, line of the current instruction), keeps JDK
 * frames (a JDK method calling back into the guest stays visible) and guest constructors and
 * initialisers (real bytecode), and drops the rest.
 *
 * <p>A trace is rewritten when the interpreter constructs a throwable, or when an interpreted
 * frame first sees an exception thrown elsewhere, while the frames it describes are still live.
 */
final class StackTraces {

    private static final String INTERPRETER = Interpreter.class.getName();
    private static final String GUEST_LOADER = "app";

    /**
     * What an interpreted frame should see of an exception it caught: the same exception with a
     * guest stack trace, or for an exception the interpreter itself raised on the guest's behalf
     * (a null dereference), the exception the JVM would have raised.
     */
    Throwable translate(Throwable t, Frame f) {
        if (t instanceof NullPointerException && raisedByVm(t)) {
            NullPointerException npe = new NullPointerException(NullPointerMessages.describe(f.code, f.pc));
            rewrite(npe, f.ts);
            return npe;
        }
        rewrite(t, f.ts);
        if (t instanceof ClassCastException && t.getMessage() != null
                && t.getMessage().contains("of loader '" + GUEST_LOADER + "' @")) {
            ClassCastException cce = new ClassCastException(
                    t.getMessage().replaceAll("of loader '" + GUEST_LOADER + "' @[0-9a-f]+", "of loader '"
                            + GUEST_LOADER + "'"));
            cce.setStackTrace(t.getStackTrace());
            return cce;
        }
        return t;
    }

    private static boolean raisedByVm(Throwable t) {
        StackTraceElement[] trace = t.getStackTrace();
        return trace.length > 0 && trace[0].getClassName().startsWith("rvm.interp.");
    }

    /** Rewrites {@code t}'s trace if it still shows interpreter frames. */
    void rewrite(Throwable t, ThreadState ts) {
        StackTraceElement[] host = t.getStackTrace();
        int markers = 0;
        for (StackTraceElement e : host) {
            if (isMarker(e)) {
                markers++;
            }
        }
        if (markers == 0) {
            return;
        }
        List<Frame> frames = new ArrayList<>();
        for (Frame x = ts.top; x != null; x = x.prev) {
            frames.add(x);
        }
        // Align markers with live frames from the bottom when the trace is complete, from the top
        // when the host truncated it (deep recursion).
        int shift = markers >= frames.size() ? markers - frames.size() : 0;
        List<StackTraceElement> out = new ArrayList<>(host.length);
        int marker = 0;
        int lastGuest = -1;
        for (StackTraceElement e : host) {
            if (isMarker(e)) {
                int index = marker++ - shift;
                if (index >= 0 && index < frames.size()) {
                    out.add(guestElement(frames.get(index)));
                    lastGuest = out.size();
                }
                continue;
            }
            String cls = e.getClassName();
            if (cls.startsWith("rvm.") || cls.startsWith("java.lang.invoke.")) {
                continue;
            }
            if (GUEST_LOADER.equals(e.getClassLoaderName())) {
                String m = e.getMethodName();
                if (m.equals("<init>") || m.equals("<clinit>")) {
                    out.add(new StackTraceElement(cls, m, e.getFileName(), e.getLineNumber()));
                    lastGuest = out.size();
                }
                continue; // an entry stub: the interpreted frame stands for it
            }
            out.add(e);
        }
        if (ts.guestMain && lastGuest >= 0) {
            out.subList(lastGuest, out.size()).clear(); // the launcher's thread below the guest main
        }
        t.setStackTrace(out.toArray(new StackTraceElement[0]));
    }

    private static boolean isMarker(StackTraceElement e) {
        return e.getMethodName().equals("execute") && e.getClassName().equals(INTERPRETER);
    }

    /** The stack trace element of an interpreted frame at its current instruction. */
    static StackTraceElement guestElement(Frame f) {
        Code code = f.code;
        String cls = code.method.owner().name().replace('/', '.');
        int line = f.pc >= 0 && f.pc < code.line.length ? code.line[f.pc] : -1;
        return new StackTraceElement(cls, code.method.name(), code.method.owner().sourceFile(), line);
    }
}
