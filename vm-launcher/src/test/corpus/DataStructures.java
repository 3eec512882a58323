import java.util.ArrayList;
import java.util.Iterator;
import java.util.List;
import java.util.NoSuchElementException;
import java.util.function.Consumer;

/** Guest generic data structures built from static nested classes: linked list, BST, hash map, heap. */
public class DataStructures {
    /** Singly linked list with head/tail, reverse, iterator. */
    static final class LinkedSeq<T> implements Iterable<T> {
        private static final class Node<T> {
            T value;
            Node<T> next;

            Node(T value, Node<T> next) {
                this.value = value;
                this.next = next;
            }
        }

        private Node<T> head;
        private Node<T> tail;
        private int size;

        void addLast(T v) {
            Node<T> n = new Node<>(v, null);
            if (tail == null) {
                head = tail = n;
            } else {
                tail.next = n;
                tail = n;
            }
            size++;
        }

        void addFirst(T v) {
            head = new Node<>(v, head);
            if (tail == null) {
                tail = head;
            }
            size++;
        }

        T removeFirst() {
            if (head == null) {
                throw new NoSuchElementException("empty list");
            }
            T v = head.value;
            head = head.next;
            if (head == null) {
                tail = null;
            }
            size--;
            return v;
        }

        void reverse() {
            Node<T> prev = null;
            Node<T> cur = head;
            tail = head;
            while (cur != null) {
                Node<T> nx = cur.next;
                cur.next = prev;
                prev = cur;
                cur = nx;
            }
            head = prev;
        }

        int size() {
            return size;
        }

        @Override
        public Iterator<T> iterator() {
            return new Iterator<T>() {
                Node<T> cur = head;

                public boolean hasNext() {
                    return cur != null;
                }

                public T next() {
                    T v = cur.value;
                    cur = cur.next;
                    return v;
                }
            };
        }

        @Override
        public String toString() {
            StringBuilder sb = new StringBuilder("[");
            for (Node<T> n = head; n != null; n = n.next) {
                sb.append(n.value).append(n.next != null ? " -> " : "");
            }
            return sb.append("]").toString();
        }
    }

    /** Unbalanced binary search tree with recursive insert, in-order walk, height, delete. */
    static final class Bst<K extends Comparable<K>, V> {
        final class Entry {
            final K key;
            V value;
            Entry left;
            Entry right;

            Entry(K key, V value) {
                this.key = key;
                this.value = value;
            }
        }

        private Entry root;
        private int size;

        void put(K k, V v) {
            root = put(root, k, v);
        }

        private Entry put(Entry e, K k, V v) {
            if (e == null) {
                size++;
                return new Entry(k, v);
            }
            int c = k.compareTo(e.key);
            if (c < 0) {
                e.left = put(e.left, k, v);
            } else if (c > 0) {
                e.right = put(e.right, k, v);
            } else {
                e.value = v;
            }
            return e;
        }

        V get(K k) {
            Entry e = root;
            while (e != null) {
                int c = k.compareTo(e.key);
                if (c == 0) {
                    return e.value;
                }
                e = c < 0 ? e.left : e.right;
            }
            return null;
        }

        void remove(K k) {
            root = remove(root, k);
        }

        private Entry remove(Entry e, K k) {
            if (e == null) {
                return null;
            }
            int c = k.compareTo(e.key);
            if (c < 0) {
                e.left = remove(e.left, k);
            } else if (c > 0) {
                e.right = remove(e.right, k);
            } else {
                size--;
                if (e.left == null) {
                    return e.right;
                }
                if (e.right == null) {
                    return e.left;
                }
                Entry min = e.right;
                while (min.left != null) {
                    min = min.left;
                }
                size++;  // the recursive remove below decrements again
                e.right = remove(e.right, min.key);
                min.left = e.left;
                min.right = e.right;
                return min;
            }
            return e;
        }

        int height() {
            return height(root);
        }

        private int height(Entry e) {
            return e == null ? 0 : 1 + Math.max(height(e.left), height(e.right));
        }

        void inOrder(Consumer<Entry> visit) {
            inOrder(root, visit);
        }

        private void inOrder(Entry e, Consumer<Entry> visit) {
            if (e != null) {
                inOrder(e.left, visit);
                visit.accept(e);
                inOrder(e.right, visit);
            }
        }

        String shape() {
            return shape(root);
        }

        private String shape(Entry e) {
            if (e == null) {
                return ".";
            }
            if (e.left == null && e.right == null) {
                return String.valueOf(e.key);
            }
            return "(" + shape(e.left) + " " + e.key + " " + shape(e.right) + ")";
        }
    }

    /** Separate-chaining hash map with resizing, using the keys' own hashCode/equals. */
    static final class ChainMap<K, V> {
        private static final class Cell<K, V> {
            final K key;
            V value;
            Cell<K, V> next;

            Cell(K key, V value, Cell<K, V> next) {
                this.key = key;
                this.value = value;
                this.next = next;
            }
        }

        private Cell<K, V>[] table;
        private int size;
        int resizes;

        @SuppressWarnings("unchecked")
        ChainMap() {
            table = (Cell<K, V>[]) new Cell[4];
        }

        private int index(Object k, int len) {
            int h = k == null ? 0 : k.hashCode();
            return (h ^ (h >>> 16)) & (len - 1);
        }

        V put(K k, V v) {
            int i = index(k, table.length);
            for (Cell<K, V> c = table[i]; c != null; c = c.next) {
                if (java.util.Objects.equals(c.key, k)) {
                    V old = c.value;
                    c.value = v;
                    return old;
                }
            }
            table[i] = new Cell<>(k, v, table[i]);
            if (++size > table.length * 3 / 4) {
                resize();
            }
            return null;
        }

