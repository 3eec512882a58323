import java.util.ArrayList;
import java.util.List;

/** Class initialisation: order, laziness, constants, interfaces, failing initialisers. */
public class ClassInit {
    static final List<String> LOG = new ArrayList<>();

    static int log(String s) {
        LOG.add(s);
        return LOG.size();
    }

    static void flush(String label) {
        System.out.println(label + ": " + LOG);
        LOG.clear();
    }

    static class Super {
        static int superField = log("Super.<clinit> field");
        static final int CONST = 7;              // compile-time constant: no init
        static final String SCONST = "sconst";   // also constant
        static final Integer BOXED = log("Super.BOXED");  // not a constant

        static {
            log("Super.<clinit> block");
        }

        Super() {
            log("Super.<init>");
        }

        static void hello() {
            log("Super.hello");
        }
    }

    interface Marker {
        int M = log("Marker.M");  // not a constant: initialises Marker when read
    }

    interface WithDefault {
        int W = log("WithDefault.W");

        default String dflt() {
            return "dflt";
        }
    }

    static class Sub extends Super implements Marker, WithDefault {
        static int subField = log("Sub.<clinit> field");

        static {
            log("Sub.<clinit> block, superField=" + superField);
        }

        Sub() {
            super();
            log("Sub.<init>");
        }
    }

    static class Lazy {
        static {
            log("Lazy.<clinit>");
        }

        static int value = 42;
        static final Object OBJ = new Object();
    }

    static class ByForName {
        static {
            log("ByForName.<clinit>");
        }
    }

    static class ByArray {
        static {
            log("ByArray.<clinit>");
        }
    }

    static class SelfRef {
        static final SelfRef INSTANCE = new SelfRef();
        static int counter = 5;
        final int seen;

        SelfRef() {
            seen = counter;  // runs before counter is assigned: sees 0
            counter++;
        }
    }

    static class Bad {
        static int value;

        static {
            log("Bad.<clinit> running");
            if (LOG.size() > 0) {
                throw new IllegalStateException("boom in Bad");
            }
            value = 1;
        }

        static void touch() {
            log("Bad.touch");
        }
    }

    static class BadError {
        static {
            if (LOG != null) {
                throw new UnsupportedOperationException("from error initialiser");
            }
        }

        static int x;
    }

    static class Order {
        static int a = log("Order.a");
        static int b;

        static {
            b = a * 10;
            log("Order.static block b=" + b);
        }

        static int c = log("Order.c");
        int inst = log("Order.instance field");

        {
            log("Order.instance block inst=" + inst);
        }

        Order() {
            log("Order.<init>");
        }
    }

    public static void main(String[] args) throws Exception {
        flush("start");
        System.out.println("consts " + Super.CONST + " " + Super.SCONST);
        flush("after constants");
        int v = Sub.superField;  // only Super is initialised
        flush("after Sub.superField=" + v);
        new Sub();
        flush("after new Sub");
        new Sub();
        flush("after second new Sub");
        System.out.println("Marker.M=" + (Marker.M > 0));
        flush("after Marker.M");

        Class<?> c = Lazy.class;
        flush("after Lazy.class " + c.getSimpleName());
        Lazy[] arr = new Lazy[3];
        flush("after new Lazy[3] len " + arr.length);
        System.out.println("Lazy.value=" + Lazy.value);
        flush("after Lazy.value");

        Class<?> f = Class.forName("ClassInit$ByForName", false, ClassInit.class.getClassLoader());
        flush("after forName(init=false) " + f.getName());
        Class.forName("ClassInit$ByForName");
        flush("after forName");
        ByArray[][] arr2 = new ByArray[2][2];
        flush("after new ByArray[2][2] " + arr2.length);

        System.out.println("SelfRef seen=" + SelfRef.INSTANCE.seen + " counter=" + SelfRef.counter);

        new Order();
        flush("Order first");
        new Order();
        flush("Order second");

        log("before Bad");
        try {
            Bad.touch();
        } catch (ExceptionInInitializerError e) {
            System.out.println("1st: " + e.getClass().getName() + " cause " + e.getCause().getClass().getName()
                    + ": " + e.getCause().getMessage() + " getException same " + (e.getException() == e.getCause()));
        }
        flush("after first Bad use");
        for (int i = 0; i < 2; i++) {
            try {
                System.out.println(Bad.value);
            } catch (NoClassDefFoundError e) {
                System.out.println("2nd: " + e.getClass().getName() + ": " + e.getMessage());
            }
        }
        try {
            new Bad();
        } catch (NoClassDefFoundError e) {
            System.out.println("new: " + e.getClass().getName() + ": " + e.getMessage());
        }
        try {
            Class.forName("ClassInit$Bad");
        } catch (NoClassDefFoundError e) {
            System.out.println("forName: " + e.getClass().getName() + ": " + e.getMessage());
        }
        flush("after later Bad uses");
        try {
            BadError.x = 3;
        } catch (ExceptionInInitializerError e) {
            System.out.println("BadError: " + e.getCause());
        }
        try {
            BadError.x = 4;
        } catch (NoClassDefFoundError e) {
            System.out.println("BadError again: " + e.getMessage());
        }
        System.out.println("WithDefault initialised with Sub: " + new Sub().dflt());
        flush("end");
    }
}
