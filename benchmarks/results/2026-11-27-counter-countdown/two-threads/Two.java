public class Two {
    static int leaf(int x) { return x * 31 + 7; }
    static long work(int n) {
        long s = 0;
        for (int i = 0; i < n; i++) { s += leaf(i); }
        return s;
    }
    public static void main(String[] args) throws Exception {
        int threads = Integer.parseInt(args[0]);
        for (int it = 0; it < 12; it++) {
            long t0 = System.nanoTime();
            Thread[] ts = new Thread[threads];
            long[] out = new long[threads];
            for (int k = 0; k < threads; k++) {
                int kk = k;
                ts[k] = new Thread(() -> { long s = 0; for (int r = 0; r < 200; r++) { s += work(100_000); } out[kk] = s; });
                ts[k].start();
            }
            for (Thread t : ts) { t.join(); }
            System.err.printf("iteration %d %.1f ms%n", it, (System.nanoTime() - t0) / 1e6);
            System.out.println(out[0]);
        }
    }
}
