import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.Externalizable;
import java.io.IOException;
import java.io.ObjectInput;
import java.io.ObjectInputStream;
import java.io.ObjectOutput;
import java.io.ObjectOutputStream;
import java.io.ObjectStreamException;
import java.io.Serializable;
import java.util.ArrayList;
import java.util.List;
import java.util.TreeMap;

/**
 * Java serialization of guest classes: ObjectInputStream resolves classes through the latest
 * user-defined class loader on the stack, which must be the guest's.
 */
public class Serialization {

    static class Point implements Serializable {
        private static final long serialVersionUID = 1L;
        final int x;
        final int y;
        transient int cachedHash = 42;

        Point(int x, int y) {
            this.x = x;
            this.y = y;
        }

        @Override
        public String toString() {
            return "(" + x + "," + y + " hash=" + cachedHash + ")";
        }
    }

    static class Node implements Serializable {
        private static final long serialVersionUID = 1L;
        String name;
        Node next;

        Node(String name) {
            this.name = name;
        }
    }

    static class Custom implements Serializable {
        private static final long serialVersionUID = 1L;
        String text;

        Custom(String text) {
            this.text = text;
        }

        private void writeObject(ObjectOutputStream out) throws IOException {
            out.writeUTF(text.toUpperCase());
        }

        private void readObject(ObjectInputStream in) throws IOException {
            text = in.readUTF() + " (read back)";
        }
    }

    static final class Singleton implements Serializable {
        private static final long serialVersionUID = 1L;
        static final Singleton INSTANCE = new Singleton();

        private Object readResolve() throws ObjectStreamException {
            return INSTANCE;
        }
    }

    public static class Ext implements Externalizable {
        int value;

        public Ext() {
        }

        Ext(int value) {
            this.value = value;
        }

        @Override
        public void writeExternal(ObjectOutput out) throws IOException {
            out.writeInt(value * 2);
        }

        @Override
        public void readExternal(ObjectInput in) throws IOException {
            value = in.readInt() + 1;
        }
    }

    enum Color { RED, GREEN }

    record Pair(String left, int right) implements Serializable {
    }

    static Object roundTrip(Object o) throws IOException, ClassNotFoundException {
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        try (ObjectOutputStream out = new ObjectOutputStream(bytes)) {
            out.writeObject(o);
        }
        try (ObjectInputStream in = new ObjectInputStream(new ByteArrayInputStream(bytes.toByteArray()))) {
            return in.readObject();
        }
    }

    public static void main(String[] args) throws Exception {
        System.out.println("point: " + roundTrip(new Point(1, 2)));
        List<Point> points = new ArrayList<>(List.of(new Point(3, 4), new Point(5, 6)));
        System.out.println("list: " + roundTrip(points));
        Node a = new Node("a");
        Node b = new Node("b");
        a.next = b;
        b.next = a;
        Node copy = (Node) roundTrip(a);
        System.out.println("cycle: " + copy.name + " -> " + copy.next.name + " -> " + copy.next.next.name
                + ", closed " + (copy.next.next == copy));
        System.out.println("custom: " + ((Custom) roundTrip(new Custom("hello"))).text);
        System.out.println("singleton kept: " + (roundTrip(Singleton.INSTANCE) == Singleton.INSTANCE));
        System.out.println("externalizable: " + ((Ext) roundTrip(new Ext(20))).value);
        System.out.println("enum same: " + (roundTrip(Color.GREEN) == Color.GREEN));
        System.out.println("record: " + roundTrip(new Pair("p", 7)));
        Point[][] grid = {{new Point(0, 0)}, {new Point(1, 1), new Point(2, 2)}};
        Point[][] gridCopy = (Point[][]) roundTrip(grid);
        System.out.println("array: " + gridCopy.length + " rows, " + gridCopy[1][1]);
        TreeMap<String, Pair> map = new TreeMap<>();
        map.put("one", new Pair("x", 1));
        map.put("two", new Pair("y", 2));
        System.out.println("map: " + roundTrip(map));
    }
}
