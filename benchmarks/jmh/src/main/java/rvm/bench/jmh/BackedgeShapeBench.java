package rvm.bench.jmh;

import java.lang.invoke.MethodHandles;
import java.lang.invoke.VarHandle;
import java.util.concurrent.TimeUnit;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.CompilerControl;
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

/**
 * Question: what does a backedge yieldpoint cost a counted loop in C2's code, in the shape rvm
 * compiles it and in a strip-mined shape, against no check at all? The loop is a dot product
 * (the shape of mpegaudio's {@code Matrix.dot}) in a method of its own, called once per row, so
 * that each call starts its activation's countdown afresh as rvm's compiled code does; {@code n}
 * elements a row, 4096 elements a call of the benchmark.
 *
 * <p>Shapes, written in Java with the control flow rvm's bytecode has (record 002):
 * <ul>
 *   <li>{@code none}: the loop alone ({@code --compiled-backedge-checks=none});</li>
 *   <li>{@code countdown}: every taken backward branch goes to a check block that counts the
 *       activation's countdown down and goes back to the head; every 1024th reads the word
 *       opaquely and takes the slow path if it is positive (rvm's {@code strip});</li>
 *   <li>{@code strip}: an inner loop of at most 1024 iterations bounded by the lesser of the
 *       guest's bound and the strip's end, with no check; the word is read opaquely between strips
 *       only (HotSpot's own loop strip mining, done in bytecode).</li>
 * </ul>
 * The word stays 0, as with no profiler running.
 */
@State(Scope.Benchmark)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.NANOSECONDS)
@Warmup(iterations = 4, time = 1)
@Measurement(iterations = 5, time = 1)
@Fork(2)
public class BackedgeShapeBench {

    private static final int ELEMENTS = 4096;
    private static final int STRIP = 1024;

    /** The yieldpoint word's stand-in, read opaquely as rvm's backedge checks read the real one. */
    static int word;
    private static final VarHandle WORD;

    static {
        try {
            WORD = MethodHandles.lookup().findStaticVarHandle(BackedgeShapeBench.class, "word", int.class);
        } catch (ReflectiveOperationException e) {
            throw new ExceptionInInitializerError(e);
        }
    }

    @Param({"16", "64", "1024"})
    public int n;

    private int[] taps;
    private int[] input;

    @Setup
    public void setUp() {
        taps = new int[ELEMENTS];
        input = new int[ELEMENTS];
        for (int i = 0; i < ELEMENTS; i++) {
            taps[i] = i * 31 - 7;
            input[i] = i ^ 0x5a5a;
        }
    }

    @Benchmark
    public long none() {
        long sum = 0;
        for (int row = 0; row < ELEMENTS; row += n) {
            sum += dotNone(taps, input, row, n);
        }
        return sum;
    }

    @Benchmark
    public long countdown() {
        long sum = 0;
        for (int row = 0; row < ELEMENTS; row += n) {
            sum += dotCountdown(taps, input, row, n);
        }
        return sum;
    }

    @Benchmark
    public long strip() {
        long sum = 0;
        for (int row = 0; row < ELEMENTS; row += n) {
            sum += dotStrip(taps, input, row, n);
        }
        return sum;
    }

    @CompilerControl(CompilerControl.Mode.DONT_INLINE)
    private static long dotNone(int[] taps, int[] input, int from, int length) {
        long sum = 0;
        for (int i = 0; i < length; i++) {
            sum += (long) taps[from + i] * input[from + i];
        }
        return sum;
    }

    @CompilerControl(CompilerControl.Mode.DONT_INLINE)
    private static long dotCountdown(int[] taps, int[] input, int from, int length) {
        long sum = 0;
        int countdown = STRIP;
        int i = 0;
        if (i >= length) {
            return sum;
        }
        while (true) {
            sum += (long) taps[from + i] * input[from + i];
            i++;
            if (i >= length) {
                return sum;
            }
            if (--countdown > 0) {
                continue;
            }
            countdown = STRIP;
            if ((int) WORD.getOpaque() <= 0) {
                continue;
            }
            slowPath();
        }
    }

    @CompilerControl(CompilerControl.Mode.DONT_INLINE)
    private static long dotStrip(int[] taps, int[] input, int from, int length) {
        long sum = 0;
        int i = 0;
        while (true) {
            int limit = length - i > STRIP ? i + STRIP : length;
            for (; i < limit; i++) {
                sum += (long) taps[from + i] * input[from + i];
            }
            if (i >= length) {
                return sum;
            }
            if ((int) WORD.getOpaque() > 0) {
                slowPath();
            }
        }
    }

    @CompilerControl(CompilerControl.Mode.DONT_INLINE)
    private static void slowPath() {
        word = 0;
    }

    /** The work was done: the three shapes compute the same sums. */
    @TearDown(Level.Trial)
    public void check() {
        long expected = none();
        if (countdown() != expected || strip() != expected) {
            throw new AssertionError("the shapes of the dot product disagree");
        }
    }
}
// Run: ./rvm jmh BackedgeShapeBench
