/**
 * Tier-0 benchmark: recursive calls. Almost every instruction is a static call, an int compare or
 * an add, so the time goes to guest-to-guest call overhead (frame set-up, prologue and epilogue).
 *
 * <p>Usage: {@code Fib [N]} (default 37); prints {@code checksum <fib(N) summed over rounds>}.
 */
public class Fib {

    static int fib(int n) {
        return n < 2 ? n : fib(n - 1) + fib(n - 2);
    }

    public static void main(String[] args) {
        int n = args.length > 0 ? Integer.parseInt(args[0]) : 37;
        long sum = 0;
        for (int round = 0; round < 3; round++) {
            sum += fib(n - round);
        }
        System.out.println("checksum " + sum);
    }
}
