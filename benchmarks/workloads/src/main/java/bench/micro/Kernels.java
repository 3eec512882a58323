package bench.micro;

/**
 * Small guest kernels for the JMH micro-benchmarks of {@code benchmarks/jmh}: each isolates one
 * kind of work (a plain loop, one kind of call) so its cost per operation can be read off directly.
 * Not a workload of the suite (no {@code main}).
 */
public final class Kernels {

    private Kernels() {
    }

    /** The sum of {@code a}: a loop of loads and adds with one backedge per element. */
    public static int sum(int[] a) {
        int s = 0;
        for (int i = 0; i < a.length; i++) {
            s += a[i];
        }
        return s;
    }

    /** {@code n} iterations of an empty counted loop: the baseline of the call kernels. */
    public static int emptyLoop(int n) {
        int s = 0;
        for (int i = 0; i < n; i++) {
            s += i;
        }
        return s;
    }

    /** {@code n} static guest-to-guest calls. */
    public static int staticCalls(int n) {
        int s = 0;
        for (int i = 0; i < n; i++) {
            s += identity(i);
        }
        return s;
    }

    private static int identity(int x) {
        return x;
    }

    /** {@code n} interface calls on one receiver class (a monomorphic site). */
    public static int monomorphicCalls(int n) {
        Shape shape = new Square();
        int s = 0;
        for (int i = 0; i < n; i++) {
            s += shape.sides(i);
        }
        return s;
    }

    /** {@code n} interface calls cycling over four receiver classes (a megamorphic site). */
    public static int megamorphicCalls(int n) {
        Shape[] shapes = {new Square(), new Triangle(), new Line(), new Point()};
        int s = 0;
        for (int i = 0; i < n; i++) {
            s += shapes[i & 3].sides(i);
        }
        return s;
    }

    /** {@code n} calls into the JDK ({@code Integer.rotateLeft}, run natively by the host). */
    public static int jdkCalls(int n) {
        int s = 0;
        for (int i = 0; i < n; i++) {
            s += Integer.rotateLeft(i, 3);
        }
        return s;
    }

    /** The {@code n}-th Fibonacci number, naively: nearly all calls and returns, a few adds. */
    public static int fib(int n) {
        return n < 2 ? n : fib(n - 1) + fib(n - 2);
    }

    /**
     * Calls {@code probe} from three guest frames deep ({@code nested3} -> {@code nested2} ->
     * {@code nested1} -> probe): what a stack walk from a yieldpoint sees.
     */
    public static int nested3(java.util.function.IntSupplier probe) {
        return nested2(probe) + 1;
    }

    private static int nested2(java.util.function.IntSupplier probe) {
        return nested1(probe) + 1;
    }

    private static int nested1(java.util.function.IntSupplier probe) {
        return probe.getAsInt() + 1;
    }

    interface Shape {
        int sides(int x);
    }

    static final class Square implements Shape {
        public int sides(int x) {
            return x + 4;
        }
    }

    static final class Triangle implements Shape {
        public int sides(int x) {
            return x + 3;
        }
    }

    static final class Line implements Shape {
        public int sides(int x) {
            return x + 2;
        }
    }

    static final class Point implements Shape {
        public int sides(int x) {
            return x;
        }
    }
}
