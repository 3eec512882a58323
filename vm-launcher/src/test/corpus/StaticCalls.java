/**
 * Static calls from code that gets hot (and compiled) before, and after, the classes it calls
 * are initialised: compiled code must initialise a class at its first call however long ago the
 * caller was compiled, initialise only the declaring class of an inherited static method, and
 * fail the same way on every call into a class whose initialiser threw. (Written for compiled
 * calls that skipped the callee's stub once its class was initialised, an experiment not kept:
 * see benchmarks/RESULTS.md.)
 */
public class StaticCalls {

    static class Base {
        static {
            System.out.println("Base.<clinit>");
        }

        static int base(int x) {
            return x + 1;
        }
    }

    static class Derived extends Base {
        static {
            System.out.println("Derived.<clinit> (must not run: Derived.base is Base's)");
        }
    }

    static class Late {
        static {
            System.out.println("Late.<clinit>");
        }

        static int late(int x) {
            return x * 2;
        }
    }

    static class Broken {
        static int value = 10 / zero();

        static int get() {
            return value;
        }
    }

    interface WithStatic {
        static int twice(int x) {
            return 2 * x;
        }
    }

    static int zero() {
        return 0;
    }

    private static int own(int x) {
        return x ^ 5;
    }

    static int hot(int i) {
        int s = own(i) + WithStatic.twice(i);
        if (i >= 150) {
            s += Late.late(i); // Late is initialised here, long after hot() was first called
        }
        if (i >= 200) {
            s += Derived.base(i); // initialises Base, not Derived
        }
        return s;
    }

    static String broken() {
        try {
            return "value " + Broken.get();
        } catch (Throwable t) {
            return t.getClass().getName();
        }
    }

    public static void main(String[] args) {
        long sum = 0;
        for (int i = 0; i < 3000; i++) {
            sum += hot(i % 400);
            if (i == 100 || i == 160 || i == 210) {
                System.out.println("at " + i + ": " + sum);
            }
        }
        System.out.println("sum " + sum);
        for (int i = 0; i < 300; i++) {
            String r = broken();
            if (i < 2 || i == 299) {
                System.out.println("broken " + i + ": " + r);
            }
        }
    }
}
