/**
 * Arithmetic and bitwise opcodes for int, long, float and double: add, sub, mul, div, rem, neg,
 * shl, shr, ushr, and, or, xor, and iinc. The operands come from method parameters so javac
 * cannot fold them; the values hit overflow, MIN_VALUE / -1, shift distances past the width,
 * division by zero (an exception for integers, infinities and NaN for floating point), -0.0 and
 * NaN propagation.
 */
public class OpArith {

    public static void main(String[] args) {
        intOps(7, 3);
        intOps(-7, 3);
        intOps(Integer.MAX_VALUE, 2);
        intOps(Integer.MIN_VALUE, -1);
        longOps(7L, 3L);
        longOps(-7L, 3L);
        longOps(Long.MAX_VALUE, 2L);
        longOps(Long.MIN_VALUE, -1L);
        floatOps(7.5f, 2f);
        floatOps(-7.5f, 0f);
        floatOps(0f, -0f);
        floatOps(Float.NaN, 1f);
        floatOps(Float.POSITIVE_INFINITY, Float.POSITIVE_INFINITY);
        floatOps(Float.MAX_VALUE, 0.5f);
        doubleOps(7.5, 2.0);
        doubleOps(-7.5, 0.0);
        doubleOps(0.0, -0.0);
        doubleOps(Double.NaN, 1.0);
        doubleOps(Double.NEGATIVE_INFINITY, Double.POSITIVE_INFINITY);
        doubleOps(Double.MAX_VALUE, 0.5);
        intShifts(-8, 1);
        intShifts(-8, 33);
        intShifts(1, 31);
        intShifts(1, 32);
        intShifts(0x12345678, -1);
        longShifts(-8L, 1);
        longShifts(-8L, 65);
        longShifts(1L, 63);
        longShifts(1L, 64);
        longShifts(0x123456789ABCDEFL, -4);
        divisionByZero(5, 0L);
        increments(2147483600);
    }

    static void intOps(int a, int b) {
        int sum = a + b;
        int diff = a - b;
        int prod = a * b;
        int quot = a / b;
        int rem = a % b;
        int neg = -a;
        int and = a & b;
        int or = a | b;
        int xor = a ^ b;
        System.out.println("int " + a + "," + b + ": " + sum + " " + diff + " " + prod + " " + quot
                + " " + rem + " " + neg + " " + and + " " + or + " " + xor);
    }

    static void longOps(long a, long b) {
        long sum = a + b;
        long diff = a - b;
        long prod = a * b;
        long quot = a / b;
        long rem = a % b;
        long neg = -a;
        long and = a & b;
        long or = a | b;
        long xor = a ^ b;
        System.out.println("long " + a + "," + b + ": " + sum + " " + diff + " " + prod + " " + quot
                + " " + rem + " " + neg + " " + and + " " + or + " " + xor);
    }

    static void floatOps(float a, float b) {
        float sum = a + b;
        float diff = a - b;
        float prod = a * b;
        float quot = a / b;
        float rem = a % b;
        float neg = -a;
        System.out.println("float " + a + "," + b + ": " + sum + " " + diff + " " + prod + " " + quot
                + " " + rem + " " + neg + " bits " + Integer.toHexString(Float.floatToRawIntBits(neg)));
    }

    static void doubleOps(double a, double b) {
        double sum = a + b;
        double diff = a - b;
        double prod = a * b;
        double quot = a / b;
        double rem = a % b;
        double neg = -a;
        System.out.println("double " + a + "," + b + ": " + sum + " " + diff + " " + prod + " " + quot
                + " " + rem + " " + neg + " bits " + Long.toHexString(Double.doubleToRawLongBits(neg)));
    }

    static void intShifts(int a, int s) {
        System.out.println("int shifts " + a + " by " + s + ": " + (a << s) + " " + (a >> s) + " " + (a >>> s));
    }

    static void longShifts(long a, int s) {
        System.out.println("long shifts " + a + " by " + s + ": " + (a << s) + " " + (a >> s) + " " + (a >>> s));
    }

    static void divisionByZero(int i, long l) {
        try {
            System.out.println(i / (i - 5));
        } catch (ArithmeticException e) {
            System.out.println("idiv: " + e.getMessage());
        }
        try {
            System.out.println(i % (i - 5));
        } catch (ArithmeticException e) {
            System.out.println("irem: " + e.getMessage());
        }
        try {
            System.out.println(i / l);
        } catch (ArithmeticException e) {
            System.out.println("ldiv: " + e.getMessage());
        }
        try {
            System.out.println(i % l);
        } catch (ArithmeticException e) {
            System.out.println("lrem: " + e.getMessage());
        }
        System.out.println("fdiv/frem by zero: " + (i / 0f) + " " + (-i / 0f) + " " + (i % 0f));
        System.out.println("ddiv/drem by zero: " + (i / 0.0) + " " + (-i / 0.0) + " " + (i % 0.0));
    }

    static void increments(int x) {
        int y = x;
        x += 100;
        y -= 100;
        x++;
        int z = Integer.MIN_VALUE;
        z--;
        System.out.println("iinc: " + x + " " + y + " " + z);
    }
}
