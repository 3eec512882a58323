public class Micro {
    interface Op { int apply(int x); }
    static final class Inc implements Op { public int apply(int x) { return x + 1; } }
    static final class Dbl implements Op { public int apply(int x) { return (x << 1) ^ 7; } }
    static int leaf(int a, int b) { return a * 31 + b; }
    static int work(Op[] ops, int n) {
        int s = 0;
        for (int i = 0; i < n; i++) {
            s = leaf(s, ops[i & 1].apply(i));
        }
        return s;
    }
    public static void main(String[] args) {
        Op[] ops = { new Inc(), new Dbl() };
        int n = Integer.parseInt(args[0]);
        int rounds = Integer.parseInt(args[1]);
        long best = Long.MAX_VALUE; int sink = 0;
        for (int r = 0; r < rounds; r++) {
            long t = System.nanoTime();
            for (int k = 0; k < 100; k++) sink += work(ops, n);
            long d = System.nanoTime() - t;
            if (r >= rounds / 2) System.out.println("round " + r + " " + d / 1e6 + " ms");
        }
        System.out.println("sink " + sink);
    }
}
