/**
 * Array opcodes: newarray for all eight primitive types, anewarray, multianewarray, arraylength,
 * every typed load (iaload laload faload daload aaload baload caload saload) and store, and the
 * exceptions they throw: out-of-bounds index, negative size, null array, wrong element type.
 */
public class OpArrays {

    public static void main(String[] args) {
        System.out.println("int: " + ints());
        System.out.println("long: " + longs());
        System.out.println("float: " + floats());
        System.out.println("double: " + doubles());
        System.out.println("byte: " + bytes());
        System.out.println("boolean: " + booleans());
        System.out.println("char: " + chars());
        System.out.println("short: " + shorts());
        System.out.println("object: " + objects());
        System.out.println("multi: " + multi());
        System.out.println("partial multi: " + partialMulti());
        System.out.println("defaults: " + defaults());
        System.out.println("errors: " + errors());
    }

    static String ints() {
        int[] a = new int[4];
        a[0] = Integer.MAX_VALUE;
        a[1] = a[0] + 1;
        a[2] = -7;
        a[3] = a.length;
        a[2] += a[3];
        return a[0] + " " + a[1] + " " + a[2] + " " + a[3] + " len " + a.length;
    }

    static String longs() {
        long[] a = new long[3];
        a[0] = Long.MIN_VALUE;
        a[1] = a[0] - 1L;
        a[2] = 1L << 40;
        a[2]++;
        return a[0] + " " + a[1] + " " + a[2] + " len " + a.length;
    }

    static String floats() {
        float[] a = new float[3];
        a[0] = 1.5f;
        a[1] = -0.0f;
        a[2] = a[0] / a[1];
        return a[0] + " " + a[1] + " " + a[2] + " len " + a.length;
    }

    static String doubles() {
        double[] a = new double[3];
        a[0] = 0.125;
        a[1] = Double.NaN;
        a[2] = a[0] * 8;
        return a[0] + " " + a[1] + " " + a[2] + " " + (a[1] == a[1]) + " len " + a.length;
    }

    static String bytes() {
        byte[] a = new byte[3];
        a[0] = (byte) 200;
        a[1] = 127;
        a[1]++;
        a[2] = (byte) (a[0] + a[1]);
        int widened = a[0];
        return a[0] + " " + a[1] + " " + a[2] + " " + widened + " len " + a.length;
    }

    static String booleans() {
        boolean[] a = new boolean[3];
        a[0] = true;
        a[2] = !a[1];
        return a[0] + " " + a[1] + " " + a[2] + " len " + a.length;
    }

    static String chars() {
        char[] a = new char[3];
        a[0] = 'A';
        a[1] = (char) -1;
        a[2] = (char) (a[0] + 2);
        int widened = a[1];
        return a[0] + " " + (int) a[1] + " " + a[2] + " " + widened + " len " + a.length;
    }

    static String shorts() {
        short[] a = new short[3];
        a[0] = (short) 40000;
        a[1] = Short.MIN_VALUE;
        a[1]--;
        a[2] = (short) (a[0] * 2);
        int widened = a[0];
        return a[0] + " " + a[1] + " " + a[2] + " " + widened + " len " + a.length;
    }

    static String objects() {
        String[] a = new String[3];
        a[0] = "x";
        a[2] = a[0] + "y";
        Object[] b = a;
        return a[0] + " " + a[1] + " " + a[2] + " " + b.getClass().getSimpleName() + " len " + a.length;
    }

    static String multi() {
        int[][][] cube = new int[2][3][4];
        for (int i = 0; i < cube.length; i++) {
            for (int j = 0; j < cube[i].length; j++) {
                for (int k = 0; k < cube[i][j].length; k++) {
                    cube[i][j][k] = i * 100 + j * 10 + k;
                }
            }
        }
        long[][] grid = new long[2][2];
        grid[1][1] = -5L;
        String[][] names = new String[2][1];
        names[1][0] = "n";
        return cube[1][2][3] + " " + cube[0][1][2] + " " + cube.length + "x" + cube[0].length + "x"
                + cube[0][0].length + " " + grid[1][1] + " " + names[1][0] + " " + names[0][0];
    }

    static String partialMulti() {
        int[][][] jagged = new int[3][2][];
        jagged[2][1] = new int[5];
        double[][] rows = new double[2][];
        rows[0] = new double[] {1.0, 2.0};
        return jagged.length + " " + jagged[0].length + " " + jagged[0][0] + " " + jagged[2][1].length
                + " " + rows[0][1] + " " + rows[1];
    }

    static String defaults() {
        return (new int[1])[0] + " " + (new long[1])[0] + " " + (new float[1])[0] + " " + (new double[1])[0]
                + " " + (new byte[1])[0] + " " + (new boolean[1])[0] + " " + (int) (new char[1])[0] + " "
                + (new short[1])[0] + " " + (new Object[1])[0];
    }

    static String errors() {
        StringBuilder sb = new StringBuilder();
        int[] small = new int[3];
        try {
            small[3] = 1;
        } catch (ArrayIndexOutOfBoundsException e) {
            sb.append("store ").append(e.getMessage()).append("; ");
        }
        try {
            sb.append(small[-1]);
        } catch (ArrayIndexOutOfBoundsException e) {
            sb.append("load ").append(e.getMessage()).append("; ");
        }
        try {
            sb.append(new long[negative()].length);
        } catch (NegativeArraySizeException e) {
            sb.append("newarray ").append(e.getMessage()).append("; ");
        }
        try {
            sb.append(new String[negative()].length);
        } catch (NegativeArraySizeException e) {
            sb.append("anewarray ").append(e.getMessage()).append("; ");
        }
        try {
            sb.append(new int[2][negative()].length);
        } catch (NegativeArraySizeException e) {
            sb.append("multianewarray ").append(e.getMessage()).append("; ");
        }
        try {
            Object[] objects = new Integer[1];
            objects[0] = "not an Integer";
        } catch (ArrayStoreException e) {
            sb.append("aastore ").append(e.getMessage()).append("; ");
        }
        int[] none = nullArray();
        try {
            sb.append(none.length);
        } catch (NullPointerException e) {
            sb.append("arraylength NPE; ");
        }
        try {
            none[0] = 1;
        } catch (NullPointerException e) {
            sb.append("iastore NPE");
        }
        return sb.toString();
    }

    static int negative() {
        return -1;
    }

    static int[] nullArray() {
        return null;
    }
}
