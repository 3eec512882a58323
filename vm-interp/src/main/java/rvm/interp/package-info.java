/**
 * The tier-0 {@link rvm.interp.Interpreter} and the {@link rvm.interp.Vm} that puts one guest run
 * together (class model, guest loader, executor behind every entry slot): decoding and dispatch
 * ({@code Code}, {@code CodeDecoder}, {@code Frame}, {@code ThreadState}, {@code Ops}), the
 * interpreter's helpful {@code NullPointerException} messages ({@code NullPointerMessages}), the
 * links compiled code asks of the VM ({@code CompiledCodeLinks}), what a run counts
 * ({@link rvm.interp.Instrumentation}) and raw opcode counts ({@link rvm.interp.RawOpcodes}). The
 * other roles have packages of their own, each below this one: the compiler
 * ({@code rvm.interp.compiler}), tiering ({@code rvm.interp.tier}), linking
 * ({@code rvm.interp.link}) and guest stacks and traces ({@code rvm.interp.stack});
 * {@code PackageLayersTest} enforces the layers. Design: {@code docs/ARCHITECTURE.md},
 * "The interpreter" and "Tiers".
 *
 * <p>Constraints: the dispatch method must stay under HotSpot's 8000-byte compile limit
 * ({@code DispatchLoopSizeTest}), or HotSpot runs it in its own interpreter; rare instructions go
 * to {@code Ops}. Frames keep primitives and references in two arrays, never boxed. Each
 * interpreted guest frame is one {@code Interpreter.execute} host frame, which the stack walks
 * rely on. A method's entry slot is retargeted once per level, only upwards, never back to the
 * interpreter.
 */
package rvm.interp;
