/**
 * The compiler (level 1, and level 2 with an {@link rvm.interp.compiler.Optimizer}'s transforms
 * first) and its compilation pipeline: {@link rvm.interp.compiler.BaselineCompiler} makes a
 * {@code rvm.core.compile.CompilationUnit} per request (the root method, a copy of its code, its
 * {@code InlineMap}, the OSR target, the {@code CodeGenConfig}), runs it through the ordered
 * {@code MethodTransform}s (at level 2 the optimizer's, the inliner's; then those of
 * {@code Transforms}: call counting, prologue and epilogue yieldpoints, instrumentation sampling
 * when it runs, backedge yieldpoints, the exact profiler's call announcements), and emits it with
 * {@code MethodTranslator} into a hidden class {@code C$$RvmBaseline}, many methods of one guest
 * class per class, defined as a nestmate of the guest class {@code C}. The emitter routes what a
 * nestmate may not do itself through {@code invokedynamic} ({@code AccessRules}), reports exceptions
 * to the VM, and, for on-stack replacement variants, loads the interpreter frame's state
 * ({@code OsrState}, {@code Bridges}). Stack map frames are the guest's own, extended
 * ({@code GuestFrames}), except where ASM computes them: class files before version 51, OSR
 * variants, instrumented code, and level-2 code with an optimizer's transforms, which also gets a
 * hidden class of its own; code with methods inlined into it numbers its lines by position (so that
 * a trace element maps back to every inlined frame). Each {@link rvm.interp.compiler.CompiledMethod}
 * keeps the map from its code's bytecode indices back to the guest's instructions, built through
 * the inline map. Design: {@code docs/ARCHITECTURE.md}, "The compilation pipeline".
 *
 * <p>Constraints: hidden classes are defined {@code STRONG}, so compiled code is never unloaded
 * while its slot points at it. Compiled code calls other guest methods through their entry stubs,
 * so that HotSpot can inline across guest calls (unless {@code --inliner=rvm} or {@code none}
 * forbids it). HotSpot would only interpret code over its 8000-byte limit: a level-2 unit over it
 * is compiled again without the optimizer, and other code over it is reported
 * ({@code --print-compilation}). A transform keeps its body verifiable and the operand stack at
 * branch targets and handlers as the guest's code has it, and attaches what it adds to a guest
 * instruction in the inline map. What the compiler adds is decided by the configuration value it
 * is handed, nothing else.
 */
package rvm.interp.compiler;
