import java.util.ArrayList;
import java.util.List;

/** Interfaces: default, static and private methods, diamond resolution, interface dispatch. */
public class Interfaces {
    interface Named {
        String name();

        default String greeting() {
            return "Hello, " + decorate(name());
        }

        private String decorate(String s) {
            return "<" + s + ">";
        }

        static Named of(String n) {
            return () -> n;
        }
    }

    interface Counter {
        int count();

        default int twice() {
            return 2 * count();
        }
    }

    interface Left {
        default String side() {
            return "left";
        }
    }

    interface Right {
        default String side() {
            return "right";
        }
    }

    // Diamond: both defaults conflict, the class must resolve explicitly.
    static class Both implements Left, Right {
        @Override
        public String side() {
            return Left.super.side() + "+" + Right.super.side();
        }
    }

    interface Top {
        default String who() {
            return "Top";
        }
    }

    interface MidA extends Top {
        @Override
        default String who() {
            return "MidA>" + Top.super.who();
        }
    }

    interface MidB extends Top {
    }

    // MidA.who is more specific than Top.who: no conflict.
    static class Bottom implements MidA, MidB {
    }

    static class Parent {
        public String who() {
            return "Parent";
        }
    }

    // Class method wins over interface default.
    static class ClassWins extends Parent implements MidA {
    }

    // Abstract re-declaration of a default in a sub-interface.
    interface Reabstract extends Top {
        @Override
        String who();
    }

    static class Concrete implements Reabstract {
        @Override
        public String who() {
            return "Concrete (was " + "abstract)";
        }
    }

    interface Shape {
        double area();

        default String describe() {
            return getClass().getSimpleName() + " area " + area();
        }

        static double total(List<? extends Shape> shapes) {
            double t = 0;
            for (Shape s : shapes) {
                t += s.area();
            }
            return t;
        }
    }

    static final class Sq implements Shape, Named, Counter {
        final int s;

        Sq(int s) {
            this.s = s;
        }

        public double area() {
            return s * s;
        }

        public String name() {
            return "sq" + s;
        }

        public int count() {
            return 4;
        }
    }

    static final class Tri implements Shape, Counter {
        public double area() {
            return 0.5;
        }

        public int count() {
            return 3;
        }

        @Override
        public int twice() {
            return Counter.super.twice() + 100;
        }
    }

    static class Hex implements Shape, Counter, Named {
        public double area() {
            return 6;
        }

        public int count() {
            return 6;
        }

        public String name() {
            return "hex";
        }

        @Override
        public String greeting() {
            return "Hex says " + Named.super.greeting();
        }

        @Override
        public String describe() {
            return "HEX!" + Shape.super.describe();
        }
    }

    static class BigHex extends Hex {
        @Override
        public int count() {
            return super.count() * 10;
        }
    }

    static class Pent implements Counter {
        public int count() {
            return 5;
        }
    }

    static class Oct implements Counter {
        public int count() {
            return 8;
        }
    }

    static class Dec implements Counter {
        public int count() {
            return 10;
        }
    }

    // Interface with constant fields and a static nested class.
    interface Consts {
        int ANSWER = 42;
        String WORD = "w" + ANSWER;

        class Holder {
            static String show() {
                return "Holder:" + WORD;
            }
        }
    }

    static class UsesConsts implements Consts {
        int get() {
            return ANSWER + 1;
        }
    }

    // Generic interface with a default method that calls an abstract one.
    interface Transformer<T> {
        T apply(T t);

        default Transformer<T> then(Transformer<T> next) {
            return t -> next.apply(apply(t));
        }
    }

    public static void main(String[] args) {
        Named n = Named.of("world");
        System.out.println(n.greeting());
        System.out.println(new Both().side());
        System.out.println(new Bottom().who());
        System.out.println(new ClassWins().who());
        Top t = new Concrete();
        System.out.println(t.who());

        List<Shape> shapes = new ArrayList<>();
        shapes.add(new Sq(3));
        shapes.add(new Tri());
        shapes.add(new Hex());
        shapes.add(new BigHex());
        for (Shape s : shapes) {
            System.out.println(s.describe());
        }
        System.out.println("total=" + Shape.total(shapes));

        // Interface dispatch over many receiver classes at one call site.
        Counter[] counters = {new Sq(1), new Tri(), new Hex(), new BigHex(), new Pent(), new Oct(), new Dec(),
            () -> 7, new Counter() {
                public int count() {
                    return 11;
                }
            }};
        int sum = 0;
        int sum2 = 0;
        for (int round = 0; round < 3; round++) {
            for (Counter c : counters) {
                sum += c.count();
                sum2 += c.twice();
            }
        }
        System.out.println("sum=" + sum + " sum2=" + sum2);
        StringBuilder sb = new StringBuilder();
        for (Counter c : counters) {
            sb.append(c.count()).append(':').append(c.twice()).append(' ');
        }
        System.out.println(sb.toString().trim());

        Object[] objs = {new Sq(2), new Hex(), new Tri(), "str"};
        for (Object o : objs) {
            System.out.println((o instanceof Named) + " " + (o instanceof Counter) + " " + (o instanceof Shape)
                    + (o instanceof Named nm ? " " + nm.greeting() : ""));
        }

        System.out.println(Consts.ANSWER + " " + Consts.WORD + " " + Consts.Holder.show() + " "
                + new UsesConsts().get());

        Transformer<String> up = String::toUpperCase;
        Transformer<String> ex = s -> s + "!";
        System.out.println(up.then(ex).then(ex).apply("abc"));
        Transformer<Integer> inc = i -> i + 1;
        System.out.println(inc.then(inc).then(i -> i * 10).apply(1));
    }
}
