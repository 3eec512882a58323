import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Collections;
import java.util.Comparator;
import java.util.Deque;
import java.util.Iterator;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.LinkedList;
import java.util.List;
import java.util.ListIterator;
import java.util.Map;
import java.util.NavigableMap;
import java.util.PriorityQueue;
import java.util.TreeMap;
import java.util.TreeSet;

/** JDK collections holding guest objects: ArrayList, LinkedList, ArrayDeque, TreeMap, PriorityQueue, ... */
public class CollectionsDemo {
    static final class Task implements Comparable<Task> {
        final String name;
        final int priority;

        Task(String name, int priority) {
            this.name = name;
            this.priority = priority;
        }

        @Override
        public int compareTo(Task o) {
            int c = Integer.compare(priority, o.priority);
            return c != 0 ? c : name.compareTo(o.name);
        }

        @Override
        public boolean equals(Object o) {
            return o instanceof Task t && t.name.equals(name) && t.priority == priority;
        }

        @Override
        public int hashCode() {
            return name.hashCode() * 31 + priority;
        }

        @Override
        public String toString() {
            return name + ":" + priority;
        }
    }

    /** An LRU cache built on LinkedHashMap's removeEldestEntry callback. */
    static final class Lru<K, V> extends LinkedHashMap<K, V> {
        final int cap;
        final List<String> evicted = new ArrayList<>();

        Lru(int cap) {
            super(16, 0.75f, true);
            this.cap = cap;
        }

        @Override
        protected boolean removeEldestEntry(Map.Entry<K, V> eldest) {
            boolean r = size() > cap;
            if (r) {
                evicted.add(String.valueOf(eldest.getKey()));
            }
            return r;
        }
    }

    static List<Task> tasks() {
        return List.of(new Task("write", 3), new Task("test", 1), new Task("ship", 5), new Task("plan", 1),
                new Task("review", 2), new Task("fix", 4));
    }

