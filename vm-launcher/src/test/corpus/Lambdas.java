import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Optional;
import java.util.TreeMap;
import java.util.function.BiConsumer;
import java.util.function.BiFunction;
import java.util.function.BinaryOperator;
import java.util.function.BooleanSupplier;
import java.util.function.Consumer;
import java.util.function.DoubleBinaryOperator;
import java.util.function.Function;
import java.util.function.IntFunction;
import java.util.function.IntPredicate;
import java.util.function.IntUnaryOperator;
import java.util.function.LongSupplier;
import java.util.function.Predicate;
import java.util.function.Supplier;
import java.util.function.ToIntFunction;
import java.util.function.UnaryOperator;

/** Lambdas and method references of every kind, in JDK and guest functional interfaces. */
public class Lambdas {
    // Guest functional interfaces with primitive parameters and returns.
    @FunctionalInterface
    interface IntLongToDouble {
        double apply(int i, long l);
    }

    @FunctionalInterface
    interface Mixed {
        String apply(boolean z, byte b, char c, short s, int i, long l, float f, double d);
    }

    @FunctionalInterface
    interface VoidInts {
        void accept(int a, int b);
    }

    @FunctionalInterface
    interface Tri<A, B, C, R> {
        R apply(A a, B b, C c);

        default <V> Tri<A, B, C, V> andThen(Function<? super R, ? extends V> after) {
            return (a, b, c) -> after.apply(apply(a, b, c));
        }
    }

    interface Maker {
        Lambdas make(String name);
    }

    interface ArrMaker {
        String[][] make(int n);
    }

    interface Thrower {
        void run() throws Exception;
    }

    private final String name;
    private int calls;

    Lambdas(String name) {
        this.name = name;
    }

    Lambdas() {
        this("default");
    }

    String greet(String who) {
        calls++;
        return name + " greets " + who;
    }

    String getName() {
        return name;
    }

    static int twice(int x) {
        return 2 * x;
    }

    static String join3(String a, String b, String c) {
        return a + "-" + b + "-" + c;
    }

    private static String secretStatic(String s) {
        return "secret:" + s;
    }

    private String secretInstance(String s) {
        return name + ":secret:" + s;
    }

    Supplier<String> selfRef() {
        // Captures this; refers to a private instance method.
        return () -> secretInstance("via this") + " calls=" + calls;
    }

    Function<String, String> boundPrivate() {
        return this::secretInstance;
    }

    static int counter;

