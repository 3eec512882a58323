package bench.micro;

import bench.Input;
import bench.Workload;

/**
 * Micro workload: recursive static calls (the doubly recursive Fibonacci function). Almost every
 * instruction is a static call, an int compare or an add, so the time goes to guest-to-guest call
 * overhead (frame set-up, prologue and epilogue).
 *
 * <p>Call structure: one monomorphic static call site, {@code fib} calling itself twice; no virtual
 * calls. The checksum is {@code fib(n) + fib(n - 1) + fib(n - 2)}.
 */
public final class Fib {

    private Fib() {
    }

    public static void main(String[] args) {
        Workload.main("fib", args, Fib::run);
    }

    static long run(Input input) {
        int n = switch (input) {
            case SMALL -> 39;
            case LARGE -> 45;
        };
        long sum = 0;
        for (int round = 0; round < 3; round++) {
            sum += fib(n - round);
        }
        return sum;
    }

    static int fib(int n) {
        return n < 2 ? n : fib(n - 1) + fib(n - 2);
    }
}
