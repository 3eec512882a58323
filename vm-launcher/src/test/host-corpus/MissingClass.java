import java.io.File;
import java.net.URISyntaxException;

/**
 * A class the program was compiled against is missing when it runs: the NoClassDefFoundError and
 * its ClassNotFoundException cause show the frames the host shows (its application class loader's,
 * then the program's). (The host resolves each reference once, and a second use fails without
 * asking the loader again; rvm's interpreter and compiled code each do, but a reference resolved
 * interpreted is resolved anew once compiled: see docs/LIMITATIONS.md.)
 */
public class MissingClass {

    static class Gone {
    }

    /** Deletes Gone's class file, if still there (the program runs several times over one build). */
    static void removeGone() throws URISyntaxException {
        File dir = new File(MissingClass.class.getProtectionDomain().getCodeSource().getLocation().toURI());
        File gone = new File(dir, "MissingClass$Gone.class");
        if (gone.exists() && !gone.delete()) {
            throw new IllegalStateException("cannot delete " + gone);
        }
    }

    static Object make() {
        return new Gone();
    }

    /** Another class, whose own reference to Gone is resolved anew. */
    static class User {
        static Object make() {
            return new Gone();
        }
    }

    static void show(String title, Throwable t) {
        System.out.println("== " + title);
        t.printStackTrace(System.out);
        Throwable cause = t.getCause();
        System.out.println("cause's first frame: " + (cause == null ? "none" : cause.getStackTrace()[0]));
    }

    public static void main(String[] args) throws Exception {
        removeGone();
        try {
            make();
        } catch (NoClassDefFoundError e) {
            show("new", e);
        }
        System.out.println("== uncaught, from another class");
        User.make();
    }
}
