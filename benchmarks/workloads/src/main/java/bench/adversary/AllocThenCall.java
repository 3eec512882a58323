package bench.adversary;

import bench.Input;
import bench.Workload;

/**
 * Adversary of timer-based call-graph sampling: the loop of {@link FieldRun} with an
 * allocation-heavy stretch. Each iteration builds 16 small {@code int[]} and {@code long[]}
 * arrays inline (64 statements, no call, no inner loop), stores each into a ring that keeps it
 * until the next iteration replaces it, then calls {@link #c}, {@link #d} and {@link #e} once
 * each. Only arrays are allocated, because {@code new} of a class runs its constructor, which is
 * a call. A timer tick almost always arrives during the stretch, so a sampler that records the
 * edge taken at the next prologue or epilogue after a tick attributes nearly every sample to
 * {@code run -> c} and almost none to {@code run -> d} or {@code run -> e}, although the three
 * edges are taken equally often.
 *
 * <p>Exact profile of one call of {@code run}, with n = {@value #SMALL_ITERATIONS} (small) or
 * {@value #LARGE_ITERATIONS} (large):
 * <ul>
 *   <li>{@code AllocThenCall.run -> AllocThenCall.c}: n, from one call site;</li>
 *   <li>{@code AllocThenCall.run -> AllocThenCall.d}: n, from one call site;</li>
 *   <li>{@code AllocThenCall.run -> AllocThenCall.e}: n, from one call site.</li>
 * </ul>
 * Nothing else is called from this class: {@code c}, {@code d} and {@code e} call nothing.
 */
public final class AllocThenCall {

    static final int SMALL_ITERATIONS = 2_000_000;
    static final int LARGE_ITERATIONS = 60_000_000;

    private static final int RING = 8;
    private static final int WIDTH = 3;

    private AllocThenCall() {
    }

    public static void main(String[] args) {
        Workload.main("allocrun", args, AllocThenCall::run);
    }

    static long run(Input input) {
        int n = input == Input.SMALL ? SMALL_ITERATIONS : LARGE_ITERATIONS;
        int[][] ints = new int[RING][WIDTH];
        long[][] longs = new long[RING][WIDTH];
        long acc = 1;
        for (int i = 0; i < n; i++) {
            int[] v0 = new int[3];
            v0[0] = ints[1][1] ^ i;
            v0[1] = ints[1][2] + v0[0];
            ints[0] = v0;
            long[] w1 = new long[5];
            w1[0] = longs[4][2] * 5 + i;
            w1[1] = longs[4][2] ^ w1[0] >>> 6;
            longs[0] = w1;
            int[] v2 = new int[8];
            v2[0] = ints[6][2] ^ i;
            v2[2] = ints[5][2] + v2[0];
            ints[1] = v2;
            long[] w3 = new long[4];
            w3[0] = longs[0][1] * 31 + i;
            w3[2] = longs[0][1] ^ w3[0] >>> 14;
            longs[1] = w3;
            int[] v4 = new int[4];
            v4[0] = ints[2][0] ^ i;
            v4[1] = ints[3][0] + v4[0];
            ints[2] = v4;
            long[] w5 = new long[4];
            w5[0] = longs[2][2] * 7 + i;
            w5[1] = longs[2][1] ^ w5[0] >>> 14;
            longs[2] = w5;
            int[] v6 = new int[6];
            v6[0] = ints[5][1] ^ i;
            v6[1] = ints[5][1] + v6[0];
            ints[3] = v6;
            long[] w7 = new long[5];
            w7[0] = longs[7][1] * 7 + i;
            w7[2] = longs[3][2] ^ w7[0] >>> 17;
            longs[3] = w7;
            int[] v8 = new int[6];
            v8[0] = ints[7][1] ^ i;
            v8[2] = ints[7][1] + v8[0];
            ints[4] = v8;
            long[] w9 = new long[5];
            w9[0] = longs[3][2] * 5 + i;
            w9[2] = longs[5][1] ^ w9[0] >>> 10;
            longs[4] = w9;
            int[] v10 = new int[6];
            v10[0] = ints[6][2] ^ i;
            v10[1] = ints[4][1] + v10[0];
            ints[5] = v10;
            long[] w11 = new long[5];
            w11[0] = longs[5][1] * 3 + i;
            w11[1] = longs[1][2] ^ w11[0] >>> 4;
            longs[5] = w11;
            int[] v12 = new int[3];
            v12[0] = ints[0][2] ^ i;
            v12[1] = ints[4][2] + v12[0];
            ints[6] = v12;
            long[] w13 = new long[3];
            w13[0] = longs[2][0] * 5 + i;
            w13[1] = longs[4][1] ^ w13[0] >>> 2;
            longs[6] = w13;
            int[] v14 = new int[3];
            v14[0] = ints[5][0] ^ i;
            v14[1] = ints[5][2] + v14[0];
            ints[7] = v14;
            long[] w15 = new long[3];
            w15[0] = longs[1][0] * 3 + i;
            w15[1] = longs[1][2] ^ w15[0] >>> 1;
            longs[7] = w15;
            acc = c(acc, ints[i & (RING - 1)][0]);
            acc = d(acc, longs[i & (RING - 1)][1]);
            acc = e(acc, i);
        }
        for (int k = 0; k < RING; k++) {
            for (int j = 0; j < WIDTH; j++) {
                acc = acc * 31 + ints[k][j] + longs[k][j];
            }
        }
        return acc;
    }

    private static long c(long acc, int value) {
        return acc * 31 + value;
    }

    private static long d(long acc, long value) {
        return acc ^ value;
    }

    private static long e(long acc, int salt) {
        return (acc << 7 | acc >>> 57) + salt;
    }
}
