package bench.adversary;

import bench.Input;
import bench.Workload;
import java.util.Arrays;

/**
 * Adversary of timer-based call-graph sampling: the loop of {@link FieldRun} with a native
 * stretch. Each iteration copies an array of {@value #LENGTH} pseudo-random ints with
 * {@code System.arraycopy} and sorts the copy with {@code Arrays.sort}: JDK code that runs
 * natively, during which no guest yieldpoint is reached, much like a blocking I/O call. It then
 * calls {@link #f} and then {@link #g}. A timer tick almost always arrives during the sort, and
 * the next guest prologue is that of {@code f}, so a sampler that records the edge taken at the
 * next prologue or epilogue after a tick attributes nearly every sample to {@code run -> f} and
 * almost none to {@code run -> g}, although both edges are taken equally often.
 *
 * <p>Exact profile of one call of {@code run}, with n = {@value #SMALL_ITERATIONS} (small) or
 * {@value #LARGE_ITERATIONS} (large):
 * <ul>
 *   <li>{@code NativeThenCall.run -> NativeThenCall.f}: n, from one call site;</li>
 *   <li>{@code NativeThenCall.run -> NativeThenCall.g}: n, from one call site;</li>
 *   <li>{@code NativeThenCall.run -> System.arraycopy}: n, and
 *       {@code NativeThenCall.run -> Arrays.sort(int[])}: n, both into the JDK.</li>
 * </ul>
 * Nothing else is called from this class: {@code f} and {@code g} call nothing.
 */
public final class NativeThenCall {

    static final int SMALL_ITERATIONS = 5_000;
    static final int LARGE_ITERATIONS = 100_000;
    static final int LENGTH = 2048;

    private NativeThenCall() {
    }

    public static void main(String[] args) {
        Workload.main("nativerun", args, NativeThenCall::run);
    }

    static long run(Input input) {
        int n = input == Input.SMALL ? SMALL_ITERATIONS : LARGE_ITERATIONS;
        int[] source = new int[LENGTH];
        int seed = 1;
        for (int k = 0; k < LENGTH; k++) {
            seed = seed * 1_103_515_245 + 12_345;
            source[k] = seed;
        }
        int[] sorted = new int[LENGTH];
        long acc = 0;
        for (int i = 0; i < n; i++) {
            System.arraycopy(source, 0, sorted, 0, LENGTH);
            Arrays.sort(sorted);
            acc = f(acc, sorted[i & (LENGTH - 1)]);
            source[i & (LENGTH - 1)] = g(source[i & (LENGTH - 1)], acc);
        }
        return acc;
    }

    private static long f(long acc, int value) {
        return acc * 31 + value;
    }

    private static int g(int value, long acc) {
        return value ^ (int) (acc >>> 17);
    }
}
