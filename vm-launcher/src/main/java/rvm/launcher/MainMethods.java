package rvm.launcher;

import java.lang.invoke.MethodHandle;
import java.lang.invoke.MethodHandles;
import java.lang.invoke.MethodType;
import java.lang.reflect.Method;
import java.lang.reflect.Modifier;
import rvm.core.model.GuestClass;
import rvm.interp.Vm;

/**
 * The launcher's rules for a main class: which method is its {@code main}, and which the host's
 * {@code java} refuses, with its messages.
 */
public final class MainMethods {

    private MainMethods() {
    }

    /** Whether the host's launcher follows JEP 512 (JDK 25): instance and no-argument main methods. */
    static final boolean HOST_HAS_INSTANCE_MAIN = Runtime.version().feature() >= 25;

    /** The launcher refuses the main class: {@code getMessage()} is what java prints after "Error: ". */
    public static final class LaunchException extends Exception {
        private static final long serialVersionUID = 1L;

        LaunchException(String message) {
            super(message, null, false, false);
        }
    }

    /**
     * The main method of a guest class of {@code vm}, as a handle of type {@code (String[])void}, chosen as the
     * host's {@code java} launcher chooses it. Before JDK 25: {@code public static void
     * main(String[])}. From JDK 25 (JEP 512, {@code jdk.internal.misc.MethodFinder}): a non-private
     * {@code main(String[])}, else a non-private {@code main()}, static or instance, declared in the
     * class, a superclass or an interface; an instance main runs on a new instance made with the
     * class's non-private no-argument constructor, on the thread that calls the handle.
     *
     * @throws NoSuchMethodException when the class has no main method ("Main method not found")
     * @throws LaunchException when its main method is one the launcher refuses: before JDK 25, not
     *                         static or not void; from JDK 25, an instance main it cannot call
     * @throws LinkageError when the class cannot be linked (it fails verification, say) or a type in
     *         the signature of one of its methods cannot be loaded: the launcher's reflection links
     *         the class and loads those types, so the host fails there too
     */
    public static MethodHandle find(Vm vm, Class<?> mainClass)
            throws NoSuchMethodException, IllegalAccessException, LaunchException {
        if (mainClass.getClassLoader() != vm.loader()) {
            throw new NoSuchMethodException("main"); // not the guest's: a JDK class, say
        }
        if (!HOST_HAS_INSTANCE_MAIN) {
            Method m = mainClass.getMethod("main", String[].class); // links the class, as the launcher does
            String declaring = m.getDeclaringClass().getName();
            if (!Modifier.isStatic(m.getModifiers())) {
                throw new LaunchException("Main method is not static in class " + declaring
                        + ", please define the main method as:\n   public static void main(String[] args)");
            }
            if (m.getReturnType() != void.class) {
                throw new LaunchException("Main method must return a value of type void in class " + declaring
                        + ", please \ndefine the main method as:\n   public static void main(String[] args)");
            }
            return lookup(vm, mainClass).findStatic(mainClass, "main", MethodType.methodType(void.class, String[].class));
        }
        Method m = findMain(mainClass, true, String[].class);
        if (m == null) {
            m = findMain(mainClass, false, String[].class);
        }
        if (m == null || !launchable(m)) {
            m = findMain(mainClass, false);
        }
        if (m == null || !launchable(m)) {
            throw new NoSuchMethodException(mainClass.getName() + ".main");
        }
        Class<?> declaring = m.getDeclaringClass().getClassLoader() == vm.loader() ? m.getDeclaringClass() : mainClass;
        MethodHandle h = lookup(vm, declaring).unreflect(m);
        if (m.getParameterCount() == 0) {
            h = MethodHandles.dropArguments(h, h.type().parameterCount(), String[].class);
        }
        if (!Modifier.isStatic(m.getModifiers())) {
            h = MethodHandles.foldArguments(h.asType(h.type().changeParameterType(0, mainClass)),
                    instanceFactory(vm, mainClass, m.getDeclaringClass().getName()));
        }
        return h.asType(MethodType.methodType(void.class, String[].class));
    }

    /**
     * A lookup with private access on {@code c}, a class of the guest loader: the guest class's own,
     * or, for a class the guest loader defined unchanged (see
     * {@link rvm.core.loader.GuestClassLoader#defineGuestClass}), one from {@code privateLookupIn}, which every class
     * of the guest loader's unnamed module allows.
     */
    private static MethodHandles.Lookup lookup(Vm vm, Class<?> c) throws IllegalAccessException {
        GuestClass g = vm.model().forHost(c);
        return g != null ? g.lookup() : MethodHandles.privateLookupIn(c, MethodHandles.lookup());
    }

    private static boolean launchable(Method m) {
        return m.getReturnType() == void.class && !Modifier.isPrivate(m.getModifiers());
    }

    /** A method {@code main(params)} of {@code c}, its superclasses, then their interfaces' default methods. */
    private static Method findMain(Class<?> c, boolean publicOnly, Class<?>... params) {
        for (Class<?> k = c; k != null; k = k.getSuperclass()) {
            try {
                Method m = k.getDeclaredMethod("main", params);
                if (!publicOnly || Modifier.isPublic(m.getModifiers())) {
                    return m;
                }
            } catch (NoSuchMethodException e) {
                // look further up
            }
        }
        for (Class<?> k = c; k != null; k = k.getSuperclass()) {
            for (Class<?> i : k.getInterfaces()) {
                Method m = findMain(i, publicOnly, params);
                if (m != null && !Modifier.isStatic(m.getModifiers())) {
                    return m;
                }
            }
        }
        return null;
    }

    /** {@code ()C}: the no-argument constructor an instance main needs, with the launcher's refusals. */
    private static MethodHandle instanceFactory(Vm vm, Class<?> c, String declaring)
            throws IllegalAccessException, LaunchException {
        if (Modifier.isAbstract(c.getModifiers())) {
            throw new LaunchException("abstract class " + declaring + " can not be instantiated\n"
                    + "please use a concrete class");
        }
        if (c.isMemberClass() && !Modifier.isStatic(c.getModifiers())) {
            throw new LaunchException("non-static inner class " + declaring + " constructor can not be invoked \n"
                    + "make inner class static or move inner class out to separate source file");
        }
        try {
            if (!Modifier.isPrivate(c.getDeclaredConstructor().getModifiers())) {
                return lookup(vm, c).findConstructor(c, MethodType.methodType(void.class));
            }
        } catch (NoSuchMethodException e) {
            // refused below
        }
        throw new LaunchException("no non-private zero argument constructor found in class " + declaring + "\n"
                + "remove private from existing constructor or define as:\n   public " + declaring + "()");
    }
}
