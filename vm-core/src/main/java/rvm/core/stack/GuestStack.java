package rvm.core.stack;

import java.util.List;

/**
 * The current thread's guest stack across tiers: interpreted frames, compiled frames (mapped back
 * through their bytecode-index maps), guest constructors and initialisers, and the JDK frames
 * between them (a JDK method that calls back into guest code appears as that code's caller).
 * Frames of the VM itself, method-handle plumbing, entry stubs and lambda proxies never appear.
 *
 * <p>Stack traces, the guest's {@code StackWalker} and the profilers all read guest stacks through
 * this one walk. A sample needs only the top few frames: pass a small limit, the walk stops there.
 *
 * <p>Constraints: only the current thread's stack can be walked, from that thread.
 */
public interface GuestStack {

    /**
     * The current thread's innermost guest frames, innermost first.
     *
     * @param limit the most frames to return (at least 1)
     */
    List<GuestFrame> walk(int limit);
}
