/**
 * The fifteen conversion opcodes i2l i2f i2d l2i l2f l2d f2i f2l f2d d2i d2l d2f i2b i2c i2s,
 * with the values where they matter: truncation of high bits, sign extension of byte and short
 * against zero extension of char, rounding of large integers to float, saturation of NaN and
 * out-of-range floating-point values to 0 / MIN_VALUE / MAX_VALUE, and -0.0. Floating-point
 * values print in hexadecimal: Float.toString and Double.toString changed in JDK 19.
 */
public class OpConvert {

    public static void main(String[] args) {
        int[] ints = {0, 1, -1, 127, 128, 255, 256, 32767, 32768, 65535, 65536, -129, -32769,
            Integer.MAX_VALUE, Integer.MIN_VALUE, 16777217};
        for (int i : ints) {
            fromInt(i);
        }
        long[] longs = {0L, -1L, 4294967295L, 4294967296L, Long.MAX_VALUE, Long.MIN_VALUE,
            9007199254740993L, 16777217L, -2147483649L};
        for (long l : longs) {
            fromLong(l);
        }
        float[] floats = {0f, -0f, 1.9f, -1.9f, 2.5f, Float.NaN, Float.POSITIVE_INFINITY,
            Float.NEGATIVE_INFINITY, 3e9f, -3e9f, 1e19f, -1e19f, Float.MIN_VALUE, Float.MAX_VALUE};
        for (float f : floats) {
            fromFloat(f);
        }
        double[] doubles = {0.0, -0.0, 1.9, -1.9, -2.5, Double.NaN, Double.POSITIVE_INFINITY,
            Double.NEGATIVE_INFINITY, 3e9, -3e9, 1e19, -1e19, Double.MIN_VALUE, 1e-50, 1e300,
            0.1, 16777217.0, 3.4028235677973366E38};
        for (double d : doubles) {
            fromDouble(d);
        }
    }

    static void fromInt(int i) {
        long l = i;
        float f = i;
        double d = i;
        byte b = (byte) i;
        char c = (char) i;
        short s = (short) i;
        System.out.println("int " + i + ": i2l " + l + " i2f " + hex(f) + " i2d " + hex(d) + " i2b " + b
                + " i2c " + (int) c + " i2s " + s);
    }

    static void fromLong(long l) {
        int i = (int) l;
        float f = l;
        double d = l;
        System.out.println("long " + l + ": l2i " + i + " l2f " + hex(f) + " l2d " + hex(d));
    }

    static void fromFloat(float f) {
        int i = (int) f;
        long l = (long) f;
        double d = f;
        System.out.println("float " + hex(f) + ": f2i " + i + " f2l " + l + " f2d " + hex(d));
    }

    static void fromDouble(double d) {
        int i = (int) d;
        long l = (long) d;
        float f = (float) d;
        System.out.println("double " + hex(d) + ": d2i " + i + " d2l " + l + " d2f " + hex(f));
    }

    static String hex(float f) {
        return Float.toHexString(f);
    }

    static String hex(double d) {
        return Double.toHexString(d);
    }
}
