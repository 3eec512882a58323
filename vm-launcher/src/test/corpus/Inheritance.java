import java.util.ArrayList;
import java.util.List;

/** Inheritance and virtual dispatch: abstract classes, overriding, super calls, overloads. */
public class Inheritance {
    abstract static class Shape {
        private static int created;
        protected final String name;

        Shape(String name) {
            this.name = name;
            created++;
            log("Shape(" + name + ") kind=" + kind());
        }

        abstract double area();

        String kind() {
            return "shape";
        }

        String describe() {
            return name + "[" + kind() + ", area=" + fmt(area()) + "]";
        }

        static int created() {
            return created;
        }
    }

    static class Rect extends Shape {
        final int w;
        final int h;

        Rect(int w, int h) {
            this("rect", w, h);
        }

        protected Rect(String name, int w, int h) {
            super(name);
            this.w = w;
            this.h = h;
        }

        @Override
        double area() {
            return w * h;
        }

        @Override
        String kind() {
            return "rect";
        }
    }

    static class Square extends Rect {
        Square(int s) {
            super("square", s, s);
        }

        @Override
        String kind() {
            return "square<" + super.kind() + ">";
        }

        @Override
        String describe() {
            return "Square:" + super.describe();
        }
    }

    static class Circle extends Shape {
        final int r;

        Circle(int r) {
            super("circle");
            this.r = r;
        }

        @Override
        double area() {
            return 3 * r * r;
        }
    }

    static final class Unit extends Square {
        Unit() {
            super(1);
        }

        @Override
        double area() {
            return super.area() + 0.5;
        }

        @Override
        String kind() {
            return "unit/" + super.kind();
        }
    }

    // Overloads: resolution by static type.
    static String over(Object o) {
        return "over(Object)";
    }

    static String over(Shape s) {
        return "over(Shape)";
    }

    static String over(Rect r) {
        return "over(Rect)";
    }

    static String over(int i) {
        return "over(int)";
    }

    static String over(long l) {
        return "over(long)";
    }

    static String over(Integer i) {
        return "over(Integer)";
    }

    static String over(double d) {
        return "over(double)";
    }

    // Instance overloads and overriding together.
    static class Greeter {
        String greet(Object o) {
            return "Greeter.greet(Object " + o + ")";
        }

        String greet(String s) {
            return "Greeter.greet(String " + s + ")";
        }
    }

    static class LoudGreeter extends Greeter {
        @Override
        String greet(Object o) {
            return "LoudGreeter.greet(Object " + o + ") -> " + super.greet(o);
        }
    }

    // Field hiding versus method overriding.
    static class Base {
        String field = "Base.field";
        static String sname() {
            return "Base.sname";
        }
        String name() {
            return "Base.name";
        }
        String callName() {
            return name() + "/" + field + "/" + sname();
        }
    }

    static class Derived extends Base {
        String field = "Derived.field";
        static String sname() {
            return "Derived.sname";
        }
        @Override
        String name() {
            return "Derived.name";
        }
        String both() {
            return field + "+" + super.field + "+" + ((Base) this).field;
        }
    }

    // Protected/package dispatch through a chain where a middle class does not override.
    static class A {
        String who() {
            return "A";
        }
        String chain() {
            return "A.chain->" + who();
        }
    }

    static class B extends A {
    }

    static class C extends B {
        @Override
        String who() {
            return "C";
        }
        @Override
        String chain() {
            return "C.chain->" + super.chain();
        }
    }

    static String fmt(double d) {
        return String.valueOf(d);
    }

    static void log(String s) {
        System.out.println(s);
    }

    public static void main(String[] args) {
        List<Shape> shapes = new ArrayList<>();
        shapes.add(new Rect(2, 3));
        shapes.add(new Square(4));
        shapes.add(new Circle(2));
        shapes.add(new Unit());
        log("created=" + Shape.created());
        double total = 0;
        for (Shape s : shapes) {
            log(s.describe());
            total += s.area();
        }
        log("total=" + total);

        Shape s = new Square(5);
        Rect r = new Rect(1, 1);
        Object o = r;
        log(over(s) + " " + over(r) + " " + over(o) + " " + over((Shape) r));
        log(over(1) + " " + over(1L) + " " + over('c') + " " + over(Integer.valueOf(1)) + " " + over(1.5f));
        byte b = 7;
        short sh = 8;
        log(over(b) + " " + over(sh) + " " + over((Object) 3));

        Greeter g = new LoudGreeter();
        log(g.greet("hi"));
        log(g.greet((Object) "hi"));
        log(g.greet(42));

        Base base = new Derived();
        log(base.field + " " + base.name() + " " + base.callName());
        log(((Derived) base).both());
        log(Base.sname() + " " + Derived.sname());

        A[] as = {new A(), new B(), new C()};
        for (A a : as) {
            log(a.getClass().getSimpleName() + ": " + a.chain());
        }

        log("instanceof: " + (s instanceof Rect) + " " + (s instanceof Square) + " "
                + (r instanceof Square) + " " + (shapes.get(3) instanceof Square));
        log("created=" + Shape.created());
    }
}
