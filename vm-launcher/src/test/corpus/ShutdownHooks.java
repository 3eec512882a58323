/**
 * Shutdown hooks as the guest sees them: registered from a static initialiser (code rvm keeps as
 * the class's own bytecode) and from main, removed, refused with the JDK's exceptions; the one
 * hook left runs when the program ends.
 */
public class ShutdownHooks {

    static final class Registry {
        static final Thread HOOK = new Thread(ShutdownHooks::atExit, "registry-hook");

        static {
            Runtime.getRuntime().addShutdownHook(HOOK);
        }
    }

    static void atExit() {
        System.out.println("the hook registered by a static initialiser ran, square 7 = " + square(7));
    }

    static int square(int x) {
        return x * x;
    }

    public static void main(String[] args) {
        Runtime runtime = Runtime.getRuntime();
        Thread registered = Registry.HOOK;
        try {
            runtime.addShutdownHook(registered);
        } catch (IllegalArgumentException e) {
            System.out.println("registered twice: " + e);
        }
        Thread removed = new Thread(() -> System.out.println("a removed hook ran"));
        runtime.addShutdownHook(removed);
        System.out.println("removed: " + runtime.removeShutdownHook(removed));
        System.out.println("removed again: " + runtime.removeShutdownHook(removed));
        try {
            runtime.addShutdownHook(null);
        } catch (NullPointerException e) {
            System.out.println("null hook: " + e.getClass().getName());
        }
        System.out.println("main ends");
    }
}
