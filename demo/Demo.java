import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.stream.Collectors;

/**
 * The demo guest that {@code ./rvm demo} runs: a little of everything a Java program does (virtual
 * and interface calls, recursion, loops, collections, lambdas, exceptions), small enough to finish in
 * a second or two under the interpreter.
 */
public class Demo {

    interface Shape {
        double area();

        default String describe() {
            return getClass().getSimpleName() + String.format(" with area %.2f", area());
        }
    }

    record Circle(double radius) implements Shape {
        public double area() {
            return Math.PI * radius * radius;
        }
    }

    record Rect(double w, double h) implements Shape {
        public double area() {
            return w * h;
        }
    }

    static int queens(int n, int row, int cols, int d1, int d2) {
        if (row == n) {
            return 1;
        }
        int count = 0;
        for (int c = 0; c < n; c++) {
            if ((cols & (1 << c)) == 0 && (d1 & (1 << (row + c))) == 0 && (d2 & (1 << (row - c + n))) == 0) {
                count += queens(n, row + 1, cols | (1 << c), d1 | (1 << (row + c)), d2 | (1 << (row - c + n)));
            }
        }
        return count;
    }

    static List<Integer> primes(int limit) {
        boolean[] composite = new boolean[limit + 1];
        List<Integer> out = new ArrayList<>();
        for (int i = 2; i <= limit; i++) {
            if (!composite[i]) {
                out.add(i);
                for (long j = (long) i * i; j <= limit; j += i) {
                    composite[(int) j] = true;
                }
            }
        }
        return out;
    }

    public static void main(String[] args) {
        System.out.println("rvm demo: a guest program running on the rvm interpreter");
        List<Shape> shapes = List.of(new Circle(1), new Rect(2, 3), new Circle(0.5), new Rect(1, 1));
        shapes.stream().sorted((a, b) -> Double.compare(a.area(), b.area()))
                .forEach(s -> System.out.println("  " + s.describe()));
        System.out.println("8 queens: " + queens(8, 0, 0, 0, 0) + " solutions");
        List<Integer> p = primes(20000);
        System.out.println("primes below 20000: " + p.size() + ", largest " + p.get(p.size() - 1));
        Map<Integer, Long> byLastDigit = p.stream()
                .collect(Collectors.groupingBy(x -> x % 10, TreeMap::new, Collectors.counting()));
        System.out.println("primes by last digit: " + byLastDigit);
        try {
            Object o = List.of(1, 2, 3).get(5);
            System.out.println(o);
        } catch (IndexOutOfBoundsException e) {
            System.out.println("caught " + e.getClass().getSimpleName() + ": " + e.getMessage());
        }
    }
}
