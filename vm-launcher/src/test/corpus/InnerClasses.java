import java.util.ArrayList;
import java.util.Iterator;
import java.util.List;
import java.util.function.IntSupplier;
import java.util.function.Supplier;

/** Inner, static nested, local and anonymous classes; captured variables; nest-mate private access. */
public class InnerClasses {
    private int secret = 10;
    private static int staticSecret = 100;
    private final String label;

    InnerClasses(String label) {
        this.label = label;
    }

    private String hidden() {
        return "hidden(" + label + ")";
    }

    private static String staticHidden(int x) {
        return "staticHidden(" + x + ")";
    }

    /** Inner class: reads and writes the outer instance's private state. */
    class Inner {
        private int innerSecret;

        Inner(int v) {
            innerSecret = v;
        }

        int bump() {
            secret += innerSecret;
            staticSecret++;
            return secret;
        }

        String show() {
            return label + ":" + hidden() + ":" + InnerClasses.this.secret + ":" + staticHidden(innerSecret);
        }

        /** Inner of inner: reaches both enclosing instances. */
        class Deeper {
            private final int d;

            Deeper(int d) {
                this.d = d;
            }

            String show() {
                return "Deeper(" + d + ") inner=" + innerSecret + " outer=" + secret + " label=" + label;
            }
        }
    }

    /** Static nested class with its own private state. */
    static class Nested {
        private int count;
        private static int instances;

        Nested() {
            instances++;
        }

        private void inc() {
            count++;
        }

        String read(InnerClasses outer) {
            return "Nested sees outer.secret=" + outer.secret + " staticSecret=" + staticSecret;
        }
    }

    /** Outer reading the private members of its nested and inner classes. */
    String peek(Inner in, Nested n) {
        n.inc();
        n.inc();
        in.innerSecret += 1;
        return "outer peeks inner.innerSecret=" + in.innerSecret + " nested.count=" + n.count
                + " Nested.instances=" + Nested.instances;
    }

    static class Sibling1 {
        private String priv() {
            return "Sibling1.priv";
        }
    }

    static class Sibling2 {
        String callSibling(Sibling1 s) {
            return "Sibling2 -> " + s.priv();
        }
    }

    IntSupplier counterFrom(int start) {
        // Local class capturing a parameter, a local and the outer instance.
        int step = secret / 10;
        class Local implements IntSupplier {
            private int cur = start;

            public int getAsInt() {
                int r = cur;
                cur += step;
                return r + secret * 0;
            }

            @Override
            public String toString() {
                return "Local(cur=" + cur + ", step=" + step + ", label=" + label + ")";
            }
        }
        return new Local();
    }

    Iterator<String> letters(String word) {
        // Anonymous class capturing an effectively final local.
        return new Iterator<String>() {
            private int i;

            public boolean hasNext() {
                return i < word.length();
            }

            public String next() {
                return label + "-" + word.charAt(i++);
            }
        };
    }

    static abstract class Base {
        final String tag;

        Base(String tag) {
            this.tag = tag;
        }

        abstract String run();
    }

    public static void main(String[] args) {
        InnerClasses outer = new InnerClasses("o1");
        InnerClasses.Inner in = outer.new Inner(5);
        System.out.println(in.show());
        System.out.println("bump=" + in.bump() + " bump=" + in.bump());
        InnerClasses.Inner.Deeper deeper = in.new Deeper(7);
        System.out.println(deeper.show());

        InnerClasses other = new InnerClasses("o2");
        Inner in2 = other.new Inner(1);
        in2.bump();
        System.out.println(in2.show() + " | " + in.show());

        Nested n = new Nested();
        new Nested();
        System.out.println(n.read(outer));
        System.out.println(outer.peek(in, n));
        System.out.println(in.show());
        System.out.println(new Sibling2().callSibling(new Sibling1()));

        IntSupplier c = outer.counterFrom(3);
        System.out.println(c.getAsInt() + " " + c.getAsInt() + " " + c.getAsInt() + " " + c);

        Iterator<String> it = other.letters("xyz");
        List<String> got = new ArrayList<>();
        while (it.hasNext()) {
            got.add(it.next());
        }
        System.out.println(got);

        // Anonymous subclass of an abstract class with constructor args and an instance initializer.
        int[] box = {0};
        String prefix = "anon";
        Base b = new Base("T") {
            int extra;

            {
                extra = 40 + box[0]++;
            }

            String run() {
                box[0] += 10;
                return prefix + "/" + tag + "/" + extra;
            }
        };
        System.out.println(b.run() + " box=" + box[0]);

        // Captures inside loops: each closure sees its own copy.
        List<Supplier<String>> sups = new ArrayList<>();
        for (int i = 0; i < 3; i++) {
            final int k = i;
            String s = "v" + i;
            sups.add(new Supplier<String>() {
                public String get() {
                    return s + "*" + k;
                }
            });
            sups.add(() -> s + "#" + (k * k));
        }
        StringBuilder sb = new StringBuilder();
        for (Supplier<String> s : sups) {
            sb.append(s.get()).append(' ');
        }
        System.out.println(sb.toString().trim());

        // Class names of the various kinds (stable across javac: numbered in order).
        System.out.println(Inner.class.getName() + " " + Inner.Deeper.class.getName() + " " + Nested.class.getName());
        System.out.println(it.getClass().getName() + " " + b.getClass().getName() + " " + c.getClass().getName());
        System.out.println(Inner.class.getSimpleName() + " " + Inner.Deeper.class.getSimpleName() + " ["
                + b.getClass().getSimpleName() + "] " + c.getClass().getSimpleName());
        System.out.println(b.getClass().isAnonymousClass() + " " + c.getClass().isLocalClass() + " "
                + Inner.class.isMemberClass() + " " + (Inner.class.getEnclosingClass() == InnerClasses.class)
                + " " + (Inner.Deeper.class.getDeclaringClass() == Inner.class));
        System.out.println("staticSecret=" + staticSecret + " secret=" + outer.secret + "/" + other.secret);
    }
}
