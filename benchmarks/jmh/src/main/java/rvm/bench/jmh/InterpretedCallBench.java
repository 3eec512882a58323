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
import org.openjdk.jmh.annotations.OperationsPerInvocation;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.TearDown;
import org.openjdk.jmh.annotations.Warmup;

/**
 * Question: what does each kind of call cost in rvm's tier 0 (the invoke paths of the interpreter)?
 *
 * <p>Each benchmark runs one kernel of {@code bench.micro.Kernels} under rvm: a loop of
 * {@link #CALLS} iterations whose body makes one call of the kind named, plus {@code emptyLoop},
 * the same loop without the call. Results are per iteration; a call's own cost is its score minus
 * {@code emptyLoop}'s, measured in the same run.
 */
@State(Scope.Benchmark)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.NANOSECONDS)
@Warmup(iterations = 5, time = 1)
@Measurement(iterations = 5, time = 1)
@Fork(2)
@OperationsPerInvocation(InterpretedCallBench.CALLS)
public class InterpretedCallBench {

    static final int CALLS = 1000;

    private MethodHandle emptyLoop;
    private MethodHandle staticCalls;
    private MethodHandle monomorphicCalls;
    private MethodHandle megamorphicCalls;
    private MethodHandle jdkCalls;

    @Setup
    public void setUp() throws Exception {
        GuestKernels kernels = new GuestKernels();
        MethodType type = MethodType.methodType(int.class, int.class);
        emptyLoop = kernels.guest("emptyLoop", type);
        staticCalls = kernels.guest("staticCalls", type);
        monomorphicCalls = kernels.guest("monomorphicCalls", type);
        megamorphicCalls = kernels.guest("megamorphicCalls", type);
        jdkCalls = kernels.guest("jdkCalls", type);
    }

    @Benchmark
    public int emptyLoop() throws Throwable {
        return (int) emptyLoop.invokeExact(CALLS);
    }

    @Benchmark
    public int staticCall() throws Throwable {
        return (int) staticCalls.invokeExact(CALLS);
    }

    @Benchmark
    public int monomorphicInterfaceCall() throws Throwable {
        return (int) monomorphicCalls.invokeExact(CALLS);
    }

    @Benchmark
    public int megamorphicInterfaceCall() throws Throwable {
        return (int) megamorphicCalls.invokeExact(CALLS);
    }

    @Benchmark
    public int jdkCall() throws Throwable {
        return (int) jdkCalls.invokeExact(CALLS);
    }

    /** The work was done: each guest kernel gives the host kernel's result. */
    @TearDown(Level.Trial)
    public void check() throws Throwable {
        MethodType type = MethodType.methodType(int.class, int.class);
        String[] names = {"emptyLoop", "staticCalls", "monomorphicCalls", "megamorphicCalls", "jdkCalls"};
        MethodHandle[] guests = {emptyLoop, staticCalls, monomorphicCalls, megamorphicCalls, jdkCalls};
        for (int i = 0; i < names.length; i++) {
            int expected = (int) GuestKernels.host(names[i], type).invokeExact(CALLS);
            if ((int) guests[i].invokeExact(CALLS) != expected) {
                throw new AssertionError(names[i] + " computed a different result under rvm");
            }
        }
    }
}
// Run: ./rvm jmh InterpretedCallBench
