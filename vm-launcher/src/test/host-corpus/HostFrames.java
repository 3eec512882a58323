import java.lang.invoke.MethodHandles;
import java.lang.invoke.MethodType;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;

/**
 * Whole stack traces, JDK frames and causes included, of exceptions that pass through JDK code,
 * class loading and class initialisation: the guest must see the frames the host shows.
 */
public class HostFrames {

    static class FailsInStaticCall {
        static final int VALUE = Integer.parseInt("not a number");

        static int value() {
            return VALUE;
        }
    }

    static class FailsInGetStatic {
        static final Object VALUE = fail("getstatic");
    }

    static class FailsInNew {
        static {
            fail("new");
        }
    }

    static Object fail(String why) {
        throw new IllegalStateException("failed: " + why);
    }

    static void show(String title, Throwable t) {
        System.out.println("== " + title);
        t.printStackTrace(System.out);
    }

    static void forName() {
        try {
            Class.forName("NoSuchClassAnywhere");
        } catch (ClassNotFoundException e) {
            show("Class.forName of a missing class", e);
        }
    }

    static void initialisers() {
        try {
            FailsInStaticCall.value();
        } catch (Throwable e) {
            show("static initialiser run by a static call", e);
        }
        try {
            FailsInStaticCall.value();
        } catch (Throwable e) {
            show("the same class again", e);
        }
        try {
            System.out.println(FailsInGetStatic.VALUE);
        } catch (Throwable e) {
            show("static initialiser run by getstatic", e);
        }
        try {
            new FailsInNew();
        } catch (Throwable e) {
            show("static initialiser run by new", e);
        }
    }

    static void callbacks() {
        List<String> list = new ArrayList<>(List.of("b", "a", "c"));
        try {
            list.sort((a, b) -> {
                throw new IllegalArgumentException("compare " + a + " " + b);
            });
        } catch (IllegalArgumentException e) {
            show("a comparator called by List.sort", e);
        }
        try {
            List.of("x").forEach(HostFrames::fail);
        } catch (IllegalStateException e) {
            show("a method reference called by forEach", e);
        }
        try {
            Stream.of(1, 2).map(x -> x / (x - 1)).forEach(x -> { });
        } catch (ArithmeticException e) {
            show("a stream stage", e);
        }
    }

    static void jdkExceptions() {
        try {
            Integer.parseInt("12x");
        } catch (NumberFormatException e) {
            show("Integer.parseInt", e);
        }
        try {
            MethodHandles.publicLookup().findVirtual(Object.class, "nope", MethodType.methodType(void.class));
        } catch (ReflectiveOperationException e) {
            show("a failed method handle lookup, with its cause", e);
        }
        Thread hook = new Thread(() -> { }, "hook");
        Runtime.getRuntime().addShutdownHook(hook);
        try {
            Runtime.getRuntime().addShutdownHook(hook);
        } catch (IllegalArgumentException e) {
            show("a shutdown hook registered twice", e);
        }
        Runtime.getRuntime().removeShutdownHook(hook);
        try {
            new ArrayList<String>().iterator().next();
        } catch (RuntimeException e) {
            show("an empty iterator", e);
        }
    }

    static void recursion(int n) {
        if (n == 0) {
            int[] a = new int[1];
            a[n + 2] = 1;
        }
        recursion(n - 1);
    }

    static void inAThread() throws InterruptedException {
        Throwable[] seen = new Throwable[1];
        List<String> walked = new ArrayList<>();
        List<StackTraceElement> current = new ArrayList<>();
        Thread t = new Thread(() -> {
            try {
                recursion(2);
            } catch (ArrayIndexOutOfBoundsException e) {
                seen[0] = e;
            }
            StackWalker.getInstance().forEach(f -> walked.add(f.getClassName() + "." + f.getMethodName()));
            current.addAll(List.of(Thread.currentThread().getStackTrace()));
        }, "worker");
        t.start();
        t.join();
        show("in another thread", seen[0]);
        // the JDK frames at the bottom of a thread (Thread.run; on JDK 21 and later it calls the
        // thread's Runnable through a hidden Thread.runWith)
        System.out.println("== a stack walk in another thread");
        walked.forEach(System.out::println);
        System.out.println("== Thread.getStackTrace in another thread");
        current.forEach(System.out::println);
    }

    public static void main(String[] args) throws Exception {
        forName();
        initialisers();
        callbacks();
        jdkExceptions();
        try {
            recursion(3);
        } catch (ArrayIndexOutOfBoundsException e) {
            show("recursion", e);
        }
        inAThread();
        System.out.println("== uncaught, with a cause from the JDK");
        try {
            Integer.valueOf("oops");
        } catch (NumberFormatException e) {
            throw new RuntimeException("wrapped", e);
        }
    }
}
