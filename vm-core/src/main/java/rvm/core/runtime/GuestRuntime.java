package rvm.core.runtime;

import java.lang.invoke.MethodHandles;
import rvm.core.loader.GuestClassLoader;

/**
 * Calls that the guest loader compiles into guest bytecode kept as real host bytecode.
 */
public final class GuestRuntime {

    private GuestRuntime() {
    }

    /**
     * Called first thing in every guest static initialiser with the class's own
     * {@code MethodHandles.lookup()}: the only lookup with the ORIGINAL access mode that
     * caller-sensitive JDK methods (reflection, {@code AccessController}, {@code Class.forName})
     * require of a lookup that finds them on the guest's behalf.
     */
    public static void classInitializing(MethodHandles.Lookup own) {
        ClassLoader loader = own.lookupClass().getClassLoader();
        if (loader instanceof GuestClassLoader) {
            ((GuestClassLoader) loader).model().setOriginalLookup(own);
        }
    }

    /**
     * Called by guest constructors and static initialisers right after they construct a throwable
     * ({@code new T(...)} with {@code T} a subclass of {@code Throwable}).
     */
    public static void throwableConstructed(Throwable t) {
        ClassLoader loader = StackWalker.getInstance(StackWalker.Option.RETAIN_CLASS_REFERENCE)
                .getCallerClass().getClassLoader();
        if (loader instanceof GuestClassLoader) {
            ((GuestClassLoader) loader).model().executor().throwableConstructed(t);
        }
    }

    /**
     * Called at the normal end of every guest static initialiser: the class is now initialised,
     * so executors may skip the initialisation check for it.
     */
    public static void classInitialized(Class<?> guestClass) {
        ClassLoader loader = guestClass.getClassLoader();
        if (loader instanceof GuestClassLoader) {
            ((GuestClassLoader) loader).model().markInitialized(guestClass);
        }
    }
}
