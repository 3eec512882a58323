/**
 * Constant-pushing opcodes: aconst_null, iconst_m1..iconst_5, lconst_0..1, fconst_0..2,
 * dconst_0..1, bipush, sipush, ldc (int, float, String, Class) and ldc2_w (long, double).
 * Every constant sits in an ordinary method so that the interpreter, not a constructor, runs it.
 */
public class OpConstants {

    public static void main(String[] args) {
        System.out.println("null: " + nullConstant());
        System.out.println("ints: " + smallInts());
        System.out.println("longs: " + lconst0() + " " + lconst1());
        System.out.println("floats: " + fconst0() + " " + fconst1() + " " + fconst2());
        System.out.println("doubles: " + dconst0() + " " + dconst1());
        System.out.println("bipush: " + bipushes());
        System.out.println("sipush: " + sipushes());
        System.out.println("ldc int: " + ldcInts());
        System.out.println("ldc float: " + ldcFloats());
        System.out.println("ldc string: " + ldcString() + " " + ldcString().length());
        System.out.println("ldc string identity: " + (ldcString() == ldcString()));
        System.out.println("ldc string interned: " + (ldcString() == ("lit" + "eral").intern()));
        System.out.println("ldc class: " + ldcClass().getName() + " " + ldcArrayClass().getName());
        System.out.println("ldc2_w long: " + ldc2Longs());
        System.out.println("ldc2_w double: " + ldc2Doubles());
        System.out.println("negative zero: " + negativeZeroFloat() + " " + negativeZeroDouble()
                + " " + (1.0f / negativeZeroFloat()) + " " + (1.0 / negativeZeroDouble()));
        System.out.println("nan bits: " + Integer.toHexString(Float.floatToRawIntBits(nanFloat()))
                + " " + Long.toHexString(Double.doubleToRawLongBits(nanDouble())));
    }

    static Object nullConstant() {
        Object o = null;
        return o;
    }

    static String smallInts() {
        int m1 = -1;
        int a = 0;
        int b = 1;
        int c = 2;
        int d = 3;
        int e = 4;
        int f = 5;
        return m1 + " " + a + " " + b + " " + c + " " + d + " " + e + " " + f;
    }

    static long lconst0() {
        return 0L;
    }

    static long lconst1() {
        return 1L;
    }

    static float fconst0() {
        return 0.0f;
    }

    static float fconst1() {
        return 1.0f;
    }

    static float fconst2() {
        return 2.0f;
    }

    static double dconst0() {
        return 0.0;
    }

    static double dconst1() {
        return 1.0;
    }

    static String bipushes() {
        int lo = -128;
        int hi = 127;
        int six = 6;
        int minusTwo = -2;
        byte b = (byte) 100;
        return lo + " " + hi + " " + six + " " + minusTwo + " " + b;
    }

    static String sipushes() {
        int lo = -32768;
        int hi = 32767;
        int justOverByte = 128;
        int justUnderByte = -129;
        short s = (short) 1000;
        char c = (char) 20000;
        return lo + " " + hi + " " + justOverByte + " " + justUnderByte + " " + s + " " + (int) c;
    }

    static String ldcInts() {
        int a = 32768;
        int b = -32769;
        int c = Integer.MAX_VALUE;
        int d = Integer.MIN_VALUE;
        int e = 0xCAFEBABE;
        return a + " " + b + " " + c + " " + d + " " + e;
    }

    static String ldcFloats() {
        float a = 3.0f;
        float b = -1.0f;
        float c = 0.5f;
        float d = Float.MAX_VALUE;
        float e = Float.MIN_VALUE;
        float f = Float.POSITIVE_INFINITY;
        float g = Float.NEGATIVE_INFINITY;
        return a + " " + b + " " + c + " " + d + " " + e + " " + f + " " + g;
    }

    static String ldcString() {
        return "literal";
    }

    static Class<?> ldcClass() {
        return OpConstants.class;
    }

    static Class<?> ldcArrayClass() {
        return int[][].class;
    }

    static String ldc2Longs() {
        long a = 2L;
        long b = -1L;
        long c = Long.MAX_VALUE;
        long d = Long.MIN_VALUE;
        long e = 0x123456789ABCDEF0L;
        return a + " " + b + " " + c + " " + d + " " + Long.toHexString(e);
    }

    static String ldc2Doubles() {
        double a = 2.0;
        double b = -1.0;
        double c = 0.25;
        double d = Double.MAX_VALUE;
        double e = Double.MIN_VALUE;
        double f = Double.POSITIVE_INFINITY;
        double g = Double.NEGATIVE_INFINITY;
        return a + " " + b + " " + c + " " + d + " " + e + " " + f + " " + g;
    }

    static float negativeZeroFloat() {
        return -0.0f;
    }

    static double negativeZeroDouble() {
        return -0.0;
    }

    static float nanFloat() {
        return Float.NaN;
    }

    static double nanDouble() {
        return Double.NaN;
    }
}
