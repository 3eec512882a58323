import java.io.InputStream;
import java.net.URL;
import java.util.Enumeration;

/**
 * The system class loader, resources and the context class loader, as a program on the class
 * path sees them.
 */
public class SystemLoader {

    static class Inner {
    }

    static final boolean FROM_INIT = ClassLoader.getSystemClassLoader() == SystemLoader.class.getClassLoader();

    final boolean fromConstructor;

    SystemLoader() {
        fromConstructor = ClassLoader.getSystemClassLoader() == SystemLoader.class.getClassLoader();
    }

    /** Calls Method.invoke as well, so it runs as its class's own bytecode under rvm (like constructors). */
    static boolean fromReflectingMethod() throws ReflectiveOperationException {
        Object same = SystemLoader.class.getDeclaredMethod("isSystem", ClassLoader.class)
                .invoke(null, ClassLoader.getSystemClassLoader());
        return (Boolean) same;
    }

    static boolean isSystem(ClassLoader l) {
        return l == SystemLoader.class.getClassLoader();
    }

    public static void main(String[] args) throws Exception {
        ClassLoader system = ClassLoader.getSystemClassLoader();
        System.out.println("system loader loaded me: " + (system == SystemLoader.class.getClassLoader()));
        System.out.println("context loader is system: " + (Thread.currentThread().getContextClassLoader() == system));
        System.out.println("loadClass finds me: " + (system.loadClass("SystemLoader") == SystemLoader.class));
        System.out.println("forName through it: " + Class.forName("SystemLoader$Inner", true, system).getName());
        URL url = ClassLoader.getSystemResource("SystemLoader.class");
        System.out.println("resource found: " + (url != null) + ", ends with " + url.getPath()
                .substring(url.getPath().lastIndexOf('/') + 1));
        try (InputStream in = ClassLoader.getSystemResourceAsStream("SystemLoader$Inner.class")) {
            byte[] head = in.readNBytes(4);
            System.out.printf("class file magic: %02x%02x%02x%02x%n", head[0], head[1], head[2], head[3]);
        }
        Enumeration<URL> all = ClassLoader.getSystemResources("SystemLoader.class");
        int n = 0;
        while (all.hasMoreElements()) {
            all.nextElement();
            n++;
        }
        System.out.println("resources named SystemLoader.class: " + n);
        System.out.println("missing resource: " + ClassLoader.getSystemResource("no/such/Thing.class"));
        System.out.println("JDK class through it: " + system.loadClass("java.util.ArrayList").getName());
        System.out.println("platform loader is an ancestor: " + isAncestor(ClassLoader.getPlatformClassLoader(), system));
        System.out.println("from the static initialiser: " + FROM_INIT + ", the constructor: "
                + new SystemLoader().fromConstructor + ", a reflecting method: " + fromReflectingMethod());
    }

    static boolean isAncestor(ClassLoader ancestor, ClassLoader loader) {
        for (ClassLoader l = loader; l != null; l = l.getParent()) {
            if (l == ancestor) {
                return true;
            }
        }
        return false;
    }
}
