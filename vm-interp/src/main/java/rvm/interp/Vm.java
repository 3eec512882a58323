package rvm.interp;

import java.lang.invoke.MethodHandle;
import java.lang.invoke.MethodType;
import java.lang.reflect.Method;
import java.lang.reflect.Modifier;
import java.nio.file.Path;
import java.util.List;
import rvm.core.loader.GuestClassLoader;
import rvm.core.model.ClassModel;
import rvm.core.model.GuestClass;
import rvm.core.options.VmOptions;

/**
 * One guest run's virtual machine: the class model, the guest loader over the guest class path,
 * and the executor behind every entry slot. The pipeline reads straight through: load the main
 * class, find its {@code main}, run it.
 */
public final class Vm {

    private final VmOptions options;
    private final ClassModel model = new ClassModel();
    private final Interpreter interpreter;
    private final GuestClassLoader loader;

    /** A VM over the guest class path; call before any guest code runs. */
    public Vm(List<Path> classPath, VmOptions options) {
        this.options = options;
        this.interpreter = new Interpreter(model);
        model.setExecutor(interpreter);
        this.loader = new GuestClassLoader(classPath, model);
    }

    /** The options of this run. */
    public VmOptions options() {
        return options;
    }

    /** The guest class loader. */
    public GuestClassLoader loader() {
        return loader;
    }

    /** The model of loaded guest classes. */
    public ClassModel model() {
        return model;
    }

    /** The tier-0 interpreter. */
    public Interpreter interpreter() {
        return interpreter;
    }

    /** Loads (without initialising) a guest class by binary name. */
    public Class<?> loadClass(String binaryName) throws ClassNotFoundException {
        return Class.forName(binaryName, false, loader);
    }

    /**
     * The {@code public static void main(String[])} of a guest class, as a handle.
     *
     * @throws NoSuchMethodException when the class has no such method
     */
    public MethodHandle mainMethod(Class<?> mainClass) throws NoSuchMethodException, IllegalAccessException {
        Method m = mainClass.getMethod("main", String[].class);
        if (!Modifier.isStatic(m.getModifiers()) || m.getReturnType() != void.class) {
            throw new NoSuchMethodException("main");
        }
        GuestClass g = model.forHost(mainClass);
        if (g == null) {
            throw new NoSuchMethodException("main");
        }
        return g.lookup().findStatic(mainClass, "main", MethodType.methodType(void.class, String[].class));
    }
}
