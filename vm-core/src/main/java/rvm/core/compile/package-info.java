/**
 * The compilation pipeline's model, shared by the modules that transform guest code before it is
 * emitted: a {@link rvm.core.compile.CompilationUnit} (the root guest method, a copy of its code,
 * the OSR target, the code-generation configuration {@link rvm.core.compile.CodeGenConfig}), its
 * {@link rvm.core.compile.InlineMap} (for every instruction, the guest method and instruction it
 * stands for and the inline path that brought that method in), and the
 * {@link rvm.core.compile.MethodTransform} interface the passes implement. The baseline compiler
 * in vm-interp runs its transforms (yieldpoints, call announcements) and emits; the inliner
 * (vm-inliner) adds its transform at level 2. Design: {@code docs/ARCHITECTURE.md}, "The
 * compilation pipeline".
 *
 * <p>Constraints: a transform keeps the body verifiable and records every instruction it adds in
 * the inline map, so that compiled frames map back to guest frames; nothing here emits code or
 * depends on how code is emitted.
 */
package rvm.core.compile;
