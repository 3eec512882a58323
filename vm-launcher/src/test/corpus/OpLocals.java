/**
 * Local-variable opcodes: the short forms iload_0..3, lload_0..3, fload_0..3, dload_0..3,
 * aload_0..3 and the matching stores, plus the one-byte-index forms iload/lload/fload/dload/
 * aload and istore/lstore/fstore/dstore/astore. Each method reassigns its parameters so that
 * javac emits the store for every slot 0..3.
 */
public class OpLocals {

    public static void main(String[] args) {
        System.out.println("int slots: " + ints(1, 2, 3, 4));
        System.out.println("long slots 0,2: " + longsEven(10L, 20L));
        System.out.println("long slots 1,3: " + longsOdd(5, 30L, 40L));
        System.out.println("float slots: " + floats(0.5f, 1.5f, 2.5f, 3.5f));
        System.out.println("double slots 0,2: " + doublesEven(0.25, 0.75));
        System.out.println("double slots 1,3: " + doublesOdd(7, 1.25, 2.5));
        System.out.println("reference slots: " + refs("a", "b", "c", "d"));
        System.out.println("indexed slots: " + indexed(3, 4L, 5.5f, 6.5, "x"));
        System.out.println("instance: " + new OpLocals().instance(9));
        System.out.println("shadowed scopes: " + scopes(4));
    }

    static String ints(int a, int b, int c, int d) {
        a = a + d;
        b = b * a;
        c = c - b;
        d = d ^ c;
        return a + " " + b + " " + c + " " + d;
    }

    static String longsEven(long a, long b) {
        a = a * 3L;
        b = b - a;
        return a + " " + b;
    }

    static String longsOdd(int pad, long a, long b) {
        pad = pad + 1;
        a = a + pad;
        b = b << 33;
        return pad + " " + a + " " + b;
    }

    static String floats(float a, float b, float c, float d) {
        a = a + d;
        b = b * a;
        c = c - b;
        d = d / c;
        return a + " " + b + " " + c + " " + d;
    }

    static String doublesEven(double a, double b) {
        a = a * 4.0;
        b = b - a;
        return a + " " + b;
    }

    static String doublesOdd(int pad, double a, double b) {
        pad = -pad;
        a = a + pad;
        b = b * a;
        return pad + " " + a + " " + b;
    }

    static String refs(Object a, Object b, Object c, Object d) {
        Object t = a;
        a = d;
        d = t;
        t = b;
        b = c;
        c = t;
        return "" + a + b + c + d;
    }

    static String indexed(int i0, long l1, float f3, double d4, Object o6) {
        int i = i0 * 2;
        long l = l1 * 3L;
        float f = f3 * 4f;
        double d = d4 * 5.0;
        Object o = o6 + "!";
        i += 1;
        l += i;
        f += l;
        d += f;
        return i + " " + l + " " + f + " " + d + " " + o;
    }

    int instance(int x) {
        OpLocals self = this;
        int y = x + 1;
        return self.hashCode() == hashCode() ? y : -y;
    }

    static int scopes(int n) {
        int total = 0;
        for (int i = 0; i < n; i++) {
            int sq = i * i;
            total += sq;
        }
        for (int j = 0; j < n; j++) {
            long cube = (long) j * j * j;
            total += (int) cube;
        }
        return total;
    }
}
