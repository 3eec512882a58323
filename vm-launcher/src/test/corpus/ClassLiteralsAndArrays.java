import java.util.Arrays;

/** Class literals of primitives, arrays and guest classes; Class.forName; names; array operations. */
public class ClassLiteralsAndArrays {
    static class Inner {
        int v;

        Inner(int v) {
            this.v = v;
        }

        @Override
        public String toString() {
            return "Inner" + v;
        }
    }

    interface Marker {
    }

    enum Kind {
        A
    }

    static String describe(Class<?> c) {
        return c.getName() + " | simple=" + c.getSimpleName() + " | type=" + c.getTypeName() + " | canonical="
                + c.getCanonicalName() + " | prim=" + c.isPrimitive() + " array=" + c.isArray() + " iface="
                + c.isInterface() + (c.isArray() ? " component=" + c.getComponentType().getName() : "");
    }

    public static void main(String[] args) throws Exception {
        Class<?>[] classes = {int.class, void.class, boolean.class, char.class, long.class, double.class,
            int[].class, long[][].class, String[].class, Object[][][].class, Inner.class, Inner[].class,
            Marker.class, Kind.class, ClassLiteralsAndArrays.class, Integer.class, Runnable.class};
        for (Class<?> c : classes) {
            System.out.println(describe(c));
        }
        System.out.println("TYPE " + (Integer.TYPE == int.class) + " " + (Void.TYPE == void.class) + " "
                + (int.class == Integer.class) + " array class identity " + (new int[0].getClass() == int[].class)
                + " " + (new int[3][4].getClass() == int[][].class) + " " + ((Object) (new int[3][4])[0].getClass() == int[].class));
        System.out.println("package of guest class [" + Inner.class.getPackageName() + "] of String ["
                + String.class.getPackageName() + "] of int[] [" + int[].class.getPackageName() + "]");

        // Class.forName of guest classes and array descriptors.
        String[] names = {"ClassLiteralsAndArrays$Inner", "ClassLiteralsAndArrays$Kind", "[I", "[[Ljava.lang.String;",
            "[LClassLiteralsAndArrays$Inner;", "java.util.ArrayList", "ClassLiteralsAndArrays$Missing", "int"};
        for (String n : names) {
            try {
                Class<?> c = Class.forName(n);
                System.out.println("forName(" + n + ") -> " + c.getSimpleName() + " same as literal "
                        + (c == Inner.class || c == Kind.class || c == int[].class || c == String[][].class
                            || c == Inner[].class || c == java.util.ArrayList.class));
            } catch (ClassNotFoundException e) {
                System.out.println("forName(" + n + ") -> ClassNotFoundException " + e.getMessage());
            }
        }
        Class<?> ic = Class.forName("ClassLiteralsAndArrays$Inner");
        Object made = ic.getDeclaredConstructor(int.class).newInstance(5);
        System.out.println("made " + made + " loader same " + (ic.getClassLoader() == ClassLiteralsAndArrays.class.getClassLoader())
                + " String loader null " + (String.class.getClassLoader() == null) + " array loader same "
                + (Inner[].class.getClassLoader() == Inner.class.getClassLoader()));
        System.out.println("isInstance " + Marker.class.isInstance(made) + " " + Object.class.isInstance(new int[0])
                + " " + Object[].class.isInstance(new String[0]) + " " + Object[].class.isInstance(new int[0])
                + " " + Object[].class.isAssignableFrom(Inner[][].class) + " " + Cloneable.class.isInstance(new int[0])
                + " " + java.io.Serializable.class.isInstance(new Inner[0]));
        System.out.println("array interfaces " + Arrays.toString(int[].class.getInterfaces()) + " super "
                + int[].class.getSuperclass().getName() + " modifiers " + java.lang.reflect.Modifier.toString(
                    int[].class.getModifiers()));

        // Arrays: defaults, multi-dimensional, jagged, copying, sorting, equality.
        boolean[] zs = new boolean[2];
        char[] cs = new char[2];
        double[] ds = new double[2];
        Inner[] is = new Inner[2];
        System.out.println("defaults " + zs[0] + " " + (int) cs[0] + " " + ds[1] + " " + is[1]);
        int[][] grid = new int[3][4];
        for (int r = 0; r < 3; r++) {
            for (int c = 0; c < 4; c++) {
                grid[r][c] = r * 10 + c;
            }
        }
        int[][] jag = {{1}, {2, 3}, {}, {4, 5, 6}};
        long[][][] cube = new long[2][3][];
        cube[1][2] = new long[] {7L};
        System.out.println(Arrays.deepToString(grid) + " " + Arrays.deepToString(jag) + " " + Arrays.deepToString(cube));
        int[] src = {1, 2, 3, 4, 5, 6};
        System.arraycopy(src, 0, src, 2, 4);
        System.out.println("overlapping arraycopy " + Arrays.toString(src));
        Object[] objs = new Object[3];
        System.arraycopy(new String[] {"a", "b"}, 0, objs, 1, 2);
        System.out.println("widening arraycopy " + Arrays.toString(objs));
        try {
            System.arraycopy(new Object[] {"s", 1}, 0, new String[2], 0, 2);
        } catch (ArrayStoreException e) {
            System.out.println("arraycopy store: " + e.getClass().getName());
        }
        try {
            System.arraycopy(src, 4, src, 0, 5);
        } catch (IndexOutOfBoundsException e) {
            System.out.println("arraycopy bounds: " + e.getClass().getName());
        }
        int[] copy = Arrays.copyOf(src, 8);
        int[] range = Arrays.copyOfRange(src, 2, 5);
        Inner[] inners = {new Inner(3), new Inner(1), new Inner(2)};
        Object[] widened = inners;
        Arrays.sort(inners, (x, y) -> x.v - y.v);
        System.out.println(Arrays.toString(copy) + " " + Arrays.toString(range) + " " + Arrays.toString(widened));
        double[] dd = {3.5, -0.0, 0.0, Double.NaN, -1};
        Arrays.sort(dd);
        char[] chars = "hello".toCharArray();
        Arrays.sort(chars);
        System.out.println(Arrays.toString(dd) + " " + new String(chars) + " search " + Arrays.binarySearch(chars, 'l')
                + " equals " + Arrays.equals(new int[] {1, 2}, new int[] {1, 2}) + " deepEquals "
                + Arrays.deepEquals(new int[][] {{1}}, new int[][] {{1}}) + " hash " + Arrays.hashCode(new int[] {1, 2})
                + " mismatch " + Arrays.mismatch(new int[] {1, 2, 3}, new int[] {1, 2, 4}));
        byte[] bytes = new byte[5];
        Arrays.fill(bytes, (byte) -1);
        Arrays.fill(bytes, 1, 3, (byte) 9);
        short[] shorts = {5, -5, 300};
        float[] floats = {2.5f, 1e-3f};
        System.out.println(Arrays.toString(bytes) + " " + Arrays.toString(shorts) + " " + Arrays.toString(floats)
                + " len " + bytes.length + " " + new int[0].length);
        Object o = new String[][] {{"x"}};
        if (o instanceof Object[] oa && oa[0] instanceof String[] sa) {
            System.out.println("pattern on arrays " + oa.length + " " + sa[0]);
        }
        int[] big = new int[100000];
        for (int i = 0; i < big.length; i++) {
            big[i] = i * 31 % 1000;
        }
        long sum = 0;
        for (int v : big) {
            sum += v;
        }
        System.out.println("big sum " + sum + " max " + Arrays.stream(big).max().getAsInt());
        java.lang.reflect.Array.set(is, 0, new Inner(9));
        System.out.println("reflect array " + is[0] + " " + java.lang.reflect.Array.newInstance(Inner.class, 2, 3)
                .getClass().getName());
    }
}
