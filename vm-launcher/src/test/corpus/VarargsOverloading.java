import java.util.Arrays;
import java.util.List;

/** Varargs and overload resolution: phases (exact, boxing, varargs), most specific, null, arrays. */
public class VarargsOverloading {
    static String f(int x) {
        return "f(int)";
    }

    static String f(long x) {
        return "f(long)";
    }

    static String f(Integer x) {
        return "f(Integer)";
    }

    static String f(Object x) {
        return "f(Object)";
    }

    static String f(int... xs) {
        return "f(int...) n=" + xs.length;
    }

    static String g(Object o) {
        return "g(Object)";
    }

    static String g(Object... os) {
        return "g(Object...) " + (os == null ? "null array" : "n=" + os.length);
    }

    static String h(String s, Object... rest) {
        return "h(String, Object...) " + s + " " + Arrays.deepToString(rest);
    }

    static String h(String s, String t) {
        return "h(String, String) " + s + " " + t;
    }

    static String k(double d) {
        return "k(double " + d + ")";
    }

    static String k(float f) {
        return "k(float " + f + ")";
    }

    static String m(char c) {
        return "m(char)";
    }

    static String m(int i) {
        return "m(int)";
    }

    static String m(Character c) {
        return "m(Character)";
    }

    static String n(String s) {
        return "n(String)";
    }

    static String n(Object o) {
        return "n(Object)";
    }

    static String n(CharSequence cs) {
        return "n(CharSequence)";
    }

    static int sum(int... xs) {
        int s = 0;
        for (int x : xs) {
            s += x;
        }
        return s;
    }

    static long sumL(long first, long... rest) {
        long s = first;
        for (long r : rest) {
            s += r;
        }
        return s;
    }

    static String describe(String label, double... ds) {
        StringBuilder sb = new StringBuilder(label).append('[');
        for (double d : ds) {
            sb.append(d).append(';');
        }
        return sb.append(']').toString();
    }

    @SafeVarargs
    static <T> String generic(T... ts) {
        return ts.getClass().getComponentType().getSimpleName() + Arrays.toString(ts);
    }

    static String arrays(int[][] grid, String[]... more) {
        return Arrays.deepToString(grid) + " " + Arrays.deepToString(more);
    }

    static class Base {
        String over(Object o) {
            return "Base.over(Object)";
        }

        String over(String s) {
            return "Base.over(String)";
        }
    }

    static class Sub extends Base {
        @Override
        String over(Object o) {
            return "Sub.over(Object)";
        }

        String over(Integer i) {
            return "Sub.over(Integer)";
        }
    }

    static class Ctor {
        final String how;

        Ctor(int a) {
            how = "Ctor(int)";
        }

        Ctor(int... a) {
            how = "Ctor(int...) " + a.length;
        }

        Ctor(String s, int... a) {
            how = "Ctor(String,int...) " + s + a.length;
        }
    }

    public static void main(String[] args) {
        byte b = 1;
        short s = 2;
        char c = 'c';
        long l = 4;
        Integer boxed = 5;
        System.out.println(f(1) + " " + f(b) + " " + f(s) + " " + f(c) + " " + f(l) + " " + f(boxed) + " "
                + f(1.5) + " " + f("x"));
        System.out.println(f() + " " + f(1, 2) + " " + f(new int[] {1, 2, 3}));
        System.out.println(g(1) + " | " + g() + " | " + g(1, 2) + " | " + g((Object) null) + " | "
                + g((Object[]) null) + " | " + g(new Object[] {1, 2}) + " | " + g((Object) new Object[] {1, 2})
                + " | " + g((Object[]) new String[] {"a"}));
        System.out.println(h("a", "b") + " | " + h("a") + " | " + h("a", 1) + " | " + h("a", "b", "c") + " | "
                + h("a", (Object) "b") + " | " + h("a", new int[] {1}, List.of(2)));
        System.out.println(k(1) + " " + k(1L) + " " + k(1.5f) + " " + k(1.5) + " " + k('a'));
        System.out.println(m('x') + " " + m(120) + " " + m(Character.valueOf('y')) + " " + m((char) 65));
        System.out.println(n("s") + " " + n(new StringBuilder("sb")) + " " + n(1) + " " + n(null) + " "
                + n((Object) "s") + " " + n((CharSequence) "s"));
        System.out.println(sum() + " " + sum(1) + " " + sum(1, 2, 3, 4, 5) + " " + sumL(1) + " " + sumL(1, 2, 3)
                + " " + sumL(Integer.MAX_VALUE, Integer.MAX_VALUE));
        System.out.println(describe("none") + " " + describe("ints", 1, 2) + " " + describe("mixed", 1, 2.5f, 'a'));
        System.out.println(generic("a", "b") + " " + generic(1, 2) + " " + generic(1, "x") + " " + generic());
        System.out.println(arrays(new int[][] {{1}, {2, 3}}) + " " + arrays(new int[0][], new String[] {"p"},
                new String[] {"q", "r"}));

        Base base = new Sub();
        Sub sub = new Sub();
        System.out.println(base.over(1) + " " + base.over("s") + " " + sub.over(1) + " " + sub.over("s") + " "
                + sub.over(1.0));

        System.out.println(new Ctor(1).how + " | " + new Ctor().how + " | " + new Ctor(1, 2).how + " | "
                + new Ctor("s").how + " | " + new Ctor("s", 1, 2, 3).how);
        System.out.println(String.format("%s %s %s", "varargs", "into", "jdk") + " " + Arrays.asList(1, 2, 3) + " "
                + List.of("a", "b", "c", "d", "e", "f", "g", "h", "i", "j", "k", "l").size() + " "
                + Math.max(1, 2L) + " " + String.join(",", new String[] {"x", "y"}));
    }
}
