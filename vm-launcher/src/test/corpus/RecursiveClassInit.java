import java.lang.reflect.Method;

/**
 * A superclass's static initialiser calls a static method of a subclass whose own initialiser has
 * not started yet (the JVM initialises the superclass first), and that method calls
 * caller-sensitive JDK methods: they must see the subclass as their caller, as on the host.
 */
public class RecursiveClassInit {

    static String callerSensitiveCalls(String who) {
        try {
            ClassLoader context = Thread.currentThread().getContextClassLoader();
            Class<?> found = Class.forName("RecursiveClassInit$Marker");
            Method secret = Sub.class.getDeclaredMethod("secret");
            Object hidden = secret.invoke(null);
            return who + ": context loader " + (context == RecursiveClassInit.class.getClassLoader())
                    + ", forName " + found.getSimpleName() + ", private by reflection " + hidden;
        } catch (ReflectiveOperationException | RuntimeException e) {
            return who + ": " + e;
        }
    }

    static class Marker {
    }

    /** Its initialiser calls the subclass's static method straight from the initialiser. */
    static class Base {
        static final String NAME = Sub.helper();
    }

    static class Sub extends Base {
        static final String VALUE = "Sub after " + NAME;

        static String helper() {
            return callerSensitiveCalls("Sub.helper");
        }

        private static String secret() {
            return "secret of Sub";
        }
    }

    /** Its initialiser calls a static method of its own, which calls the subclass's static method. */
    static class Base2 {
        static final String NAME = init();

        static String init() {
            return Sub2.helper();
        }
    }

    static class Sub2 extends Base2 {
        static final String VALUE = "Sub2 after " + NAME;

        static String helper() {
            try {
                Class<?> self = Class.forName("RecursiveClassInit$Sub2");
                return "Sub2.helper: forName " + self.getSimpleName() + ", context loader "
                        + (Thread.currentThread().getContextClassLoader() != null) + ", fields "
                        + self.getDeclaredFields().length;
            } catch (ReflectiveOperationException e) {
                return "Sub2.helper: " + e;
            }
        }
    }

    public static void main(String[] args) {
        System.out.println(Sub.VALUE);
        System.out.println(Sub2.VALUE);
        System.out.println(callerSensitiveCalls("main"));
    }
}