        V get(Object k) {
            for (Cell<K, V> c = table[index(k, table.length)]; c != null; c = c.next) {
                if (java.util.Objects.equals(c.key, k)) {
                    return c.value;
                }
            }
            return null;
        }

        @SuppressWarnings("unchecked")
        private void resize() {
            resizes++;
            Cell<K, V>[] old = table;
            table = (Cell<K, V>[]) new Cell[old.length * 2];
            for (Cell<K, V> head : old) {
                for (Cell<K, V> c = head; c != null; c = c.next) {
                    int i = index(c.key, table.length);
                    table[i] = new Cell<>(c.key, c.value, table[i]);
                }
            }
        }

        int size() {
            return size;
        }

        int capacity() {
            return table.length;
        }

        int longestChain() {
            int best = 0;
            for (Cell<K, V> head : table) {
                int n = 0;
                for (Cell<K, V> c = head; c != null; c = c.next) {
                    n++;
                }
                best = Math.max(best, n);
            }
            return best;
        }
    }

    /** Binary min-heap on an int array. */
    static final class IntHeap {
        private int[] a = new int[4];
        private int n;

        void push(int v) {
            if (n == a.length) {
                a = java.util.Arrays.copyOf(a, n * 2);
            }
            a[n] = v;
            int i = n++;
            while (i > 0 && a[(i - 1) / 2] > a[i]) {
                int p = (i - 1) / 2;
                int t = a[p];
                a[p] = a[i];
                a[i] = t;
                i = p;
            }
        }

        int pop() {
            int top = a[0];
            a[0] = a[--n];
            int i = 0;
            while (true) {
                int l = 2 * i + 1;
                int r = l + 1;
                int m = i;
                if (l < n && a[l] < a[m]) {
                    m = l;
                }
                if (r < n && a[r] < a[m]) {
                    m = r;
                }
                if (m == i) {
                    return top;
                }
                int t = a[m];
                a[m] = a[i];
                a[i] = t;
                i = m;
            }
        }

        boolean isEmpty() {
            return n == 0;
        }
    }

    public static void main(String[] args) {
        LinkedSeq<String> ls = new LinkedSeq<>();
        for (String s : "c d e".split(" ")) {
            ls.addLast(s);
        }
        ls.addFirst("b");
        ls.addFirst("a");
        System.out.println(ls + " size " + ls.size());
        ls.reverse();
        System.out.println("reversed " + ls + " removeFirst " + ls.removeFirst() + " then " + ls);
        ls.addLast("z");
        StringBuilder sb = new StringBuilder();
        for (String s : ls) {
            sb.append(s.toUpperCase());
        }
        System.out.println("iterated " + sb);
        LinkedSeq<Integer> empty = new LinkedSeq<>();
        try {
            empty.removeFirst();
        } catch (NoSuchElementException e) {
            System.out.println("NoSuchElementException " + e.getMessage());
        }

        Bst<Integer, String> bst = new Bst<>();
        int[] keys = {50, 30, 70, 20, 40, 60, 80, 35, 45, 65};
        for (int k : keys) {
            bst.put(k, "v" + k);
        }
        bst.put(40, "forty");
        System.out.println("bst size " + bst.size + " height " + bst.height() + " get(40) " + bst.get(40) + " get(99) "
                + bst.get(99));
        System.out.println("shape " + bst.shape());
        List<Integer> inorder = new ArrayList<>();
        bst.inOrder(e -> inorder.add(e.key));
        System.out.println("in-order " + inorder);
        bst.remove(30);
        bst.remove(50);
        bst.remove(20);
        bst.remove(12345);
        System.out.println("after removes size " + bst.size + " shape " + bst.shape());
        Bst<String, Integer> words = new Bst<>();
        for (String w : "the quick brown fox jumps over the lazy dog".split(" ")) {
            Integer old = words.get(w);
            words.put(w, old == null ? 1 : old + 1);
        }
        StringBuilder wsb = new StringBuilder();
        words.inOrder(e -> wsb.append(e.key).append('=').append(e.value).append(' '));
        System.out.println("words " + wsb.toString().trim());

        ChainMap<String, Integer> cm = new ChainMap<>();
        for (int i = 0; i < 100; i++) {
            cm.put("key" + i, i);
        }
        cm.put("key7", 700);
        cm.put(null, -1);
        System.out.println("chainmap size " + cm.size() + " capacity " + cm.capacity() + " resizes " + cm.resizes
                + " key7 " + cm.get("key7") + " key99 " + cm.get("key99") + " null " + cm.get(null) + " missing "
                + cm.get("nokey") + " longestChain " + cm.longestChain());
        ChainMap<List<Integer>, String> lm = new ChainMap<>();
        lm.put(List.of(1, 2), "a");
        lm.put(new ArrayList<>(List.of(1, 2)), "b");
        System.out.println("list keys " + lm.size() + " " + lm.get(List.of(1, 2)));

        IntHeap heap = new IntHeap();
        long seed = 12345;
        for (int i = 0; i < 20; i++) {
            seed = (seed * 1103515245 + 12345) & 0x7fffffff;
            heap.push((int) (seed % 1000));
        }
        StringBuilder hs = new StringBuilder();
        int prev = Integer.MIN_VALUE;
        boolean sorted = true;
        while (!heap.isEmpty()) {
            int v = heap.pop();
            sorted &= v >= prev;
            prev = v;
            hs.append(v).append(' ');
        }
        System.out.println("heap " + hs.toString().trim() + " sorted " + sorted);
    }
}
