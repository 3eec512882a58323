/**
 * Linking: what a guest instruction's symbolic reference resolves to on first execution, for the
 * interpreter and for the instructions compiled code routes through the VM. {@link
 * rvm.interp.link.Linker} resolves classes, fields ({@link rvm.interp.link.FieldSite}, with
 * {@link rvm.interp.link.FieldAccessors} for fields the guest may not reach by a handle), methods
 * ({@link rvm.interp.link.LinkedCall}, the interpreter's per-site cache), constants and
 * {@code invokedynamic} call sites; caller-sensitive JDK methods are called as from the guest's own
 * code ({@link rvm.interp.link.CallerSensitiveCalls}); a few JDK calls are intrinsics the VM answers
 * for the guest: its shutdown hooks and {@code halt} ({@link rvm.interp.link.GuestShutdown}), its
 * system class loader, and its stack walks ({@link rvm.interp.link.StackIntrinsics}). Also here:
 * descriptors reduced to value kinds ({@link rvm.interp.link.Descriptors}) and the
 * {@code --call-counts} diagnostic per linked site ({@link rvm.interp.link.CallCounts}). Design:
 * {@code docs/ARCHITECTURE.md}, "Linking".
 *
 * <p>Constraints: symbolic references resolve through the guest class's own lookup, so access
 * checks and caller-sensitive JDK methods see the guest class as the caller; a class name that
 * failed to resolve fails again without asking the loader, as HotSpot's do. This package sees only
 * the compiler's package of vm-interp ({@code PackageLayersTest}): it does not know how the
 * interpreter runs or how stacks are walked; it reads an instruction and the class it is in.
 */
package rvm.interp.link;
