import java.util.List;

/** Sealed interfaces and classes (Java 17) with pattern-matching instanceof over them. */
public class SealedPatterns {
    sealed interface Expr permits Num, Add, Mul, Neg, Var {
    }

    record Num(int value) implements Expr {
    }

    record Add(Expr left, Expr right) implements Expr {
    }

    record Mul(Expr left, Expr right) implements Expr {
    }

    record Neg(Expr operand) implements Expr {
    }

    static final class Var implements Expr {
        final String name;

        Var(String name) {
            this.name = name;
        }
    }

    sealed abstract static class Shape permits Circle, Square, Poly {
        abstract String name();
    }

    static final class Circle extends Shape {
        final int r;

        Circle(int r) {
            this.r = r;
        }

        String name() {
            return "circle";
        }
    }

    static final class Square extends Shape {
        final int side;

        Square(int side) {
            this.side = side;
        }

        String name() {
            return "square";
        }
    }

    static non-sealed class Poly extends Shape {
        final int sides;

        Poly(int sides) {
            this.sides = sides;
        }

        String name() {
            return "poly" + sides;
        }
    }

    static class Star extends Poly {  // allowed: Poly is non-sealed
        Star() {
            super(10);
        }

        @Override
        String name() {
            return "star";
        }
    }

    static int eval(Expr e, int x) {
        if (e instanceof Num n) {
            return n.value();
        } else if (e instanceof Add a) {
            return eval(a.left(), x) + eval(a.right(), x);
        } else if (e instanceof Mul m && m.left() instanceof Num ln && ln.value() == 0) {
            return 0;  // short-circuit: the right side is never evaluated
        } else if (e instanceof Mul m) {
            return eval(m.left(), x) * eval(m.right(), x);
        } else if (e instanceof Neg neg) {
            return -eval(neg.operand(), x);
        } else if (e instanceof Var) {
            return x;
        }
        throw new IllegalStateException("unreachable");
    }

    static String show(Expr e) {
        if (e instanceof Num n) {
            return n.value() < 0 ? "(" + n.value() + ")" : String.valueOf(n.value());
        }
        if (e instanceof Add a) {
            return "(" + show(a.left()) + " + " + show(a.right()) + ")";
        }
        if (e instanceof Mul m) {
            return show(m.left()) + "*" + show(m.right());
        }
        if (e instanceof Neg n) {
            return "-" + show(n.operand());
        }
        return ((Var) e).name;
    }

    static Expr simplify(Expr e) {
        if (e instanceof Add a) {
            Expr l = simplify(a.left());
            Expr r = simplify(a.right());
            if (l instanceof Num ln && r instanceof Num rn) {
                return new Num(ln.value() + rn.value());
            }
            if (l instanceof Num ln && ln.value() == 0) {
                return r;
            }
            return r instanceof Num rn && rn.value() == 0 ? l : new Add(l, r);
        }
        if (e instanceof Mul m) {
            Expr l = simplify(m.left());
            Expr r = simplify(m.right());
            if (l instanceof Num ln && ln.value() == 1) {
                return r;
            }
            if (r instanceof Num rn && rn.value() == 1) {
                return l;
            }
            if (l instanceof Num ln && r instanceof Num rn) {
                return new Num(ln.value() * rn.value());
            }
            return new Mul(l, r);
        }
        if (e instanceof Neg n && n.operand() instanceof Neg inner) {
            return simplify(inner.operand());
        }
        return e;
    }

    static double area(Shape s) {
        if (s instanceof Circle c) {
            return 3 * c.r * c.r;
        } else if (s instanceof Square sq) {
            return sq.side * sq.side;
        } else if (s instanceof Poly p && !(p instanceof Star)) {
            return p.sides * 1.5;
        }
        return -1;
    }

    static String classify(Object o) {
        if (o instanceof String s && !s.isEmpty()) {
            return "non-empty string of " + s.length();
        }
        if (o instanceof String) {
            return "empty string";
        }
        if (!(o instanceof Number n)) {
            return o == null ? "null" : "other " + o.getClass().getSimpleName();
        }
        // n is in scope here because the negated test returned.
        return "number " + n.intValue() + (n instanceof Integer i && i > 10 ? " (big int)" : "");
    }

    public static void main(String[] args) {
        Var x = new Var("x");
        Expr e = new Add(new Mul(new Num(3), x), new Neg(new Add(x, new Num(-2))));
        for (int v = -2; v <= 2; v++) {
            System.out.print("e(" + v + ")=" + eval(e, v) + " ");
        }
        System.out.println();
        System.out.println(show(e));
        Expr messy = new Add(new Mul(new Num(1), new Add(new Num(0), x)), new Neg(new Neg(new Mul(new Num(2),
                new Num(3)))));
        System.out.println(show(messy) + "  =>  " + show(simplify(messy)) + "  eval(4)=" + eval(messy, 4) + "/"
                + eval(simplify(messy), 4));
        System.out.println("zero short-circuit " + eval(new Mul(new Num(0), new Neg(x)), 9));

        List<Shape> shapes = List.of(new Circle(2), new Square(3), new Poly(6), new Star());
        for (Shape s : shapes) {
            System.out.println(s.name() + " area " + area(s));
        }

        Object[] things = {"hello", "", 7, 42, 3.9, null, new int[0], 'c'};
        for (Object o : things) {
            System.out.println(classify(o));
        }

        System.out.println("Expr sealed " + Expr.class.isSealed() + " Shape sealed " + Shape.class.isSealed()
                + " Poly sealed " + Poly.class.isSealed() + " Num sealed " + Num.class.isSealed());
        StringBuilder sb = new StringBuilder();
        for (Class<?> c : Expr.class.getPermittedSubclasses()) {
            sb.append(c.getSimpleName()).append(' ');
        }
        for (Class<?> c : Shape.class.getPermittedSubclasses()) {
            sb.append(c.getSimpleName()).append(' ');
        }
        System.out.println("permitted " + sb.toString().trim() + " | Poly permitted "
                + (Poly.class.getPermittedSubclasses() == null));
    }
}
