package rvm.interp.link;

import java.util.function.Consumer;
import java.util.function.Function;
import java.util.stream.Stream;

/**
 * The guest's walks of its own stack, which the {@link Linker} links to the VM instead of the JDK
 * (see {@code Linker.intrinsic}): each method answers the JDK method of the same name for the
 * calling thread, with guest frames in place of the VM's. The guest-stack package implements it
 * ({@code rvm.interp.stack.GuestStackWalker}); linking only needs these signatures, so it does not
 * depend on how stacks are walked.
 */
public interface StackIntrinsics {

    /** {@code walker.walk(function)} over the guest's frames. */
    Object walk(StackWalker walker, Function<? super Stream<StackWalker.StackFrame>, ?> function);

    /** {@code walker.forEach(action)} over the guest's frames. */
    void forEach(StackWalker walker, Consumer<? super StackWalker.StackFrame> action);

    /** {@code walker.getCallerClass()}: the class of the guest frame below the one that asks. */
    Class<?> getCallerClass(StackWalker walker);

    /** {@code thread.getStackTrace()}: guest frames when the thread is the current one. */
    StackTraceElement[] getStackTrace(Thread thread);
}
