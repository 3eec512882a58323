package rvm.interp;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;

import java.lang.reflect.Method;
import java.nio.file.Path;
import java.util.EnumSet;
import java.util.List;
import java.util.Map;
import java.util.concurrent.atomic.AtomicReference;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import rvm.core.model.GuestClass;
import rvm.core.options.VmOptions;
import rvm.core.runtime.YieldpointKind;
import rvm.core.runtime.Yieldpoints;
import rvm.core.testing.JavaSources;

/**
 * {@code --compiled-static-calls}: a compiled static call goes straight to the callee's entry slot
 * only when invoking the callee's stub could do nothing more (the callee's class is initialised and
 * the caller may access it), and through the stub otherwise; {@code stub} keeps every call on the
 * stub. Which way a call went is read off the host stack at the callee's prologue yieldpoint: the
 * stub is a frame of the callee's host class, between the callee's compiled frame and the caller's.
 */
class DirectStaticCallsTest {

    private static final Map<String, String> SOURCES = Map.of(
            "Callee.java", """
                    public class Callee {
                        static int twice(int x) { return 2 * x; }
                        private static int secret(int x) { return x + 1; }
                        static int viaSecret(int x) { return secret(x); }
                    }
                    """,
            "Lazy.java", """
                    public class Lazy {
                        static int initialised;
                        static { initialised = 1; }
                        static int f(int x) { return x + 3 * initialised; }
                    }
                    """,
            "Base.java", """
                    public class Base {
                        static int inherited(int x) { return x * 5; }
                    }
                    """,
            "Derived.java", """
                    public class Derived extends Base {
                        static { if (Base.inherited(1) != 5) throw new AssertionError(); }
                    }
                    """,
            "Caller.java", """
                    public class Caller {
                        static int callTwice(int x) { return Callee.twice(x); }
                        static int callLazy(int x) { return Lazy.f(x); }
                        static int callInherited(int x) { return Derived.inherited(x); }
                    }
                    """);

    @TempDir
    Path classes;

    @AfterEach
    void reset() {
        Yieldpoints.set(0);
        Yieldpoints.setService(null);
    }

    /** How one call reached its callee. */
    private enum Route { DIRECT, STUB }

    /**
     * Calls {@code entryClass.entry(x)} (compiled at its first call, as everything is) after
     * initialising the classes {@code initialised}, and tells how its call of
     * {@code calleeClass.callee} reached the callee.
     */
    private Route route(String mode, List<String> initialised, String entryClass, String entry, String calleeClass,
                        String callee, int x, int expected) throws Exception {
        JavaSources.compile(classes, List.of(), SOURCES);
        VmOptions options = new VmOptions().set(VmOptions.TIER, "baseline");
        Vm vm = new Vm(List.of(classes), mode == null ? options : options.set(VmOptions.COMPILED_STATIC_CALLS, mode));
        try {
            for (String c : initialised) {
                Class.forName(c, true, vm.loader());
            }
            Class.forName(calleeClass, false, vm.loader()); // loaded, so in the model; not initialised
            GuestClass target = vm.model().forName(calleeClass);
            Class<?> stubHost = target.hostClass();
            int calleeId = target.method(callee, "(I)I").id();
            Method run = Class.forName(entryClass, false, vm.loader()).getDeclaredMethod(entry, int.class);
            run.setAccessible(true);
            AtomicReference<Route> seen = new AtomicReference<>();
            Yieldpoints.setService((YieldpointKind kind, int methodId, int bci) -> {
                if (kind == YieldpointKind.PROLOGUE && methodId == calleeId && seen.get() == null) {
                    seen.set(onHostStack(stubHost, callee) ? Route.STUB : Route.DIRECT);
                }
            });
            Yieldpoints.set(1);
            try {
                assertEquals(expected, run.invoke(null, x));
            } finally {
                Yieldpoints.set(0);
                Yieldpoints.setService(null);
            }
            assertNotNull(seen.get(), "the callee's compiled prologue never ran");
            return seen.get();
        } finally {
            vm.loader().close();
        }
    }

    /** Whether a frame of method {@code name} of class {@code host} (a stub) is on this thread's host stack. */
    private static boolean onHostStack(Class<?> host, String name) {
        StackWalker walker = StackWalker.getInstance(EnumSet.of(StackWalker.Option.RETAIN_CLASS_REFERENCE,
                StackWalker.Option.SHOW_HIDDEN_FRAMES, StackWalker.Option.SHOW_REFLECT_FRAMES));
        return walker.walk(s -> s.anyMatch(f -> f.getDeclaringClass() == host && f.getMethodName().equals(name)));
    }

    @Test
    void callOfAnInitialisedClassGoesToTheSlot() throws Exception {
        assertEquals(Route.DIRECT, route(null, List.of("Callee"), "Caller", "callTwice", "Callee", "twice", 21, 42));
    }

    @Test
    void stubModeKeepsTheStub() throws Exception {
        assertEquals(Route.STUB, route("stub", List.of("Callee"), "Caller", "callTwice", "Callee", "twice", 21, 42));
    }

    @Test
    void callOfAClassNotYetInitialisedGoesThroughTheStubWhichInitialisesIt() throws Exception {
        // Lazy is initialised by this very call: f sees initialised == 1
        assertEquals(Route.STUB, route(null, List.of(), "Caller", "callLazy", "Lazy", "f", 1, 4));
    }

    @Test
    void privateCallInTheOwnClassGoesToTheSlot() throws Exception {
        assertEquals(Route.DIRECT, route(null, List.of("Callee"), "Callee", "viaSecret", "Callee", "secret", 7, 8));
    }

    @Test
    void inheritedStaticMethodNeedsOnlyItsDeclaringClassInitialised() throws Exception {
        // Derived is not initialised, but invokestatic Derived.inherited initialises only Base
        assertEquals(Route.DIRECT, route(null, List.of("Base"), "Caller", "callInherited", "Base", "inherited", 3, 15));
    }

    @Test
    void directIsTheDefault() {
        assertEquals("direct", new VmOptions().get(VmOptions.COMPILED_STATIC_CALLS));
    }
}