    public static void main(String[] args) {
        // ArrayList.
        ArrayList<Task> al = new ArrayList<>(tasks());
        al.add(2, new Task("insert", 9));
        al.remove(new Task("ship", 5));
        al.set(0, new Task("WRITE", 3));
        System.out.println(al + " size " + al.size() + " idx " + al.indexOf(new Task("plan", 1)) + " contains "
                + al.contains(new Task("fix", 4)));
        Collections.sort(al);
        System.out.println("sorted " + al);
        al.sort(Comparator.comparing((Task t) -> t.name.length()).thenComparing(t -> t.name));
        System.out.println("by name length " + al);
        al.removeIf(t -> t.priority < 2);
        System.out.println("removeIf " + al + " subList " + al.subList(1, 3));
        Object[] arr = al.toArray();
        Task[] tarr = al.toArray(new Task[0]);
        System.out.println("toArray " + arr.length + " " + tarr.getClass().getSimpleName() + " " + tarr[0]);

        // LinkedList as list and deque.
        LinkedList<Task> ll = new LinkedList<>(tasks());
        ll.addFirst(new Task("first", 0));
        ll.addLast(new Task("last", 10));
        ll.removeFirstOccurrence(new Task("ship", 5));
        System.out.println(ll.getFirst() + " " + ll.getLast() + " " + ll.peekFirst() + " " + ll.pollLast() + " " + ll);
        ListIterator<Task> li = ll.listIterator();
        while (li.hasNext()) {
            Task t = li.next();
            if (t.priority == 1) {
                li.set(new Task(t.name.toUpperCase(), 1));
            } else if (t.priority == 0) {
                li.remove();
            } else if (t.priority == 4) {
                li.add(new Task("after-fix", 4));
            }
        }
        System.out.println("listIterator " + ll);
        Iterator<Task> desc = ll.descendingIterator();
        StringBuilder sb = new StringBuilder();
        while (desc.hasNext()) {
            sb.append(desc.next().name).append(' ');
        }
        System.out.println("descending " + sb.toString().trim());

        // ArrayDeque as stack and queue.
        Deque<Task> stack = new ArrayDeque<>();
        Deque<Task> queue = new ArrayDeque<>();
        for (Task t : tasks()) {
            stack.push(t);
            queue.offer(t);
        }
        System.out.println("stack pop " + stack.pop() + " " + stack.pop() + " peek " + stack.peek() + " size "
                + stack.size());
        System.out.println("queue poll " + queue.poll() + " " + queue.poll() + " peekLast " + queue.peekLast() + " "
                + queue);
        ArrayDeque<Integer> ring = new ArrayDeque<>(2);
        for (int i = 0; i < 100; i++) {
            ring.addLast(i);
            if (ring.size() > 5) {
                ring.removeFirst();
            }
        }
        System.out.println("ring " + ring);

        // PriorityQueue with natural and custom order.
        PriorityQueue<Task> pq = new PriorityQueue<>(tasks());
        pq.add(new Task("urgent", 0));
        StringBuilder order = new StringBuilder();
        while (!pq.isEmpty()) {
            order.append(pq.poll()).append(' ');
        }
        System.out.println("pq " + order.toString().trim());
        PriorityQueue<Task> maxq = new PriorityQueue<>(Comparator.reverseOrder());
        maxq.addAll(tasks());
        System.out.println("maxq peek " + maxq.peek() + " poll " + maxq.poll() + " then " + maxq.poll());
        PriorityQueue<int[]> dist = new PriorityQueue<>((x, y) -> x[1] != y[1] ? Integer.compare(x[1], y[1])
                : Integer.compare(x[0], y[0]));
        for (int i = 0; i < 10; i++) {
            dist.add(new int[] {i, (i * 7) % 5});
        }
        StringBuilder ds = new StringBuilder();
        while (!dist.isEmpty()) {
            int[] e = dist.poll();
            ds.append(e[0]).append('/').append(e[1]).append(' ');
        }
        System.out.println("pq of arrays " + ds.toString().trim());

        // TreeMap / TreeSet navigation.
        TreeMap<Task, String> tm = new TreeMap<>();
        for (Task t : tasks()) {
            tm.put(t, t.name.toUpperCase());
        }
        System.out.println("treemap " + tm);
        System.out.println("first " + tm.firstKey() + " last " + tm.lastEntry().getValue() + " higher(fix:4) "
                + tm.higherKey(new Task("fix", 4)) + " lower(a:1) " + tm.lowerKey(new Task("a", 1)));
        NavigableMap<Task, String> head = tm.headMap(new Task("review", 2), true);
        System.out.println("head " + head.keySet() + " tail " + tm.tailMap(new Task("x", 3)).values()
                + " descending " + tm.descendingKeySet());
        System.out.println("pollFirst " + tm.pollFirstEntry().getKey() + " size " + tm.size());
        TreeMap<String, List<Task>> byFirst = new TreeMap<>();
        for (Task t : tasks()) {
            byFirst.computeIfAbsent(t.name.substring(0, 1), k -> new ArrayList<>()).add(t);
        }
        System.out.println("grouped " + byFirst);
        TreeSet<Task> tset = new TreeSet<>(Comparator.comparing((Task t) -> t.name).reversed());
        tset.addAll(tasks());
        System.out.println("treeset " + tset + " floor " + tset.floor(new Task("q", 0)) + " pollLast "
                + tset.pollLast());

        // LinkedHashMap / LinkedHashSet keep insertion order; LRU eviction.
        LinkedHashSet<Task> lhs = new LinkedHashSet<>();
        for (Task t : tasks()) {
            lhs.add(t);
            lhs.add(new Task(t.name, t.priority));
        }
        System.out.println("lhs " + lhs.size() + " " + lhs);
        Lru<String, Integer> lru = new Lru<>(3);
        for (String k : "a b c a d b e a".split(" ")) {
            lru.merge(k, 1, Integer::sum);
        }
        System.out.println("lru " + lru + " evicted " + lru.evicted);

        // Unmodifiable and immutable collections.
        List<Task> un = Collections.unmodifiableList(al);
        try {
            un.add(new Task("x", 1));
        } catch (UnsupportedOperationException e) {
            System.out.println("unmodifiable: " + e.getClass().getName());
        }
        try {
            List.of(1).set(0, 2);
        } catch (UnsupportedOperationException e) {
            System.out.println("immutable: " + e.getClass().getName());
        }
        try {
            new ArrayList<Task>().iterator().next();
        } catch (java.util.NoSuchElementException e) {
            System.out.println("empty iterator: " + e.getClass().getName());
        }
        System.out.println("nCopies " + Collections.nCopies(3, new Task("n", 1)) + " frequency "
                + Collections.frequency(List.of(1, 2, 1, 1), 1) + " disjoint "
                + Collections.disjoint(List.of(1, 2), List.of(3)) + " rotate " + rotate(List.of(1, 2, 3, 4, 5), 2));
    }

    static List<Integer> rotate(List<Integer> in, int d) {
        List<Integer> l = new ArrayList<>(in);
        Collections.rotate(l, d);
        return l;
    }
}
