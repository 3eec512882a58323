/**
 * Loading guest classes. {@link rvm.core.loader.GuestClassLoader} reads each class file of the
 * guest class path with ASM, records it in the class model, has the host JVM judge the unchanged
 * file first ({@code CheckingClassLoader}), and defines a host class of the same shape whose
 * method bodies are entry stubs into the methods' entry slots ({@code HostClassGenerator}).
 * {@link rvm.core.loader.ClassHierarchy} answers questions about classes by name without loading
 * them, for stack map frame computation ({@link rvm.core.loader.HierarchyClassWriter}) and the
 * compiler's access decisions. Design: {@code docs/ARCHITECTURE.md}, "Class loading".
 *
 * <p>Constraints: the guest loader's parent is the platform loader, so the JDK is never guest
 * code, and the package {@code rvm.core.runtime}, which stubs and kept methods call, is delegated to
 * the VM's own loader. {@code ClassHierarchy} must never load a guest class: it is asked while a
 * class is being defined, where loading another one could recurse. A class file the host refuses
 * is refused with the host's own error and message; rvm does not re-implement HotSpot's checks.
 */
package rvm.core.loader;
