import java.lang.invoke.MethodHandle;
import java.lang.invoke.MethodHandles;
import java.lang.invoke.MethodType;
import java.lang.invoke.VarHandle;
import java.util.function.Supplier;

/**
 * MethodHandles.lookup() answers for the class whose code calls it, with full privilege: from
 * static and instance methods, a constructor, a static initialiser, a lambda, a nested class and an
 * interface; and the lookup finds that class's private members.
 */
public class CallerLookup {

    private static int counter = 40;
    private String name = "instance";

    private static String secret(int n) {
        return "secret " + n;
    }

    static final MethodHandles.Lookup FROM_INIT = MethodHandles.lookup();

    final MethodHandles.Lookup fromConstructor;

    CallerLookup() {
        fromConstructor = MethodHandles.lookup();
    }

    MethodHandles.Lookup fromInstance() {
        return MethodHandles.lookup();
    }

    static class Nested {
        static MethodHandles.Lookup lookup() {
            return MethodHandles.lookup();
        }

        private static String nestedSecret() {
            return "nested secret";
        }
    }

    interface Shape {
        static MethodHandles.Lookup lookup() {
            return MethodHandles.lookup();
        }

        default MethodHandles.Lookup viaDefault() {
            return MethodHandles.lookup();
        }
    }

    static class Square implements Shape {
    }

    static String describe(MethodHandles.Lookup l) {
        boolean full = l.hasFullPrivilegeAccess();
        boolean original = (l.lookupModes() & MethodHandles.Lookup.ORIGINAL) != 0;
        return l.lookupClass().getName() + " modes " + l.lookupModes() + " full " + full + " original " + original;
    }

    public static void main(String[] args) throws Throwable {
        MethodHandles.Lookup fromStatic = MethodHandles.lookup();
        Supplier<MethodHandles.Lookup> lambda = () -> MethodHandles.lookup();
        CallerLookup instance = new CallerLookup();
        for (MethodHandles.Lookup l : new MethodHandles.Lookup[] {fromStatic, FROM_INIT, instance.fromConstructor,
                instance.fromInstance(), lambda.get(), Nested.lookup(), Shape.lookup(), new Square().viaDefault()}) {
            System.out.println(describe(l));
        }
        MethodHandle secret = fromStatic.findStatic(CallerLookup.class, "secret",
                MethodType.methodType(String.class, int.class));
        System.out.println((String) secret.invokeExact(7));
        VarHandle count = fromStatic.findStaticVarHandle(CallerLookup.class, "counter", int.class);
        System.out.println("counter " + ((int) count.getAndAdd(2) + 0) + " then " + counter);
        MethodHandle getter = instance.fromInstance().findGetter(CallerLookup.class, "name", String.class);
        System.out.println((String) getter.invokeExact(instance));
        MethodHandle nested = fromStatic.findStatic(Nested.class, "nestedSecret", MethodType.methodType(String.class));
        System.out.println("nestmate: " + (String) nested.invokeExact());
        MethodHandle viaNested = Nested.lookup().findStatic(CallerLookup.class, "secret",
                MethodType.methodType(String.class, int.class));
        System.out.println("from the nested class: " + (String) viaNested.invokeExact(9));
        try {
            MethodHandles.lookup().findGetter(java.util.ArrayList.class, "size", int.class);
        } catch (IllegalAccessException | NoSuchFieldException e) {
            System.out.println("private JDK field: " + e.getClass().getName());
        }
        MethodHandles.Lookup inString = fromStatic.in(String.class);
        System.out.println("in(String): " + describe(inString));
        MethodHandles.Lookup privateIn = MethodHandles.privateLookupIn(Nested.class, fromStatic);
        System.out.println("privateLookupIn(Nested): " + describe(privateIn));
    }
}
