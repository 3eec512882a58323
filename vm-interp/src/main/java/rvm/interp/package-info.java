/**
 * The executor: the tier-0 {@link rvm.interp.Interpreter}, the {@link rvm.interp.Vm} that puts
 * one guest run together (class model, guest loader, executor behind every entry slot), and what
 * they share. By role: decoding and dispatch ({@code Code}, {@code CodeDecoder}, {@code Frame},
 * {@code Ops}); linking symbolic references on first execution, for the interpreter and for
 * compiled code ({@code Linker}, {@code LinkedCall}, {@code FieldSite}, {@code FieldAccessors},
 * {@code CompiledCodeLinks}, {@code CallerSensitiveCalls});
 * guest stacks and traces ({@code LiveGuestStack}, {@code StackTraces}, {@code GuestStackWalker},
 * {@code HiddenMethods}, {@code NullPointerMessages}); the exact profiler's caller lookup
 * ({@code AnnouncedCallers}); the VM's answers to intrinsic calls ({@link rvm.interp.GuestShutdown},
 * {@code GuestStackWalker}); diagnostics ({@code CallCounts}, {@link rvm.interp.RawOpcodes}).
 * Tiering has its package ({@code rvm.interp.tier}), the
 * compiler its ({@code rvm.interp.compiler}); splitting the rest by role (interpreter, linking,
 * guest stacks) is still to do (issue 21). Design: {@code docs/ARCHITECTURE.md},
 * "The interpreter" and "Tiers".
 *
 * <p>Constraints: the dispatch method must stay under HotSpot's 8000-byte compile limit
 * ({@code DispatchLoopSizeTest}), or HotSpot runs it in its own interpreter; rare instructions go
 * to {@code Ops}. Frames keep primitives and references in two arrays, never boxed. Each
 * interpreted guest frame is one {@code Interpreter.execute} host frame, which the stack walks
 * rely on. A method's entry slot is retargeted once per level, only upwards, never back to the
 * interpreter. Symbolic references resolve through the guest class's own lookup, so caller-sensitive JDK
 * methods see the guest as their caller.
 */
package rvm.interp;
