import java.util.Arrays;
import java.util.stream.Collectors;

/**
 * Frames of methods that rvm's level 2 inlines (corpus configurations RECOMPILE and INLINE_CBS): a
 * trace thrown from two levels down, the guest's own stack walks, a null receiver of a final
 * method, a synchronized callee, a callee that catches, a polymorphic site, printStackTrace, a
 * factory calling a private constructor of another class.
 */
public class InlinedFrames {
    int count;

    static int leaf(int x) {
        if (x == 13) {
            throw new IllegalStateException("thirteen");
        }
        return x + 1;
    }

    static int middle(int x) {
        return leaf(x) * 2;
    }

    static int run(int n) {
        int s = 0;
        for (int i = 0; i < n; i++) {
            s += middle(i);
        }
        return s;
    }

    static String walk() {
        return StackWalker.getInstance().walk(s -> s.limit(3)
                .map(f -> f.getMethodName() + ":" + f.getLineNumber()).collect(Collectors.joining(" ")));
    }

    static String walkIf(int x) {
        return x > 100 ? walk() : "-";
    }

    static String trace() {
        return Arrays.stream(Thread.currentThread().getStackTrace()).skip(1).limit(3)
                .map(e -> e.getMethodName() + ":" + e.getLineNumber()).collect(Collectors.joining(" "));
    }

    static String traceIf(int x) {
        return x > 100 ? trace() : "-";
    }

    final int bump() {
        return ++count;
    }

    static int bumpOf(InlinedFrames f) {
        return f.bump() + 1;
    }

    final synchronized int locked(int x) {
        count += x;
        return count;
    }

    static int safeDiv(int a, int b) {
        try {
            return a / b;
        } catch (ArithmeticException e) {
            return -1;
        }
    }

    static int divs(int n) {
        int s = 0;
        for (int i = 0; i < n; i++) {
            int d = safeDiv(12, i % 3);
            s += d;
        }
        return s;
    }

    interface Shape {
        double area();
    }

    static final class Square implements Shape {
        final double side;

        Square(double side) {
            this.side = side;
        }

        public double area() {
            return side * side;
        }
    }

    static final class Circle implements Shape {
        final double r;

        Circle(double r) {
            this.r = r;
        }

        public double area() {
            if (r < 0) {
                throw new IllegalArgumentException("negative radius " + r);
            }
            return 3 * r * r;
        }
    }

    static int values(int n) {
        int s = 0;
        for (int i = 0; i < n; i++) {
            s += InlinedFramesValue.of(i).v;
        }
        return s;
    }

    static double areas(Shape[] shapes) {
        double a = 0;
        for (Shape s : shapes) {
            a += s.area();
        }
        return a;
    }

    public static void main(String[] args) {
        long total = 0;
        for (int k = 0; k < 30; k++) {
            total += run(10);
            walkIf(k);
            traceIf(k);
        }
        System.out.println("total " + total);
        System.out.println("walk " + walkIf(101));
        System.out.println("trace " + traceIf(101));

        InlinedFrames f = new InlinedFrames();
        int b = 0;
        for (int k = 0; k < 30; k++) {
            b += f.bump() + f.locked(k);
        }
        System.out.println("bump and locked " + b + " count " + f.count);
        int d = 0;
        for (int k = 0; k < 30; k++) {
            d += divs(5);
        }
        System.out.println("divs " + d);

        int v = 0;
        for (int k = 0; k < 30; k++) {
            v += values(k);
        }
        System.out.println("values " + v);

        Shape[] shapes = {new Square(2), new Circle(1), new Square(3), new Circle(2)};
        double a = 0;
        for (int k = 0; k < 30; k++) {
            a += areas(shapes);
        }
        System.out.println("areas " + a);

        try {
            run(20);
        } catch (IllegalStateException e) {
            System.out.println("caught " + e.getMessage());
            for (StackTraceElement el : e.getStackTrace()) {
                System.out.println("  at " + el);
            }
        }
        try {
            areas(new Shape[] {new Square(1), new Circle(-1)});
        } catch (IllegalArgumentException e) {
            e.printStackTrace(System.out);
        }
        int bumped = 0;
        for (int k = 0; k < 30; k++) {
            bumped += bumpOf(f);
        }
        System.out.println("bumped " + bumped);
        for (int k = 0; k < 3; k++) {
            try {
                System.out.println(bumpOf(null));
            } catch (NullPointerException e) {
                System.out.println("NPE " + e.getMessage());
                System.out.println("  at " + e.getStackTrace()[0]);
            }
        }
    }
}

/** A value of another class with a private constructor: its factory is not inlined into another class. */
final class InlinedFramesValue {
    final int v;

    private InlinedFramesValue(int v) {
        this.v = v;
    }

    static InlinedFramesValue of(int v) {
        return new InlinedFramesValue(v * 2);
    }
}
