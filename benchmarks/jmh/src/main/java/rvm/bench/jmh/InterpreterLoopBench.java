package rvm.bench.jmh;

import java.lang.invoke.MethodHandle;
import java.lang.invoke.MethodType;
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

/**
 * Question: what does rvm's tier 0 cost per bytecode on a plain loop, against the host JIT?
 *
 * <p>Both benchmarks sum the same {@code int[]} with {@code bench.micro.Kernels.sum}: {@code host}
 * runs the host's compiled copy, {@code rvm} the guest copy through its entry stub into rvm's
 * interpreter. The loop body is 7 bytecodes ({@code iload, aload, iload, iaload, iadd, istore, iinc})
 * plus the 4-bytecode test, so ns/op divided by (11 x size) is rvm's cost per bytecode.
 */
@State(Scope.Benchmark)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.NANOSECONDS)
@Warmup(iterations = 5, time = 1)
@Measurement(iterations = 5, time = 1)
@Fork(2)
public class InterpreterLoopBench {

    @Param({"1000"})
    int size;

    private int[] data;
    private MethodHandle host;
    private MethodHandle rvm;
    private int expected;

    @Setup
    public void setUp() throws Throwable {
        data = new int[size];
        for (int i = 0; i < size; i++) {
            data[i] = i * 31;
        }
        MethodType type = MethodType.methodType(int.class, int[].class);
        host = GuestKernels.host("sum", type);
        rvm = new GuestKernels().guest("sum", type);
        expected = (int) host.invokeExact(data);
    }

    @Benchmark
    public int host() throws Throwable {
        return (int) host.invokeExact(data);
    }

    @Benchmark
    public int rvm() throws Throwable {
        return (int) rvm.invokeExact(data);
    }

    /** The work was done: rvm's sum is the host's. */
    @TearDown(Level.Trial)
    public void check() throws Throwable {
        if ((int) rvm.invokeExact(data) != expected) {
            throw new AssertionError("rvm computed a different sum");
        }
    }
}
// Run: ./rvm jmh InterpreterLoopBench
