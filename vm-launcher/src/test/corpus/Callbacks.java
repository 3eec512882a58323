import java.util.AbstractList;
import java.util.ArrayList;
import java.util.Collections;
import java.util.Comparator;
import java.util.HashMap;
import java.util.HashSet;
import java.util.Iterator;
import java.util.List;
import java.util.Map;
import java.util.NoSuchElementException;
import java.util.Random;
import java.util.RandomAccess;
import java.util.Set;
import java.util.TreeMap;
import java.util.TreeSet;

/** The JDK calling back into guest code: hashCode/equals, compareTo, Comparator, Iterator, toString, lists. */
public class Callbacks {
    static int hashCalls;
    static int equalsCalls;

    static final class Key {
        final String s;
        final int bucket;

        Key(String s, int bucket) {
            this.s = s;
            this.bucket = bucket;
        }

        @Override
        public int hashCode() {
            hashCalls++;
            return bucket;  // deliberately colliding
        }

        @Override
        public boolean equals(Object o) {
            equalsCalls++;
            return o instanceof Key k && k.s.equals(s);
        }

        @Override
        public String toString() {
            return "Key(" + s + ")";
        }
    }

    static final class Version implements Comparable<Version> {
        final int major;
        final int minor;

        Version(int major, int minor) {
            this.major = major;
            this.minor = minor;
        }

        static Version parse(String s) {
            String[] p = s.split("\\.");
            return new Version(Integer.parseInt(p[0]), Integer.parseInt(p[1]));
        }

        @Override
        public int compareTo(Version o) {
            int c = Integer.compare(major, o.major);
            return c != 0 ? c : Integer.compare(minor, o.minor);
        }

        @Override
        public String toString() {
            return major + "." + minor;
        }
    }

    /** A guest Iterable producing a range with a step. */
    static final class Range implements Iterable<Integer> {
        final int from;
        final int to;
        final int step;

        Range(int from, int to, int step) {
            this.from = from;
            this.to = to;
            this.step = step;
        }

        @Override
        public Iterator<Integer> iterator() {
            return new Iterator<>() {
                int next = from;

                @Override
                public boolean hasNext() {
                    return next < to;
                }

                @Override
                public Integer next() {
                    if (!hasNext()) {
                        throw new NoSuchElementException("range exhausted at " + next);
                    }
                    int r = next;
                    next += step;
                    return r;
                }
            };
        }
    }

    /** A fixed-size, settable list backed by an int array: JDK algorithms call get/set/size. */
    static final class IntList extends AbstractList<Integer> implements RandomAccess {
        final int[] data;
        int gets;
        int sets;

        IntList(int... data) {
            this.data = data.clone();
        }

        @Override
        public Integer get(int index) {
            gets++;
            return data[index];
        }

        @Override
        public Integer set(int index, Integer value) {
            sets++;
            int old = data[index];
            data[index] = value;
            return old;
        }

        @Override
        public int size() {
            return data.length;
        }
    }

    /** A growable list via add(int, E) and remove(int). */
    static final class GrowList<E> extends AbstractList<E> {
        private Object[] items = new Object[2];
        private int size;

        @Override
        @SuppressWarnings("unchecked")
        public E get(int i) {
            if (i < 0 || i >= size) {
                throw new IndexOutOfBoundsException("GrowList index " + i + " size " + size);
            }
            return (E) items[i];
        }

        @Override
        public int size() {
            return size;
        }

        @Override
        public void add(int index, E e) {
            if (size == items.length) {
                items = java.util.Arrays.copyOf(items, size * 2);
            }
            System.arraycopy(items, index, items, index + 1, size - index);
            items[index] = e;
            size++;
            modCount++;
        }

        @Override
        @SuppressWarnings("unchecked")
        public E remove(int index) {
            E old = (E) items[index];
            System.arraycopy(items, index + 1, items, index, size - index - 1);
            items[--size] = null;
            modCount++;
            return old;
        }

        @Override
        @SuppressWarnings("unchecked")
        public E set(int index, E e) {
            E old = (E) items[index];
            items[index] = e;
            return old;
        }
    }

    static final class Named {
        final String name;

        Named(String name) {
            this.name = name;
        }

        @Override
        public String toString() {
            return "Named<" + name + ">";
        }
    }

