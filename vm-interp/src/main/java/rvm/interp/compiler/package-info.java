/**
 * The baseline compiler (level 1, and level 2 until the inliner) and its compilation pipeline:
 * {@link rvm.interp.compiler.BaselineCompiler} makes a {@link rvm.interp.compiler.CompilationUnit}
 * per request (the root method, a copy of its code, its {@link rvm.interp.compiler.InlineMap}, the
 * OSR target, the {@link rvm.interp.compiler.CodeGenConfig}), runs it through the ordered
 * {@code MethodTransform}s of {@code Transforms} (call counting, prologue, epilogue and backedge
 * yieldpoints, the exact profiler's call announcements), and emits it with {@code MethodTranslator}
 * into a hidden class {@code C$$RvmBaseline}, many methods of one guest class per class, defined as a
 * nestmate of the guest class {@code C}. The emitter routes what a nestmate may not do itself
 * through {@code invokedynamic} ({@code AccessRules}), reports exceptions to the VM, and, for
 * on-stack replacement variants, loads the interpreter frame's state ({@code OsrState},
 * {@code Bridges}). Stack map frames are the guest's own, extended ({@code GuestFrames}). Each
 * {@link rvm.interp.compiler.CompiledMethod} keeps the map from its code's bytecode indices back to
 * the guest's instructions, built through the inline map. Design: {@code docs/ARCHITECTURE.md},
 * "The baseline compiler".
 *
 * <p>Constraints: hidden classes are defined {@code STRONG}, so compiled code is never unloaded
 * while its slot points at it. Compiled code calls other guest methods through their entry stubs,
 * so that HotSpot inlines across guest calls. Compiled code over HotSpot's 8000-byte limit is
 * reported ({@code --print-compilation}), since HotSpot would only interpret it. A transform keeps
 * its body verifiable and the operand stack at branch targets and handlers as the guest's code has
 * it, and attaches what it adds to a guest instruction in the inline map. What the compiler adds is
 * decided by the configuration value it is handed, nothing else.
 */
package rvm.interp.compiler;
