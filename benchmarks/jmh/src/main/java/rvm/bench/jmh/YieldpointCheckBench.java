package rvm.bench.jmh;

import java.util.concurrent.TimeUnit;

import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Level;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.TearDown;
import org.openjdk.jmh.annotations.Warmup;
import rvm.core.runtime.Yieldpoints;

/**
 * Question: what does a backedge yieldpoint cost in host-JIT-compiled code, the code rvm's compiled
 * tiers will generate?
 *
 * <p>Four versions of one array sum, all compiled by the host JIT: {@code plain} (no check, the
 * baseline); {@code countdownTest} (what a compiled backedge carries: a plain read of rvm's control
 * word, and an opaque one every 1024th iteration through a countdown); {@code wordTest} (an opaque
 * read, {@code backedgeWord() > 0}, on every iteration, as the interpreter reads it); and
 * {@code backedgeCall} (a call of {@link Yieldpoints#backedge}, the entry point that constructors
 * kept as real bytecode use). The word stays 0, so no check is ever taken: this is the pure cost of
 * the test, including what it prevents the JIT from doing (loop vectorisation).
 */
@State(Scope.Benchmark)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.NANOSECONDS)
@Warmup(iterations = 5, time = 1)
@Measurement(iterations = 5, time = 1)
@Fork(2)
public class YieldpointCheckBench {

    @Param({"1000"})
    int size;

    private int[] data;
    private int expected;

    @Setup
    public void setUp() {
        data = new int[size];
        for (int i = 0; i < size; i++) {
            data[i] = i * 31;
        }
        expected = plain();
    }

    @Benchmark
    public int plain() {
        int[] a = data;
        int s = 0;
        for (int i = 0; i < a.length; i++) {
            s += a[i];
        }
        return s;
    }

    @Benchmark
    public int wordTest() {
        int[] a = data;
        int s = 0;
        for (int i = 0; i < a.length; i++) {
            s += a[i];
            if (Yieldpoints.backedgeWord() > 0) {
                Yieldpoints.taken(rvm.core.runtime.YieldpointKind.BACKEDGE, 0, 0);
            }
        }
        return s;
    }

    @Benchmark
    public int countdownTest() {
        int[] a = data;
        int s = 0;
        int countdown = 1024;
        for (int i = 0; i < a.length; i++) {
            s += a[i];
            int word;
            if (--countdown > 0) {
                word = Yieldpoints.word;
            } else {
                countdown = 1024;
                word = Yieldpoints.backedgeWord();
            }
            if (word > 0) {
                Yieldpoints.taken(rvm.core.runtime.YieldpointKind.BACKEDGE, 0, 0);
            }
        }
        return s;
    }

    @Benchmark
    public int backedgeCall() {
        int[] a = data;
        int s = 0;
        for (int i = 0; i < a.length; i++) {
            s += a[i];
            Yieldpoints.backedge(0, 0);
        }
        return s;
    }

    /** The work was done: all four versions agree. */
    @TearDown(Level.Trial)
    public void check() {
        if (countdownTest() != expected || wordTest() != expected || backedgeCall() != expected) {
            throw new AssertionError("the versions of the sum disagree");
        }
    }
}
// Run: ./rvm jmh YieldpointCheckBench
