import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.function.BiFunction;
import java.util.function.Function;
import java.util.function.Predicate;

/** Interfaces with generic default methods: a small guest collection/stream API built from defaults. */
public class GenericDefaults {
    /** A minimal sequence: everything except size/at is a default method. */
    interface Seq<T> extends Iterable<T> {
        int size();

        T at(int i);

        default boolean isEmpty() {
            return size() == 0;
        }

        default <R> Seq<R> map(Function<? super T, ? extends R> f) {
            List<R> out = new ArrayList<>();
            for (int i = 0; i < size(); i++) {
                out.add(f.apply(at(i)));
            }
            return Seq.of(out);
        }

        default Seq<T> filter(Predicate<? super T> p) {
            List<T> out = new ArrayList<>();
            for (T t : this) {
                if (p.test(t)) {
                    out.add(t);
                }
            }
            return Seq.of(out);
        }

        default <A> A fold(A init, BiFunction<A, ? super T, A> f) {
            A acc = init;
            for (int i = 0; i < size(); i++) {
                acc = f.apply(acc, at(i));
            }
            return acc;
        }

        default Optional<T> first() {
            return isEmpty() ? Optional.empty() : Optional.of(at(0));
        }

        default <U> Seq<Pair<T, U>> zip(Seq<U> other) {
            List<Pair<T, U>> out = new ArrayList<>();
            for (int i = 0; i < Math.min(size(), other.size()); i++) {
                out.add(new Pair<>(at(i), other.at(i)));
            }
            return Seq.of(out);
        }

        default String show() {
            return fold(new StringBuilder("<"), (sb, t) -> sb.append(sb.length() > 1 ? "," : "").append(t))
                    .append('>').toString();
        }

        @Override
        default java.util.Iterator<T> iterator() {
            return new java.util.Iterator<T>() {
                int i;

                public boolean hasNext() {
                    return i < size();
                }

                public T next() {
                    return at(i++);
                }
            };
        }

        static <T> Seq<T> of(List<T> list) {
            return new ListSeq<>(list);
        }

        @SafeVarargs
        static <T> Seq<T> of(T... items) {
            return new ListSeq<>(List.of(items));
        }
    }

    /** Numeric sequences add defaults that need a bound. */
    interface NumSeq<N extends Number & Comparable<N>> extends Seq<N> {
        default double sum() {
            return fold(0.0, (a, n) -> a + n.doubleValue());
        }

        default N max() {
            N best = at(0);
            for (N n : this) {
                if (n.compareTo(best) > 0) {
                    best = n;
                }
            }
            return best;
        }
    }

    record Pair<A, B>(A a, B b) {
    }

    static final class ListSeq<T> implements Seq<T> {
        private final List<T> list;

        ListSeq(List<T> list) {
            this.list = list;
        }

        public int size() {
            return list.size();
        }

        public T at(int i) {
            return list.get(i);
        }
    }

    /** A generated range that overrides one default (show). */
    static final class IntRange implements NumSeq<Integer> {
        final int from;
        final int to;

        IntRange(int from, int to) {
            this.from = from;
            this.to = to;
        }

        public int size() {
            return Math.max(0, to - from);
        }

        public Integer at(int i) {
            return from + i;
        }

        @Override
        public String show() {
            return "[" + from + ".." + to + ")";
        }
    }

    static final class Doubles implements NumSeq<Double> {
        final double[] ds;

        Doubles(double... ds) {
            this.ds = ds;
        }

        public int size() {
            return ds.length;
        }

        public Double at(int i) {
            return ds[i];
        }
    }

    /** Generic default method with its own type parameter and a generic-returning chain. */
    interface Converter<F, T> {
        T convert(F from);

        default <U> Converter<F, U> andThen(Converter<? super T, ? extends U> next) {
            return f -> next.convert(convert(f));
        }

        default Converter<F, Optional<T>> safe() {
            return f -> {
                try {
                    return Optional.ofNullable(convert(f));
                } catch (RuntimeException e) {
                    return Optional.empty();
                }
            };
        }

        static <X> Converter<X, X> identity() {
            return x -> x;
        }
    }

    public static void main(String[] args) {
        Seq<String> words = Seq.of("alpha", "beta", "gamma", "delta", "epsilon");
        System.out.println(words.show() + " size " + words.size() + " empty " + words.isEmpty());
        System.out.println(words.map(String::length).show() + " " + words.filter(w -> w.contains("l")).show() + " "
                + words.map(w -> w.charAt(0)).fold("", (a, ch) -> a + ch));
        System.out.println(words.first().orElse("?") + " " + words.filter(w -> w.startsWith("z")).first().orElse("none"));
        System.out.println(words.zip(new IntRange(10, 13)).show());

        IntRange r = new IntRange(3, 9);
        System.out.println(r.show() + " sum " + r.sum() + " max " + r.max() + " mapped " + r.map(i -> i * i).show()
                + " evens " + r.filter(i -> i % 2 == 0).show() + " fold " + r.fold(1L, (a, i) -> a * i));
        NumSeq<Double> ds = new Doubles(2.5, -1.0, 7.25, 3.0);
        System.out.println(ds.show() + " sum " + ds.sum() + " max " + ds.max());
        int total = 0;
        for (int i : new IntRange(0, 5)) {
            total += i;
        }
        System.out.println("for-each over default iterator " + total + " empty range " + new IntRange(5, 2).isEmpty()
                + " " + new IntRange(5, 2).first().isPresent());

        Converter<String, Integer> parse = Integer::parseInt;
        Converter<String, String> pipeline = parse.andThen(i -> i * 2).andThen(i -> "v" + i);
        System.out.println(pipeline.convert("21") + " " + parse.safe().convert("x") + " " + parse.safe().convert("7")
                + " " + Converter.<String>identity().andThen(String::length).convert("four"));
        Seq<Seq<Integer>> nested = Seq.of(Seq.of(1, 2), Seq.of(), Seq.of(3));
        System.out.println(nested.map(Seq::show).show() + " " + nested.fold(0, (a, s) -> a + s.size()));
    }
}
