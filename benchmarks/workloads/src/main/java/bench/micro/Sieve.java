package bench.micro;

import bench.Input;
import bench.Workload;

/**
 * Micro workload: int array loops with no calls. A sieve of Eratosthenes repeated over a fixed
 * range, then a prefix-sum pass over the prime flags; no calls inside the hot loops.
 *
 * <p>Call structure: none worth profiling (two static calls per round); the baseline for what
 * the interpreter costs on loads, stores, compares and backedges alone.
 */
public final class Sieve {

    static final int LIMIT = 1 << 20;

    private Sieve() {
    }

    public static void main(String[] args) {
        Workload.main("sieve", args, Sieve::run);
    }

    static long run(Input input) {
        int rounds = switch (input) {
            case SMALL -> 80;
            case LARGE -> 1300;
        };
        int[] composite = new int[LIMIT];
        long sum = 0;
        for (int round = 0; round < rounds; round++) {
            sum += sieve(composite);
            sum ^= digest(composite) + round;
        }
        return sum;
    }

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
}
