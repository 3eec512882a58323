/**
 * Comparisons and branches: lcmp, fcmpl, fcmpg, dcmpl, dcmpg (javac picks the l or g variant so
 * that NaN makes every ordered comparison false), ifeq ifne iflt ifge ifgt ifle, if_icmpeq ..
 * if_icmple, if_acmpeq, if_acmpne, ifnull, ifnonnull and goto. Each relation is written both as
 * an if statement and as a boolean value so that javac emits every branch opcode, and each is
 * evaluated with operands that make it true and false.
 */
public class OpCompare {

    public static void main(String[] args) {
        int[] ints = {-2, 0, 3};
        for (int a : ints) {
            System.out.println("int vs zero " + a + ": " + againstZero(a));
            for (int b : ints) {
                System.out.println("int " + a + " vs " + b + ": " + ints(a, b));
            }
        }
        long[] longs = {Long.MIN_VALUE, -1L, 0L, 1L << 40, Long.MAX_VALUE};
        for (long a : longs) {
            for (long b : longs) {
                System.out.println("long " + a + " vs " + b + ": " + longs(a, b));
            }
        }
        float[] floats = {Float.NEGATIVE_INFINITY, -0f, 0f, 1.5f, Float.NaN};
        for (float a : floats) {
            for (float b : floats) {
                System.out.println("float " + a + " vs " + b + ": " + floats(a, b));
            }
        }
        double[] doubles = {-1.0, -0.0, 0.0, Double.POSITIVE_INFINITY, Double.NaN};
        for (double a : doubles) {
            for (double b : doubles) {
                System.out.println("double " + a + " vs " + b + ": " + doubles(a, b));
            }
        }
        String s = "s";
        String t = new String("s");
        System.out.println("refs: " + refs(s, s) + " " + refs(s, t) + " " + refs(null, s) + " "
                + refs(null, null));
        System.out.println("loop: " + countDown(5) + " " + countUp(5));
    }

    static String againstZero(int a) {
        StringBuilder sb = new StringBuilder();
        if (a == 0) {
            sb.append("eq ");
        }
        if (a != 0) {
            sb.append("ne ");
        }
        if (a < 0) {
            sb.append("lt ");
        }
        if (a >= 0) {
            sb.append("ge ");
        }
        if (a > 0) {
            sb.append("gt ");
        }
        if (a <= 0) {
            sb.append("le ");
        }
        boolean eq = a == 0;
        boolean ne = a != 0;
        boolean lt = a < 0;
        boolean ge = a >= 0;
        boolean gt = a > 0;
        boolean le = a <= 0;
        return sb.append(eq).append(ne).append(lt).append(ge).append(gt).append(le).toString();
    }

    static String ints(int a, int b) {
        StringBuilder sb = new StringBuilder();
        if (a == b) {
            sb.append("eq ");
        }
        if (a != b) {
            sb.append("ne ");
        }
        if (a < b) {
            sb.append("lt ");
        }
        if (a >= b) {
            sb.append("ge ");
        }
        if (a > b) {
            sb.append("gt ");
        }
        if (a <= b) {
            sb.append("le ");
        }
        return sb.toString().trim();
    }

    static String longs(long a, long b) {
        return (a == b) + " " + (a != b) + " " + (a < b) + " " + (a >= b) + " " + (a > b) + " "
                + (a <= b) + " " + Long.compare(a, b);
    }

    static String floats(float a, float b) {
        return (a == b) + " " + (a != b) + " " + (a < b) + " " + (a >= b) + " " + (a > b) + " "
                + (a <= b) + " " + Float.compare(a, b);
    }

    static String doubles(double a, double b) {
        return (a == b) + " " + (a != b) + " " + (a < b) + " " + (a >= b) + " " + (a > b) + " "
                + (a <= b) + " " + Double.compare(a, b);
    }

    static String refs(Object a, Object b) {
        StringBuilder sb = new StringBuilder();
        if (a == b) {
            sb.append("same,");
        }
        if (a != b) {
            sb.append("different,");
        }
        if (a == null) {
            sb.append("null");
        }
        if (a != null) {
            sb.append("nonnull");
        }
        return sb.toString();
    }

    static int countDown(int n) {
        int steps = 0;
        while (n != 0) {
            n--;
            steps++;
        }
        return steps;
    }

    static int countUp(int n) {
        int total = 0;
        for (int i = 0; i <= n; i++) {
            total += i;
        }
        return total;
    }
}