    @SuppressWarnings("unchecked")
    public static void main(String[] args) throws Exception {
        // Core JDK shapes.
        Runnable r = () -> counter++;
        r.run();
        r.run();
        Supplier<String> sup = () -> "supplied";
        Consumer<List<String>> cons = l -> l.add("consumed");
        Function<Integer, String> fn = i -> "n" + i;
        BiFunction<Integer, Integer, Integer> bf = (a, b) -> a * b;
        Predicate<String> pred = String::isEmpty;
        UnaryOperator<String> uo = s -> s + s;
        BinaryOperator<Integer> bo = Math::max;
        BiConsumer<StringBuilder, String> bc = StringBuilder::append;
        IntUnaryOperator iuo = Lambdas::twice;
        IntPredicate even = i -> (i & 1) == 0;
        ToIntFunction<String> len = String::length;
        IntFunction<String> stars = "*"::repeat;
        LongSupplier ls = () -> 1L << 40;
        BooleanSupplier bs = () -> counter == 2;
        DoubleBinaryOperator dbo = (x, y) -> x / y;

        List<String> list = new ArrayList<>();
        cons.accept(list);
        StringBuilder sb = new StringBuilder("sb:");
        bc.accept(sb, "x");
        bc.andThen((b, s) -> b.append('!')).accept(sb, "y");
        System.out.println(counter + " " + sup.get() + " " + list + " " + fn.apply(5) + " " + bf.apply(6, 7) + " "
                + pred.test("") + pred.negate().test("") + " " + uo.apply("ab") + " " + bo.apply(3, 9) + " " + sb);
        System.out.println(iuo.applyAsInt(21) + " " + iuo.andThen(x -> x + 1).compose(x -> x * 10).applyAsInt(1)
                + " " + even.test(4) + even.and(i -> i > 10).test(4) + " " + len.applyAsInt("four") + " "
                + stars.apply(3) + " " + ls.getAsLong() + " " + bs.getAsBoolean() + " " + dbo.applyAsDouble(1, 4));
        System.out.println(fn.andThen(String::toUpperCase).apply(9) + " " + Function.<Integer>identity().apply(3)
                + " " + pred.or(s -> s.startsWith("a")).test("abc"));

        // Method references of every kind.
        Function<String, Integer> parse = Integer::parseInt;          // static
        Lambdas bob = new Lambdas("bob");
        Function<String, String> bound = bob::greet;                   // bound instance
        BiFunction<Lambdas, String, String> unbound = Lambdas::greet;  // unbound instance
        Function<Lambdas, String> getter = Lambdas::getName;
        Maker ctor = Lambdas::new;                                     // constructor (String)
        Supplier<Lambdas> ctor0 = Lambdas::new;                        // constructor ()
        IntFunction<int[]> arr = int[]::new;                           // array constructor
        ArrMaker arr2 = String[][]::new;
        Function<String, String> privStatic = Lambdas::secretStatic;
        Supplier<String> superRef = new Lambdas("sub") {
            @Override
            String getName() {
                return "overridden";
            }

            Supplier<String> viaSuper() {
                return super::getName;                               // super method reference
            }
        }.viaSuper();
        Tri<String, String, String, String> tri = Lambdas::join3;

        System.out.println(parse.apply("123") + 1);
        System.out.println(bound.apply("ann") + " | " + unbound.apply(bob, "cy") + " | calls=" + bob.calls);
        System.out.println(getter.apply(ctor.make("made")) + " " + ctor0.get().getName());
        int[] ia = arr.apply(4);
        String[][] sa = arr2.make(2);
        System.out.println(ia.length + " " + ia.getClass().getSimpleName() + " " + sa.length + " "
                + sa.getClass().getSimpleName() + " " + (sa[0] == null));
        System.out.println(privStatic.apply("p") + " " + superRef.get() + " " + bob.selfRef().get() + " "
                + bob.boundPrivate().apply("q"));
        System.out.println(tri.apply("a", "b", "c") + " " + tri.andThen(String::length).apply("aa", "bb", "cc"));

        // Guest interfaces with primitive parameters.
        IntLongToDouble ild = (i, l) -> i + l / 2.0;
        Mixed mixed = (z, b, c, s, i, l, f, d) -> z + "," + b + "," + c + "," + s + "," + i + "," + l + "," + f + "," + d;
        int[] acc = new int[1];
        VoidInts vi = (a, b) -> acc[0] += a * b;
        vi.accept(3, 4);
        vi.accept(5, 6);
        System.out.println(ild.apply(3, 5L) + " " + mixed.apply(true, (byte) -7, 'q', (short) 1000, -5, 1L << 33,
                0.25f, -1.5) + " " + acc[0]);

        // Capturing lambdas: locals, parameters, loop variables, this.
        List<Supplier<String>> sups = new ArrayList<>();
        String base = "b";
        for (int i = 0; i < 3; i++) {
            int k = i;
            long big = 10L * i;
            double d = i / 2.0;
            sups.add(() -> base + k + ":" + big + ":" + d);
        }
        for (String s : Arrays.asList("x", "y")) {
            sups.add(() -> base + s);
        }
        StringBuilder out = new StringBuilder();
        for (Supplier<String> s : sups) {
            out.append(s.get()).append(' ');
        }
        System.out.println(out.toString().trim());

        // Currying and higher-order functions.
        Function<Integer, Function<Integer, Function<Integer, Integer>>> curry = a -> b -> c -> a * 100 + b * 10 + c;
        System.out.println(curry.apply(1).apply(2).apply(3));
        Function<Function<Integer, Integer>, Function<Integer, Integer>> twiceF = f -> f.andThen(f);
        System.out.println(twiceF.apply(x -> x + 3).apply(10) + " " + twiceF.apply(twiceF.apply(x -> x * 2)).apply(1));

        // Recursion through a field-held lambda.
        TreeMap<Integer, Long> memo = new TreeMap<>();
        Function<Integer, Long>[] fib = new Function[1];
        fib[0] = n -> {
            if (n < 2) {
                return (long) n;
            }
            Long v = memo.get(n);
            if (v == null) {
                v = fib[0].apply(n - 1) + fib[0].apply(n - 2);
                memo.put(n, v);
            }
            return v;
        };
        System.out.println("fib(50)=" + fib[0].apply(50) + " memo=" + memo.size());

        // Optional and lambdas.
        Optional<String> o = Optional.of("val");
        System.out.println(o.map(String::toUpperCase).orElse("none") + " "
                + Optional.<String>empty().map(String::length).orElseGet(() -> -1) + " "
                + o.filter(String::isEmpty).isPresent());

        // Lambda throwing a checked exception through a guest interface.
        Thrower t = () -> {
            throw new Exception("from lambda");
        };
        try {
            t.run();
        } catch (Exception e) {
            System.out.println("caught " + e.getMessage());
        }

        // Comparator combinators with lambdas and references.
        List<String> words = new ArrayList<>(List.of("pear", "fig", "banana", "kiwi", "apple", "date"));
        words.sort(java.util.Comparator.comparingInt(String::length).thenComparing(java.util.Comparator.reverseOrder()));
        System.out.println(words);
        words.removeIf(w -> w.contains("a"));
        words.replaceAll(String::toUpperCase);
        System.out.println(words);
        System.out.println("lambda is interface impl: " + (r instanceof Runnable) + " "
                + sup.getClass().getInterfaces()[0].getName());
    }
}
