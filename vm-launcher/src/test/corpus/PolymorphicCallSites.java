/** Call sites whose receiver mix changes over time: monomorphic, then bimorphic, then megamorphic. */
public class PolymorphicCallSites {
    abstract static class Op {
        abstract int apply(int x);

        int applyTwice(int x) {
            return apply(apply(x));  // virtual self-call inside a virtual method
        }
    }

    static final class Inc extends Op {
        int apply(int x) {
            return x + 1;
        }
    }

    static final class Dbl extends Op {
        int apply(int x) {
            return x * 2;
        }
    }

    static final class Neg extends Op {
        int apply(int x) {
            return -x;
        }
    }

    static final class Sq extends Op {
        int apply(int x) {
            return x * x % 1009;
        }
    }

    static class Xor extends Op {
        int apply(int x) {
            return x ^ 0x55;
        }
    }

    static final class XorSub extends Xor {
        @Override
        int apply(int x) {
            return super.apply(x) + 3;
        }
    }

    interface Shape {
        int edges();
    }

    record Tri() implements Shape {
        public int edges() {
            return 3;
        }
    }

    record Quad() implements Shape {
        public int edges() {
            return 4;
        }
    }

    record Pent() implements Shape {
        public int edges() {
            return 5;
        }
    }

    static int run(Op op, int x) {
        return op.apply(x);  // the call site under study
    }

    static long phase(Op[] ops, int iterations) {
        long acc = 0;
        int x = 1;
        for (int i = 0; i < iterations; i++) {
            Op op = ops[i % ops.length];
            x = run(op, x) % 100000;
            acc += x;
        }
        return acc;
    }

    static int edges(Shape[] shapes, int iterations) {
        int sum = 0;
        for (int i = 0; i < iterations; i++) {
            sum += shapes[(i * 7) % shapes.length].edges();
        }
        return sum;
    }

    public static void main(String[] args) {
        Op inc = new Inc();
        Op dbl = new Dbl();
        Op neg = new Neg();
        Op sq = new Sq();
        Op xor = new Xor();
        Op xsub = new XorSub();
        System.out.println("monomorphic " + phase(new Op[] {inc}, 20000));
        System.out.println("bimorphic   " + phase(new Op[] {inc, dbl}, 20000));
        System.out.println("skewed      " + phase(new Op[] {inc, inc, inc, inc, inc, inc, inc, inc, inc, dbl}, 20000));
        System.out.println("megamorphic " + phase(new Op[] {inc, dbl, neg, sq, xor, xsub}, 20000));
        System.out.println("back to one " + phase(new Op[] {sq}, 20000));
        System.out.println("subclass    " + phase(new Op[] {xor, xsub}, 20000));
        StringBuilder sb = new StringBuilder();
        for (Op op : new Op[] {inc, dbl, neg, sq, xor, xsub}) {
            sb.append(op.getClass().getSimpleName()).append('=').append(op.applyTwice(7)).append(' ');
        }
        System.out.println(sb.toString().trim());
        Shape[] one = {new Tri()};
        Shape[] three = {new Tri(), new Quad(), new Pent()};
        System.out.println("interface mono " + edges(one, 30000) + " poly " + edges(three, 30000));
        // A site that first sees only one class, then a new class loaded late.
        Op late = new Op() {
            int apply(int x) {
                return x - 7;
            }
        };
        System.out.println("late class  " + phase(new Op[] {inc, late}, 20000));
    }
}
