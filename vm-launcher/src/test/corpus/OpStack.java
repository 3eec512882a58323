/**
 * Operand-stack opcodes javac emits: pop (a discarded int or reference result), pop2 (a discarded
 * long or double result), dup (new, compound array assignment), dup_x1 (a field assignment used as
 * a value), dup_x2 (an array-element assignment used as a value), dup2 (a static long assignment
 * used as a value, compound assignment to an int array element), dup2_x1 (a long field assignment
 * used as a value) and dup2_x2 (a long array-element assignment used as a value). swap and the
 * remaining forms come from the generated OpStackForms.
 */
public class OpStack {

    static long staticLong;
    static double staticDouble;
    int intField;
    long longField;
    double doubleField;
    Object refField;

    public static void main(String[] args) {
        OpStack o = new OpStack();
        System.out.println("pop: " + o.pops());
        System.out.println("dup_x1: " + o.dupX1(41));
        System.out.println("dup_x2: " + dupX2(new int[2], new Object[1]));
        System.out.println("dup2: " + dup2(7L, new int[] {5, 6}));
        System.out.println("dup2_x1: " + o.dup2X1(Long.MIN_VALUE, 2.5));
        System.out.println("dup2_x2: " + dup2X2(new long[2], new double[2]));
        System.out.println("post-increments: " + o.postIncrements());
    }

    String pops() {
        intResult();
        refResult();
        longResult();
        doubleResult();
        counter = 0;
        intResult();
        longResult();
        return "side effects " + counter;
    }

    private static int counter;

    static int intResult() {
        counter++;
        return 1;
    }

    static Object refResult() {
        counter++;
        return "r";
    }

    static long longResult() {
        counter++;
        return 2L;
    }

    static double doubleResult() {
        counter++;
        return 3.0;
    }

    String dupX1(int v) {
        int a = (intField = v + 1);
        Object b = (refField = "ref" + a);
        return a + " " + intField + " " + b + " " + (b == refField);
    }

    static String dupX2(int[] ints, Object[] objects) {
        int a = (ints[1] = 99);
        Object b = (objects[0] = "elem");
        return a + " " + ints[1] + " " + b + " " + objects[0];
    }

    static String dup2(long v, int[] ints) {
        long a = (staticLong = v * 6);
        double b = (staticDouble = 0.5 * v);
        ints[1] += 10;
        ints[0] <<= 2;
        return a + " " + staticLong + " " + b + " " + staticDouble + " " + ints[0] + " " + ints[1];
    }

    String dup2X1(long v, double d) {
        long a = (longField = v - 1);
        double b = (doubleField = d * 3);
        return a + " " + longField + " " + b + " " + doubleField;
    }

    static String dup2X2(long[] longs, double[] doubles) {
        long a = (longs[1] = Long.MAX_VALUE - 3);
        double b = (doubles[0] = -0.0);
        longs[0] += a;
        doubles[1] -= 1.5;
        return a + " " + longs[1] + " " + b + " " + doubles[0] + " " + longs[0] + " " + doubles[1];
    }

    String postIncrements() {
        int x = intField++;
        long y = longField++;
        long z = staticLong--;
        double w = ++doubleField;
        return x + " " + intField + " " + y + " " + longField + " " + z + " " + staticLong + " " + w;
    }
}
