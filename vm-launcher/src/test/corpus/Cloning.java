import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/** clone(): shallow and deep copies of guest objects, Cloneable checks, arrays of every kind. */
public class Cloning {
    static class Point implements Cloneable {
        int x;
        int y;

        Point(int x, int y) {
            this.x = x;
            this.y = y;
        }

        @Override
        public Point clone() {  // covariant, no checked exception
            try {
                return (Point) super.clone();
            } catch (CloneNotSupportedException e) {
                throw new AssertionError(e);
            }
        }

        @Override
        public String toString() {
            return "(" + x + "," + y + ")";
        }
    }

    static class Point3 extends Point {
        private int z;
        static int constructed;

        Point3(int x, int y, int z) {
            super(x, y);
            this.z = z;
            constructed++;
        }

        @Override
        public Point3 clone() {
            return (Point3) super.clone();  // Object.clone copies the runtime class and all fields
        }

        @Override
        public String toString() {
            return "(" + x + "," + y + "," + z + ")";
        }
    }

    static class Polygon implements Cloneable {
        String name;
        Point[] vertices;
        List<String> tags = new ArrayList<>();

        Polygon(String name, Point... vertices) {
            this.name = name;
            this.vertices = vertices;
        }

        Polygon shallow() throws CloneNotSupportedException {
            return (Polygon) super.clone();
        }

        Polygon deep() throws CloneNotSupportedException {
            Polygon p = (Polygon) super.clone();
            p.vertices = vertices.clone();
            for (int i = 0; i < p.vertices.length; i++) {
                p.vertices[i] = p.vertices[i].clone();
            }
            p.tags = new ArrayList<>(tags);
            return p;
        }

        @Override
        public String toString() {
            return name + Arrays.toString(vertices) + tags;
        }
    }

    /** Not Cloneable: Object.clone throws. */
    static class Plain {
        int v = 1;

        Object tryClone() throws CloneNotSupportedException {
            return super.clone();
        }
    }

    /** Cloneable through a superclass. */
    static class PlainChild extends Point {
        String label = "child";

        PlainChild() {
            super(7, 8);
        }
    }

    public static void main(String[] args) throws Exception {
        Point p = new Point(1, 2);
        Point q = p.clone();
        q.x = 10;
        System.out.println(p + " " + q + " same " + (p == q) + " class " + q.getClass().getSimpleName());

        Point3 p3 = new Point3(1, 2, 3);
        Point3 c3 = p3.clone();
        c3.z = 30;
        Point asPoint = p3;
        Point c3b = asPoint.clone();
        System.out.println(p3 + " " + c3 + " " + c3b + " class " + c3b.getClass().getSimpleName()
                + " constructors run " + Point3.constructed);

        Polygon tri = new Polygon("tri", new Point(0, 0), new Point(1, 0), new Point(0, 1));
        tri.tags.add("red");
        Polygon sh = tri.shallow();
        Polygon dp = tri.deep();
        sh.name = "shallow";
        sh.vertices[0].x = 99;
        sh.tags.add("shared");
        dp.vertices[1].y = 55;
        dp.tags.add("own");
        System.out.println(tri + " | " + sh + " | " + dp);
        System.out.println("shallow shares array " + (sh.vertices == tri.vertices) + " deep shares array "
                + (dp.vertices == tri.vertices) + " deep shares point " + (dp.vertices[2] == tri.vertices[2]));

        try {
            new Plain().tryClone();
        } catch (CloneNotSupportedException e) {
            System.out.println("CloneNotSupportedException " + e.getMessage());
        }
        PlainChild pc = new PlainChild();
        PlainChild pcc = (PlainChild) pc.clone();
        System.out.println("child clone " + pcc + " " + pcc.label + " same label object " + (pc.label == pcc.label));

        // Arrays of every element type.
        int[] ia = {1, 2, 3};
        int[] ib = ia.clone();
        ib[0] = 100;
        long[] la = {1L << 40};
        double[] da = {0.5, -0.5};
        char[] ca = "abc".toCharArray();
        boolean[] za = {true, false};
        byte[] ba = {-1, 0, 1};
        short[] sa = {300};
        float[] fa = {1.5f};
        System.out.println(Arrays.toString(ia) + Arrays.toString(ib) + Arrays.toString(la.clone())
                + Arrays.toString(da.clone()) + new String(ca.clone()) + Arrays.toString(za.clone())
                + Arrays.toString(ba.clone()) + Arrays.toString(sa.clone()) + Arrays.toString(fa.clone()));
        Point[] pts = {new Point(1, 1), new Point(2, 2)};
        Point[] ptsClone = pts.clone();
        ptsClone[0] = new Point(-1, -1);
        ptsClone[1].x = 20;
        System.out.println(Arrays.toString(pts) + " " + Arrays.toString(ptsClone) + " class "
                + ptsClone.getClass().getSimpleName());
        int[][] grid = {{1, 2}, {3, 4}};
        int[][] gridClone = grid.clone();
        gridClone[0][0] = 9;
        gridClone[1] = new int[] {7, 7};
        System.out.println(Arrays.deepToString(grid) + " " + Arrays.deepToString(gridClone) + " row shared "
                + (grid[0] == gridClone[0]));
        Object[] objs = new String[] {"s"};
        Object[] objsClone = objs.clone();
        System.out.println("clone keeps runtime type " + objsClone.getClass().getSimpleName());
        try {
            objsClone[0] = 1;
        } catch (ArrayStoreException e) {
            System.out.println("ArrayStoreException into cloned String[]");
        }
        int[] empty = new int[0];
        System.out.println("empty clone " + empty.clone().length + " distinct " + (empty.clone() != empty));
        ArrayList<Point> list = new ArrayList<>(List.of(new Point(5, 5)));
        @SuppressWarnings("unchecked")
        ArrayList<Point> listClone = (ArrayList<Point>) list.clone();
        listClone.add(new Point(6, 6));
        listClone.get(0).y = 50;
        System.out.println("ArrayList.clone " + list + " " + listClone);
    }
}
