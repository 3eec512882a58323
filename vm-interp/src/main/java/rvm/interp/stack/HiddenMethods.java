package rvm.interp.stack;

import java.lang.annotation.Annotation;
import java.lang.reflect.Constructor;
import java.lang.reflect.Executable;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ConcurrentMap;
import rvm.core.runtime.GuestPathMaps;

/**
 * JDK methods whose frames the host does not show: those marked {@code @Hidden}
 * ({@code jdk.internal.vm.annotation.Hidden}), such as {@code Thread.runWith} between
 * {@code Thread.run} and a thread's {@code Runnable} on JDK 21 and later, or the reflection
 * accessors' {@code invokeImpl}.
 *
 * <p>The VM's host runs with {@code -XX:+ShowHiddenFrames}, so that frames of compiled guest code
 * (hidden classes) can be mapped back to the guest; that flag also shows these JDK methods, which a
 * guest's stack traces and stack walks on the host never see. Frames are known by class and method
 * name only (a trace element has no descriptor): a name counts as hidden when every method of that
 * name in its class is marked. Of the JDK's marked methods (159 names on JDK 17, 192 on JDK 25) one
 * shares its name with an unmarked overload, {@code CsMethodAccessorAdapter.invoke} of JDK 25 (a
 * reflective call of a caller-sensitive method that has an adapter): its frames stay shown.
 */
public final class HiddenMethods {

    /** The JDK's marker of methods that stack traces and stack walks skip. */
    private static final String HIDDEN = "jdk.internal.vm.annotation.Hidden";

    /** The names of each class's hidden methods ({@code <init>} for constructors). */
    private static final ClassValue<Set<String>> NAMES = new ClassValue<>() {
        @Override
        protected Set<String> computeValue(Class<?> c) {
            return hiddenNames(c);
        }
    };

    /** JDK classes by name, found once: the boot loader's and the platform loader's. */
    private static final ConcurrentMap<String, Optional<Class<?>>> BOOT_CLASSES = new ConcurrentHashMap<>();
    private static final ConcurrentMap<String, Optional<Class<?>>> PLATFORM_CLASSES = new ConcurrentHashMap<>();

    static {
        // the first reading of a marked method defines and initialises the marker's annotation proxy
        // class: done here, with the VM's classes, since a class whose initialisation fails (at the
        // depth of a guest's stack overflow, where traces are rewritten) stays unusable
        isHidden("java.lang.invoke.Invokers", null, "");
    }

    private HiddenMethods() {
    }

    /** Whether the host hides frames of method {@code method} of class {@code c}. */
    static boolean isHidden(Class<?> c, String method) {
        try {
            return isJdk(c.getClassLoader()) && NAMES.get(c).contains(method);
        } catch (StackOverflowError e) {
            return false; // too deep to read the class's methods (a guest's overflow): the frame is shown
        }
    }

    /**
     * Whether the host hides frames of method {@code method} of the class named {@code className},
     * defined by the loader named {@code loaderName} (as a stack trace element names them): only JDK
     * classes (of the boot or the platform loader) are looked at.
     */
    static boolean isHidden(String className, String loaderName, String method) {
        if (loaderName != null && !loaderName.equals("platform")) {
            return false;
        }
        try {
            Optional<Class<?>> c = GuestPathMaps.getOrCompute(loaderName == null ? BOOT_CLASSES : PLATFORM_CLASSES,
                    className, k -> find(className, loaderName));
            return c.isPresent() && NAMES.get(c.get()).contains(method);
        } catch (StackOverflowError e) {
            return false; // too deep to read the class's methods (a guest's overflow): the frame is shown
        }
    }

    private static Optional<Class<?>> find(String className, String loaderName) {
        try {
            ClassLoader loader = loaderName == null ? null : ClassLoader.getPlatformClassLoader();
            return Optional.of(Class.forName(className, false, loader));
        } catch (ClassNotFoundException | LinkageError e) {
            return Optional.empty();
        }
    }

    private static boolean isJdk(ClassLoader loader) {
        return loader == null || loader == ClassLoader.getPlatformClassLoader();
    }

    private static Set<String> hiddenNames(Class<?> c) {
        List<Executable> all = new ArrayList<>();
        try {
            all.addAll(List.of(c.getDeclaredMethods()));
            all.addAll(List.of(c.getDeclaredConstructors()));
        } catch (LinkageError e) {
            return Set.of(); // a class whose members cannot be resolved: nothing known to hide
        }
        Map<String, Boolean> allHidden = new HashMap<>();
        for (Executable e : all) {
            String name = e instanceof Constructor ? "<init>" : e.getName();
            allHidden.merge(name, isMarked(e), Boolean::logicalAnd);
        }
        Set<String> names = new HashSet<>();
        allHidden.forEach((name, hidden) -> {
            if (hidden) {
                names.add(name);
            }
        });
        return names.isEmpty() ? Set.of() : Set.copyOf(names);
    }

    private static boolean isMarked(Executable e) {
        for (Annotation a : e.getDeclaredAnnotations()) {
            if (a.annotationType().getName().equals(HIDDEN)) {
                return true;
            }
        }
        return false;
    }
}
