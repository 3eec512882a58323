import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;

/** Records: accessors, compact and canonical constructors, equals/hashCode/toString, records in sets. */
public class Records {
    record Point(int x, int y) {
        static final Point ORIGIN = new Point(0, 0);

        Point {
            if (x < 0 || y < 0) {
                throw new IllegalArgumentException("negative: " + x + "," + y);
            }
        }

        Point(int both) {
            this(both, both);
        }

        int manhattan() {
            return x + y;
        }

        static Point of(String s) {
            String[] p = s.split(",");
            return new Point(Integer.parseInt(p[0].trim()), Integer.parseInt(p[1].trim()));
        }
    }

    /** Compact constructor that normalises fields. */
    record Range(int lo, int hi) {
        Range {
            if (lo > hi) {
                int t = lo;
                lo = hi;
                hi = t;
            }
        }

        int length() {
            return hi - lo;
        }
    }

    /** Record with reference, array, double and nested-record components; custom accessor. */
    record Person(String name, int age, double score, Point home, String[] tags) {
        @Override
        public String name() {
            return name.toUpperCase();
        }
    }

    /** Record overriding toString and equals. */
    record Tag(String value) {
        @Override
        public String toString() {
            return "#" + value;
        }

        @Override
        public boolean equals(Object o) {
            return o instanceof Tag t && t.value.equalsIgnoreCase(value);
        }

        @Override
        public int hashCode() {
            return value.toLowerCase().hashCode();
        }
    }

    /** Comparable generic record. */
    record Pair<A extends Comparable<A>, B>(A first, B second) implements Comparable<Pair<A, B>> {
        public int compareTo(Pair<A, B> o) {
            return first.compareTo(o.first);
        }
    }

    record Empty() {
    }

    interface HasArea {
        double area();
    }

    record Box(double w, double h) implements HasArea {
        public double area() {
            return w * h;
        }
    }

    record Wrapper(Object value, long big, char c, boolean flag, float f, byte b, short s) {
    }

    public static void main(String[] args) {
        Point p = new Point(3, 4);
        Point q = new Point(3, 4);
        Point r = new Point(7);
        System.out.println(p + " " + r + " " + Point.ORIGIN);
        System.out.println("x=" + p.x() + " y=" + p.y() + " m=" + p.manhattan());
        System.out.println("equals " + p.equals(q) + " " + p.equals(r) + " " + p.equals(null) + " " + p.equals("x"));
        System.out.println("hash equal " + (p.hashCode() == q.hashCode()) + " " + p.hashCode() + " " + new Range(1, 2).hashCode());
        System.out.println("of " + Point.of("5, 6"));
        try {
            new Point(-1, 2);
        } catch (IllegalArgumentException e) {
            System.out.println("IAE " + e.getMessage());
        }

        Range a = new Range(9, 2);
        System.out.println(a + " len=" + a.length() + " eq=" + a.equals(new Range(2, 9)));

        Person per = new Person("ada", 36, 99.5, p, new String[] {"x", "y"});
        String s = per.toString();
        // Array components print with identity hashes: cut that part off.
        System.out.println(s.substring(0, s.indexOf("tags=")));
        System.out.println("name()=" + per.name() + " age=" + per.age() + " score=" + per.score()
                + " home=" + per.home() + " tags=" + String.join("|", per.tags()));
        Person per2 = new Person("ada", 36, 99.5, new Point(3, 4), per.tags());
        Person per3 = new Person("ada", 36, 99.5, new Point(3, 4), new String[] {"x", "y"});
        System.out.println("arrays by identity: " + per.equals(per2) + " " + per.equals(per3));

        System.out.println(new Tag("Java") + " " + new Tag("Java").equals(new Tag("JAVA")));
        Set<Tag> tags = new HashSet<>();
        tags.add(new Tag("a"));
        tags.add(new Tag("A"));
        tags.add(new Tag("b"));
        System.out.println("tags size " + tags.size() + " contains B " + tags.contains(new Tag("B")));

        Set<Point> pts = new HashSet<>();
        for (int i = 0; i < 5; i++) {
            pts.add(new Point(i % 3, i % 2));
            pts.add(new Point(i % 3, i % 2));
        }
        System.out.println("points " + pts.size() + " contains(1,1) " + pts.contains(new Point(1, 1))
                + " contains(2,1) " + pts.contains(new Point(2, 1)));
        Map<Point, String> names = new HashMap<>();
        names.put(new Point(1, 2), "a");
        names.put(new Point(1, 2), "b");
        names.put(new Point(2, 1), "c");
        System.out.println("map " + names.size() + " " + names.get(new Point(1, 2)) + " " + names.get(new Point(2, 1)));

        TreeSet<Pair<String, Integer>> ts = new TreeSet<>();
        ts.add(new Pair<>("pear", 3));
        ts.add(new Pair<>("apple", 1));
        ts.add(new Pair<>("fig", 2));
        ts.add(new Pair<>("apple", 99));
        System.out.println(ts);

        System.out.println(new Empty() + " " + new Empty().equals(new Empty()) + " "
                + (new Empty().hashCode() == new Empty().hashCode()));
        HasArea h = new Box(2, 2.5);
        System.out.println(h + " area " + h.area());

        Wrapper w1 = new Wrapper("v", 1L << 40, 'z', true, 1.5f, (byte) -1, (short) 300);
        Wrapper w2 = new Wrapper("v", 1L << 40, 'z', true, 1.5f, (byte) -1, (short) 300);
        Wrapper w3 = new Wrapper(null, 0, 'a', false, Float.NaN, (byte) 0, (short) 0);
        Wrapper w4 = new Wrapper(null, 0, 'a', false, Float.NaN, (byte) 0, (short) 0);
        System.out.println(w1 + " " + w1.equals(w2) + " " + (w1.hashCode() == w2.hashCode()));
        System.out.println(w3 + " NaN equal " + w3.equals(w4) + " " + (w3.hashCode() == w4.hashCode()));
        Wrapper w5 = new Wrapper(null, 0, 'a', false, -0.0f, (byte) 0, (short) 0);
        Wrapper w6 = new Wrapper(null, 0, 'a', false, 0.0f, (byte) 0, (short) 0);
        System.out.println("-0.0 vs 0.0 equal " + w5.equals(w6));

        List<Object> recs = new ArrayList<>(List.of(p, a, new Empty(), h));
        for (Object o : recs) {
            System.out.println(o.getClass().getSimpleName() + " isRecord=" + o.getClass().isRecord()
                    + " super=" + o.getClass().getSuperclass().getName());
        }
        Object o = new Point(10, 20);
        if (o instanceof Point pp && pp.x() > 5) {
            System.out.println("pattern " + pp.x() + "," + pp.y());
        }
    }
}
