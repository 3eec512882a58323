package bench.adversary;

import bench.Input;
import bench.Workload;

/**
 * Adversary of timer-based call-graph sampling: the loop of Figure 1 of Arnold and Grove,
 * "Collecting and Exploiting High-Accuracy Call Graph Profiles in Virtual Machines" (CGO 2005).
 * Each iteration runs a long straight-line stretch of field reads and writes (64 statements over
 * the fields of three objects, no call, no inner loop), then calls {@link #a} and then
 * {@link #b}. A timer tick almost always arrives during the stretch, and the next method
 * prologue is that of {@code a}, so a sampler that records the edge taken at the next prologue
 * or epilogue after a tick attributes nearly every sample to {@code run -> a} and almost none to
 * {@code run -> b}, although both edges are taken equally often.
 *
 * <p>Exact profile of one call of {@code run}, with n = {@value #SMALL_ITERATIONS} (small) or
 * {@value #LARGE_ITERATIONS} (large):
 * <ul>
 *   <li>{@code FieldRun.run -> FieldRun.a}: n, from one call site;</li>
 *   <li>{@code FieldRun.run -> FieldRun.b}: n, from one call site;</li>
 *   <li>{@code FieldRun.run -> FieldRun$Cell.<init>}: 3, and
 *       {@code FieldRun$Cell.<init> -> Object.<init>}: 3.</li>
 * </ul>
 * Nothing else is called from this class: {@code a} and {@code b} call nothing.
 */
public final class FieldRun {

    static final int SMALL_ITERATIONS = 10_000_000;
    static final int LARGE_ITERATIONS = 175_000_000;

    private FieldRun() {
    }

    public static void main(String[] args) {
        Workload.main("fieldrun", args, FieldRun::run);
    }

    static long run(Input input) {
        int n = input == Input.SMALL ? SMALL_ITERATIONS : LARGE_ITERATIONS;
        Cell p = new Cell(1);
        Cell q = new Cell(2);
        Cell r = new Cell(3);
        for (int i = 0; i < n; i++) {
            p.w ^= (q.w ^ i);
            r.z ^= (p.w ^ i);
            r.w -= r.z >>> 12;
            p.y += p.w;
            q.x ^= q.w * 9;
            r.x ^= (q.x + i);
            p.z += r.w << 11;
            r.y ^= r.z * 5;
            q.z += r.z * 9;
            r.z += q.x >>> 9;
            q.w ^= p.z >>> 8;
            p.y -= (r.z + i);
            p.w -= (p.x ^ i);
            q.z += (q.w ^ i);
            r.x -= (q.w ^ i);
            p.z -= (q.y ^ i);
            r.y -= q.w << 11;
            r.x += p.y;
            p.z -= p.y << 5;
            p.y -= q.w << 3;
            p.y ^= (r.y ^ i);
            q.w += (p.y ^ i);
            q.w += q.x * 3;
            p.z -= (p.w + i);
            r.z ^= (r.x + i);
            p.w += (q.y + i);
            r.y += p.x;
            q.y += (r.x ^ i);
            p.w -= r.x * 5;
            r.w -= q.x >>> 2;
            r.z ^= (r.x ^ i);
            r.z += p.y * 7;
            p.x ^= q.x >>> 7;
            r.w -= (q.y + i);
            p.w += r.w;
            r.x ^= q.y * 7;
            q.y += p.y << 10;
            r.w += (q.w ^ i);
            p.y += p.z;
            r.w += q.y >>> 10;
            q.y -= p.w >>> 1;
            p.w -= q.w;
            q.x += p.z << 11;
            r.w ^= q.z * 31;
            r.z += q.w << 11;
            p.w ^= (q.y ^ i);
            p.w -= q.z;
            r.z += r.y >>> 3;
            q.x ^= p.y;
            p.y += p.z >>> 1;
            q.y -= p.y;
            r.w ^= p.x;
            p.y -= (r.w + i);
            p.y -= (q.z ^ i);
            q.w += r.x << 13;
            q.y -= p.y << 4;
            r.w -= q.x << 5;
            p.w -= r.x >>> 13;
            q.z ^= r.y * 31;
            p.z -= q.x >>> 8;
            q.w += p.y * 31;
            p.y -= q.z * 5;
            p.x -= q.w << 9;
            r.z -= r.x << 6;
            p.w = a(p.w, q.z);
            r.x = b(r.x, p.y);
        }
        long checksum = 0;
        for (Cell cell : new Cell[] {p, q, r}) {
            checksum = ((checksum * 31 + cell.w) * 31 + cell.x) * 31 + cell.y;
            checksum = checksum * 31 + cell.z;
        }
        return checksum;
    }

    private static int a(int value, int salt) {
        return value * 0x9E3779B1 + salt;
    }

    private static int b(int value, int salt) {
        return (value << 5 | value >>> 27) ^ salt;
    }

    /** Four int fields that the stretch reads and writes. */
    private static final class Cell {
        int w;
        int x;
        int y;
        int z;

        Cell(int seed) {
            w = seed;
            x = seed * 7;
            y = seed * 13;
            z = seed * 29;
        }
    }
}
