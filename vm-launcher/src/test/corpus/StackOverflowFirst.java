// rvm-options: --main-stack-mb=4
import java.util.ArrayList;
import java.util.List;
import java.util.function.IntUnaryOperator;

/**
 * A stack overflow as the program's very first exception, caught, then more overflows of other
 * kinds: the VM handles each with almost no stack left, and must still deliver a catchable
 * StackOverflowError (nothing the VM first touches on that path may fail to initialise).
 */
public class StackOverflowFirst {
    static int depth;

    static int down(int n) {
        depth++;
        return down(n + 1) + 1;
    }

    static synchronized int downLocked(int n) {
        return downLocked(n + 1) + 1;
    }

    interface Step {
        int step(int n);
    }

    static final class Recursor implements Step {
        final Step next;

        Recursor() {
            next = this;
        }

        @Override
        public int step(int n) {
            return next.step(n + 1) + 1;
        }
    }

    static final class Nested {
        final Nested inner;

        Nested(int n) {
            inner = new Nested(n + 1); // a constructor that recurses (constructors stay host bytecode)
        }
    }

    static IntUnaryOperator self;

    static int loopThenRecurse(int n) {
        int sum = 0;
        for (int i = 0; i < 3; i++) {
            sum += i;
        }
        return sum + loopThenRecurse(n + 1);
    }

    static String attempt(String what, Runnable r) {
        try {
            r.run();
            return what + ": returned";
        } catch (StackOverflowError e) {
            return what + ": caught " + e.getClass().getName();
        }
    }

    public static void main(String[] args) {
        try {
            down(0);
            System.out.println("no overflow");
        } catch (StackOverflowError e) {
            System.out.println("first exception: " + e.getClass().getName() + ", deep " + (depth > 1000));
        }
        List<String> results = new ArrayList<>();
        results.add(attempt("synchronized", () -> downLocked(0)));
        results.add(attempt("interface", () -> new Recursor().step(0)));
        results.add(attempt("constructor", () -> new Nested(0)));
        self = n -> self.applyAsInt(n + 1) + 1;
        results.add(attempt("lambda", () -> self.applyAsInt(0)));
        results.add(attempt("loop", () -> loopThenRecurse(0)));
        for (String r : results) {
            System.out.println(r);
        }
        try {
            Object o = "text";
            Integer i = (Integer) o;
            System.out.println("no exception " + i);
        } catch (ClassCastException e) {
            System.out.println("afterwards: " + e.getClass().getName());
        }
        System.out.println("done");
    }
}
