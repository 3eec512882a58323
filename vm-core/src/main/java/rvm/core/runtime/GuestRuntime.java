package rvm.core.runtime;

import rvm.core.loader.GuestClassLoader;

/**
 * Calls that the guest loader compiles into guest bytecode kept as real host bytecode.
 */
public final class GuestRuntime {

    private GuestRuntime() {
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
