/**
 * System.loadLibrary, System.load and their Runtime forms look for native libraries with their
 * caller's class loader: a library that does not exist fails alike from every kind of method.
 */
public class CallerLoadLibrary {

    static String attempt(String what, Runnable r) {
        try {
            r.run();
            return what + ": loaded";
        } catch (UnsatisfiedLinkError e) {
            String m = e.getMessage();
            return what + ": " + e.getClass().getName() + " " + m.substring(0, Math.min(m.length(), m.indexOf(':') < 0
                    ? m.length() : m.indexOf(':')));
        }
    }

    static class Nested {
        static void load() {
            System.loadLibrary("rvm_no_such_library");
        }
    }

    void fromInstance() {
        Runtime.getRuntime().loadLibrary("rvm_no_such_library");
    }

    public static void main(String[] args) {
        System.out.println(attempt("System.loadLibrary", () -> System.loadLibrary("rvm_no_such_library")));
        System.out.println(attempt("nested class", Nested::load));
        System.out.println(attempt("Runtime.loadLibrary", () -> new CallerLoadLibrary().fromInstance()));
        System.out.println(attempt("System.load", () -> System.load("/no/such/dir/librvm_none.so")));
        System.out.println(attempt("Runtime.load", () -> Runtime.getRuntime().load("/no/such/dir/librvm_none.so")));
        System.out.println(attempt("relative path", () -> System.load("librvm_none.so")));
        System.out.println("mapped name: " + System.mapLibraryName("rvm_no_such_library"));
    }
}
