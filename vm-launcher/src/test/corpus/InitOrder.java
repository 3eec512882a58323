import java.util.ArrayList;
import java.util.List;

/** Instance initialisation order: field initialisers, instance blocks, constructor chaining, virtual calls from constructors. */
public class InitOrder {
    static final List<String> LOG = new ArrayList<>();

    static String log(String s) {
        LOG.add(s);
        return s;
    }

    static void flush(String label) {
        System.out.println(label + ": " + String.join(", ", LOG));
        LOG.clear();
    }

    static class Base {
        String baseField = log("Base.field");
        final int fixed;

        {
            log("Base.block1");
        }

        Base() {
            this("default");
            log("Base()");
        }

        Base(String s) {
            log("Base(String " + s + ")");
            fixed = 10;
            describe();  // virtual call before the subclass is initialised
        }

        {
            log("Base.block2 baseField=" + baseField);
        }

        void describe() {
            log("Base.describe");
        }
    }

    static class Derived extends Base {
        String derivedField = log("Derived.field");
        int number = 5;
        final String finalField;
        int uninitialised;

        {
            log("Derived.block number=" + number);
        }

        Derived() {
            super();
            finalField = "final";
            log("Derived() finalField=" + finalField);
        }

        Derived(int n) {
            super("n=" + n);
            finalField = "final" + n;
            number = n;
            log("Derived(int) number=" + number);
        }

        Derived(String s) {
            this(s.length());
            log("Derived(String " + s + ")");
        }

        @Override
        void describe() {
            log("Derived.describe sees derivedField=" + derivedField + " number=" + number + " finalField="
                    + finalField + " fixed=" + fixed);
        }
    }

    static class WithExplicitArgs extends Base {
        WithExplicitArgs() {
            super(compute("arg"));
            log("WithExplicitArgs()");
        }

        static String compute(String s) {
            log("compute(" + s + ") before super");
            return s.toUpperCase();
        }
    }

    static class Failing {
        String a = log("Failing.a");
        String b = fail();
        String c = log("Failing.c (never)");

        static String fail() {
            log("Failing.fail");
            throw new IllegalStateException("field initialiser failed");
        }
    }

    static class Defaults {
        boolean z;
        byte b;
        char c;
        short s;
        int i;
        long l;
        float f;
        double d;
        Object o;
        int[] arr;

        @Override
        public String toString() {
            return z + " " + b + " " + (int) c + " " + s + " " + i + " " + l + " " + f + " " + d + " " + o + " " + arr;
        }
    }

    public static void main(String[] args) {
        new Base();
        flush("new Base()");
        new Derived();
        flush("new Derived()");
        Derived d = new Derived(7);
        flush("new Derived(7)");
        new Derived("four");
        flush("new Derived(\"four\")");
        new WithExplicitArgs();
        flush("new WithExplicitArgs()");
        try {
            new Failing();
        } catch (IllegalStateException e) {
            log("caught " + e.getMessage());
        }
        flush("new Failing()");
        System.out.println("defaults " + new Defaults());
        System.out.println("after construction number=" + d.number + " finalField=" + d.finalField + " uninit="
                + d.uninitialised + " fixed=" + d.fixed);
    }
}
