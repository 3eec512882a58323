/**
 * The baseline compiler (tier 1): {@link rvm.interp.compiler.BaselineCompiler} turns guest methods
 * into host bytecode with ASM, many methods of one guest class per hidden class {@code C$$RvmBaseline},
 * defined as a nestmate of the guest class {@code C}. {@code MethodTranslator} copies the guest's
 * bytecode and adds yieldpoints, routes what a nestmate may not do itself through
 * {@code invokedynamic} ({@code AccessRules}), reports exceptions to the VM, and, for on-stack
 * replacement variants, loads the interpreter frame's state ({@code OsrState}, {@code Bridges}).
 * Stack map frames are the guest's own, extended ({@code GuestFrames}). Each
 * {@link rvm.interp.compiler.CompiledMethod} keeps the map from its code's bytecode indices back to
 * the guest's. Design: {@code docs/ARCHITECTURE.md}, "The baseline compiler".
 *
 * <p>Constraints: hidden classes are defined {@code STRONG}, so compiled code is never unloaded
 * while its slot points at it. Compiled code calls other guest methods through their entry stubs,
 * so that HotSpot inlines across guest calls. Compiled code over HotSpot's 8000-byte limit is
 * reported ({@code --print-compilation}), since HotSpot would only interpret it. What the compiler
 * emits still depends on state set before the VM is built ({@code ExactCalls.isEnabled()}, read by
 * {@code MethodTranslator}; {@code Yieldpoints.isCounting()}, read by {@code Vm}); passing one
 * configuration value instead is planned (issue 21).
 */
package rvm.interp.compiler;
