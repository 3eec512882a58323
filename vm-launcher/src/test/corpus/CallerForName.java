import java.util.function.Supplier;

/**
 * Class.forName(String) loads with its caller's class loader and initialises the class: from
 * static and instance methods, a lambda, a nested class, an interface and a static initialiser.
 */
public class CallerForName {

    static final String FROM_INIT;

    static {
        String s;
        try {
            s = Class.forName("CallerForName$Target").getName();
        } catch (ClassNotFoundException e) {
            s = e.toString();
        }
        FROM_INIT = s;
    }

    static class Target {
        static {
            System.out.println("Target initialised");
        }
    }

    static class Lazy {
        static {
            System.out.println("Lazy initialised");
        }
    }

    static class Nested {
        static Class<?> find(String name) throws ClassNotFoundException {
            return Class.forName(name);
        }
    }

    interface Finder {
        default Class<?> find(String name) throws ClassNotFoundException {
            return Class.forName(name);
        }
    }

    static class FinderImpl implements Finder {
    }

    Class<?> fromInstance(String name) throws ClassNotFoundException {
        return Class.forName(name);
    }

    static String loaderOf(Class<?> c) {
        ClassLoader l = c.getClassLoader();
        return l == null ? "bootstrap" : l == CallerForName.class.getClassLoader() ? "the program's" : l.getName();
    }

    public static void main(String[] args) throws Exception {
        System.out.println("from the static initialiser: " + FROM_INIT);
        Class<?> lazy = Class.forName("CallerForName$Lazy", false, CallerForName.class.getClassLoader());
        System.out.println("not initialised yet: " + lazy.getSimpleName());
        System.out.println("static: " + loaderOf(Class.forName("CallerForName$Lazy")));
        System.out.println("instance: " + loaderOf(new CallerForName().fromInstance("CallerForName$Nested")));
        Supplier<String> lambda = () -> {
            try {
                return loaderOf(Class.forName("CallerForName$FinderImpl"));
            } catch (ClassNotFoundException e) {
                return e.toString();
            }
        };
        System.out.println("lambda: " + lambda.get());
        System.out.println("nested: " + loaderOf(Nested.find("CallerForName")));
        System.out.println("interface: " + loaderOf(new FinderImpl().find("CallerForName$Finder")));
        System.out.println("JDK class: " + loaderOf(Class.forName("java.util.ArrayList")));
        System.out.println("platform class: " + loaderOf(Class.forName("java.sql.Date")));
        System.out.println("array: " + Class.forName("[LCallerForName$Target;").getName() + " "
                + loaderOf(Class.forName("[[I")));
        for (String missing : new String[] {"NoSuchClass", "java.lang.NoSuchClass", "CallerForName.Nested", ""}) {
            try {
                Class.forName(missing);
            } catch (ClassNotFoundException e) {
                System.out.println("missing: " + e.getMessage());
            }
        }
        try {
            Class.forName("CallerForName", false, null);
        } catch (ClassNotFoundException e) {
            System.out.println("bootstrap loader: " + e.getMessage());
        }
    }
}
