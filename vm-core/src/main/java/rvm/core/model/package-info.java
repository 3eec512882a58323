/**
 * The VM's model of the guest program: every guest class loaded so far
 * ({@link rvm.core.model.ClassModel}, {@link rvm.core.model.GuestClass}), and every method as the
 * guest wrote it ({@link rvm.core.model.GuestMethod}), with each instruction's original bytecode
 * index and raw opcode ({@link rvm.core.model.CodeOffsets}) and, for methods that become stubs,
 * its entry slot. {@code KeptMethods} decides which methods stay their class's own bytecode.
 * Methods are named in JVM form, {@code pkg/Cls.name(Desc)Ret}; a call site is a method and a
 * bytecode index of the original class file.
 *
 * <p>Constraints: thread-safe, as guest threads load classes concurrently. The core never depends
 * on the executor: vm-interp installs a {@link rvm.core.model.MethodExecutor} (the initial target
 * of every entry slot) and a {@link rvm.core.model.CompiledCodeLinker} into the model.
 */
package rvm.core.model;
