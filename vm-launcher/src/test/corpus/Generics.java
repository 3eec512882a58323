import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collection;
import java.util.Comparator;
import java.util.List;
import java.util.function.Function;

/** Generics: bridge methods, covariant returns, bounded types, wildcards, generic methods, erasure. */
public class Generics {
    interface Source<T> {
        T get();
    }

    interface Sink<T> {
        void put(T t);
    }

    /** Implements generic interfaces with concrete types: javac emits bridge methods. */
    static final class StringCell implements Source<String>, Sink<String>, Comparable<StringCell> {
        private String value = "";

        @Override
        public String get() {
            return value;
        }

        @Override
        public void put(String s) {
            value = value + s;
        }

        @Override
        public int compareTo(StringCell o) {
            return value.compareTo(o.value);
        }
    }

    static class Animal {
        Animal self() {
            return this;
        }

        Object food() {
            return "generic food";
        }

        String name() {
            return "animal";
        }
    }

    static class Cat extends Animal {
        @Override
        Cat self() {  // covariant return: a bridge Animal self() is generated
            return this;
        }

        @Override
        String food() {  // covariant Object -> String
            return "fish";
        }

        @Override
        String name() {
            return "cat";
        }

        String meow() {
            return "meow";
        }
    }

    abstract static class Node<T extends Comparable<T>> {
        abstract T value();

        boolean greaterThan(Node<T> o) {
            return value().compareTo(o.value()) > 0;
        }
    }

    static final class IntNode extends Node<Integer> {
        final int v;

        IntNode(int v) {
            this.v = v;
        }

        @Override
        Integer value() {  // bridge: Comparable value()
            return v;
        }
    }

    /** Generic class with a bounded type parameter and a recursive bound. */
    static final class MaxHolder<T extends Comparable<? super T>> {
        private T max;
        private int offered;

        void offer(T t) {
            offered++;
            if (max == null || t.compareTo(max) > 0) {
                max = t;
            }
        }

        T max() {
            return max;
        }
    }

    /** Generic subclass overriding a method whose parameter is a type variable: bridge on the parameter. */
    static class Box<T> {
        T item;

        void set(T t) {
            item = t;
        }

        T get() {
            return item;
        }
    }

    static final class UpperBox extends Box<String> {
        @Override
        void set(String s) {
            super.set(s.toUpperCase());
        }
    }

    static <T extends Comparable<? super T>> T maxOf(List<? extends T> list) {
        T best = list.get(0);
        for (T t : list) {
            if (t.compareTo(best) > 0) {
                best = t;
            }
        }
        return best;
    }

    static double sum(Collection<? extends Number> nums) {
        double s = 0;
        for (Number n : nums) {
            s += n.doubleValue();
        }
        return s;
    }

    static void fill(List<? super Integer> out, int n) {
        for (int i = 0; i < n; i++) {
            out.add(i);
        }
    }

    static <A, B> List<B> map(List<A> in, Function<? super A, ? extends B> f) {
        List<B> out = new ArrayList<>();
        for (A a : in) {
            out.add(f.apply(a));
        }
        return out;
    }

    @SafeVarargs
    static <T> List<T> listOf(T... items) {
        return new ArrayList<>(Arrays.asList(items));
    }

    static <T> T firstNonNull(T a, T b) {
        return a != null ? a : b;
    }

    static final class Pair<A, B> {
        final A a;
        final B b;

        Pair(A a, B b) {
            this.a = a;
            this.b = b;
        }

        <C> Pair<A, C> withSecond(C c) {
            return new Pair<>(a, c);
        }

        Pair<B, A> swap() {
            return new Pair<>(b, a);
        }

        @Override
        public String toString() {
            return "(" + a + ", " + b + ")";
        }
    }

