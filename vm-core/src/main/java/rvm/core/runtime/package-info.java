/**
 * What guest code running as host bytecode calls into: the yieldpoint control word and its slow
 * path ({@link rvm.core.runtime.Yieldpoints}, {@link rvm.core.runtime.YieldpointService}), the
 * bootstrap of entry stubs ({@link rvm.core.runtime.EntrySlots}) and of compiled code's routed
 * instructions ({@link rvm.core.runtime.CompiledLinkage}), the exact profiler's call announcements
 * ({@link rvm.core.runtime.ExactCalls}), instrumentation sampling's counters and users' tools'
 * events ({@link rvm.core.runtime.SampledInstrumentation}, {@link rvm.core.runtime.ToolEvents}),
 * field accessors, and the calls the loader puts into kept
 * methods ({@link rvm.core.runtime.GuestRuntime}). Design: {@code docs/ARCHITECTURE.md},
 * "Yieldpoints" and "Entry stubs and entry slots".
 *
 * <p>Constraints: guest class loaders delegate this package to the VM's own loader, so its
 * classes are the VM's whatever loader the calling code has; its members are public because
 * host classes and hidden classes of compiled code call them. The yieldpoint fast path is one test
 * of one word; every service decides in the out-of-line slow path, on the guest thread that took
 * the yieldpoint, and must not block, lock or allocate there.
 */
package rvm.core.runtime;
