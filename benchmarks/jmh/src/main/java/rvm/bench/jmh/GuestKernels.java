package rvm.bench.jmh;

import java.lang.invoke.MethodHandle;
import java.lang.invoke.MethodHandles;
import java.lang.invoke.MethodType;
import java.net.URISyntaxException;
import java.nio.file.Path;
import java.util.List;

import bench.micro.Kernels;
import rvm.core.options.VmOptions;
import rvm.interp.Vm;
import rvm.interp.ExecutionOptions;

/**
 * The kernels of {@code bench.micro.Kernels} twice: the host's copy (loaded by the application
 * class loader, compiled by the host JIT) and a guest copy loaded by an rvm {@link Vm}, whose
 * method bodies are entry stubs into rvm's current tier.
 */
final class GuestKernels {

    private static final String KERNELS = "bench.micro.Kernels";

    private final Vm vm;
    private final Class<?> guest;

    /** Boots an rvm VM running the kernels in tier 0 (the interpreter). */
    GuestKernels() throws ReflectiveOperationException, URISyntaxException {
        this("interp");
    }

    /** Boots an rvm VM with {@code --tier=tier} over the class path entry holding the kernels. */
    GuestKernels(String tier) throws ReflectiveOperationException, URISyntaxException {
        this(new VmOptions(ExecutionOptions.TABLE).set(VmOptions.TIER, tier));
    }

    /** Boots an rvm VM with {@code options} over the class path entry holding the kernels. */
    GuestKernels(VmOptions options) throws ReflectiveOperationException, URISyntaxException {
        Path entry = Path.of(Kernels.class.getProtectionDomain().getCodeSource().getLocation().toURI());
        vm = new Vm(List.of(entry), options);
        guest = Class.forName(KERNELS, true, vm.loader());
        if (guest.getClassLoader() == Kernels.class.getClassLoader()) {
            throw new IllegalStateException("the guest kernels were loaded by the host's class loader");
        }
    }

    /** The VM running the guest kernels. */
    Vm vm() {
        return vm;
    }

    /** The host's compiled kernel {@code name} of type {@code type}. */
    static MethodHandle host(String name, MethodType type) throws ReflectiveOperationException {
        return MethodHandles.publicLookup().findStatic(Kernels.class, name, type);
    }

    /** The same kernel as rvm runs it. */
    MethodHandle guest(String name, MethodType type) throws ReflectiveOperationException {
        return MethodHandles.publicLookup().findStatic(guest, name, type);
    }
}
