/**
 * Field access, object creation, calls and returns: getstatic, putstatic, getfield, putfield for
 * every field type; new; invokevirtual (overridden, inherited and private methods),
 * invokespecial (constructors and super calls), invokestatic (class and interface static methods),
 * invokeinterface (abstract, default and private interface methods); ireturn, lreturn, freturn,
 * dreturn, areturn and return. Helper classes are prefixed with the program name.
 */
public class OpInvoke {

    public static void main(String[] args) {
        System.out.println("statics: " + OpInvokeFields.statics());
        System.out.println("instance fields: " + OpInvokeFields.instances());
        System.out.println("returns: " + returns());
        System.out.println("virtual: " + virtualCalls());
        System.out.println("interface: " + interfaceCalls());
        System.out.println("super: " + new OpInvokeDerived(3).describe());
        System.out.println("private: " + new OpInvoke().callPrivate(20));
        System.out.println("recursion: " + factorial(20) + " " + fib(20));
        System.out.println("many args: " + manyArgs(1, 2L, 3f, 4.0, (byte) 5, (short) 6, '7', true, "nine", 10));
        System.out.println("void: " + voidCalls());
    }

    static String returns() {
        return intReturn() + " " + longReturn() + " " + floatReturn() + " " + doubleReturn() + " "
                + refReturn() + " " + byteReturn() + " " + charReturn() + " " + shortReturn() + " "
                + booleanReturn();
    }

    static int intReturn() {
        return -123456;
    }

    static long longReturn() {
        return 1L << 50;
    }

    static float floatReturn() {
        return -0.75f;
    }

    static double doubleReturn() {
        return 1.0 / 1024;
    }

    static String refReturn() {
        return "ref";
    }

    static byte byteReturn() {
        return (byte) -7;
    }

    static char charReturn() {
        return 'q';
    }

    static short shortReturn() {
        return (short) -30000;
    }

    static boolean booleanReturn() {
        return true;
    }

    static String virtualCalls() {
        OpInvokeBase[] objects = {new OpInvokeBase(1), new OpInvokeDerived(2), new OpInvokeFinal(3)};
        StringBuilder sb = new StringBuilder();
        for (OpInvokeBase o : objects) {
            sb.append(o.name()).append(':').append(o.value()).append(':').append(o.twice()).append(' ');
        }
        return sb.toString().trim();
    }

    static String interfaceCalls() {
        OpInvokeShape[] shapes = {new OpInvokeSquare(3), new OpInvokeFinal(4)};
        StringBuilder sb = new StringBuilder();
        for (OpInvokeShape s : shapes) {
            sb.append(s.area()).append('/').append(s.label()).append('/').append(s.scaled(2L)).append(' ');
        }
        return sb.toString() + OpInvokeShape.unit();
    }

    private int secret = 5;

    private int privateTimes(int x) {
        return secret * x;
    }

    int callPrivate(int x) {
        return privateTimes(x) + secret;
    }

    static long factorial(int n) {
        return n <= 1 ? 1 : n * factorial(n - 1);
    }

    static int fib(int n) {
        return n < 2 ? n : fib(n - 1) + fib(n - 2);
    }

    static String manyArgs(int i, long l, float f, double d, byte b, short s, char c, boolean z, String str,
            int last) {
        return i + " " + l + " " + f + " " + d + " " + b + " " + s + " " + c + " " + z + " " + str + " " + last;
    }

    static int voidCount;

    static String voidCalls() {
        voidCount = 0;
        bump();
        bump();
        new OpInvoke().bumpInstance();
        return "count " + voidCount;
    }

    static void bump() {
        voidCount++;
    }

    void bumpInstance() {
        voidCount += 10;
        return;
    }
}

class OpInvokeFields {
    static boolean sz;
    static byte sb;
    static char sc;
    static short ss;
    static int si;
    static long sl;
    static float sf;
    static double sd;
    static String sr;

    boolean z;
    byte b;
    char c;
    short s;
    int i;
    long l;
    float f;
    double d;
    Object r;

    static String statics() {
        sz = !sz;
        sb = (byte) (sb - 100);
        sc = (char) (sc + 66);
        ss = (short) (ss - 1);
        si = si + Integer.MIN_VALUE;
        sl = sl - 5L;
        sf = sf + 0.5f;
        sd = sd - 0.25;
        sr = sr + "!";
        return sz + " " + sb + " " + sc + " " + ss + " " + si + " " + sl + " " + sf + " " + sd + " " + sr;
    }

    static String instances() {
        OpInvokeFields o = new OpInvokeFields();
        String before = o.z + " " + o.b + " " + (int) o.c + " " + o.s + " " + o.i + " " + o.l + " " + o.f
                + " " + o.d + " " + o.r;
        o.z = true;
        o.b = (byte) 129;
        o.c = 'Z';
        o.s = (short) 65535;
        o.i = 42;
        o.l = -42L;
        o.f = 1.25f;
        o.d = -2.5;
        o.r = o;
        return before + " | " + o.z + " " + o.b + " " + o.c + " " + o.s + " " + o.i + " " + o.l + " " + o.f
                + " " + o.d + " " + (o.r == o);
    }
}

class OpInvokeBase {
    protected final int v;

    OpInvokeBase(int v) {
        this.v = v;
    }

    String name() {
        return "base";
    }

    int value() {
        return v;
    }

    final int twice() {
        return 2 * value();
    }
}

class OpInvokeDerived extends OpInvokeBase {
    OpInvokeDerived(int v) {
        super(v);
    }

    @Override
    String name() {
        return "derived";
    }

    @Override
    int value() {
        return super.value() * 100;
    }

    String describe() {
        return super.name() + "/" + name() + "/" + super.value() + "/" + value();
    }
}

interface OpInvokeShape {
    long area();

    default String label() {
        return "shape of area " + area() + suffix();
    }

    private String suffix() {
        return "!";
    }

    default long scaled(long factor) {
        return area() * factor;
    }

    static String unit() {
        return "cm2";
    }
}

class OpInvokeSquare implements OpInvokeShape {
    private final long side;

    OpInvokeSquare(long side) {
        this.side = side;
    }

    @Override
    public long area() {
        return side * side;
    }
}

final class OpInvokeFinal extends OpInvokeBase implements OpInvokeShape {
    OpInvokeFinal(int v) {
        super(v);
    }

    @Override
    String name() {
        return "final";
    }

    @Override
    public long area() {
        return v;
    }

    @Override
    public String label() {
        return "final " + OpInvokeShape.super.label();
    }
}
