package rvm.core.runtime;

import java.lang.invoke.MethodHandles;
import rvm.core.loader.GuestClassLoader;
import rvm.core.model.MethodExecutor;

/**
 * Calls that the guest loader and the compiler put into guest code running as host bytecode.
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
     * Called by guest code running as host bytecode (constructors, static initialisers, compiled
     * methods) right after it constructs a throwable ({@code new T(...)} with {@code T} a subclass
     * of {@code Throwable}).
     *
     * @param guestClass the guest class whose code it is (compiled code passes its guest class)
     */
    public static void throwableConstructed(Throwable t, Class<?> guestClass) {
        MethodExecutor e = executor(guestClass);
        if (e != null) {
            e.throwableConstructed(t);
        }
    }

    /**
     * Called first thing in every exception handler of compiled guest code that names an exception
     * type, with the exception it caught (handlers of {@code finally} blocks and {@code synchronized}
     * regions only rethrow, and are left alone): returns the exception the handler goes on with, of
     * the same class (see {@link MethodExecutor#exceptionCaught}).
     */
    public static Throwable exceptionCaught(Throwable t, Class<?> guestClass) {
        MethodExecutor e = executor(guestClass);
        return e != null ? e.exceptionCaught(t) : t;
    }

    /** Called by compiled guest code right after it called {@code fillInStackTrace()} on {@code t}. */
    public static void stackTraceRefilled(Throwable t, Class<?> guestClass) {
        MethodExecutor e = executor(guestClass);
        if (e != null) {
            e.stackTraceRefilled(t);
        }
    }

    /**
     * Called first thing by compiled code that the tier policy may recompile at a higher level, on
     * every call of guest method {@code methodId} of {@code guestClass}.
     */
    public static void compiledCall(int methodId, Class<?> guestClass) {
        MethodExecutor e = executor(guestClass);
        if (e != null) {
            e.compiledCall(methodId);
        }
    }

    private static MethodExecutor executor(Class<?> guestClass) {
        ClassLoader loader = guestClass.getClassLoader();
        return loader instanceof GuestClassLoader ? ((GuestClassLoader) loader).model().executor() : null;
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
