import java.util.ListResourceBundle;
import java.util.Locale;
import java.util.MissingResourceException;
import java.util.ResourceBundle;

/**
 * ResourceBundle.getBundle finds bundles with its caller's class loader and module: class-based
 * bundles of the program, with locale fallback, from a method, a nested class and a lambda.
 */
public class CallerResourceBundle {

    public static class Messages extends ListResourceBundle {
        @Override
        protected Object[][] getContents() {
            return new Object[][] {{"greeting", "hello"}, {"farewell", "goodbye"}};
        }
    }

    public static class Messages_fr extends ListResourceBundle {
        @Override
        protected Object[][] getContents() {
            return new Object[][] {{"greeting", "bonjour"}};
        }
    }

    static class Nested {
        static ResourceBundle bundle(Locale locale) {
            return ResourceBundle.getBundle("CallerResourceBundle$Messages", locale);
        }
    }

    public static void main(String[] args) {
        Locale.setDefault(Locale.ROOT);
        ResourceBundle root = ResourceBundle.getBundle("CallerResourceBundle$Messages");
        System.out.println(root.getClass().getName() + " " + root.getString("greeting"));
        ResourceBundle fr = ResourceBundle.getBundle("CallerResourceBundle$Messages", Locale.FRENCH);
        System.out.println(fr.getClass().getName() + " " + fr.getString("greeting") + " " + fr.getString("farewell"));
        ResourceBundle de = Nested.bundle(Locale.GERMAN);
        System.out.println("nested, German: " + de.getClass().getName() + " " + de.getString("greeting"));
        java.util.function.Supplier<String> lambda = () ->
                ResourceBundle.getBundle("CallerResourceBundle$Messages", Locale.FRANCE).getString("greeting");
        System.out.println("lambda, France: " + lambda.get());
        System.out.println("same instance: " + (root == ResourceBundle.getBundle("CallerResourceBundle$Messages")));
        ResourceBundle withLoader = ResourceBundle.getBundle("CallerResourceBundle$Messages", Locale.ROOT,
                CallerResourceBundle.class.getClassLoader());
        System.out.println("explicit loader: " + withLoader.getString("farewell"));
        try {
            ResourceBundle.getBundle("NoSuchBundle");
        } catch (MissingResourceException e) {
            System.out.println(e.getMessage() + " / " + e.getClassName() + " / " + e.getKey());
        }
        try {
            root.getString("missing");
        } catch (MissingResourceException e) {
            System.out.println(e.getMessage());
        }
        ResourceBundle.clearCache();
        System.out.println("after clearCache: " + (root != ResourceBundle.getBundle("CallerResourceBundle$Messages")));
    }
}
