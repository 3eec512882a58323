/**
 * Guest stacks: what the guest and the profilers see of the host's stack. {@link
 * rvm.interp.stack.LiveGuestStack} walks the current thread's host frames and gives guest frames
 * (interpreted, compiled, constructors and other kept bytecode, JDK frames the guest called),
 * for the samplers and for the callers of call edges; {@link rvm.interp.stack.StackTraces} rewrites
 * throwables' traces to what the host would show; {@link rvm.interp.stack.GuestStackWalker}
 * answers the guest's own {@code StackWalker} and {@code Thread.getStackTrace} calls;
 * {@link rvm.interp.stack.HiddenMethods} drops the JDK's {@code @Hidden} frames as the host does;
 * {@link rvm.interp.stack.AnnouncedCallers} answers the exact profiler's caller lookups from the
 * calls compiled code announces. Design: {@code docs/ARCHITECTURE.md}, "Guest stacks and stack
 * traces".
 *
 * <p>Constraints: the interpreter's frames are read through {@link
 * rvm.interp.stack.InterpretedFrame} and {@link rvm.interp.stack.InterpreterThread}, and its host
 * frames are recognised by the class name {@link rvm.interp.stack.StackTraces#INTERPRETER}: this
 * package does not see the interpreter ({@code PackageLayersTest}). Each interpreted guest frame is
 * one {@code Interpreter.execute} host frame, matched top first with the thread's chain of
 * interpreted frames. A compiled frame's bytecode index comes from its {@code CompiledMethod}.
 */
package rvm.interp.stack;
