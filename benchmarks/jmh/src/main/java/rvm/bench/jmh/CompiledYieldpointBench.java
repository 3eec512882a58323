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
import rvm.core.options.VmOptions;
import rvm.interp.ExecutionOptions;

/**
 * Question: what do yieldpoints cost in rvm's compiled code, kernel by kernel, once HotSpot has
 * compiled it? The whole-program figure (adaptive against {@code --no-compiled-yieldpoints}) mixes
 * this cost with warm-up and HotSpot's run-to-run inlining choices; here each kernel runs in
 * steady state, compiled at its first call ({@code --tier=baseline}), with yieldpoints
 * ({@code yieldpoints=on}) and without ({@code off}), in the same run.
 *
 * <p>Kernels ({@code bench.micro.Kernels}): {@code fib(20)} (about 22,000 calls, nearly nothing
 * else: a prologue and an epilogue per call), {@code staticCalls(1000)} and
 * {@code monomorphicCalls(1000)} (a loop around a small call), {@code sum} over 1000 ints (a
 * backedge per element, nothing else). The yieldpoint cost of a kernel is its {@code on} score over
 * its {@code off} score.
 */
@State(Scope.Benchmark)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.MICROSECONDS)
@Warmup(iterations = 5, time = 1)
@Measurement(iterations = 5, time = 1)
@Fork(3)
public class CompiledYieldpointBench {

    @Param({"on", "off"})
    public String yieldpoints;

    private MethodHandle fib;
    private MethodHandle staticCalls;
    private MethodHandle monomorphicCalls;
    private MethodHandle sum;
    private int[] data;

    @Setup
    public void setUp() throws Exception {
        VmOptions options = new VmOptions(ExecutionOptions.TABLE).set(VmOptions.TIER, "baseline")
                .set(ExecutionOptions.NO_COMPILED_YIELDPOINTS, yieldpoints.equals("off"));
        GuestKernels kernels = new GuestKernels(options);
        MethodType intToInt = MethodType.methodType(int.class, int.class);
        fib = kernels.guest("fib", intToInt);
        staticCalls = kernels.guest("staticCalls", intToInt);
        monomorphicCalls = kernels.guest("monomorphicCalls", intToInt);
        sum = kernels.guest("sum", MethodType.methodType(int.class, int[].class));
        data = new int[1000];
        for (int i = 0; i < data.length; i++) {
            data[i] = i * 31;
        }
    }

    @Benchmark
    public int fib20() throws Throwable {
        return (int) fib.invokeExact(20);
    }

    @Benchmark
    public int staticCalls1000() throws Throwable {
        return (int) staticCalls.invokeExact(1000);
    }

    @Benchmark
    public int monomorphicCalls1000() throws Throwable {
        return (int) monomorphicCalls.invokeExact(1000);
    }

    @Benchmark
    public int sum1000() throws Throwable {
        return (int) sum.invokeExact(data);
    }

    /** The guest kernels computed what the host's copies compute. */
    @TearDown(Level.Trial)
    public void check() throws Throwable {
        MethodType intToInt = MethodType.methodType(int.class, int.class);
        check("fib", (int) fib.invokeExact(20), (int) GuestKernels.host("fib", intToInt).invokeExact(20));
        check("staticCalls", (int) staticCalls.invokeExact(1000),
                (int) GuestKernels.host("staticCalls", intToInt).invokeExact(1000));
        check("monomorphicCalls", (int) monomorphicCalls.invokeExact(1000),
                (int) GuestKernels.host("monomorphicCalls", intToInt).invokeExact(1000));
        check("sum", (int) sum.invokeExact(data),
                (int) GuestKernels.host("sum", MethodType.methodType(int.class, int[].class)).invokeExact(data));
    }

    private static void check(String kernel, int guest, int host) {
        if (guest != host) {
            throw new AssertionError(kernel + ": guest " + guest + ", host " + host);
        }
    }
}
// Run: ./rvm jmh CompiledYieldpointBench
