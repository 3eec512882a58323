import java.lang.reflect.Constructor;
import java.lang.reflect.Field;
import java.lang.reflect.InvocationTargetException;
import java.lang.reflect.Method;
import java.util.AbstractList;
import java.util.ArrayList;
import java.util.concurrent.atomic.AtomicIntegerFieldUpdater;
import java.util.concurrent.atomic.AtomicReferenceFieldUpdater;

/**
 * Core reflection checks access against its caller's class: private members of the class itself
 * and of its nestmates, package members, protected members of a JDK superclass, and members the
 * caller may not reach; the atomic field updaters do the same when they are made.
 */
public class CallerAccessChecks {

    private int secret = 1;
    private volatile int counter;
    private volatile String label = "none";

    private CallerAccessChecks() {
    }

    private static String hidden(String s) {
        return "hidden " + s;
    }

    static class Nested {
        private String nestedSecret = "nested";

        private static String hiddenToo() {
            return "hidden too";
        }
    }

    /** A JDK superclass's protected method, reached by reflection from the subclass. */
    static class Shrinking extends AbstractList<Integer> {
        final ArrayList<Integer> items = new ArrayList<>(java.util.List.of(1, 2, 3, 4));

        @Override
        public Integer get(int index) {
            return items.get(index);
        }

        @Override
        public int size() {
            return items.size();
        }

        @Override
        public Integer remove(int index) {
            return items.remove(index);
        }

        String shrink() throws ReflectiveOperationException {
            Method removeRange = AbstractList.class.getDeclaredMethod("removeRange", int.class, int.class);
            removeRange.invoke(this, 1, 3);
            return items.toString();
        }
    }

    static String attempt(String what, ThrowingSupplier s) {
        try {
            return what + ": " + s.get();
        } catch (InvocationTargetException e) {
            return what + ": target threw " + e.getCause();
        } catch (ReflectiveOperationException | RuntimeException e) {
            return what + ": " + e.getClass().getName() + " " + firstWords(e.getMessage());
        }
    }

    /** A message up to where the JDK names modules by their identity. */
    static String firstWords(String message) {
        int at = message == null ? -1 : message.indexOf(" @");
        return at < 0 ? message : message.substring(0, at);
    }

    interface ThrowingSupplier {
        Object get() throws ReflectiveOperationException;
    }

    public static void main(String[] args) {
        System.out.println(attempt("private static method", () ->
                CallerAccessChecks.class.getDeclaredMethod("hidden", String.class).invoke(null, "x")));
        System.out.println(attempt("private constructor", () ->
                CallerAccessChecks.class.getDeclaredConstructor().newInstance().secret));
        System.out.println(attempt("private field get", () -> {
            Field f = CallerAccessChecks.class.getDeclaredField("secret");
            return f.getInt(new CallerAccessChecks());
        }));
        System.out.println(attempt("private field set", () -> {
            CallerAccessChecks c = new CallerAccessChecks();
            CallerAccessChecks.class.getDeclaredField("secret").setInt(c, 5);
            return c.secret;
        }));
        System.out.println(attempt("nestmate's private field", () ->
                Nested.class.getDeclaredField("nestedSecret").get(new Nested())));
        System.out.println(attempt("nestmate's private method", () ->
                Nested.class.getDeclaredMethod("hiddenToo").invoke(null)));
        System.out.println(attempt("canAccess", () -> {
            Method m = Nested.class.getDeclaredMethod("hiddenToo");
            return m.canAccess(null);
        }));
        System.out.println(attempt("Class.newInstance", () -> Nested.class.newInstance().nestedSecret));
        System.out.println(attempt("protected JDK method of a superclass", () -> new Shrinking().shrink()));
        System.out.println(attempt("private JDK field", () ->
                ArrayList.class.getDeclaredField("size").getInt(new ArrayList<>())));
        System.out.println(attempt("private JDK constructor", () -> {
            Constructor<Boolean> c = Boolean.class.getDeclaredConstructor(boolean.class);
            return c.newInstance(true);
        }));
        System.out.println(attempt("setAccessible on a JDK internal", () -> {
            Field f = String.class.getDeclaredField("value");
            f.setAccessible(true);
            return "allowed";
        }));
        System.out.println(attempt("target throws", () ->
                Integer.class.getMethod("parseInt", String.class).invoke(null, "x1")));
        System.out.println(attempt("int field updater", () -> {
            CallerAccessChecks c = new CallerAccessChecks();
            AtomicIntegerFieldUpdater<CallerAccessChecks> u =
                    AtomicIntegerFieldUpdater.newUpdater(CallerAccessChecks.class, "counter");
            u.addAndGet(c, 3);
            return u.get(c);
        }));
        System.out.println(attempt("reference field updater", () -> {
            CallerAccessChecks c = new CallerAccessChecks();
            AtomicReferenceFieldUpdater<CallerAccessChecks, String> u =
                    AtomicReferenceFieldUpdater.newUpdater(CallerAccessChecks.class, String.class, "label");
            u.compareAndSet(c, "none", "set");
            return c.label;
        }));
        System.out.println(attempt("updater on a JDK private field", () ->
                AtomicIntegerFieldUpdater.newUpdater(ArrayList.class, "size")));
    }
}