    public static void main(String[] args) throws Exception {
        // hashCode/equals from HashMap and HashSet.
        Map<Key, Integer> map = new HashMap<>();
        String[] words = {"ant", "bee", "cat", "dog", "eel", "ant", "fox", "bee"};
        for (int i = 0; i < words.length; i++) {
            map.merge(new Key(words[i], words[i].length() == 3 ? words[i].charAt(0) % 3 : 0), i, Integer::sum);
        }
        System.out.println("map " + map.size() + " ant=" + map.get(new Key("ant", 'a' % 3)) + " bee="
                + map.get(new Key("bee", 'b' % 3)) + " missing=" + map.get(new Key("ant", 99)));
        System.out.println("iteration " + map);
        System.out.println("hashCalls>0 " + (hashCalls > 0) + " equalsCalls>0 " + (equalsCalls > 0));
        Set<Key> set = new HashSet<>(map.keySet());
        set.add(new Key("cat", 0));
        System.out.println("set size " + set.size() + " contains(dog) " + set.contains(new Key("dog", 'd' % 3)));

        // compareTo from Collections.sort, TreeMap, TreeSet, Collections.max/min.
        List<Version> vs = new ArrayList<>();
        for (String s : "1.10 1.2 0.9 2.0 1.2 10.1 1.9".split(" ")) {
            vs.add(Version.parse(s));
        }
        Collections.sort(vs);
        System.out.println("sorted " + vs + " max " + Collections.max(vs) + " min " + Collections.min(vs));
        TreeMap<Version, String> tm = new TreeMap<>();
        for (Version v : vs) {
            tm.put(v, "v" + v);
        }
        System.out.println("treemap " + tm + " floor(1.5) " + tm.floorKey(new Version(1, 5)) + " ceiling(1.5) "
                + tm.ceilingKey(new Version(1, 5)) + " head(1.9) " + tm.headMap(new Version(1, 9)).keySet());
        System.out.println("binarySearch(2.0) " + Collections.binarySearch(vs, new Version(2, 0)));

        // Comparator implemented by a guest class and by lambdas.
        Comparator<Version> byMinorDesc = new Comparator<>() {
            @Override
            public int compare(Version a, Version b) {
                return Integer.compare(b.minor, a.minor);
            }
        };
        vs.sort(byMinorDesc.thenComparing(Comparator.naturalOrder()));
        System.out.println("by minor desc " + vs);
        TreeSet<String> ts = new TreeSet<>((a, b) -> a.length() != b.length() ? a.length() - b.length() : b.compareTo(a));
        Collections.addAll(ts, "pear", "fig", "apple", "kiwi", "date", "fig");
        System.out.println("treeset " + ts + " first " + ts.first() + " descending " + ts.descendingSet());

        // Guest Iterable in for-each and in JDK code.
        StringBuilder sb = new StringBuilder();
        for (int i : new Range(3, 20, 4)) {
            sb.append(i).append(',');
        }
        List<Integer> copy = new ArrayList<>();
        new Range(0, 10, 3).forEach(copy::add);
        System.out.println("range " + sb + " forEach " + copy + " spliterator count "
                + java.util.stream.StreamSupport.stream(new Range(0, 100, 7).spliterator(), false).count());
        Iterator<Integer> it = new Range(0, 1, 1).iterator();
        it.next();
        try {
            it.next();
        } catch (NoSuchElementException e) {
            System.out.println("NoSuchElementException " + e.getMessage());
        }

        // Guest AbstractList subclasses used by JDK algorithms.
        IntList il = new IntList(5, 3, 9, 1, 7, 2, 8);
        Collections.sort(il);
        System.out.println("IntList sorted " + il + " sets>0 " + (il.sets > 0) + " contains 9 " + il.contains(9)
                + " indexOf 7 " + il.indexOf(7));
        Collections.reverse(il);
        System.out.println("reversed " + il + " sum " + il.stream().mapToInt(Integer::intValue).sum() + " equals "
                + il.equals(List.of(9, 8, 7, 5, 3, 2, 1)) + " hash equal " + (il.hashCode() == List.of(9, 8, 7, 5, 3, 2, 1).hashCode()));
        Collections.shuffle(il, new Random(42));
        System.out.println("shuffled(42) " + il + " subList " + il.subList(2, 5));
        Collections.swap(il, 0, 6);
        Collections.fill(il.subList(0, 2), 0);
        System.out.println("swapped+filled " + il);
        try {
            il.add(4);
        } catch (UnsupportedOperationException e) {
            System.out.println("add unsupported: " + e.getClass().getName());
        }

        GrowList<String> gl = new GrowList<>();
        for (String w : "the quick brown fox jumps".split(" ")) {
            gl.add(w);
        }
        gl.add(0, "START");
        gl.remove("fox");
        gl.removeIf(w -> w.length() == 5 && !w.equals("START"));
        System.out.println("GrowList " + gl + " size " + gl.size() + " lastIndexOf " + gl.lastIndexOf("the"));
        Collections.sort(gl, Comparator.reverseOrder());
        ListIteratorDemo(gl);
        try {
            for (String s : gl) {
                if (s.equals("the")) {
                    gl.add("late");
                }
            }
        } catch (java.util.ConcurrentModificationException e) {
            System.out.println("CME " + e.getClass().getName());
        }
        try {
            gl.get(99);
        } catch (IndexOutOfBoundsException e) {
            System.out.println("IOOBE " + e.getMessage());
        }

        // toString from String.valueOf, concatenation, StringBuilder, collections, String.format.
        Named n = new Named("x");
        Object o = n;
        System.out.println(String.valueOf(n) + " " + n + " " + new StringBuilder().append(o) + " "
                + List.of(n, new Named("y")) + " " + String.format("%s|%10s", n, new Named("z")) + " "
                + java.util.Objects.toString(null, "dflt") + " " + String.join("/", List.of("a", n.toString())));

        // Runnable run by a Thread.
        List<String> ran = new ArrayList<>();
        Runnable r = new Runnable() {
            @Override
            public void run() {
                ran.add("ran in " + Thread.currentThread().getName());
            }
        };
        Thread th = new Thread(r, "runner");
        th.start();
        th.join();
        class MyThread extends Thread {
            MyThread() {
                super("subclass");
            }

            @Override
            public void run() {
                ran.add("overridden run in " + getName());
            }
        }
        MyThread mt = new MyThread();
        mt.start();
        mt.join();
        System.out.println(ran);
    }

    static void ListIteratorDemo(List<String> l) {
        java.util.ListIterator<String> li = l.listIterator(l.size());
        StringBuilder sb = new StringBuilder();
        while (li.hasPrevious()) {
            sb.append(li.previousIndex()).append('=').append(li.previous()).append(' ');
        }
        System.out.println("backwards " + sb.toString().trim());
    }
}
