/**
 * The guest's view of a thread's stack, whatever tier runs each frame: a full walk
 * ({@link rvm.core.stack.GuestStack}, frames as {@link rvm.core.stack.GuestFrame}) for stack traces
 * and the guest's {@code StackWalker}, and the cheaper question a call-edge profiler asks at a
 * yieldpoint, where the current call came from ({@link rvm.core.stack.CallerLookup}). Only
 * interfaces and values live here; vm-interp implements them, since only the executor knows its
 * frames. Design: {@code docs/ARCHITECTURE.md}, "Guest stacks and stack traces".
 *
 * <p>Constraints: frames of the VM, method-handle plumbing, entry stubs and lambda proxies never
 * appear. A sampler passes a small limit, since the walk costs microseconds per frame;
 * {@code CallerLookup} packs its answer into a {@code long} so that a listener records it without
 * allocating.
 */
package rvm.core.stack;