    @SuppressWarnings({"unchecked", "rawtypes"})
    public static void main(String[] args) {
        StringCell cell = new StringCell();
        Sink<String> sink = cell;
        sink.put("ab");
        Sink raw = cell;
        raw.put("cd");  // through the bridge
        Source<String> src = cell;
        System.out.println(src.get() + " " + ((Source) cell).get());
        try {
            raw.put(42);  // bridge casts to String
        } catch (ClassCastException e) {
            System.out.println("bridge cast: " + e.getClass().getName());
        }
        StringCell other = new StringCell();
        other.put("zz");
        Comparable rawCmp = cell;
        System.out.println("compareTo " + Integer.signum(cell.compareTo(other)) + " via bridge "
                + Integer.signum(rawCmp.compareTo(other)));

        Animal a = new Cat();
        System.out.println(a.self().name() + " " + a.food() + " " + ((Cat) a).self().meow() + " "
                + new Animal().self().name() + " " + new Animal().food());

        Node<Integer> n1 = new IntNode(5);
        Node<Integer> n2 = new IntNode(9);
        System.out.println(n1.greaterThan(n2) + " " + n2.greaterThan(n1) + " " + n1.value());

        MaxHolder<String> mh = new MaxHolder<>();
        for (String s : "delta alpha echo charlie bravo".split(" ")) {
            mh.offer(s);
        }
        MaxHolder<Integer> mi = new MaxHolder<>();
        for (int i : new int[] {3, -1, 12, 7}) {
            mi.offer(i);
        }
        System.out.println(mh.max() + " of " + mh.offered + ", " + mi.max() + " of " + mi.offered);

        Box<String> box = new UpperBox();
        box.set("shout");
        Box rawBox = box;
        try {
            rawBox.set(1);
        } catch (ClassCastException e) {
            System.out.println("param bridge cast: " + e.getClass().getName());
        }
        System.out.println(box.get());

        System.out.println(maxOf(List.of(3, 8, 1)) + " " + maxOf(List.of("b", "c", "a")) + " "
                + sum(List.of(1, 2.5, 3L, (short) 4)));
        List<Number> nums = new ArrayList<>();
        List<Object> objs = new ArrayList<>();
        fill(nums, 3);
        fill(objs, 2);
        System.out.println(nums + " " + objs + " " + map(List.of("a", "bb", "ccc"), String::length) + " "
                + listOf(1, "two", 3.0) + " " + firstNonNull(null, "fallback"));

        Pair<String, Integer> p = new Pair<>("k", 1);
        System.out.println(p + " " + p.swap() + " " + p.withSecond(List.of('x')) + " " + p.swap().swap().a.length());

        // Erasure: the same runtime class.
        List<String> ls = new ArrayList<>();
        List<Integer> li = new ArrayList<>();
        System.out.println("same class " + (ls.getClass() == li.getClass()));
        List rawList = ls;
        rawList.add(99);  // heap pollution
        try {
            String s = ls.get(0);
            System.out.println("unreachable " + s);
        } catch (ClassCastException e) {
            System.out.println("heap pollution: " + e.getClass().getName());
        }
        Object o = ls.get(0);
        System.out.println("as object " + o);

        // Generic arrays and sorting with a generic comparator.
        Pair<String, Integer>[] pairs = new Pair[] {new Pair<>("b", 2), new Pair<>("a", 3), new Pair<>("c", 1)};
        Arrays.sort(pairs, Comparator.comparing((Pair<String, Integer> x) -> x.b));
        System.out.println(Arrays.toString(pairs));
        Arrays.sort(pairs, Comparator.comparing(x -> x.a));
        System.out.println(Arrays.toString(pairs));
        // Bridge methods visible via reflection.
        int bridges = 0;
        for (java.lang.reflect.Method m : StringCell.class.getDeclaredMethods()) {
            if (m.isBridge()) {
                bridges++;
            }
        }
        int catBridges = 0;
        for (java.lang.reflect.Method m : Cat.class.getDeclaredMethods()) {
            if (m.isBridge()) {
                catBridges++;
            }
        }
        System.out.println("bridges StringCell " + bridges + " Cat " + catBridges);
    }
}
