/**
 * Tier-0 benchmark: int array loops. A sieve of Eratosthenes repeated over a fixed range, then a
 * prefix-sum pass over the prime flags; no calls inside the hot loops.
 *
 * <p>Usage: {@code Sieve [ROUNDS]} (default 30); prints {@code checksum <digest>}.
 */
public class Sieve {

    static final int LIMIT = 1 << 20;

    static int sieve(int[] composite) {
        int n = composite.length;
        for (int i = 0; i < n; i++) {
            composite[i] = 0;
        }
        int count = 0;
        for (int i = 2; i < n; i++) {
            if (composite[i] == 0) {
                count++;
                for (int j = i + i; j < n; j += i) {
                    composite[j] = 1;
                }
            }
        }
        return count;
    }

    static long digest(int[] composite) {
        long h = 0;
        int run = 0;
        for (int i = 2; i < composite.length; i++) {
            run += 1 - composite[i];
            h = h * 31 + run;
        }
        return h;
    }

    public static void main(String[] args) {
        int rounds = args.length > 0 ? Integer.parseInt(args[0]) : 30;
        int[] composite = new int[LIMIT];
        long sum = 0;
        for (int round = 0; round < rounds; round++) {
            sum += sieve(composite);
            sum ^= digest(composite) + round;
        }
        System.out.println("checksum " + sum);
    }
}
