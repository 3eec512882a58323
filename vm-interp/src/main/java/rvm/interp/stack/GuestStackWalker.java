package rvm.interp.stack;

import java.lang.invoke.MethodType;
import java.util.List;
import java.util.function.Consumer;
import java.util.function.Function;
import java.util.function.Supplier;
import java.util.stream.Stream;
import rvm.core.model.GuestMethod;
import rvm.core.stack.GuestFrame;
import rvm.interp.link.StackIntrinsics;

/**
 * What the guest gets when it walks its own stack: {@code StackWalker.walk}, {@code forEach},
 * {@code getCallerClass} and {@code Thread.getStackTrace} of the current thread, with guest frames
 * in place of the VM's (see {@link LiveGuestStack} and {@link StackTraces}). The interpreter links guest calls of these
 * methods here instead of to the JDK.
 */
public final class GuestStackWalker implements StackIntrinsics {

    private final Supplier<? extends InterpreterThread> threadState;
    private final LiveGuestStack stack;
    private final StackTraces stackTraces;

    public GuestStackWalker(Supplier<? extends InterpreterThread> threadState, LiveGuestStack stack, StackTraces stackTraces) {
        this.threadState = threadState;
        this.stack = stack;
        this.stackTraces = stackTraces;
    }

    /** {@code walker.walk(function)} over the guest's frames. */
    @Override
    public Object walk(StackWalker walker, Function<? super Stream<StackWalker.StackFrame>, ?> function) {
        return function.apply(frames(walker).stream());
    }

    /** {@code walker.forEach(action)} over the guest's frames. */
    @Override
    public void forEach(StackWalker walker, Consumer<? super StackWalker.StackFrame> action) {
        frames(walker).forEach(action);
    }

    /** {@code walker.getCallerClass()}: the class of the guest frame below the one that asks. */
    @Override
    public Class<?> getCallerClass(StackWalker walker) {
        List<StackWalker.StackFrame> frames = frames(walker);
        if (frames.size() < 2) {
            throw new IllegalCallerException("no caller frame");
        }
        return frames.get(1).getDeclaringClass();
    }

    /** {@code thread.getStackTrace()}: guest frames when the thread is the current one. */
    @Override
    public StackTraceElement[] getStackTrace(Thread thread) {
        StackTraceElement[] host = thread.getStackTrace();
        if (thread != Thread.currentThread()) {
            return host;
        }
        // the host's trace starts with Thread.getStackTrace itself, which the view keeps as a JDK frame
        return stackTraces.guestElements(host, threadState.get(), true);
    }

    /**
     * The guest's frames, top first, starting with the frame that called the walker. (The guest's
     * walker options are not consulted: declaring classes are always available.)
     */
    private List<StackWalker.StackFrame> frames(StackWalker walker) {
        return stack.walk(Integer.MAX_VALUE).stream()
                .map(g -> g.kind() == GuestFrame.Kind.HOST ? g.hostFrame() : (StackWalker.StackFrame) new Guest(g))
                .toList();
    }

    /** A guest frame (interpreted, compiled or a constructor) as a {@link StackWalker.StackFrame}. */
    private static final class Guest implements StackWalker.StackFrame {
        private final GuestMethod method;
        private final int line;
        private final int bci;

        Guest(GuestFrame frame) {
            this.method = frame.method();
            this.line = frame.line();
            this.bci = frame.bci();
        }

        @Override
        public String getClassName() {
            return method.owner().name().replace('/', '.');
        }

        @Override
        public String getMethodName() {
            return method.name();
        }

        @Override
        public Class<?> getDeclaringClass() {
            return method.owner().hostClass();
        }

        @Override
        public MethodType getMethodType() {
            getDeclaringClass();
            return MethodType.fromMethodDescriptorString(getDescriptor(), method.owner().loader());
        }

        @Override
        public String getDescriptor() {
            return method.descriptor();
        }

        @Override
        public int getByteCodeIndex() {
            return bci;
        }

        @Override
        public String getFileName() {
            return method.owner().sourceFile();
        }

        @Override
        public int getLineNumber() {
            return line;
        }

        @Override
        public boolean isNativeMethod() {
            return false;
        }

        @Override
        public StackTraceElement toStackTraceElement() {
            return new StackTraceElement(getClassName(), getMethodName(), getFileName(), line);
        }

        @Override
        public String toString() {
            return toStackTraceElement().toString();
        }
    }
}
