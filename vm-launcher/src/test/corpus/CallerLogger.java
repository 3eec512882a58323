import java.util.ListResourceBundle;
import java.util.logging.Handler;
import java.util.logging.Level;
import java.util.logging.LogRecord;
import java.util.logging.Logger;

/**
 * Logger.getLogger answers for its caller's module, and finds a logger's resource bundle with the
 * caller's class loader; records go to a handler that prints what it gets.
 */
public class CallerLogger {

    public static class Texts extends ListResourceBundle {
        @Override
        protected Object[][] getContents() {
            return new Object[][] {{"start", "starting {0}"}};
        }
    }

    static final class Printing extends Handler {
        @Override
        public void publish(LogRecord r) {
            System.out.println(r.getLevel() + " " + r.getLoggerName() + " [" + r.getMessage() + "] params "
                    + java.util.Arrays.toString(r.getParameters()) + " bundle " + r.getResourceBundleName());
        }

        @Override
        public void flush() {
        }

        @Override
        public void close() {
        }
    }

    static class Nested {
        static Logger logger() {
            return Logger.getLogger("caller.nested");
        }
    }

    public static void main(String[] args) {
        Logger plain = Logger.getLogger("caller.plain");
        plain.setUseParentHandlers(false);
        plain.addHandler(new Printing());
        plain.info("information");
        plain.log(Level.WARNING, "warning {0}", 42);
        plain.fine("not shown");
        System.out.println("same logger: " + (plain == Logger.getLogger("caller.plain")));
        System.out.println("parent: " + plain.getParent().getName().isEmpty() + ", level " + plain.getLevel());
        Logger withBundle = Logger.getLogger("caller.bundle", "CallerLogger$Texts");
        withBundle.setUseParentHandlers(false);
        withBundle.addHandler(new Printing());
        withBundle.log(Level.INFO, "start", "the program");
        System.out.println("bundle: " + withBundle.getResourceBundleName() + " "
                + withBundle.getResourceBundle().getString("start"));
        try {
            Logger.getLogger("caller.missing", "NoSuchBundle");
        } catch (java.util.MissingResourceException e) {
            System.out.println(e.getMessage());
        }
        Logger nested = Nested.logger();
        System.out.println("nested: " + nested.getName() + " " + (nested.getParent() == plain.getParent()));
        System.out.println("global: " + Logger.getGlobal().getName() + " anonymous: "
                + (Logger.getAnonymousLogger().getName() == null));
        System.Logger system = System.getLogger("caller.system");
        System.out.println("System.Logger: " + system.getName() + " " + system.isLoggable(System.Logger.Level.INFO));
    }
}
