/**
 * Private fields of other classes read and written by methods that rvm's level 2 inlines into
 * this class (corpus configurations OPT, RECOMPILE, INLINE_STRESS): compiled code reaches them
 * through the VM, as plain field instructions in a nestmate of their class. Instance fields of
 * every kind, a volatile, a static (its class loaded early but initialised where the host does it),
 * an inherited private field read through the superclass's method, a final field, and a null
 * object.
 */
public class InlinedFieldAccess {

    public static void main(String[] args) {
        InlinedFieldAccessCounter c = new InlinedFieldAccessCounter();
        long sum = 0;
        for (int round = 0; round < 5; round++) {
            sum += count(c, 600);
        }
        System.out.println("sum " + sum + " " + c.describe());
        System.out.println("loaded " + InlinedFieldAccessLazy.class.getSimpleName());
        for (int round = 0; round < 5; round++) {
            touch(false);
        }
        System.out.println("before the first static access");
        System.out.println("hits " + touch(true) + " " + touch(true));
        InlinedFieldAccessLazy.reset(40);
        System.out.println("after reset " + touch(true));
        InlinedFieldAccessChild child = new InlinedFieldAccessChild(7);
        int inherited = 0;
        for (int round = 0; round < 5; round++) {
            inherited += inherit(child, 400);
        }
        System.out.println("inherited " + inherited + " final " + c.id());
        for (int round = 0; round < 5; round++) {
            try {
                System.out.println(peek(round < 4 ? c : null));
            } catch (NullPointerException e) {
                System.out.println("null receiver: " + e.getMessage());
            }
        }
    }

    static long count(InlinedFieldAccessCounter c, int n) {
        long sum = 0;
        for (int i = 0; i < n; i++) {
            sum += c.next();
            c.add(i * 3L, i * 0.5, (byte) i, (char) ('a' + i % 26), i % 2 == 0);
            c.flag(i);
        }
        return sum;
    }

    static int touch(boolean really) {
        return really ? InlinedFieldAccessLazy.hit() : 0;
    }

    static int inherit(InlinedFieldAccessChild child, int n) {
        int s = 0;
        for (int i = 0; i < n; i++) {
            s += child.base() + child.own();
        }
        return s;
    }

    static int peek(InlinedFieldAccessCounter c) {
        return InlinedFieldAccessCounter.peek(c);
    }
}

class InlinedFieldAccessCounter {
    private int n;
    private long total;
    private double half;
    private byte low;
    private char letter;
    private boolean even;
    private volatile int flags;
    private String last = "";
    private final int id = 42;

    int next() {
        return ++n;
    }

    void add(long x, double h, byte b, char ch, boolean e) {
        total += x;
        half += h;
        low ^= b;
        letter = ch;
        even = e;
        last = e ? "even" : "odd";
    }

    void flag(int i) {
        flags |= 1 << (i % 31);
    }

    int id() {
        return id;
    }

    String describe() {
        return n + " " + total + " " + half + " " + low + " " + letter + " " + even + " " + flags + " " + last;
    }

    static int peek(InlinedFieldAccessCounter c) {
        return c.n;
    }
}

class InlinedFieldAccessLazy {
    private static int hits;

    static {
        System.out.println("InlinedFieldAccessLazy initialised");
    }

    static int hit() {
        return ++hits;
    }

    static void reset(int to) {
        hits = to;
    }
}

class InlinedFieldAccessBase {
    private final int base;

    InlinedFieldAccessBase(int base) {
        this.base = base;
    }

    int base() {
        return base;
    }
}

class InlinedFieldAccessChild extends InlinedFieldAccessBase {
    private int own = 1;

    InlinedFieldAccessChild(int base) {
        super(base);
    }

    int own() {
        return own++;
    }
}
