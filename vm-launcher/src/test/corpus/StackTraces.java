import java.util.function.Supplier;
import java.util.stream.Collectors;

/** Stack traces seen by the guest: frames in constructors, initialisers, nested classes, lambdas, recursion. */
public class StackTraces {
    static String frames(Throwable t) {
        return frames(t.getStackTrace());
    }

    static String frames(StackTraceElement[] elements) {
        StringBuilder sb = new StringBuilder();
        for (StackTraceElement e : elements) {
            if (e.getClassName().startsWith("StackTraces")) {
                sb.append("\n    ").append(e.getClassName()).append('.').append(e.getMethodName()).append('(')
                        .append(e.getFileName()).append(':').append(e.getLineNumber()).append(')');
            }
        }
        return sb.toString();
    }

    static void show(String label, Throwable t) {
        System.out.println(label + ": " + t.getClass().getName() + frames(t));
    }

    static class Widget {
        static Throwable fromStaticInit;
        final Throwable fromCtor;

        static {
            fromStaticInit = new Throwable("clinit");
        }

        Widget() {
            this(1);
        }

        Widget(int n) {
            fromCtor = new Throwable("init " + n);
        }

        class Part {
            Throwable make() {
                return new Exception("inner class method");
            }
        }
    }

    interface Maker {
        default Throwable viaDefault() {
            return helper();
        }

        private Throwable helper() {
            return new Error("interface private");
        }

        static Throwable viaStatic() {
            return new Error("interface static");
        }
    }

    static Throwable recurse(int n) {
        if (n == 0) {
            return new Throwable("bottom");
        }
        return recurse(n - 1);
    }

    static int divide(int a, int b) {
        return a / b;
    }

    static void rethrower() throws Exception {
        try {
            divide(1, 0);
        } catch (ArithmeticException e) {
            throw e;  // rethrow keeps the original trace
        }
    }

    static Throwable refilled() {
        Throwable t = new Throwable("refill");
        return refill2(t);
    }

    static Throwable refill2(Throwable t) {
        return t.fillInStackTrace();  // now points here
    }

    static class NoTrace extends RuntimeException {
        NoTrace() {
            super("no trace", null, false, false);
        }
    }

    public static void main(String[] args) throws Exception {
        show("static init", Widget.fromStaticInit);
        show("constructor chain", new Widget().fromCtor);
        show("inner class", new Widget(2).new Part().make());
        show("interface default+private", new Maker() {
        }.viaDefault());
        show("interface static", Maker.viaStatic());
        show("recursion", recurse(3));
        try {
            rethrower();
        } catch (ArithmeticException e) {
            show("rethrown", e);
        }
        show("fillInStackTrace", refilled());
        Supplier<Throwable> lambda = () -> new IllegalStateException("in lambda");
        show("lambda", lambda.get());
        Supplier<Throwable> anon = new Supplier<>() {
            @Override
            public Throwable get() {
                return new IllegalStateException("in anonymous");
            }
        };
        show("anonymous", anon.get());
        NoTrace nt = new NoTrace();
        System.out.println("not writable: " + nt.getStackTrace().length + " suppressed disabled: "
                + addSuppressedAndCount(nt));
        Throwable custom = new Throwable("custom");
        custom.setStackTrace(new StackTraceElement[] {new StackTraceElement("StackTraces$Fake", "made", "Fake.java", 12),
            new StackTraceElement("java.lang.Other", "skip", null, -1)});
        show("setStackTrace", custom);

        // Current thread's trace: guest frames only, the JDK's own frames are filtered out.
        System.out.println("current thread:" + frames(here()));

        // StackWalker sees guest frames too.
        System.out.println("walker: " + walk());
        // Line numbers inside a multi-line expression and a loop.
        int[] arr = new int[2];
        for (int i = 0; i < 3; i++) {
            try {
                arr[i] =
                        i * 2;
            } catch (ArrayIndexOutOfBoundsException e) {
                show("loop i=" + i, e);
            }
        }
    }

    static int addSuppressedAndCount(Throwable t) {
        t.addSuppressed(new Exception("ignored"));
        return t.getSuppressed().length;
    }

    static StackTraceElement[] here() {
        return Thread.currentThread().getStackTrace();
    }

    static String walk() {
        return level1();
    }

    static String level1() {
        return StackWalker.getInstance().walk(s -> s.filter(f -> f.getClassName().startsWith("StackTraces"))
                .filter(f -> !f.getMethodName().startsWith("lambda$"))
                .map(f -> f.getMethodName() + ":" + f.getLineNumber()).collect(Collectors.toList())).toString();
    }
}
