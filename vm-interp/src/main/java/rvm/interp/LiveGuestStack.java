package rvm.interp;

import java.util.ArrayList;
import java.util.EnumSet;
import java.util.Iterator;
import java.util.List;
import rvm.core.model.ClassModel;
import rvm.core.model.GuestClass;
import rvm.core.model.GuestMethod;
import rvm.core.stack.GuestFrame;
import rvm.core.stack.GuestStack;
import rvm.interp.compiler.BaselineCompiler;
import rvm.interp.compiler.CompiledMethod;

/**
 * The current thread's guest stack, read from a host {@link StackWalker} that shows hidden frames:
 * each {@code Interpreter.execute} frame is the next interpreted frame of the thread's chain, each
 * frame of a hidden class of compiled code is mapped back through its compiled method's
 * bytecode-index map, guest constructors and initialisers are taken as they are, JDK frames kept,
 * and everything else (the VM, method-handle frames, stubs, lambda proxies) skipped (see
 * {@link StackTraces#role}).
 *
 * <p>On the thread running the guest's {@code main}, JDK frames below the outermost guest frame
 * (the launcher's) are dropped, as guest stack traces drop them.
 */
final class LiveGuestStack implements GuestStack {

    private static final StackWalker WALKER = StackWalker.getInstance(EnumSet.of(
            StackWalker.Option.RETAIN_CLASS_REFERENCE, StackWalker.Option.SHOW_HIDDEN_FRAMES));

    private final ThreadLocal<ThreadState> threadState;
    private final ClassModel model;
    private final BaselineCompiler compiler;

    LiveGuestStack(ThreadLocal<ThreadState> threadState, ClassModel model, BaselineCompiler compiler) {
        this.threadState = threadState;
        this.model = model;
        this.compiler = compiler;
    }

    @Override
    public List<GuestFrame> walk(int limit) {
        if (limit < 1) {
            throw new IllegalArgumentException("limit must be at least 1: " + limit);
        }
        ThreadState ts = threadState.get();
        return WALKER.walk(frames -> collect(frames.iterator(), ts, limit));
    }

    private List<GuestFrame> collect(Iterator<StackWalker.StackFrame> frames, ThreadState ts, int limit) {
        List<GuestFrame> out = new ArrayList<>(Math.min(limit, 16));
        List<GuestFrame> hostRun = new ArrayList<>(); // JDK frames seen since the last guest frame
        Frame next = ts.top;
        while (frames.hasNext() && out.size() < limit) {
            StackWalker.StackFrame f = frames.next();
            Class<?> c = f.getDeclaringClass();
            ClassLoader loader = c.getClassLoader();
            StackTraces.Role role = StackTraces.role(f.getClassName(), f.getMethodName(),
                    loader == null ? null : loader.getName());
            GuestFrame g = null;
            switch (role) {
                case MARKER: {
                    Frame interpreted = next;
                    if (interpreted == null) {
                        break;
                    }
                    next = interpreted.prev;
                    if (interpreted.osrEntry == null) {
                        g = new GuestFrame(GuestFrame.Kind.INTERPRETED, interpreted.code.method,
                                interpreted.code.method.bciOf(interpreted.pc), StackTraces.line(interpreted), null);
                    }
                    break;
                }
                case COMPILED: {
                    CompiledMethod m = compiler.compiledMethod(c, f.getMethodName(), f.getDescriptor());
                    if (m != null) {
                        g = new GuestFrame(GuestFrame.Kind.COMPILED, m.method(), m.bciAt(f.getByteCodeIndex()),
                                f.getLineNumber(), null);
                    }
                    break;
                }
                case GUEST_BYTECODE: {
                    GuestClass owner = model.forHost(c);
                    GuestMethod m = owner == null ? null : owner.method(f.getMethodName(), f.getDescriptor());
                    if (m != null) {
                        g = new GuestFrame(GuestFrame.Kind.BYTECODE, m, -1, f.getLineNumber(), null);
                    }
                    break;
                }
                case HOST:
                    hostRun.add(new GuestFrame(GuestFrame.Kind.HOST, null, f.getByteCodeIndex(), f.getLineNumber(), f));
                    break;
                default:
                    break;
            }
            if (g != null) {
                flush(hostRun, out, limit);
                if (out.size() < limit) {
                    out.add(g);
                }
            } else if (!ts.guestMain && !hostRun.isEmpty()) {
                flush(hostRun, out, limit);
            }
        }
        return out;
    }

    private static void flush(List<GuestFrame> hostRun, List<GuestFrame> out, int limit) {
        for (GuestFrame h : hostRun) {
            if (out.size() < limit) {
                out.add(h);
            }
        }
        hostRun.clear();
    }
}
